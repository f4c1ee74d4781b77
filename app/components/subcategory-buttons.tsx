import { useId, useState } from 'react';
import { Link } from 'react-router';
import { mobileSubcategories, previewOf } from '../../domain/subcategory-list';
import type { CategoryFacet } from '../../common/contract/filter';
import { sv } from '../../common/copy/sv';

function Buttons({ items, id }: { items: CategoryFacet[]; id: string }) {
  return (
    <ul id={id} className="subcategory-buttons__list">
      {items.map((c) => (
        <li key={c.category_id}>
          <Link to={c.url} className="subcategory-buttons__button" aria-current={c.category_active ? 'page' : undefined}>
            {c.category_name}
            <span className="subcategory-buttons__count">({c.category_visible_product_count})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One screen size's list: the first five, then 'Visa alla (N)' or 'Visa samtliga', and 'Visa färre' when open. */
function Expandable({ items, showAll, variant }: { items: CategoryFacet[]; showAll: string; variant: 'desktop' | 'mobile' }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { shown, toggle } = previewOf(items, expanded);
  if (items.length === 0) return null;
  return (
    <div className={`subcategory-buttons__group subcategory-buttons__group--${variant}`}>
      {variant === 'mobile' ? <h2 className="subcategory-buttons__heading">{sv.productWidgets.subcategories}</h2> : null}
      <Buttons items={shown} id={id} />
      {toggle ? (
        <button type="button" className="link-button subcategory-buttons__toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? sv.productWidgets.showFewer : showAll}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The subcategories of a category page as buttons above the products (storefront spec section 2). The desktop
 * and the mobile list are both server-rendered and CSS shows the one for the screen (breakpoint 1025 px).
 */
export function SubcategoryButtons({ subcategories, level }: { subcategories: CategoryFacet[]; level: number }) {
  if (subcategories.length === 0) return null;
  return (
    <nav className="subcategory-buttons" aria-label={sv.productWidgets.subcategories}>
      <Expandable items={subcategories} showAll={sv.productWidgets.showAllCount(subcategories.length)} variant="desktop" />
      <Expandable items={mobileSubcategories(subcategories, level)} showAll={sv.productWidgets.showAllMobile} variant="mobile" />
    </nav>
  );
}
