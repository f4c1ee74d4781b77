import { useRouteLoaderData } from 'react-router';
import { ProductCard } from './product-card';
import { useTrackItemList } from '../lib/analytics';
import type { ChromeData } from '../lib/chrome.server';
import type { ListingCard as Card } from '../../common/contract/product-card';

/** The grid's class: on a phone two cards in a row, or one when the shop's minimum two-column setting is off. */
export function productGridClass(twoColumnMinimum: boolean): string {
  return `product-grid${twoColumnMinimum ? '' : ' product-grid--single-mobile'}`;
}

/** The shop's minimumTwoColumnGrid setting, for grids whose data does not carry it. */
export function useTwoColumnMinimum(): boolean {
  return useRouteLoaderData<ChromeData>('root')?.settings.minimumTwoColumnGrid ?? true;
}

/**
 * Cards in the responsive grid. Where the grid opens the page its first row loads eagerly so the largest paint is
 * not delayed; a grid further down (`belowFold`) loads every image lazily, so it does not compete with the top.
 */
export function ProductGrid({
  cards,
  twoColumnMinimum,
  belowFold = false,
  buyOnce = false,
}: {
  cards: Card[];
  /** Given where the grid's own call answers the setting; otherwise the site settings' value. */
  twoColumnMinimum?: boolean;
  belowFold?: boolean;
  /** The cards' buy buttons add once and then read 'Produkt tillagd' (suggestions beside a purchase). */
  buyOnce?: boolean;
}) {
  const shopMinimum = useTwoColumnMinimum();
  // GA4 view_item_list, only with consent (app/lib/analytics.ts).
  useTrackItemList(cards);
  return (
    <ul className={productGridClass(twoColumnMinimum ?? shopMinimum)}>
      {cards.map((card, index) => (
        <li key={card.product_id}>
          <ProductCard card={card} eager={!belowFold && index < 4} buyOnce={buyOnce} />
        </li>
      ))}
    </ul>
  );
}
