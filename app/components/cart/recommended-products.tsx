import { useId } from 'react';
import type { CartResponse } from '../../../common/contract/cart';
import { useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../../lib/chrome.server';
import { ProductCard } from '../product-card';

/**
 * The cart's recommended products (what was ordered together with its lines, then popular products of other kinds
 * under the same main categories), as ordinary product cards. They sit below the fold, so unlike a listing's first
 * row their images load lazily. A card's button adds once and then reads 'Produkt tillagd'. On a phone they are in
 * two columns, or one when the shop's minimum two-column setting is off, like every other grid.
 */
export function RecommendedProducts({ recommended }: { recommended: CartResponse['recommended_products'] }) {
  const headingId = useId();
  const twoColumns = useRouteLoaderData<ChromeData>('root')?.settings.minimumTwoColumnGrid ?? true;
  if (recommended.products.length === 0) return null;
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{recommended.title}</h2>
      <ul className={`product-grid${twoColumns ? '' : ' product-grid--single-mobile'}`}>
        {recommended.products.map((card) => (
          <li key={card.product_id}>
            <ProductCard card={card} buyOnce />
          </li>
        ))}
      </ul>
    </section>
  );
}
