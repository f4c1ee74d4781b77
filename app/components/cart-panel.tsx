import { Link } from 'react-router';
import type { ChromeData } from '../lib/chrome.server';
import { sv } from '../copy/sv';

/** The cart side panel's content. With an empty cart it lists the categories to shop from. */
export function CartPanelContent({ chrome, onNavigate }: { chrome: ChromeData; onNavigate(): void }) {
  if (chrome.cart.count === 0) {
    return (
      <div className="cart-empty">
        <p className="cart-empty__title">{sv.cart.empty}</p>
        <p>{sv.cart.emptyHint}</p>
        <ul className="cart-empty__categories">
          {chrome.categories.map((category) => (
            <li key={category.id}>
              <Link to={category.url} onClick={onNavigate}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return null;
}
