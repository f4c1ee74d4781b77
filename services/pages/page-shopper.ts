/**
 * Who a page is for, as far as its text depends on it (docs/decisions/016): the price view (customer type, VAT
 * basis, member prices, logged in or not) that decides every price and link a page shows, and the shopper's cart,
 * whose badge is filled into the page per answer. A page is kept per price view, never per session.
 */
import { cartBadge, type CartBadge } from '../../domain/cart-badge';
import type { CustomerType } from '../../domain/checkout-form';
import type { CartResponse } from '../../common/contract/cart';
import type { AccountService } from '../accounts/account-service';
import type { CatalogService, DisplayOptions } from '../catalog/catalog-service';
import type { CartService } from '../cart/cart-service';
import { customerTypeOf } from '../checkout/checkout-choices';
import { includesVatFor, type Session, type SessionService } from '../session-service';

export interface PageShopper {
  customerType: CustomerType;
  display: DisplayOptions;
  /** A logged-in customer: the header says 'Mina sidor' instead of 'Logga in'. */
  loggedIn: boolean;
  /** The shopper's own cart badge, filled into the page's slots; never rendered into a kept page. */
  badge: CartBadge;
  /**
   * The empty cart of this price view, with the VAT rate and free-delivery limit of the shopper's cart: what a page's
   * data carries. The browser reads the shopper's own cart after hydration when the badge says it holds something.
   */
  neutralCart: CartResponse;
}

export interface PageShopperServices {
  catalog: Pick<CatalogService, 'snapshot' | 'cardGeneration'>;
  cart: Pick<CartService, 'view'>;
  accounts: Pick<AccountService, 'profile'>;
  sessions: Pick<SessionService, 'start'>;
}

/** What a page is rendered for, from the session: one statement for a cart, one more for a logged-in customer. */
export function createPageShopper(services: PageShopperServices) {
  // The empty cart of each customer type, per catalog generation (its delivery prices and limits come from settings).
  const empty = new Map<string, Promise<CartResponse>>();
  const emptyCart = async (customerType: CustomerType): Promise<CartResponse> => {
    const snapshot = await services.catalog.snapshot();
    const key = `${snapshot.version}.${services.catalog.cardGeneration()}.${customerType}`;
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

  return async function pageShopper(session: Session): Promise<PageShopper> {
    const customerType = customerTypeOf(session);
    const [snapshot, cart, customer] = await Promise.all([
      services.catalog.snapshot(),
      services.cart.view(session),
      session.customerId === null ? null : services.accounts.profile(session.customerId),
    ]);
    const neutral = await emptyCart(customerType);
    return {
      customerType,
      display: { includesVat: includesVatFor(session, snapshot.settings), memberPrices: customer?.is_member === true },
      loggedIn: customer !== null,
      badge: cartBadge(cart.count, cart.summary.totalCartSum, snapshot.settings.isOffer),
      neutralCart: { ...neutral, dominant_vat_rate: cart.dominant_vat_rate, free_delivery_limit: cart.free_delivery_limit },
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
  const { customerType, display, loggedIn, neutralCart } = shopper;
  return [
    customerType,
    display.includesVat ? 'incl' : 'excl',
    display.memberPrices ? 'member' : 'public',
    loggedIn ? 'in' : 'out',
    neutralCart.dominant_vat_rate,
    neutralCart.free_delivery_limit ?? '-',
  ].join('.');
}

export type PageShopperOf = ReturnType<typeof createPageShopper>;
