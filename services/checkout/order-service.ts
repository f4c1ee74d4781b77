import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { CheckoutCustomer } from '../../domain/checkout-form';
import { exclVatFromInclVat } from '../../domain/vat';
import { createCartRepository } from '../../db/repositories/cart-repository';
import type { Database, OrderRow, PaymentHandler, PaymentTypeRow } from '../../db/schema';
import { sv } from '../../app/copy/sv';
import { createCartService } from '../cart/cart-service';
import type { CatalogService } from '../catalog/catalog-service';
import type { Session } from '../session-service';

/** A retry of an order finds the order a cart already became within this window. */
const RETRY_WINDOW_MS = 30 * 60 * 1000;

export type PlaceOutcome =
  | { ok: true; order: OrderRow; repeated: boolean }
  | { ok: false; status: 409 | 422; message: string };

export interface PlaceRequest {
  customer: CheckoutCustomer;
  country: string;
  /** The payment type, picked once the cart is priced (a free order when nothing is due); null refuses. */
  choosePaymentType(nothingDue: boolean): PaymentTypeRow | null;
  /** What the call that places the order pays with; must match the payment type (and the amount due). */
  handler: PaymentHandler;
  shippingOptionKey: string | null;
}

/** An expected refusal inside the order's transaction: rolls it back and is answered with its message. */
class OrderRefused extends Error {
  constructor(message: string, readonly status: 409 | 422 = 422) {
    super(message);
  }
}

/** Why a paying handler was refused: nothing is due (use the free order), or the payment type is not allowed. */
function totalsDue(toPayOre: number): string {
  return toPayOre === 0 ? sv.checkout.useFreeOrder : sv.checkout.paymentUnavailable;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
}

/**
 * Places orders (DESIGN.md "Reliability"): one transaction re-prices the cart, takes stock with one conditional
 * update (never below zero unless the product is sold on backorder), draws gift cards and discount uses the same
 * way, stores the order and its lines, and empties the cart (card orders keep it until paid). Idempotent per cart.
 */
export function createOrderService(db: Kysely<Database>, deps: { catalog: CatalogService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function recentOrderOf(session: Session): Promise<OrderRow | undefined> {
    const since = new Date(now().getTime() - RETRY_WINDOW_MS).toISOString();
    return db
      .selectFrom('orders')
      .selectAll()
      .where('session_id_hash', '=', session.idHash)
      .where('created_at', '>=', since)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  return {
    async place(session: Session, request: PlaceRequest): Promise<PlaceOutcome> {
      const snapshot = await deps.catalog.snapshot();
      const nowIso = now().toISOString();
      let idempotencyKey: string | null = null;
      let soldIds: number[] = [];
      try {
        const order = await db.transaction().execute(async (trx) => {
          const cartRepository = createCartRepository(trx);
          const cartService = createCartService(cartRepository, { catalog: deps.catalog, now: deps.now });
          let paymentType: PaymentTypeRow | null = null;
          const draft = await cartService.orderDraft(session, snapshot, (nothingDue) => {
            paymentType = request.choosePaymentType(nothingDue);
            return paymentType?.price_incl_vat_ore ?? 0;
          });
          if (!draft || draft.priced.lines.length === 0) return null;
          const payment = paymentType as PaymentTypeRow | null;
          if (!payment || payment.handler !== request.handler) {
            throw new OrderRefused(request.handler === 'free_order' ? sv.checkout.notFree : totalsDue(draft.priced.totals.toPayInclVatOre));
          }
          idempotencyKey = `cart-${draft.cart.id}`;
          const { priced } = draft;
          const unavailable = priced.lines.find((l) => !l.buyable);
          if (unavailable) throw new OrderRefused(sv.checkout.lineUnavailable(unavailable.line.product.name));
          const selected = draft.selected;
          if (!selected) throw new OrderRefused(sv.checkout.chooseDelivery);
          const totals = priced.totals;
          if (request.handler === 'free_order' && totals.toPayInclVatOre !== 0) throw new OrderRefused(sv.checkout.notFree);
          if (request.handler !== 'free_order' && totals.toPayInclVatOre === 0) throw new OrderRefused(sv.checkout.useFreeOrder);
          const options = selected.shippingOptions;
          const option = options.find((o) => o.key === request.shippingOptionKey) ?? options[0] ?? null;
          const shippingOption = option?.key ?? null;
          // The option's name goes with the type's when there is a choice ('PostNord ombud, Paketbox').
          const deliveryName = option && options.length > 1 ? `${selected.row.name}, ${option.name}` : selected.row.name;

          // Stock: every thing sold once, in id order, in one conditional statement (all or nothing).
          const needs = new Map<number, number>();
          for (const l of priced.lines) needs.set(l.line.product.id, (needs.get(l.line.product.id) ?? 0) + l.line.quantity);
          const ids = [...needs.keys()].sort((a, b) => a - b);
          soldIds = ids;
          // Integer literals (ids and quantities of our own making), so both dialects type the CASE as an integer.
          const need = sql<number>`case id ${sql.join(ids.map((id) => sql`when ${sql.lit(id)} then ${sql.lit(needs.get(id)!)}`), sql` `)} end`;
          const taken = await trx
            .updateTable('products')
            .set({ stock: sql`case when allow_backorder = 1 and stock < ${need} then 0 else stock - ${need} end` })
            .where('id', 'in', ids)
            .where((eb) => eb.or([eb('allow_backorder', '=', 1), eb('stock', '>=', need)]))
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== ids.length) throw new OrderRefused(sv.checkout.outOfStock, 409);

          const status = request.handler === 'manual_payment' ? 'awaiting_invoice' : request.handler === 'card_redirect' ? 'awaiting_payment' : 'paid';
          const vatByRate = new Map<number, { excl: number; incl: number }>();
          const lineRows = priced.lines.map((l) => {
            const totalIncl = l.unitIncl * l.line.quantity;
            const discount = Math.min(totalIncl, priced.lineDiscounts.get(l.key) ?? 0);
            const afterIncl = totalIncl - discount;
            const entry = vatByRate.get(l.rate) ?? { excl: 0, incl: 0 };
            entry.incl += afterIncl;
            entry.excl += exclVatFromInclVat(afterIncl, l.rate);
            vatByRate.set(l.rate, entry);
            return {
              product_id: l.line.productId,
              variant_id: l.line.variantId,
              sold_product_id: l.line.product.id,
              name: l.line.product.name,
              parent_name: l.line.product.parent_name,
              quantity: l.line.quantity,
              unit_price_incl_vat_ore: l.unitIncl,
              vat_rate: l.rate,
              total_incl_vat_ore: totalIncl,
              total_excl_vat_ore: exclVatFromInclVat(totalIncl, l.rate),
              discount_incl_vat_ore: discount,
              give_away_campaign_id: l.line.giftCampaignId,
            };
          });
          // Delivery and the payment fee carry the dominant rate.
          const fees = vatByRate.get(totals.dominantVatRatePercent) ?? { excl: 0, incl: 0 };
          fees.incl += totals.deliveryInclVatOre + totals.paymentFeeInclVatOre;
          fees.excl += totals.deliveryExclVatOre + totals.paymentFeeExclVatOre;
          vatByRate.set(totals.dominantVatRatePercent, fees);

          const c = request.customer;
          const inserted = await trx
            .insertInto('orders')
            .values({
              idempotency_key: idempotencyKey,
              status,
              session_id_hash: session.idHash,
              customer_id: session.customerId,
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
              shipping_option_key: shippingOption,
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
              vat_breakdown: JSON.stringify([...vatByRate].sort((a, b) => b[0] - a[0]).map(([rate, v]) => ({ rate, excl_vat_ore: v.excl, vat_ore: v.incl - v.excl }))),
              discounts: JSON.stringify(priced.outcome.applied.filter((a) => a.refusal === null).map((a) => ({
                code: a.rule.code, label: a.rule.label, kind: a.rule.kind, incl_vat_ore: a.amountInclVatOre, excl_vat_ore: a.amountExclVatOre,
              }))),
              includes_vat: draft.includesVat ? 1 : 0,
              dominant_vat_rate: totals.dominantVatRatePercent,
              order_message: draft.cart.order_message,
              subscribe: draft.cart.subscribe,
              view_token: crypto.randomBytes(18).toString('base64url'),
              created_at: nowIso,
              updated_at: nowIso,
              paid_at: status === 'paid' ? nowIso : null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const orderNumber = String(100_000 + inserted.id);
          await trx.updateTable('orders').set({ order_number: orderNumber }).where('id', '=', inserted.id).execute();
          await trx.insertInto('order_lines').values(lineRows.map((row) => ({ ...row, order_id: inserted.id }))).execute();

          // Gift cards: each draw only while the balance still covers it.
          for (const draw of totals.giftCardDraws.filter((d) => d.drawnOre > 0)) {
            const card = draft.giftCardRows.find((g) => g.code === draw.code)!;
            const drawn = await trx
              .updateTable('gift_cards')
              .set({ balance_ore: sql`balance_ore - ${draw.drawnOre}` })
              .where('id', '=', card.id)
              .where('balance_ore', '>=', draw.drawnOre)
              .executeTakeFirst();
            if (Number(drawn.numUpdatedRows) !== 1) throw new OrderRefused(sv.checkout.giftCardChanged, 409);
            await trx.insertInto('gift_card_transactions').values({ gift_card_id: card.id, order_id: inserted.id, amount_ore: -draw.drawnOre, created_at: nowIso }).execute();
          }

          // Discount codes: one use each, while the total limit allows; per customer by account or e-mail.
          const usedCodes = priced.outcome.applied.filter((a) => a.refusal === null).map((a) => draft.discountRows.find((r) => r.code === a.rule.code)!);
          if (usedCodes.length > 0) {
            const customerKey = session.customerId !== null ? `customer:${session.customerId}` : `email:${c.email.toLowerCase()}`;
            const limited = usedCodes.filter((code) => code.usage_limit_per_customer !== null);
            const usedBefore = await cartRepository.redemptionCounts(limited.map((code) => code.id), customerKey);
            if (limited.some((code) => (usedBefore.get(code.id) ?? 0) >= code.usage_limit_per_customer!)) throw new OrderRefused(sv.discounts.usedByCustomer);
            const counted = await trx
              .updateTable('discount_codes')
              .set({ times_used: sql`times_used + 1` })
              .where('id', 'in', usedCodes.map((u) => u.id))
              .where((eb) => eb.or([eb('usage_limit_total', 'is', null), eb('times_used', '<', eb.ref('usage_limit_total'))]))
              .executeTakeFirst();
            if (Number(counted.numUpdatedRows) !== usedCodes.length) throw new OrderRefused(sv.discounts.usedUp, 409);
            await trx
              .insertInto('discount_redemptions')
              .values(usedCodes.map((u) => ({ discount_code_id: u.id, customer_key: customerKey, order_id: inserted.id, created_at: nowIso })))
              .execute();
          }

          // A card order keeps its cart until the provider says paid; the others are done with it now.
          if (request.handler !== 'card_redirect') await trx.deleteFrom('carts').where('id', '=', draft.cart.id).execute();
          return { ...(await trx.selectFrom('orders').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow()) };
        });
        if (order) deps.catalog.forgetCards(soldIds);
        if (!order) {
          const earlier = await recentOrderOf(session);
          if (earlier) return { ok: true, order: earlier, repeated: true };
          return { ok: false, status: 422, message: sv.checkout.emptyCart };
        }
        return { ok: true, order, repeated: false };
      } catch (error) {
        if (error instanceof OrderRefused) return { ok: false, status: error.status, message: error.message };
        if (idempotencyKey !== null && isUniqueViolation(error)) {
          const existing = await db.selectFrom('orders').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
          if (existing) return { ok: true, order: existing, repeated: true };
        }
        throw error;
      }
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
