import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuEntry } from '../../services/catalog/menu-tree';
import { useMenuTree } from '../lib/menu-tree';
import { sv } from '../../common/copy/sv';
import { ChevronIcon } from './icons';
import { NamedLinks } from './named-links';

/** The spec's hover delay before the menu opens or a main category is switched. */
export const MEGA_MENU_HOVER_DELAY_MS = 300;

interface MegaMenuProps {
  /** The main categories (the page's data); their subcategories come from the menu tree of `version`. */
  categories: MenuEntry[];
  version: number;
  prefix: string;
}

/**
 * Desktop category menu: main categories left, the hovered one's subcategories right,
 * or its image when it has none. Opens on hover (after 300 ms), click or keyboard.
 * The subcategories are fetched when the pointer or focus first comes to the menu (see useMenuTree).
 */
export function MegaMenu({ categories, version, prefix }: MegaMenuProps) {
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState(categories[0]?.id);
  const timer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const location = useLocation();
  const menu = useMenuTree(version);

  const later = (action: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, MEGA_MENU_HOVER_DELAY_MS);
  };
  const cancel = () => window.clearTimeout(timer.current);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        rootRef.current?.querySelector<HTMLButtonElement>('.mega-menu__toggle')?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const active = categories.find((c) => c.id === activeId) ?? categories[0];
  const subcategories = active ? menu.tree?.find((c) => c.id === active.id)?.children : undefined;

  return (
    <div
      ref={rootRef}
      className="mega-menu"
      onMouseEnter={() => {
        menu.load();
        later(() => setOpen(true));
      }}
      onMouseLeave={() => later(() => setOpen(false))}
    >
      <button
        type="button"
        className="mega-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={menu.load}
        onClick={() => {
          menu.load();
          cancel();
          setOpen((value) => !value);
        }}
      >
        {sv.site.allCategories}
        <ChevronIcon direction={open ? 'up' : 'down'} />
      </button>
      <div id={panelId} className="mega-menu__panel" hidden={!open}>
        <ul className="mega-menu__main">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={category.url}
                className="mega-menu__main-link"
                aria-current={category.id === active?.id ? 'true' : undefined}
                onMouseEnter={() => later(() => setActiveId(category.id))}
                onFocus={() => {
                  cancel();
                  setActiveId(category.id);
                }}
              >
                {prefix}
                {category.name}
                <ChevronIcon />
              </Link>
            </li>
          ))}
        </ul>
        {active ? (
          <div className="mega-menu__sub">
            <p className="mega-menu__heading">
              <Link to={active.url}>{sv.site.showAllIn(active.name)}</Link>
            </p>
            {active.hasChildren ? (
              subcategories ? (
                <div className="mega-menu__columns">
                  {subcategories.map((child) => (
                    <div key={child.id} className="mega-menu__column">
                      <Link to={child.url} className="mega-menu__sub-link">
                        {child.name}
                      </Link>
                      {child.children.length > 0 ? (
                        <ul>
                          <NamedLinks pages={child.children} />
                        </ul>
                      ) : null}
                    </div>
                  ))}
                </div>
              ) : menu.failed ? null : (
                <p className="mega-menu__loading" role="status">
                  {sv.site.loadingCategories}
                </p>
              )
            ) : active.image ? (
              <img className="mega-menu__image" src={active.image} alt="" width={400} height={300} loading="lazy" />
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
