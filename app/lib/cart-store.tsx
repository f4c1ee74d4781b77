import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { cartBadge, type CartBadge } from '../../domain/cart-badge';
import type { BuyAndShowModalResponse, CartLineOut, CartResponse, DiscountCallResponse, EmptyStateCategory } from '../../common/contract/cart';
import { sv } from '../../common/copy/sv';
import { errorBodyOf, errorMessage, formBody, requestJson } from './http';
import { trackCartChanges } from './analytics';
import { trackWholeCart } from './cart-tracker';

/** The 'product added' alert: a new id per add, so the same product added twice is announced twice. */
export interface AddedNotice {
  id: number;
  name: string;
}

export interface CartState {
  cart: CartResponse;
  /** Quantities sent but not yet answered, by row id: the steppers show them at once. */
  pending: Readonly<Record<string, number>>;
  /** A cart call is in flight (aria-busy on the cart). */
  busy: boolean;
  /**
   * What the server said about a quantity the shopper set, by row id, shown at that line's quantity box: a typed
   * quantity above the stock or the purchase cap is capped, and this says so ('Endast 4 kvar i lager').
   */
  notices: Readonly<Record<string, string>>;
  added: AddedNotice | null;
  /**
   * `cart` is the shopper's own: false while a shared page's empty cart stands in for it (docs/decisions/016), so
   * the panel shows that it is loading rather than an empty cart.
   */
  loaded: boolean;
}

export type CallResult = { ok: true } | { ok: false; message: string };

const INDEX = '/checkoutv3/products/index';

/**
 * GA4 add_to_cart / remove_from_cart for what a cart call changed (the server's count), and the cart tracker's whole
 * cart after any change, only with consent.
 */
function tracked(cart: CartResponse): CartResponse {
  const names = new Map(cart.products.map((line) => [String(line.variant_id ?? line.product_id), line.parent_name ? `${line.parent_name} ${line.name}` : line.name]));
  trackCartChanges(cart.facebook_tracking_events, names);
  if (cart.facebook_tracking_events.length > 0) trackWholeCart(cart);
  return cart;
}

function isCartResponse(value: unknown): value is CartResponse {
  return typeof value === 'object' && value !== null && Array.isArray((value as CartResponse).products) && 'summary' in value;
}

/** A discount call's error answer carries the whole cart too. */
function cartInError(error: unknown): CartResponse | null {
  const cart = errorBodyOf(error)?.cart;
  return isCartResponse(cart) ? cart : null;
}

/** The product a line counts against: the variant when the line is one. */
export function lineProductId(line: CartLineOut): number {
  return line.variant_id ?? line.product_id;
}

/** Units of one product (or variant) in the cart, gift lines left out: they do not count against a purchase cap. */
export function quantityInCart(cart: CartResponse, productId: number): number {
  return cart.products
    .filter((line) => line.give_away_campaign_id === null && lineProductId(line) === productId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The browser's cart: seeded from the server render, then replaced by every cart call's answer, so the toggle,
 * the side panel and the cart page always show the same cart. Calls run one after another (each answer then
 * includes every earlier change), and an answer is shown only once no later call is waiting, so a burst of
 * stepper clicks never flickers through stale quantities. A failed call resyncs from the server.
 */
export class CartStore {
  private state: CartState;
  private readonly listeners = new Set<() => void>();
  private queue: Promise<unknown> = Promise.resolve();
  private inFlight = 0;
  private latest: CartResponse | null = null;
  private resync = false;
  /** A modal add changed the cart: the resync's cart goes to the cart tracker (the add's answer carries none). */
  private trackResync = false;
  private notices = 0;
  private lineNotices: Record<string, string> = {};

  constructor(cart: CartResponse, loaded = true) {
    this.state = { cart, pending: {}, busy: false, added: null, notices: {}, loaded };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CartState => this.state;

  /**
   * A fresh server render of the cart; ignored while calls are in flight, since their answers are newer. A page's
   * loader often carries the same cart as the chrome's (the checkout's state does): an equal one changes nothing, so
   * the toggle, the panel and the cart lines are not all rendered again right after hydration.
   */
  seed(cart: CartResponse): void {
    if (this.inFlight > 0 || cart === this.state.cart) return;
    if (JSON.stringify(cart) === JSON.stringify(this.state.cart)) {
      if (!this.state.loaded) this.set({ loaded: true });
      return;
    }
    this.set({ cart, loaded: true });
  }

  /** Reads the shopper's own cart (a shared page carried an empty one), in turn with the cart calls. */
  load(): void {
    this.refresh();
  }

  /** Adds the product (one, or the stepper's quantity) and, in the same call, one of each chosen add-on. */
  async add(productId: number, variantId: number | null, name: string, addOnIds: readonly number[] = [], quantity = 1): Promise<CallResult> {
    const body = formBody({ product_id: productId, variant_id: variantId, ...(quantity > 1 ? { quantity } : {}) });
    for (const id of addOnIds) body.append('extra_product_ids[]', String(id));
    try {
      await this.run(
        () => requestJson<CartResponse>('/checkoutv3/products/add', { method: 'POST', body }).then(tracked),
        (cart) => cart,
      );
    } catch (error) {
      return { ok: false, message: errorMessage(error, sv.cart.addFailed) };
    }
    this.notices += 1;
    this.set({ added: { id: this.notices, name } });
    return { ok: true };
  }

  /**
   * The buy-and-show-modal button: adds one and answers the modal's markup. Its answer carries no cart, so the cart is
   * read again once the call is done.
   */
  async buyAndShowModal(productId: number): Promise<{ ok: true; modalHtml: string } | { ok: false; message: string }> {
    try {
      const answer = await this.run(
        () =>
          requestJson<BuyAndShowModalResponse>(`/checkoutv3/products/buy/${productId}`, { method: 'POST' }).then((answer) => {
            trackCartChanges(answer.facebook_tracking_events ?? []);
            if ((answer.facebook_tracking_events ?? []).length > 0) this.trackResync = true;
            return answer;
          }),
        () => {
          this.resync = true;
          return this.state.cart;
        },
      );
      return { ok: true, modalHtml: answer.modalHtml };
    } catch (error) {
      return { ok: false, message: errorMessage(error, sv.cart.addFailed) };
    }
  }

  /**
   * Sets a line's quantity (0 removes it). The spec ignores a failed update; the resync shows the truth. A quantity
   * above what the line may hold is sent as asked: the line shows the most it can hold at once, and the server's
   * note on why (its answer's messages) is shown at the line rather than above the cart.
   */
  async setQuantity(line: CartLineOut, quantity: number, refreshCheckout = false): Promise<void> {
    const row = String(line.row_id);
    const { [row]: _cleared, ...notices } = this.state.notices;
    const { [row]: _waiting, ...waiting } = this.lineNotices;
    this.lineNotices = waiting;
    this.set({ pending: { ...this.state.pending, [row]: Math.min(quantity, Math.max(line.max_quantity, 0)) }, notices });
    const body = formBody({
      [`products[${line.product_id}][quantity]`]: quantity,
      row_id: line.row_id,
      variant_id: line.variant_id,
      refresh_checkout: refreshCheckout ? 1 : 0,
    });
    await this.run(
      () => requestJson<CartResponse>('/checkoutv3/products/update', { method: 'POST', body }).then(tracked),
      (cart) => {
        if (cart.messages.length === 0) return cart;
        this.lineNotices = { ...this.lineNotices, [row]: cart.messages.join(' ') };
        return { ...cart, messages: [] };
      },
    ).catch(() => undefined);
  }

  async storeDiscount(code: string, refreshCheckout = false): Promise<CallResult> {
    return this.discountCall('/checkoutv3/discounts/store', code, refreshCheckout, sv.discounts.notFound);
  }

  async destroyDiscount(code: string, refreshCheckout = false): Promise<CallResult> {
    return this.discountCall('/checkoutv3/discounts/destroy', code, refreshCheckout, sv.cart.discountRemoveFailed);
  }

  async saveOrderMessage(message: string): Promise<CallResult> {
    try {
      await this.run(
        () => requestJson<{ order_message: string }>('/api/internal/orders/update_order_message', { method: 'POST', body: formBody({ order_message: message }) }),
        (answer) => ({ ...(this.latest ?? this.state.cart), order_message: answer.order_message }),
        false,
      );
      return { ok: true };
    } catch (error) {
      return { ok: false, message: errorMessage(error, sv.cart.orderMessageFailed) };
    }
  }

  async emptyStateCategories(): Promise<EmptyStateCategory[]> {
    const answer = await requestJson<{ categories: EmptyStateCategory[] }>('/api/internal/checkout/empty-state-categories');
    return answer.categories;
  }

  private async discountCall(url: string, code: string, refreshCheckout: boolean, fallback: string): Promise<CallResult> {
    try {
      await this.run(
        () => requestJson<DiscountCallResponse>(url, { method: 'POST', body: formBody({ code, refresh_checkout: refreshCheckout ? 1 : 0 }) }),
        (answer) => answer.cart,
      );
      return { ok: true };
    } catch (error) {
      return { ok: false, message: errorMessage(error, fallback) };
    }
  }

  private refresh(): void {
    const read = () =>
      requestJson<CartResponse>(INDEX).then((cart) => {
        if (this.trackResync) trackWholeCart(cart);
        this.trackResync = false;
        return cart;
      });
    this.run(read, (cart) => cart, false).catch(() => undefined);
  }

  private run<T>(call: () => Promise<T>, cartOf: (answer: T) => CartResponse, resyncOnFailure = true): Promise<T> {
    this.inFlight += 1;
    if (!this.state.busy) this.set({ busy: true });
    const result = this.queue
      .then(call)
      .then(
        (answer) => {
          this.latest = cartOf(answer);
          return answer;
        },
        (error: unknown) => {
          const cart = cartInError(error);
          if (cart) this.latest = cart;
          else if (resyncOnFailure) this.resync = true;
          throw error;
        },
      )
      .finally(() => this.settle());
    this.queue = result.catch(() => undefined);
    return result;
  }

  private settle(): void {
    this.inFlight -= 1;
    if (this.inFlight > 0) return;
    if (this.resync) {
      this.resync = false;
      this.refresh();
      return;
    }
    const cart = this.latest ?? this.state.cart;
    this.latest = null;
    // A line that left the cart takes its note with it.
    const rows = new Set(cart.products.map((line) => String(line.row_id)));
    const notices = Object.fromEntries(Object.entries(this.lineNotices).filter(([row]) => rows.has(row)));
    // Any answer of a cart call is the shopper's own cart; a failed read leaves the stand-in, and the badge with it.
    this.set({ cart, pending: {}, busy: false, notices, loaded: this.state.loaded || cart !== this.state.cart });
  }

  private set(patch: Partial<CartState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

const CartStoreContext = createContext<CartStore | null>(null);

/** A page's cart badge as the server filled it in, and the cart the page's data carries. */
interface PageCart {
  carried: CartResponse;
  badge: CartBadge;
}

const PageCartContext = createContext<PageCart | null>(null);

/**
 * One store per page tree (never a module singleton: the server renders many visitors' carts at once). A page that
 * may be shared carries its price view's empty cart and the shopper's badge filled in per answer (docs/decisions/016):
 * the store then reads the shopper's own cart once the page runs, when the badge says it holds something, queued
 * before any cart call made meanwhile, so a call's answer is never replaced by an older read.
 */
export function CartProvider({ cart, own, badge, children }: { cart: CartResponse; own: boolean; badge: CartBadge; children: React.ReactNode }) {
  const [store] = useState(() => new CartStore(cart, own || badge.count === '0'));
  const filled = badge.count !== '0';
  useEffect(() => {
    if (own || !filled) store.seed(cart);
    else store.load();
  }, [store, cart, own, filled]);
  const page = useMemo(() => ({ carried: cart, badge }), [cart, badge]);
  return (
    <CartStoreContext.Provider value={store}>
      <PageCartContext.Provider value={page}>{children}</PageCartContext.Provider>
    </CartStoreContext.Provider>
  );
}

/** The cart button's text: the server's badge until the store holds the shopper's own cart, then the store's. */
export function useCartBadge(isOffer: boolean): CartBadge {
  const { cart, loaded } = useCart();
  const page = useContext(PageCartContext);
  if (page && !loaded) return page.badge;
  return cartBadge(cart.count, cart.summary.totalCartSum, isOffer);
}

export function useCartStore(): CartStore {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useCartStore needs a CartProvider above it');
  return store;
}

export function useCart(): CartState {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Hands a loader's fresh cart to the store (the cart page reads the cart on every visit). */
export function useSeedCart(cart: CartResponse): void {
  const store = useCartStore();
  useEffect(() => store.seed(cart), [store, cart]);
}
