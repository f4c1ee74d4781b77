import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { sv } from '../../../common/copy/sv';
import { quantityInCart, useCart, useCartStore } from '../../lib/cart-store';
import { CheckIcon } from '../icons';
import { useHydrated } from './cart-hooks';
import { CsrfField } from '../csrf-field';
import { AddOnList } from './add-on-list';
import { BuyQuantity } from './buy-quantity';
import { buyState, canBuy, clampBuyQuantity, maxAddable, type BuyState } from '../../../domain/buy-area';
import type { ProductCard } from '../../../common/contract/product-card';
import { lazyPart } from '../../lib/lazy-part';

// Opens only after an add to cart: its code (and the modal dialog's) is not in the first load of a page with a buy button.
const BuyModal = lazyPart(() => import('./buy-modal').then((m) => m.BuyModal));

const ADDED_MS = 3000;

type AddState = 'idle' | 'loading' | 'added';

interface BuyButtonProps {
  productId: number;
  variantId?: number | null;
  name: string;
  maxPerCustomer: number | null;
  /** Units the shop can sell (null: no limit, sold on backorder); the cart holding them all is overselling. */
  stockLimit?: number | null;
  /** Not for sale right now (out of stock, no price): the button says so and stays disabled. */
  soldOut?: boolean;
  /** The product's buy-button flag: off, the button stays disabled and says the product is not sold online. */
  buyOption?: boolean;
  size: 'card' | 'page';
  /** Why the button cannot be used yet (a variant still to choose); shown under it while it stays disabled. */
  pendingNote?: string | null;
  /** Add-on products offered as checkboxes, bought with the product in the same call. */
  addOns?: ProductCard[];
  /** A quantity stepper beside the button (the product page). */
  withQuantity?: boolean;
  /** Buy-once mode: after a successful add the button becomes a disabled 'Produkt tillagd'. */
  once?: boolean;
  /** The buy-and-show-modal button: one add through its own call, answered with a modal instead of the alert. */
  showModal?: boolean;
}

/** What a card puts in the cart: a variant's card goes in under its parent. */
export function buyTargetOf(card: Pick<ProductCard, 'parent_id' | 'product_id' | 'product_name' | 'product_max_purchasable_quantity' | 'product_stock_limit'>) {
  return {
    productId: card.parent_id ?? card.product_id,
    variantId: card.parent_id !== null ? card.product_id : null,
    name: card.product_name,
    maxPerCustomer: card.product_max_purchasable_quantity,
    stockLimit: card.product_stock_limit,
  };
}

/**
 * The buy button: a form posting to the add call (works without JavaScript), sent with fetch when it can. Its state
 * (domain/buy-area) is one of: normal, sold out, overselling ('Tyvärr har vi inte fler i lager av denna produkt'),
 * max per customer ('Max {n} per kund'), no buy option, bought once ('Produkt tillagd') or waiting for a variant.
 * 'Tillagd' shows for 3 s after an add. After hydration a blocked button is aria-disabled rather than disabled, so it
 * keeps keyboard focus when the add that reaches the cap blocks it.
 */
export function BuyButton({
  productId,
  variantId = null,
  name,
  maxPerCustomer,
  stockLimit = null,
  soldOut = false,
  buyOption = true,
  size,
  pendingNote = null,
  addOns = [],
  withQuantity = false,
  once = false,
  showModal = false,
}: BuyButtonProps) {
  const store = useCartStore();
  const { cart } = useCart();
  const hydrated = useHydrated();
  const [state, setState] = useState<AddState>('idle');
  const [boughtOnce, setBoughtOnce] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [modalHtml, setModalHtml] = useState<string | null>(null);
  const closeModal = useCallback(() => setModalHtml(null), []);
  const [chosenAddOns, setChosenAddOns] = useState<ReadonlySet<number>>(new Set());
  const toggleAddOn = (id: number, checked: boolean) => setChosenAddOns((current) => toggled(current, id, checked));
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const inCart = quantityInCart(cart, variantId ?? productId);
  const facts = { buyOption, soldOut, stock: stockLimit, maxPerCustomer, inCart, pending: pendingNote !== null, boughtOnce };
  const buy = buyState(facts);
  const blocked = !canBuy(buy);
  const maxQuantity = maxAddable(facts);
  const shownQuantity = clampBuyQuantity(quantity, maxQuantity);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked || state === 'loading') return;
    // A typed quantity not yet committed (Enter in the input submits at once) is read from the form.
    const typed = new FormData(event.currentTarget).get('quantity');
    const count = withQuantity && typeof typed === 'string' ? clampBuyQuantity(Number.parseInt(typed, 10), maxQuantity) : 1;
    setState('loading');
    setError(null);
    // An add-on at its cap is shown disabled and not sent.
    const addOnIds = addOns
      .filter((a) => chosenAddOns.has(a.product_id))
      .filter((a) => a.product_max_purchasable_quantity === null || quantityInCart(cart, a.product_id) < a.product_max_purchasable_quantity)
      .map((a) => a.product_id);
    // The modal's call adds one of a product as it is: no variant, add-ons or quantity to carry.
    if (showModal && variantId === null && addOnIds.length === 0 && count === 1) {
      const shown = await store.buyAndShowModal(productId);
      setState('idle');
      if (shown.ok) setModalHtml(shown.modalHtml);
      else setError(shown.message);
      return;
    }
    const result = await store.add(productId, variantId, name, addOnIds, count);
    window.clearTimeout(timer.current);
    if (!result.ok) {
      setState('idle');
      setError(result.message);
      return;
    }
    setChosenAddOns(new Set());
    setQuantity(1);
    if (once) {
      setState('idle');
      setBoughtOnce(true);
      return;
    }
    setState('added');
    timer.current = window.setTimeout(() => setState('idle'), ADDED_MS);
  };

  const label = buttonLabel(buy, state, size);
  const note = buyNote(buy, maxPerCustomer, pendingNote);
  return (
    <form method="post" action="/checkoutv3/products/add" onSubmit={submit} className={`buy-button buy-button--${size}`}>
      <CsrfField />
      <input type="hidden" name="product_id" value={productId} />
      {variantId !== null ? <input type="hidden" name="variant_id" value={variantId} /> : null}
      {addOns.length > 0 ? <AddOnList addOns={addOns} chosen={chosenAddOns} onToggle={toggleAddOn} /> : null}
      <div className="buy-button__row">
        {withQuantity ? (
          <BuyQuantity value={shownQuantity} max={maxQuantity} disabled={blocked} itemName={name} onChange={setQuantity} />
        ) : null}
        <button
          type="submit"
          className={`button button--primary${size === 'page' ? ' button--large' : ''}${state === 'added' || buy === 'bought_once' ? ' button--added' : ''}`}
          disabled={blocked && !hydrated}
          aria-disabled={blocked && hydrated ? true : undefined}
          aria-busy={state === 'loading'}
        >
          {state === 'added' || buy === 'bought_once' ? <CheckIcon /> : null}
          {label}
          {size === 'card' ? <span className="visually-hidden"> {name}</span> : null}
        </button>
      </div>
      {note !== null ? <p className={buy === 'pending' ? 'buy-box__note' : 'buy-button__note'}>{note}</p> : null}
      {error ? (
        <p className="buy-button__error" role="alert">
          {error}
        </p>
      ) : null}
      {modalHtml !== null ? (
        <Suspense fallback={null}>
          <BuyModal html={modalHtml} onClose={closeModal} />
        </Suspense>
      ) : null}
    </form>
  );
}

function toggled(chosen: ReadonlySet<number>, id: number, checked: boolean): ReadonlySet<number> {
  const next = new Set(chosen);
  if (checked) next.add(id);
  else next.delete(id);
  return next;
}

function buttonLabel(buy: BuyState, state: AddState, size: BuyButtonProps['size']): string {
  if (buy === 'sold_out') return sv.product.soldOut;
  if (buy === 'bought_once') return sv.product.boughtOnce;
  if (state === 'added') return sv.product.added;
  return size === 'card' ? sv.product.buy : sv.product.addToCart;
}

/** Why the button is blocked, shown under it; null when it is not. */
function buyNote(buy: BuyState, maxPerCustomer: number | null, pendingNote: string | null): string | null {
  if (buy === 'overselling') return sv.cartRules.outOfStock;
  if (buy === 'max_reached' && maxPerCustomer !== null) return sv.product.maxPerCustomer(maxPerCustomer);
  if (buy === 'no_buy_option') return sv.product.notSoldOnline;
  return buy === 'pending' ? pendingNote : null;
}
