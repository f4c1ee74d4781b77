import type { ProductCard } from '../../common/contract/product-card';

/** Stock status as icon and text together, never colour alone. */
export function StockStatus({ card }: { card: Pick<ProductCard, 'status_icon' | 'product_status_name'> }) {
  return (
    <p className={`stock-status stock-status--${card.status_icon}`}>
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
        {card.status_icon === 'out-of-stock' ? (
          <path d="M3 3l6 6M9 3L3 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <circle cx="6" cy="6" r="5" fill="currentColor" />
        )}
      </svg>
      {card.product_status_name}
    </p>
  );
}
