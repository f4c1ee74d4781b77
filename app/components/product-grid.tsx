import { ProductCard } from './product-card';
import { useTrackItemList } from '../lib/analytics-events';
import type { ListingCard as Card } from '../../common/contract/product-card';

/**
 * Cards in the responsive grid. Where the grid opens the page its first row loads eagerly so the largest paint is
 * not delayed; a grid further down (`belowFold`) loads every image lazily, so it does not compete with the top.
 */
export function ProductGrid({
  cards,
  twoColumnMinimum = true,
  belowFold = false,
  buyOnce = false,
}: {
  cards: Card[];
  twoColumnMinimum?: boolean;
  belowFold?: boolean;
  /** The cards' buy buttons add once and then read 'Produkt tillagd' (suggestions beside a purchase). */
  buyOnce?: boolean;
}) {
  // GA4 view_item_list, only with consent (app/lib/analytics.ts).
  useTrackItemList(cards);
  return (
    <ul className={`product-grid${twoColumnMinimum ? '' : ' product-grid--single-mobile'}`}>
      {cards.map((card, index) => (
        <li key={card.product_id}>
          <ProductCard card={card} eager={!belowFold && index < 4} buyOnce={buyOnce} />
        </li>
      ))}
    </ul>
  );
}
