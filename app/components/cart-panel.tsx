import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import type { ChromeData } from '../lib/chrome.server';
import { useCart } from '../lib/cart-store';
import { sv } from '../../common/copy/sv';
import { CartLines } from './cart/cart-lines';
import { CheckoutLink } from './cart/checkout-link';
import { EmptyCart } from './cart/empty-cart';
import { SummaryRows } from './cart/summary-rows';
import { useEmptyStateCategories } from './cart/use-empty-state-categories';
import { useFocusAfterRemoval } from './cart/use-focus-after-removal';
import { PanelLoading } from './panel-loading';

interface CartPanelContentProps {
  chrome: ChromeData;
  open: boolean;
  onNavigate(): void;
}

/** The cart side panel's content: compact lines, the summary and the way on; or the empty state with categories. */
export function CartPanelContent({ chrome, open, onNavigate }: CartPanelContentProps) {
  const { cart, busy, loaded } = useCart();
  const empty = cart.products.length === 0;
  const fallback = useMemo(() => chrome.categories.map((c) => ({ link: c.url, title: c.name })), [chrome.categories]);
  const categories = useEmptyStateCategories(open && empty, fallback);
  const contentRef = useRef<HTMLDivElement>(null);
  useFocusAfterRemoval(contentRef, cart.products.length);

  return (
    <div ref={contentRef} tabIndex={-1} className="cart-panel" aria-busy={busy || !loaded}>
      {/* A shared page's empty cart stands in until the shopper's own is read: never show it as theirs. */}
      {!loaded ? (
        <PanelLoading text={sv.cart.loading} />
      ) : empty ? (
        <EmptyCart categories={categories} onNavigate={onNavigate} />
      ) : (
        <>
          <CartLines cart={cart} compact />
          <div className="cart-panel__summary">
            <SummaryRows cart={cart} />
          </div>
          <div className="cart-panel__actions">
            <Link to="/varukorg" className="button" onClick={onNavigate}>
              {sv.cart.goToCart}
            </Link>
            <CheckoutLink className="button button--primary" onClick={onNavigate} />
          </div>
        </>
      )}
    </div>
  );
}
