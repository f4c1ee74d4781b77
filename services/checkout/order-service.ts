import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CheckoutCustomer } from '../../domain/checkout-form';
import { orderLineAmounts, orderVatBreakdown } from '../../domain/pricing/order-amounts';
import { stockTakenPerLine } from '../../domain/stock';
import { priceChange, type PriceChange, type PriceView } from '../../domain/pricing/price-view';
import { createCartRepository } from '../../db/repositories/cart-repository';
import { createOrderRepository, redemptionCustomerKey, type NewOrder, type NewOrderLine, type OrderRepository, type Order } from '../../db/repositories/order-repository';
import type { ConfirmationMailOf } from './order-mail';
import type { Database, PaymentHandler, PaymentTypeRow } from '../../db/schema';
import { svServer } from '../../common/copy/sv';
import { svCheckout } from '../../common/copy/sv-checkout';
import { createCartService, type CartService, type ShopConfig } from '../cart/cart-service';
import type { CatalogService } from '../catalog/catalog-service';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import type { Session } from '../session-service';
import { issueInvoice } from '../invoicing/invoice-issuing';

export type PlaceOutcome =
  | { ok: true; order: Order; repeated: boolean }
  | { ok: false; status: 409 | 422; message: string; field?: string; priceChanged?: { current: PriceView | null }; noCart?: true };

export interface PlaceRequest {
  customer: CheckoutCustomer;
  country: string;
  /** The payment type, picked once the cart is priced (a free order when nothing is due); null refuses. */
  choosePaymentType(nothingDue: boolean): PaymentTypeRow | null;
  /** What the call that places the order pays with; must match the payment type (and the amount due). */
  handler: PaymentHandler;
  shippingOptionKey: string | null;
  /** The one-time key the checkout issued with the form: a retry with it gets the same order. */
  submissionKey: string | null;
  /** What the shopper was shown; the order is refused (409) when the cart now prices differently. */
  shown: PriceView | null;
  /** Delivery and payment were chosen in the form that places the order (no JavaScript), beside their prices. */
  choicesMadeNow: boolean;
  /** A provider checkout's amount (Klarna's order_amount): the order is refused (409) unless it is what is due. */
  expectedToPayOre?: number;
  /** The confirmation e-mail, queued in the order's transaction (card orders: once paid). */
  confirmationMail: ConfirmationMailOf;
  /**
   * The provider checkout this order completes, marked completed in the order's transaction: false (the checkout
   * was refused meanwhile) refuses the order, so an order exists exactly when its checkout is completed.
   */
  completesCheckout?(trx: Kysely<Database>, orderId: number, nowIso: string): Promise<boolean>;
}

/** Payments made once the order exists (card, Swish): the order holds stock and keeps the cart until paid. */
const PAID_AFTER_ORDER = new Set<PaymentHandler>(['card_redirect', 'swish']);

/** An expected refusal inside the order's transaction: rolls it back and is answered with its message. */
class OrderRefused extends Error {
  constructor(message: string, readonly status: 409 | 422 = 422, readonly field?: string) {
    super(message);
  }
}

/** Refused because the amount is not what was shown; carries what it is now (null when only known as changed). */
class PriceChanged extends OrderRefused {
  constructor(message: string, readonly current: PriceView | null) {
    super(message, 409);
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
}

/** Why the order was refused, named so the shopper knows what to look at. */
function changeMessage(change: PriceChange, nameOf: (soldProductId: number) => string): string {
  const m = svCheckout.checkout.priceChanged;
  switch (change.kind) {
    case 'cart': return m.cart;
    case 'line_price': return m.linePrice(nameOf(change.soldProductId));
    case 'gift_card': return m.giftCard;
    case 'discount_code': return m.discountCode(change.code);
    case 'delivery': return m.delivery;
    case 'payment_fee': return m.paymentFee;
    case 'total': return m.total;
  }
}

/** The idempotency key of an order placed with a submission key (a provider's checkout: `{provider}:{its order id}`). */
export function submissionIdempotencyKey(submissionKey: string): string {
  return `sub:${submissionKey}`;
}

type OrderDraft = NonNullable<Awaited<ReturnType<CartService['orderDraft']>>>;
type PricedCart = OrderDraft['priced'];
type SelectedDelivery = NonNullable<OrderDraft['selected']>;

/** The cart as it is inside the order's transaction, priced through repositories bound to it, and its payment type. */
async function priceLockedCart(
  trx: Kysely<Database>,
  deps: { catalog: CatalogService; now?: () => Date; snapshot: CatalogSnapshot; shopConfig: ShopConfig | undefined },
  session: Session,
  request: PlaceRequest,
): Promise<{ draft: OrderDraft; payment: PaymentTypeRow | null } | null> {
  const { snapshot, shopConfig } = deps;
  const cartService = createCartService(createCartRepository(trx), {
    catalog: deps.catalog,
    now: deps.now,
    config: shopConfig ? async () => shopConfig : undefined,
    snapshot: async () => snapshot,
  });
  let paymentType: PaymentTypeRow | null = null;
  const draft = await cartService.orderDraft(session, snapshot, (nothingDue) => {
    paymentType = request.choosePaymentType(nothingDue);
    return paymentType?.price_incl_vat_ore ?? 0;
  });
  if (!draft || draft.priced.lines.length === 0) return null;
  return { draft, payment: paymentType as PaymentTypeRow | null };
}

/** Throws the refusal when the order cannot be placed as asked: never charge more (or differently) than the page said. */
function refuseUnlessPlaceable(request: PlaceRequest, draft: OrderDraft, payment: PaymentTypeRow | null): { payment: PaymentTypeRow; selected: SelectedDelivery } {
  const { priced } = draft;
  const totals = priced.totals;
  if (request.handler === 'free_order' && totals.toPayInclVatOre !== 0) throw new OrderRefused(svCheckout.checkout.notFree);
  if (request.handler !== 'free_order' && totals.toPayInclVatOre === 0) throw new OrderRefused(svCheckout.checkout.useFreeOrder);
  if (!payment || payment.handler !== request.handler) throw new OrderRefused(svCheckout.checkout.paymentUnavailable, 422, 'payment_type_id');
  const unavailable = priced.lines.find((l) => !l.buyable);
  if (unavailable) throw new OrderRefused(svCheckout.checkout.lineUnavailable(unavailable.line.product.name), 409);
  const selected = draft.selected;
  if (!selected) throw new OrderRefused(svCheckout.checkout.chooseDelivery, 422, 'delivery_type_id');

  if (request.shown) {
    const change = priceChange(request.shown, draft.priceView, request.choicesMadeNow);
    if (change) {
      const nameOf = (id: number) => priced.lines.find((l) => l.line.product.id === id)?.line.product.name ?? '';
      throw new PriceChanged(changeMessage(change, nameOf), draft.priceView);
    }
  }
  if (request.expectedToPayOre !== undefined && request.expectedToPayOre !== totals.toPayInclVatOre) {
    throw new PriceChanged(svCheckout.checkout.priceChanged.total, draft.priceView);
  }
  return { payment, selected };
}

async function retirePendingAttempts(orders: OrderRepository, cartId: number, nowIso: string, touched: Set<number>): Promise<void> {
  for (const pending of await orders.pendingOrdersOfCart(cartId)) {
    if (await orders.cancel(pending, nowIso)) for (const line of await orders.lines(pending)) touched.add(line.sold_product_id);
  }
}

/** Takes stock: every thing sold once, in one conditional statement. Returns what each thing took. */
async function takeStock(orders: OrderRepository, priced: PricedCart, touched: Set<number>) {
  const needs = new Map<number, number>();
  for (const l of priced.lines) needs.set(l.line.product.id, (needs.get(l.line.product.id) ?? 0) + l.line.quantity);
  const backorder = priced.lines.filter((l) => l.line.product.allow_backorder === 1).map((l) => l.line.product.id);
  const taken = await orders.takeStock(needs, backorder);
  if (!taken) throw new OrderRefused(svCheckout.checkout.outOfStock, 409);
  for (const id of needs.keys()) touched.add(id);
  return taken;
}

function newOrder(o: {
  idempotencyKey: string;
  cartId: number;
  status: NewOrder['status'];
  session: Session;
  request: PlaceRequest;
  draft: OrderDraft;
  payment: PaymentTypeRow;
  selected: SelectedDelivery;
  nowIso: string;
}): NewOrder {
  const { request, draft, payment, selected, nowIso } = o;
  const { priced } = draft;
  const totals = priced.totals;
  const options = selected.shippingOptions;
  const option = options.find((opt) => opt.key === request.shippingOptionKey) ?? options[0] ?? null;
  // The option's name goes with the type's when there is a choice ('PostNord ombud, Paketbox').
  const deliveryName = option && options.length > 1 ? `${selected.row.name}, ${option.name}` : selected.row.name;
  const c = request.customer;
  return {
    idempotency_key: o.idempotencyKey,
    cart_id: o.cartId,
    status: o.status,
    session_id_hash: o.session.idHash,
    customer_id: o.session.customerId,
    customer_type: c.customerType,
    email: c.email,
    first_name: c.firstName,
    last_name: c.lastName,
    identity_number: c.identityNumber,
    company: c.company,
    address: c.address,
    co: c.co,
    postal_code: c.postalCode,
    city: c.city,
    country: request.country,
    mobile: c.mobile,
    delivery_type_id: selected.id,
    delivery_name: deliveryName,
    shipping_option_key: option?.key ?? null,
    delivery_incl_vat_ore: totals.deliveryInclVatOre,
    delivery_excl_vat_ore: totals.deliveryExclVatOre,
    payment_type_id: payment.id,
    payment_name: payment.name,
    payment_handler: request.handler,
    payment_fee_incl_vat_ore: totals.paymentFeeInclVatOre,
    payment_fee_excl_vat_ore: totals.paymentFeeExclVatOre,
    products_incl_vat_ore: totals.productsInclVatOre,
    products_excl_vat_ore: totals.productsExclVatOre,
    discount_incl_vat_ore: totals.discountInclVatOre,
    discount_excl_vat_ore: totals.discountExclVatOre,
    total_incl_vat_ore: totals.totalInclVatOre,
    total_excl_vat_ore: totals.totalExclVatOre,
    vat_ore: totals.vatOre,
    gift_cards_ore: totals.giftCardsOre,
    to_pay_ore: totals.toPayInclVatOre,
    vat_breakdown: orderVatBreakdown(priced),
    discounts: priced.outcome.applied.filter((a) => a.refusal === null).map((a) => ({
      code: a.rule.code, label: a.rule.label, kind: a.rule.kind, incl_vat_ore: a.amountInclVatOre, excl_vat_ore: a.amountExclVatOre,
    })),
    includes_vat: draft.includesVat,
    dominant_vat_rate: totals.dominantVatRatePercent,
    order_message: draft.cart.order_message,
    subscribe: draft.cart.subscribe === 1,
    view_token: crypto.randomBytes(18).toString('base64url'),
    created_at: nowIso,
    updated_at: nowIso,
    paid_at: o.status === 'paid' ? nowIso : null,
  };
}

function newOrderLines(priced: PricedCart, taken: Awaited<ReturnType<typeof takeStock>>): NewOrderLine[] {
  const amounts = orderLineAmounts(priced);
  const stockTaken = stockTakenPerLine(amounts.map((a) => ({ productId: a.line.product.id, quantity: a.line.quantity })), taken);
  return amounts.map((a, i) => ({
    product_id: a.line.productId,
    variant_id: a.line.variantId,
    sold_product_id: a.line.product.id,
    name: a.line.product.name,
    parent_name: a.line.product.parent_name,
    quantity: a.line.quantity,
    unit_price_incl_vat_ore: a.unitPriceInclVatOre,
    vat_rate: a.vatRatePercent,
    total_incl_vat_ore: a.totalInclVatOre,
    total_excl_vat_ore: a.totalExclVatOre,
    discount_incl_vat_ore: a.discountInclVatOre,
    give_away_campaign_id: a.line.giftCampaignId,
    stock_taken: stockTaken[i]!,
  }));
}

/** Gift cards and codes: each only while it still holds (another order may have spent it meanwhile). */
async function spendGiftCardsAndCodes(orders: OrderRepository, orderId: number, draft: OrderDraft, customerKey: string, nowIso: string): Promise<void> {
  const { priced } = draft;
  const draws = priced.totals.giftCardDraws.map((d) => ({ giftCardId: draft.giftCardRows.find((g) => g.code === d.code)!.id, amountOre: d.drawnOre }));
  if (!(await orders.drawGiftCards(orderId, draws, nowIso))) throw new PriceChanged(svCheckout.checkout.priceChanged.giftCard, null);
  const usedCodes = priced.outcome.applied.filter((a) => a.refusal === null).map((a) => draft.discountRows.find((r) => r.code === a.rule.code)!);
  const redeemed = await orders.redeemCodes(orderId, usedCodes.map((u) => ({ id: u.id, usageLimitPerCustomer: u.usage_limit_per_customer })), customerKey, nowIso);
  if (redeemed === 'used_up') {
    const limited = usedCodes.find((u) => u.usage_limit_total !== null);
    throw new PriceChanged(limited ? svCheckout.checkout.priceChanged.discountCode(limited.code) : svServer.discounts.usedUp, null);
  }
  if (redeemed === 'used_by_customer') throw new OrderRefused(svServer.discounts.usedByCustomer);
}

/**
 * Places orders (DESIGN.md "Reliability", issue 10). One transaction, in named steps: lock the cart, price it,
 * check the price against what the shopper was shown, retire an earlier attempt still waiting for payment, take
 * stock, write the order and its lines, draw gift cards and codes, queue the confirmation e-mail, empty the cart.
 * Idempotent per submission key (or per cart for a client without one).
 */
export function createOrderService(
  db: Kysely<Database>,
  deps: {
    catalog: CatalogService;
    now?: () => Date;
    /** The shop's cached gift campaigns and delivery types. */
    shopConfig?: () => Promise<ShopConfig>;
    /** Told of each order this call placed (not of one a repeated submission found). */
    placed?: (paymentHandler: string) => void;
  },
) {
  const now = deps.now ?? (() => new Date());

  return {
    async place(session: Session, request: PlaceRequest): Promise<PlaceOutcome> {
      const submissionKey = request.submissionKey === null ? null : submissionIdempotencyKey(request.submissionKey);
      if (submissionKey !== null) {
        const earlier = await createOrderRepository(db).byIdempotencyKey(submissionKey);
        if (earlier) return { ok: true, order: earlier, repeated: true };
      }
      // Read before the transaction: inside it, a second connection from the pool could wait for ever on PostgreSQL
      // once every connection holds an order's transaction.
      const [snapshot, shopConfig] = await Promise.all([deps.catalog.snapshot(), deps.shopConfig?.()]);
      const nowIso = now().toISOString();
      let idempotencyKey = submissionKey;
      const touched = new Set<number>();
      try {
        const order = await db.transaction().execute(async (trx) => {
          const orders = createOrderRepository(trx);
          const locked = await orders.lockCart({ sessionIdHash: session.idHash, customerId: session.customerId });
          if (locked === null) return null;
          const cartId = locked.id;
          const priced = await priceLockedCart(trx, { catalog: deps.catalog, now: deps.now, snapshot, shopConfig }, session, request);
          if (!priced) return null;
          const { draft } = priced;
          idempotencyKey ??= `cart:${draft.cart.id}`;
          const { payment, selected } = refuseUnlessPlaceable(request, draft, priced.payment);

          // An earlier attempt on this cart still waiting for card payment gives its stock back first.
          if (locked.awaitingPayment) await retirePendingAttempts(orders, cartId, nowIso, touched);
          const taken = await takeStock(orders, draft.priced, touched);

          const paidLater = PAID_AFTER_ORDER.has(request.handler);
          const status = request.handler === 'manual_payment' ? 'awaiting_invoice' : paidLater ? 'awaiting_payment' : 'paid';
          const order = await orders.insertOrder(newOrder({ idempotencyKey, cartId, status, session, request, draft, payment, selected, nowIso }));
          const lines = await orders.insertLines(order.id, newOrderLines(draft.priced, taken));
          await spendGiftCardsAndCodes(orders, order.id, draft, redemptionCustomerKey(session.customerId, request.customer.email), nowIso);

          // A card order keeps its cart (and mails its confirmation) once the provider says paid.
          if (!paidLater) {
            const mail = request.confirmationMail(order, lines, { images: await orders.lineImages(lines), snapshot });
            await orders.queueMail(order.id, mail, nowIso);
            await orders.deleteCart(cartId);
          }
          // An invoice order's invoice goes out with the order unless the shop sends it when the order ships.
          if (snapshot.settings.invoiceSentWhen === 'placed') await issueInvoice(trx, order, lines, snapshot.settings, nowIso);
          if (request.completesCheckout && !(await request.completesCheckout(trx, order.id, nowIso))) throw new OrderRefused(svCheckout.checkout.paymentCancelled, 409);
          return order;
        });
        if (touched.size > 0) deps.catalog.forgetCards([...touched]);
        if (!order) {
          // No cart: either the same submission just emptied it (waiting for its lock), or there is nothing to order.
          const earlier = submissionKey === null ? null : await createOrderRepository(db).byIdempotencyKey(submissionKey);
          if (earlier) return { ok: true, order: earlier, repeated: true };
          return { ok: false, status: 422, message: svCheckout.checkout.emptyCart, noCart: true };
        }
        deps.placed?.(order.payment_handler);
        return { ok: true, order, repeated: false };
      } catch (error) {
        if (error instanceof OrderRefused) {
          return {
            ok: false, status: error.status, message: error.message,
            ...(error.field ? { field: error.field } : {}),
            ...(error instanceof PriceChanged ? { priceChanged: { current: error.current } } : {}),
          };
        }
        // The same submission placed twice at once: the second finds what the first made.
        if (idempotencyKey !== null && isUniqueViolation(error)) {
          const existing = await createOrderRepository(db).byIdempotencyKey(idempotencyKey);
          if (existing) return { ok: true, order: existing, repeated: true };
        }
        throw error;
      }
    },

    /**
     * Cancels card orders whose payment hold ran out, each in its own transaction, giving back their stock,
     * gift-card draws and code uses. Returns the orders it cancelled.
     */
    async releaseExpiredHolds(holdMinutes: number, batch = 100): Promise<number[]> {
      const current = now();
      const before = new Date(current.getTime() - holdMinutes * 60_000).toISOString();
      const ids = await createOrderRepository(db).expiredPaymentHolds(before, batch);
      const released: number[] = [];
      const touched: number[] = [];
      for (const id of ids) {
        const cancelled = await db.transaction().execute(async (trx) => {
          const orders = createOrderRepository(trx);
          if (!(await orders.cancel(id, current.toISOString()))) return false;
          touched.push(...(await orders.lines(id)).map((l) => l.sold_product_id));
          return true;
        });
        if (cancelled) released.push(id);
      }
      if (touched.length > 0) deps.catalog.forgetCards(touched);
      return released;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
