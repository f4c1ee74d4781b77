import { useState } from 'react';
import { Link } from 'react-router';
import type { ChromeData } from '../lib/chrome.server';
import type { MenuNode } from '../../services/catalog/menu-tree';
import { useMenuTree } from '../lib/menu-tree';
import { sv } from '../../common/copy/sv';
import { ChevronIcon } from './icons';

interface MobileNavProps {
  chrome: ChromeData;
  onNavigate(): void;
}

interface NavItem {
  id: number;
  name: string;
  url: string;
  hasChildren: boolean;
}

const toItem = (node: MenuNode): NavItem => ({ id: node.id, name: node.name, url: node.url, hasChildren: node.children.length > 0 });

/**
 * The mobile menu panel's content: a drill-down through the category levels, then info pages. The main categories
 * come with the page; the levels below from the menu tree, fetched when the menu button is pressed (null until then).
 */
export function MobileNav({ chrome, onNavigate }: MobileNavProps) {
  const [trail, setTrail] = useState<NavItem[]>([]);
  const menu = useMenuTree(chrome.menuVersion);
  const current = trail.at(-1);
  let list: NavItem[] | null = chrome.categories;
  if (current) {
    let nodes: MenuNode[] | undefined = menu.tree ?? undefined;
    for (const step of trail) nodes = nodes?.find((node) => node.id === step.id)?.children;
    list = nodes ? nodes.map(toItem) : null;
  }

  return (
    <nav aria-label={sv.site.mainNavigation} className="mobile-nav">
      {current ? (
        <div className="mobile-nav__crumb">
          <button type="button" className="mobile-nav__back" onClick={() => setTrail((t) => t.slice(0, -1))}>
            <ChevronIcon direction="left" />
            {trail.length > 1 ? trail.at(-2)!.name : sv.site.categories}
          </button>
          <Link className="mobile-nav__all" to={current.url} onClick={onNavigate}>
            {sv.site.showAllIn(current.name)}
          </Link>
        </div>
      ) : (
        <p className="mobile-nav__label">{sv.site.categories}</p>
      )}
      {list === null ? (
        menu.failed ? null : (
          <p className="mobile-nav__loading" role="status">
            {sv.site.loadingCategories}
          </p>
        )
      ) : (
        <ul className="mobile-nav__list">
          {list.map((category) => (
            <li key={category.id}>
              {category.hasChildren ? (
                <button
                  type="button"
                  className="mobile-nav__item"
                  onClick={() => {
                    menu.load();
                    setTrail((t) => [...t, category]);
                  }}
                >
                  {!current ? chrome.settings.levelOneMenuPrefix : ''}
                  {category.name}
                  <ChevronIcon />
                </button>
              ) : (
                <Link className="mobile-nav__item" to={category.url} onClick={onNavigate}>
                  {category.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {!current ? (
        <ul className="mobile-nav__extra">
          {!chrome.settings.ecommerceDisabled ? (
            <li>
              <Link to="/tillverkare" onClick={onNavigate}>
                {sv.site.brands}
              </Link>
            </li>
          ) : null}
          {chrome.footer.flatMap((column) => column.links).map((link) => (
            <li key={link.url}>
              <Link to={link.url} onClick={onNavigate}>
                {link.title}
              </Link>
            </li>
          ))}
          {chrome.customer ? (
            <li>
              <Link to="/mina-sidor" onClick={onNavigate} reloadDocument>
                {sv.site.myPages}
              </Link>
            </li>
          ) : chrome.settings.showMobileLoginLink ? (
            <li>
              <Link to="/login" onClick={onNavigate} reloadDocument>
                {sv.site.login}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
