import type { CustomerType } from '../../domain/checkout-form';
import { deliveryPriceAfterFreeDelivery } from '../../domain/free-delivery';
import type { OrderRepository } from '../../db/repositories/order-repository';
import type { ConfirmationMailOf } from './order-mail';
import type { ProviderSessionRepository } from '../../db/repositories/provider-session-repository';
import type { PaymentHandler, PaymentTypeRow } from '../../db/schema';
import type { KlarnaClient } from '../../payments/klarna/klarna-client';
import type { SveaClient } from '../../payments/svea/svea-client';
import type { WasaClient } from '../../payments/wasa/wasa-client';
import { svCheckout } from '../../common/copy/sv-checkout';
import type { Session, SessionService } from '../session-service';
import type { CheckoutCart } from './checkout-cart';
import { countryOf } from './checkout-choices';
import { createKlarnaCheckout, type KlarnaCartContext } from './klarna-checkout';
import type { OrderService } from './order-service';
import type { EmbeddedCheckoutDeps } from './provider-checkout-kit';
import { createSveaCheckout } from './svea-checkout';
import { createWasaCheckout } from './wasa-checkout';

/** An embedded provider's client and where its callbacks reach the shop; `simulated` when it is the simulator. */
export interface EmbeddedProvider<Client> {
  client: Client;
  shopOrigin: string;
  simulated: boolean;
}

/** The cart as an embedded provider's checkout needs it, from the checkout's one pricing. */
export function providerCartContext(c: {
  cartId: number; priced: KlarnaCartContext['priced']; customerType: CustomerType; country: string;
  selected: { id: number; row: { name: string } } | null; cart: { products: { is_overselling: boolean }[]; summary: { qualifiedForFreeDelivery: boolean } };
  offered: CheckoutCart['offered']; freeDeliveryByCode: boolean;
}): KlarnaCartContext {
  return {
    cartId: c.cartId, priced: c.priced, customerType: c.customerType, country: c.country,
    delivery: c.selected ? { id: c.selected.id, name: c.selected.row.name } : null,
    paymentFeeName: svCheckout.providers.paymentFee,
    sellable: c.cart.products.every((p) => !p.is_overselling) && c.priced.lines.every((l) => l.buyable),
    // Klarna's own shipping options: the delivery options this shopper may choose now, priced as our block shows them.
    shippingChoices: c.offered.filter((o) => o.availability === 'available').map(({ type }) => ({
      deliveryTypeId: type.id, name: type.row.name, description: type.row.description,
      priceInclVatOre: deliveryPriceAfterFreeDelivery(type.priceInclVatOre, {
        byCode: c.freeDeliveryByCode, limitReached: c.cart.summary.qualifiedForFreeDelivery, limitApplies: type.row.free_delivery_applies === 1,
      }),
      vatRatePercent: c.priced.totals.dominantVatRatePercent,
    })),
  };
}

/** The embedded provider checkouts (Klarna, Wasa Kredit, Svea), each null when it is not configured. */
export function createProviderCheckouts(deps: {
  klarna?: EmbeddedProvider<KlarnaClient> | null;
  wasa?: EmbeddedProvider<WasaClient> | null;
  svea?: EmbeddedProvider<SveaClient> | null;
  providerSessions?: ProviderSessionRepository;
  sessions: SessionService;
  orders: OrderService;
  orderRepo: OrderRepository;
  mailQueued?: () => void;
  paymentTypes: () => Promise<PaymentTypeRow[]>;
  checkoutCart: (session: Session) => Promise<CheckoutCart>;
  confirmationMail: ConfirmationMailOf;
  log: (message: string, fields?: Record<string, unknown>) => void;
  now: () => Date;
}) {
  /** What every embedded provider checkout is built from, for the provider `handler` with its client and address. */
  function embeddedDeps<Client>(provider: { client: Client; shopOrigin: string }, repo: ProviderSessionRepository, handler: PaymentHandler): EmbeddedCheckoutDeps<Client> {
    return {
      client: provider.client,
      shopOrigin: provider.shopOrigin,
      repo,
      sessions: deps.sessions,
      orders: deps.orders,
      paymentType: async () => (await deps.paymentTypes()).find((t) => t.handler === handler) ?? null,
      confirmationMail: deps.confirmationMail,
      orderById: (id) => deps.orderRepo.byId(id),
      mailQueued: deps.mailQueued,
      log: deps.log,
      now: deps.now,
    };
  }

  const repo = deps.providerSessions;
  return {
    klarna: deps.klarna && repo
      ? createKlarnaCheckout({
        ...embeddedDeps(deps.klarna, repo, 'klarna_checkout'),
        async cartOf(session) {
          const c = await deps.checkoutCart(session);
          if (c.cartId === null || c.chosen?.handler !== 'klarna_checkout') return null;
          return providerCartContext({ ...c, cartId: c.cartId, country: countryOf(session) });
        },
      })
      : null,
    wasa: deps.wasa && repo ? createWasaCheckout(embeddedDeps(deps.wasa, repo, 'wasa_checkout')) : null,
    svea: deps.svea && repo ? createSveaCheckout(embeddedDeps(deps.svea, repo, 'svea_part_payment')) : null,
  };
}
