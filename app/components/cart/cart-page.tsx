import { useRef } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { EmptyStateCategory } from '../../../common/contract/cart';
import { sv } from '../../../common/copy/sv';
import { svCart } from '../../../common/copy/sv-cart';
import type { ChromeData } from '../../lib/chrome.server';
import { useCart } from '../../lib/cart-store';
import { useHydrated } from './cart-hooks';
import { CartLines } from './cart-lines';
import { EmptyCart } from './empty-cart';
import { OrderMessage } from './order-message';
import { OrderSummary } from './order-summary';
import { RecommendedProducts } from './recommended-products';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/**
 * The cart page: lines and order message left, the order summary right (stacked on mobile), or the empty state;
 * recommended products below.
 */
export function CartPage({ categories, notices }: { categories: EmptyStateCategory[]; notices: readonly string[] }) {
  const { cart: stored, busy } = useCart();
  // The store is seeded from the page's data only once hydrated: until then (and without JavaScript) the notice a
  // plain form post left for this page comes from the page's data, or it would never show.
  const hydrated = useHydrated();
  const cart = hydrated ? stored : { ...stored, messages: [...notices] };
  const chrome = useRouteLoaderData<ChromeData>('root');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(headingRef, cart.products.length);
  const empty = cart.products.length === 0;

  return (
    <div className="page cart-page">
      <h1 ref={headingRef} tabIndex={-1} className="cart-page__title">
        {chrome?.settings.isOffer ? svCart.offerTitle : sv.cart.title}
      </h1>
      {empty ? (
        <EmptyCart categories={categories} />
      ) : (
        <div className="cart-page__layout">
          <div className="cart-page__main" aria-busy={busy}>
            <CartLines cart={cart} />
            <OrderMessage initial={cart.order_message} />
          </div>
          <OrderSummary cart={cart} puffs={chrome?.settings.checkoutManualPuffs ?? []} />
        </div>
      )}
      <RecommendedProducts recommended={cart.recommended_products} />
    </div>
  );
}
