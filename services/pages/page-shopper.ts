/**
 * Who a page is for, as far as its text depends on it (docs/decisions/016): the price view (customer type, VAT
 * basis, member prices, logged in or not) that decides every price and link a page shows, and the shopper's cart,
 * whose badge is filled into the page per answer. A page is kept per price view, never per session.
 */
import { createHash } from 'node:crypto';
import { cartBadge, type CartBadge } from '../../domain/cart-badge';
import type { CustomerType } from '../../domain/checkout-form';
import type { CartResponse } from '../../common/contract/cart';
import { viewerDisplay } from '../accounts/viewer-display';
import type { CatalogService, DisplayOptions } from '../catalog/catalog-service';
import type { CartService } from '../cart/cart-service';
import { customerTypeOf } from '../checkout/checkout-choices';
import { includesVatFor, type Session, type SessionService } from '../session-service';

export interface PageShopper {
  customerType: CustomerType;
  display: DisplayOptions;
  /** A logged-in customer: the header says 'Mina sidor' instead of 'Logga in'. */
  loggedIn: boolean;
  /** The shopper's own cart badge, filled into a shared page's slots; never rendered into a kept page. */
  badge: CartBadge;
  /**
   * The cart a page's data carries: on a page that may be shared, the empty cart of this price view with the VAT
   * rate and free-delivery limit of the shopper's cart (the browser reads the shopper's own after hydration); on a
   * page rendered for this shopper alone (cart, checkout, a form's answer), the shopper's own.
   */
  cart: CartResponse;
  /** `cart` is the shopper's own, so the browser need not read it again. */
  ownCart: boolean;
}

export interface PageShopperServices {
  catalog: Pick<CatalogService, 'snapshot' | 'cardGeneration'>;
  cart: Pick<CartService, 'view' | 'contents'>;
  sessions: Pick<SessionService, 'start'>;
}

/** What of a priced cart a shared page shows: the badge, and what the 'Fri frakt över' text is shown in. */
interface CartFacts {
  badge: CartBadge;
  dominantVatRate: CartResponse['dominant_vat_rate'];
  freeDeliveryLimit: CartResponse['free_delivery_limit'];
}

/** How long a priced cart's badge is trusted: time alone may change a price (a campaign's or a code's end). */
const FACTS_LIFE_MS = 30_000;
/** Carts whose badge is kept per process; a few hundred bytes each. */
const FACTS_KEPT = 10_000;

/**
 * What a page is rendered for, from the session. A page that may be shared costs one statement (the cart's contents
 * and the member flag; none for a session never stored): the badge of a cart priced once is kept by what it holds,
 * the session's choices and the catalog generation. A page rendered for the shopper alone reads the whole cart.
 */
export function createPageShopper(services: PageShopperServices, now: () => number = Date.now) {
  // The empty cart of each customer type, per catalog generation (its delivery prices and limits come from settings).
  const empty = new Map<string, Promise<CartResponse>>();
  const facts = new Map<string, { until: number; value: Promise<CartFacts> }>();

  const generationOf = async () => `${(await services.catalog.snapshot()).version}.${services.catalog.cardGeneration()}`;

  const emptyCart = async (customerType: CustomerType): Promise<CartResponse> => {
    const key = `${await generationOf()}.${customerType}`;
    let cart = empty.get(key);
    if (!cart) {
      if (empty.size >= 8) empty.clear();
      const nobody = services.sessions.start();
      nobody.data = customerType === 'company' ? { customer_type: 'company' } : {};
      cart = services.cart.view(nobody);
      empty.set(key, cart);
      cart.catch(() => empty.delete(key));
    }
    return cart;
  };

  const factsOf = (cart: CartResponse, isOffer: boolean): CartFacts => ({
    badge: cartBadge(cart.count, cart.summary.totalCartSum, isOffer),
    dominantVatRate: cart.dominant_vat_rate,
    freeDeliveryLimit: cart.free_delivery_limit,
  });

  const keptFacts = (key: string, price: () => Promise<CartFacts>): Promise<CartFacts> => {
    const at = now();
    const kept = facts.get(key);
    if (kept && kept.until > at) return kept.value;
    // Full: the expired go, and the oldest until a tenth is free, so the next inserts do not sweep again.
    if (facts.size >= FACTS_KEPT) for (const [old, entry] of facts) if (entry.until <= at || facts.size > FACTS_KEPT * 0.9) facts.delete(old);
    const value = price();
    facts.set(key, { until: at + FACTS_LIFE_MS, value });
    value.catch(() => facts.delete(key));
    return value;
  };

  return async function pageShopper(session: Session, shared: boolean): Promise<PageShopper> {
    const customerType = customerTypeOf(session);
    const [snapshot, contents, generation] = await Promise.all([services.catalog.snapshot(), services.cart.contents(session), generationOf()]);
    const { isOffer } = snapshot.settings;
    const view = {
      customerType,
      display: viewerDisplay(includesVatFor(session, snapshot.settings), contents.isMember),
      loggedIn: contents.isMember !== null,
    };
    if (!shared) {
      const own = await services.cart.view(session);
      return { ...view, badge: factsOf(own, isOffer).badge, cart: own, ownCart: true };
    }
    // Whatever prices the cart: what it holds, who holds it, the session's choices and the catalog in force.
    const key = createHash('sha1')
      .update(JSON.stringify([generation, session.customerId, contents, session.data]))
      .digest('base64url');
    const [priced, neutral] = await Promise.all([keptFacts(key, async () => factsOf(await services.cart.view(session), isOffer)), emptyCart(customerType)]);
    return {
      ...view,
      badge: priced.badge,
      cart: { ...neutral, dominant_vat_rate: priced.dominantVatRate, free_delivery_limit: priced.freeDeliveryLimit },
      ownCart: false,
    };
  };
}

/**
 * The price view's part of a kept page's key: everything of the shopper that changes a page's text besides the
 * slots. Member campaigns are the same for every member (a campaign names products, a category or a brand, never a
 * member), so `member` stands for the campaigns in force as well; the catalog generation in the rest of the key and
 * the page's 30 s life end a page when a campaign starts or ends.
 */
export function priceViewKey(shopper: PageShopper): string {
  const { customerType, display, loggedIn, cart } = shopper;
  return [
    customerType,
    display.includesVat ? 'incl' : 'excl',
    display.memberPrices ? 'member' : 'public',
    loggedIn ? 'in' : 'out',
    cart.dominant_vat_rate,
    cart.free_delivery_limit ?? '-',
  ].join('.');
}

export type PageShopperOf = ReturnType<typeof createPageShopper>;
