import { Link } from 'react-router';
import type { EmptyStateCategory } from '../../../common/contract/cart';
import { svCart } from '../../../common/copy/sv-cart';

/** The empty cart: a short note and the categories to shop from (none listed while they load). */
export function EmptyCart({ categories, onNavigate }: { categories: EmptyStateCategory[]; onNavigate?(): void }) {
  return (
    <div className="cart-empty">
      <p className="cart-empty__title">{svCart.empty}</p>
      {categories.length > 0 ? (
        <>
          <p>{svCart.emptyHint}</p>
          <ul className="cart-empty__categories">
            {categories.map((category) => (
              <li key={category.link}>
                <Link to={category.link} onClick={onNavigate}>
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
