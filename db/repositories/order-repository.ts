import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { LatePaymentRefusal } from '../../domain/late-payment';
import { stockTakenPerLine } from '../../domain/stock';
import { isPostgres } from '../dialect';
import type { CardPaymentsTable, Database, OrderLineRow, OrderLinesTable, OrderRow, OrderStatus, OrdersTable } from '../schema';

/** VAT per rate as an order stores it. */
export interface OrderVatRow {
  rate: number;
  excl_vat_ore: number;
  vat_ore: number;
}

/** A discount an order got, as it stores it. */
export interface OrderDiscount {
  code: string;
  label: string | null;
  kind: string;
  incl_vat_ore: number;
  excl_vat_ore: number;
}

/** An order as the rest of the shop sees it: flags as booleans, JSON parsed. */
export type Order = Omit<OrderRow, 'includes_vat' | 'subscribe' | 'vat_breakdown' | 'discounts'> & {
  includes_vat: boolean;
  subscribe: boolean;
  vat_breakdown: OrderVatRow[];
  discounts: OrderDiscount[];
};

export type OrderLine = OrderLineRow;

export type NewOrder = Omit<Insertable<OrdersTable>, 'id' | 'order_number' | 'includes_vat' | 'subscribe' | 'vat_breakdown' | 'discounts'> & {
  includes_vat: boolean;
  subscribe: boolean;
  vat_breakdown: OrderVatRow[];
  discounts: OrderDiscount[];
};

export type NewOrderLine = Omit<Insertable<OrderLinesTable>, 'id' | 'order_id'>;

export interface QueuedMail {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

export function parseArray<T>(json: string): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export function toOrder(row: OrderRow): Order {
  return {
    ...row,
    includes_vat: row.includes_vat === 1,
    subscribe: row.subscribe === 1,
    vat_breakdown: parseArray<OrderVatRow>(row.vat_breakdown),
    discounts: parseArray<OrderDiscount>(row.discounts),
  };
}

export type CardPaymentRow = Selectable<CardPaymentsTable>;

/** Whom a code's per-customer limit counts: the account, else the e-mail address the order was placed with. */
export function redemptionCustomerKey(customerId: number | null, email: string): string {
  return customerId !== null ? `customer:${customerId}` : `email:${email.toLowerCase()}`;
}

/** Order numbers are the id offset into six digits: short to read out on the phone, and never reused. */
const ORDER_NUMBER_OFFSET = 100_000;

/** A cancelled order's idempotency key is retired, so the same cart or submission can make a new order. */
const retiredKey = (orderId: number) => sql<string>`idempotency_key || ${`-cancelled-${orderId}`}`;

/**
 * An order's payments at a provider (card, Swish) from its placing to the provider's word, and the holds that run
 * out: the steps the payment callbacks, the shopper's return and the hold sweeper take in their transactions.
 */
function orderPayments(db: Kysely<Database>) {
  const pg = isPostgres(db);
  return {
    async createCardPayment(orderId: number, token: string, amountOre: number, nowIso: string): Promise<void> {
      await db.insertInto('card_payments').values({ order_id: orderId, token, amount_ore: amountOre, status: 'pending', created_at: nowIso, updated_at: nowIso }).execute();
    },

    /** A payment at a provider (card, Swish) by its token, with its state. */
    async cardPaymentByToken(token: string) {
      return db.selectFrom('card_payments').selectAll().where('token', '=', token).executeTakeFirst();
    },

    async pendingCardPaymentOf(orderId: number) {
      return db.selectFrom('card_payments').selectAll().where('order_id', '=', orderId).where('status', '=', 'pending').orderBy('id', 'desc').executeTakeFirst();
    },

    /**
     * The payment by its token and its order, locked for this transaction on PostgreSQL in the order every writer of
     * an order takes them (its cart, the order, then its payments; SQLite serialises whole transactions): a
     * provider's answer, the shopper's return, a new attempt on the cart and the hold sweeper then decide on what
     * they read under the lock, so in any order they end in one state. Null when the token is unknown.
     */
    async lockPayment(token: string): Promise<{ payment: CardPaymentRow; order: Order } | null> {
      const found = await db
        .selectFrom('card_payments as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .select(['c.order_id', 'o.cart_id'])
        .where('c.token', '=', token)
        .executeTakeFirst();
      if (!found) return null;
      if (pg && found.cart_id !== null) await db.selectFrom('carts').select('id').where('id', '=', found.cart_id).forUpdate().execute();
      const order = db.selectFrom('orders').selectAll().where('id', '=', found.order_id);
      const row = await (pg ? order.forUpdate() : order).executeTakeFirstOrThrow();
      const payment = await db.selectFrom('card_payments').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
      return { payment, order: toOrder(row) };
    },

    /** Records the provider's word on a payment, once: only from the state the caller read under the lock. */
    async setPaymentStatus(token: string, from: CardPaymentRow['status'], to: CardPaymentRow['status'], nowIso: string): Promise<boolean> {
      const result = await db.updateTable('card_payments').set({ status: to, updated_at: nowIso }).where('token', '=', token).where('status', '=', from).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The order is paid (from `from`, as read under the lock): a late payment that took it back says so. */
    async markPaid(orderId: number, from: OrderStatus, nowIso: string, late: boolean): Promise<Order | null> {
      const row = await db
        .updateTable('orders')
        .set({ status: 'paid', paid_at: nowIso, updated_at: nowIso, ...(late ? { late_payment: 'reinstated' as const, late_payment_at: nowIso } : {}) })
        .where('id', '=', orderId)
        .where('status', '=', from)
        .returningAll()
        .executeTakeFirst();
      return row ? toOrder(row) : null;
    },

    /** A late payment that could not take its order back: the order stays cancelled and says why. */
    async markLateRefund(orderId: number, reason: LatePaymentRefusal, nowIso: string): Promise<Order | null> {
      const row = await db
        .updateTable('orders')
        .set({ late_payment: 'refunded', late_payment_reason: reason, late_payment_at: nowIso, updated_at: nowIso })
        .where('id', '=', orderId)
        .where('status', '=', 'cancelled')
        .where('late_payment', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row ? toOrder(row) : null;
    },

    /** The Swish payment requests of these orders (their instruction ids). */
    async swishRequestsOf(orderIds: readonly number[]): Promise<string[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .selectFrom('card_payments as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .select('c.token')
        .where('c.order_id', 'in', [...orderIds])
        .where('o.payment_handler', '=', 'swish')
        .orderBy('c.id')
        .execute();
      return rows.map((r) => r.token);
    },

    /** Card and Swish orders whose payment hold ran out: created before `beforeIso` and still waiting. Oldest first. */
    async expiredPaymentHolds(beforeIso: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'awaiting_payment')
        .where('created_at', '<', beforeIso)
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Whether the shopper placed the order's cart again after it (an order not cancelled): it was superseded. */
    async supersededByLaterOrder(order: Pick<Order, 'id' | 'cart_id'>): Promise<boolean> {
      if (order.cart_id === null) return false;
      const later = await db
        .selectFrom('orders')
        .select('id')
        .where('cart_id', '=', order.cart_id)
        .where('id', '>', order.id)
        .where('status', '!=', 'cancelled')
        .executeTakeFirst();
      return later !== undefined;
    },
  };
}

/**
 * Every write of an order (issue 10: "an order repository that owns every order write"). The steps of placing an
 * order are named here and run inside the caller's transaction (make the repository on the transaction); the
 * cancellation that gives back stock, gift-card draws and code uses is one of them, shared by a cancelled card
 * payment, an expired payment hold and a superseded attempt.
 */
export function createOrderRepository(db: Kysely<Database>) {
  const pg = isPostgres(db);

  async function cancel(orderId: number, nowIso: string, from: readonly OrderStatus[] = ['awaiting_payment', 'awaiting_invoice']): Promise<boolean> {
    // Only an order in one of `from` (by default: still waiting; the back office also cancels paid ones) can be
    // cancelled, once: the status flips first, and everything below happens only for the caller that flipped it.
    const flipped = await db
      .updateTable('orders')
      .set({ status: 'cancelled', updated_at: nowIso, idempotency_key: retiredKey(orderId) })
      .where('id', '=', orderId)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    if (Number(flipped.numUpdatedRows) !== 1) return false;
    const lines = await db.selectFrom('order_lines').select(['sold_product_id', 'stock_taken']).where('order_id', '=', orderId).where('stock_taken', '>', 0).execute();
    const back = new Map<number, number>();
    for (const line of lines) back.set(line.sold_product_id, (back.get(line.sold_product_id) ?? 0) + line.stock_taken);
    const ids = [...back.keys()].sort((a, b) => a - b);
    if (ids.length > 0) {
      const give = sql<number>`case id ${sql.join(ids.map((id) => sql`when ${sql.lit(id)} then ${sql.lit(back.get(id)!)}`), sql` `)} end`;
      await db.updateTable('products').set({ stock: sql`stock + ${give}` }).where('id', 'in', ids).execute();
    }
    const draws = await db
      .selectFrom('gift_card_transactions')
      .select(['gift_card_id', db.fn.sum<number>('amount_ore').as('net_ore')])
      .where('order_id', '=', orderId)
      .groupBy('gift_card_id')
      .execute();
    for (const draw of draws.filter((d) => Number(d.net_ore) < 0)) {
      const amount = -Number(draw.net_ore);
      await db.updateTable('gift_cards').set({ balance_ore: sql`balance_ore + ${amount}` }).where('id', '=', draw.gift_card_id).execute();
      await db.insertInto('gift_card_transactions').values({ gift_card_id: draw.gift_card_id, order_id: orderId, amount_ore: amount, created_at: nowIso }).execute();
    }
    const redemptions = await db.selectFrom('discount_redemptions').select('discount_code_id').where('order_id', '=', orderId).execute();
    if (redemptions.length > 0) {
      await db
        .updateTable('discount_codes')
        .set({ times_used: sql`case when times_used > 0 then times_used - 1 else 0 end` })
        .where('id', 'in', redemptions.map((r) => r.discount_code_id))
        .execute();
      await db.deleteFrom('discount_redemptions').where('order_id', '=', orderId).execute();
    }
    await db.updateTable('card_payments').set({ status: 'cancelled', updated_at: nowIso }).where('order_id', '=', orderId).where('status', '=', 'pending').execute();
    return true;
  }

  /** The e-mail goes out with the order's own transaction: it exists exactly when the order does, once per kind. */
  async function queueMail(orderId: number, mail: QueuedMail, nowIso: string): Promise<void> {
    await db
      .insertInto('outbox_emails')
      .values({
        order_id: orderId, kind: mail.kind, recipient: mail.recipient, subject: mail.subject, text_body: mail.text, html_body: mail.html,
        next_attempt_at: nowIso, created_at: nowIso,
      })
      .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
      .execute();
  }

  const repo = {
    /**
     * The owner's cart, locked for this transaction on PostgreSQL (two tabs placing the same cart wait for each
     * other; SQLite serialises whole transactions anyway). Null when there is none.
     */
    async lockCart(owner: { sessionIdHash: string; customerId: number | null }): Promise<{ id: number; awaitingPayment: boolean } | null> {
      let query = db
        .selectFrom('carts')
        .select('id')
        // Whether an earlier attempt on this cart still waits for card payment (then it is replaced).
        .select((eb) =>
          eb.exists(eb.selectFrom('orders').select('orders.id').whereRef('orders.cart_id', '=', 'carts.id').where('orders.status', '=', 'awaiting_payment')).as('awaiting_payment'),
        );
      query = owner.customerId !== null ? query.where('customer_id', '=', owner.customerId) : query.where('session_id_hash', '=', owner.sessionIdHash);
      const row = await (pg ? query.forUpdate('carts') : query).executeTakeFirst();
      return row ? { id: row.id, awaitingPayment: Boolean(row.awaiting_payment) } : null;
    },

    /** The order a submission (or, for a client without one, a cart) already became. */
    async byIdempotencyKey(key: string): Promise<Order | null> {
      const row = await db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
      return row ? toOrder(row) : null;
    },

    /** Card orders of this cart still waiting for payment: a new attempt replaces them. */
    async pendingOrdersOfCart(cartId: number): Promise<number[]> {
      const rows = await db.selectFrom('orders').select('id').where('cart_id', '=', cartId).where('status', '=', 'awaiting_payment').execute();
      return rows.map((r) => r.id);
    },

    /**
     * Takes stock for every thing sold in one conditional statement (in id order): all or nothing, never below
     * zero unless the product is sold on backorder, where stock stops at 0. Returns the units each line really
     * took (a backorder line clamped at 0 took what was left), or null when something is short.
     */
    async takeStock(needs: ReadonlyMap<number, number>, backorderIds: readonly number[]): Promise<Map<number, number> | null> {
      const ids = [...needs.keys()].sort((a, b) => a - b);
      if (ids.length === 0) return new Map();
      // Backorder products (as the caller priced them) may take fewer than they sell: what they hold is read first,
      // under the lock the update takes anyway on PostgreSQL (SQLite serialises the transaction). Only these may go
      // below what they hold: a product switched to backorder meanwhile is taken as a stocked one, so the units
      // recorded as taken are always the units that left the stock.
      const before = new Map<number, number>();
      const backorder = new Set(backorderIds);
      if (pg) {
        // Every row this order takes stock from is locked first, in id order: two orders over the same products then
        // queue for them in one order and never deadlock (the update alone locks in whatever order its scan meets
        // them, and the backorder read used to lock its rows before the others).
        const locked = await db.selectFrom('products').select(['id', 'stock', 'allow_backorder']).where('id', 'in', ids).orderBy('id').forUpdate().execute();
        for (const row of locked) if (backorder.has(row.id) && row.allow_backorder === 1) before.set(row.id, row.stock);
      } else if (backorderIds.length > 0) {
        const rows = await db.selectFrom('products').select(['id', 'stock']).where('id', 'in', [...backorderIds]).where('allow_backorder', '=', 1).execute();
        for (const row of rows) before.set(row.id, row.stock);
      }
      // Integer literals (ids and quantities of our own making), so both dialects type the CASE as an integer.
      const need = sql<number>`case id ${sql.join(ids.map((id) => sql`when ${sql.lit(id)} then ${sql.lit(needs.get(id)!)}`), sql` `)} end`;
      const taken = await db
        .updateTable('products')
        .set({ stock: sql`case when stock < ${need} then 0 else stock - ${need} end` })
        .where('id', 'in', ids)
        .where((eb) =>
          eb.or([
            ...(backorderIds.length > 0 ? [eb.and([eb('id', 'in', [...backorderIds]), eb('allow_backorder', '=', 1)])] : []),
            eb('stock', '>=', need),
          ]),
        )
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== ids.length) return null;
      return new Map(ids.map((id) => [id, before.has(id) ? Math.max(0, Math.min(needs.get(id)!, before.get(id)!)) : needs.get(id)!]));
    },

    /** Inserts the order and gives it its number. */
    async insertOrder(order: NewOrder): Promise<Order> {
      const inserted = await db
        .insertInto('orders')
        .values({
          ...order,
          includes_vat: order.includes_vat ? 1 : 0,
          subscribe: order.subscribe ? 1 : 0,
          vat_breakdown: JSON.stringify(order.vat_breakdown),
          discounts: JSON.stringify(order.discounts),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await db
        .updateTable('orders')
        .set({ order_number: String(ORDER_NUMBER_OFFSET + inserted.id) })
        .where('id', '=', inserted.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toOrder(row);
    },

    async insertLines(orderId: number, lines: readonly NewOrderLine[]): Promise<OrderLine[]> {
      if (lines.length === 0) return [];
      return db.insertInto('order_lines').values(lines.map((line) => ({ ...line, order_id: orderId }))).returningAll().execute();
    },

    /**
     * Draws gift cards, each only while it is active, valid and its balance still covers the draw; false when one no
     * longer does. One conditional update: a card the back office turns off meanwhile is never drawn (issue 18).
     */
    async drawGiftCards(orderId: number, draws: readonly { giftCardId: number; amountOre: number }[], nowIso: string): Promise<boolean> {
      for (const draw of draws.filter((d) => d.amountOre > 0)) {
        const drawn = await db
          .updateTable('gift_cards')
          .set({ balance_ore: sql`balance_ore - ${draw.amountOre}` })
          .where('id', '=', draw.giftCardId)
          .where('balance_ore', '>=', draw.amountOre)
          .where('active', '=', 1)
          .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', nowIso)]))
          .executeTakeFirst();
        if (Number(drawn.numUpdatedRows) !== 1) return false;
        await db.insertInto('gift_card_transactions').values({ gift_card_id: draw.giftCardId, order_id: orderId, amount_ore: -draw.amountOre, created_at: nowIso }).execute();
      }
      return true;
    },

    /**
     * Counts one use of each code while its total limit allows, then checks the per-customer limits. The count
     * comes first on purpose: its row lock makes a second order by the same customer wait until the first
     * commits, and then see its redemption (a read-then-write would let both through on PostgreSQL).
     */
    async redeemCodes(
      orderId: number,
      codes: readonly { id: number; usageLimitPerCustomer: number | null }[],
      customerKey: string,
      nowIso: string,
    ): Promise<'ok' | 'used_up' | 'used_by_customer'> {
      if (codes.length === 0) return 'ok';
      const ids = codes.map((c) => c.id).sort((a, b) => a - b);
      const counted = await db
        .updateTable('discount_codes')
        .set({ times_used: sql`times_used + 1` })
        .where('id', 'in', ids)
        .where((eb) => eb.or([eb('usage_limit_total', 'is', null), eb('times_used', '<', eb.ref('usage_limit_total'))]))
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) !== ids.length) return 'used_up';
      const limited = codes.filter((c) => c.usageLimitPerCustomer !== null);
      if (limited.length > 0) {
        const rows = await db
          .selectFrom('discount_redemptions')
          .select(['discount_code_id', db.fn.countAll<number>().as('count')])
          .where('discount_code_id', 'in', limited.map((c) => c.id))
          .where('customer_key', '=', customerKey)
          .groupBy('discount_code_id')
          .execute();
        const used = new Map(rows.map((r) => [r.discount_code_id, Number(r.count)]));
        if (limited.some((c) => (used.get(c.id) ?? 0) >= c.usageLimitPerCustomer!)) return 'used_by_customer';
      }
      await db
        .insertInto('discount_redemptions')
        .values(ids.map((id) => ({ discount_code_id: id, customer_key: customerKey, order_id: orderId, created_at: nowIso })))
        .execute();
      return 'ok';
    },

    queueMail,

    async deleteCart(cartId: number): Promise<void> {
      await db.deleteFrom('carts').where('id', '=', cartId).execute();
    },

    cancel,

    ...orderPayments(db),

    /**
     * Takes again what a released order gave back: its stock (the same conditional update as placing it), its
     * gift-card draws (while each card still covers its draw) and its code uses (while their limits allow). Returns
     * what stood in the way, or null when all was taken; the caller rolls back its transaction on a refusal.
     */
    async takeBack(order: Order, lines: readonly OrderLine[], nowIso: string): Promise<LatePaymentRefusal | null> {
      const needs = new Map<number, number>();
      for (const line of lines) needs.set(line.sold_product_id, (needs.get(line.sold_product_id) ?? 0) + line.quantity);
      const ids = [...needs.keys()];
      const backorder = ids.length === 0 ? [] : await db.selectFrom('products').select('id').where('id', 'in', ids).where('allow_backorder', '=', 1).execute();
      const taken = await repo.takeStock(needs, backorder.map((p) => p.id));
      if (!taken) return 'out_of_stock';
      const perLine = stockTakenPerLine(lines.map((l) => ({ productId: l.sold_product_id, quantity: l.quantity })), taken);
      for (const [i, line] of lines.entries()) {
        if (perLine[i] !== line.stock_taken) await db.updateTable('order_lines').set({ stock_taken: perLine[i]! }).where('id', '=', line.id).execute();
      }
      const drawn = await db.selectFrom('gift_card_transactions').select(['gift_card_id', 'amount_ore']).where('order_id', '=', order.id).where('amount_ore', '<', 0).execute();
      const draws = new Map<number, number>();
      for (const d of drawn) draws.set(d.gift_card_id, (draws.get(d.gift_card_id) ?? 0) - d.amount_ore);
      if (!(await repo.drawGiftCards(order.id, [...draws].map(([giftCardId, amountOre]) => ({ giftCardId, amountOre })), nowIso))) return 'gift_card';
      const codes = [...new Set(order.discounts.map((d) => d.code))];
      if (codes.length === 0) return null;
      const rows = await db.selectFrom('discount_codes').select(['id', 'usage_limit_per_customer']).where('code', 'in', codes).execute();
      if (rows.length !== codes.length) return 'discount_code';
      const redeemed = await repo.redeemCodes(
        order.id, rows.map((r) => ({ id: r.id, usageLimitPerCustomer: r.usage_limit_per_customer })), redemptionCustomerKey(order.customer_id, order.email), nowIso,
      );
      return redeemed === 'ok' ? null : 'discount_code';
    },

    async byId(id: number): Promise<Order | null> {
      const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toOrder(row) : null;
    },

    async byNumber(orderNumber: string): Promise<Order | null> {
      const row = await db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
      return row ? toOrder(row) : null;
    },

    async lines(orderId: number): Promise<OrderLine[]> {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },

    /** The first image path of each product and variant the lines sold, by product id, in one read. */
    async lineImages(lines: readonly Pick<OrderLine, 'product_id' | 'sold_product_id'>[]): Promise<Map<number, string>> {
      const ids = [...new Set(lines.flatMap((line) => [line.sold_product_id, line.product_id]))];
      const first = new Map<number, string>();
      if (ids.length === 0) return first;
      const images = await db.selectFrom('product_images').select(['product_id', 'path']).where('product_id', 'in', ids).orderBy('product_id').orderBy('position').orderBy('id').execute();
      for (const image of images) if (!first.has(image.product_id)) first.set(image.product_id, image.path);
      return first;
    },
  };
  return repo;
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
