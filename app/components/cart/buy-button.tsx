import { useEffect, useRef, useState } from 'react';
import { sv } from '../../copy/sv';
import { quantityInCart, useCart, useCartStore } from '../../lib/cart-store';
import { CheckIcon } from '../icons';
import { useHydrated } from './cart-hooks';
import { CsrfField } from '../csrf-field';
import type { ProductCard } from '../../../services/catalog/product-card';
import { AddOnList } from './add-on-list';

const ADDED_MS = 3000;

interface BuyButtonProps {
  productId: number;
  variantId?: number | null;
  name: string;
  maxPerCustomer: number | null;
  /** Not for sale right now (out of stock, no price): the button says so and stays disabled. */
  soldOut?: boolean;
  size: 'card' | 'page';
  /** Why the button cannot be used yet (a variant still to choose); shown under it while it stays disabled. */
  pendingNote?: string | null;
  /** Add-on products offered as checkboxes, bought with the product in the same call. */
  addOns?: ProductCard[];
}

/**
 * The buy button: a form posting to the add call (works without JavaScript), sent with fetch when it can.
 * 'Tillagd' shows for 3 s after an add; at the purchase cap it is disabled with 'Max {n} per kund'.
 * After hydration a blocked button is aria-disabled rather than disabled, so it keeps keyboard focus when the
 * add that reaches the cap blocks it.
 */
export function BuyButton({ productId, variantId = null, name, maxPerCustomer, soldOut = false, size, pendingNote = null, addOns = [] }: BuyButtonProps) {
  const store = useCartStore();
  const { cart } = useCart();
  const hydrated = useHydrated();
  const [state, setState] = useState<'idle' | 'loading' | 'added'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [chosenAddOns, setChosenAddOns] = useState<ReadonlySet<number>>(new Set());
  const toggleAddOn = (id: number, checked: boolean) =>
    setChosenAddOns((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const capped = maxPerCustomer !== null && quantityInCart(cart, variantId ?? productId) >= maxPerCustomer;
  const blocked = soldOut || capped || pendingNote !== null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (blocked || state === 'loading') return;
    setState('loading');
    setError(null);
    // An add-on at its cap is shown disabled and not sent.
    const addOnIds = addOns
      .filter((a) => chosenAddOns.has(a.product_id))
      .filter((a) => a.product_max_purchasable_quantity === null || quantityInCart(cart, a.product_id) < a.product_max_purchasable_quantity)
      .map((a) => a.product_id);
    const result = await store.add(productId, variantId, name, addOnIds);
    window.clearTimeout(timer.current);
    if (!result.ok) {
      setState('idle');
      setError(result.message);
      return;
    }
    setChosenAddOns(new Set());
    setState('added');
    timer.current = window.setTimeout(() => setState('idle'), ADDED_MS);
  };

  const label = soldOut ? sv.product.soldOut : state === 'added' ? sv.product.added : size === 'card' ? sv.product.buy : sv.product.addToCart;
  return (
    <form method="post" action="/checkoutv3/products/add" onSubmit={submit} className={`buy-button buy-button--${size}`}>
      <CsrfField />
      <input type="hidden" name="product_id" value={productId} />
      {variantId !== null ? <input type="hidden" name="variant_id" value={variantId} /> : null}
      {addOns.length > 0 ? <AddOnList addOns={addOns} chosen={chosenAddOns} onToggle={toggleAddOn} /> : null}
      <button
        type="submit"
        className={`button button--primary${size === 'page' ? ' button--large' : ''}${state === 'added' ? ' button--added' : ''}`}
        disabled={blocked && !hydrated}
        aria-disabled={blocked && hydrated ? true : undefined}
        aria-busy={state === 'loading'}
      >
        {state === 'added' ? <CheckIcon /> : null}
        {label}
        {size === 'card' ? <span className="visually-hidden"> {name}</span> : null}
      </button>
      {capped && maxPerCustomer !== null ? <p className="buy-button__note">{sv.product.maxPerCustomer(maxPerCustomer)}</p> : null}
      {pendingNote !== null && !capped && !soldOut ? <p className="buy-box__note">{pendingNote}</p> : null}
      {error ? (
        <p className="buy-button__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
