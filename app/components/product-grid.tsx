import type { ListingCard as Card } from '../../services/catalog/product-card';
import { ProductCard } from './product-card';

/** Cards in the responsive grid; the first row loads eagerly so the largest paint is not delayed. */
export function ProductGrid({ cards, twoColumnMinimum = true }: { cards: Card[]; twoColumnMinimum?: boolean }) {
  return (
    <ul className={`product-grid${twoColumnMinimum ? '' : ' product-grid--single-mobile'}`}>
      {cards.map((card, index) => (
        <li key={card.product_id}>
          <ProductCard card={card} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
