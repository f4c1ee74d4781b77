import { sql, type Kysely } from 'kysely';
import type { Database, OrderRow } from '../schema';

export function createCheckoutRepository(db: Kysely<Database>) {
  return {
    async paymentTypes() {
      return db.selectFrom('payment_types').selectAll().where('active', '=', 1).orderBy('position').orderBy('id').execute();
    },

    async createCardPayment(orderId: number, token: string, amountOre: number, nowIso: string): Promise<void> {
      await db.insertInto('card_payments').values({ order_id: orderId, token, amount_ore: amountOre, status: 'pending', created_at: nowIso, updated_at: nowIso }).execute();
    },

    async pendingCardPaymentOf(orderId: number) {
      return db.selectFrom('card_payments').selectAll().where('order_id', '=', orderId).where('status', '=', 'pending').orderBy('id', 'desc').executeTakeFirst();
    },

    /**
     * Settles a pending card payment once: paid marks the order paid and deletes the cart it came from; cancelled
     * cancels the order and gives back its stock, gift-card draws and discount uses (the cart was kept). Null when
     * the token is unknown or already settled (a repeated return is harmless).
     */
    async settleCardPayment(token: string, result: 'paid' | 'cancelled', nowIso: string): Promise<OrderRow | null> {
      return db.transaction().execute(async (trx) => {
        const settled = await trx
          .updateTable('card_payments')
          .set({ status: result, updated_at: nowIso })
          .where('token', '=', token)
          .where('status', '=', 'pending')
          .returning('order_id')
          .executeTakeFirst();
        if (!settled) return null;
        const orderId = settled.order_id;
        if (result === 'paid') {
          await trx.updateTable('orders').set({ status: 'paid', paid_at: nowIso, updated_at: nowIso }).where('id', '=', orderId).execute();
          const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
          const cartId = Number(order.idempotency_key.replace(/^cart-/, ''));
          if (Number.isSafeInteger(cartId)) await trx.deleteFrom('carts').where('id', '=', cartId).execute();
          return order;
        }
        const lines = await trx.selectFrom('order_lines').select(['sold_product_id', 'quantity']).where('order_id', '=', orderId).execute();
        for (const line of lines) {
          await trx.updateTable('products').set({ stock: sql`stock + ${line.quantity}` }).where('id', '=', line.sold_product_id).execute();
        }
        const draws = await trx.selectFrom('gift_card_transactions').select(['gift_card_id', 'amount_ore']).where('order_id', '=', orderId).execute();
        for (const draw of draws) {
          await trx.updateTable('gift_cards').set({ balance_ore: sql`balance_ore - ${draw.amount_ore}` }).where('id', '=', draw.gift_card_id).execute();
          await trx.insertInto('gift_card_transactions').values({ gift_card_id: draw.gift_card_id, order_id: orderId, amount_ore: -draw.amount_ore, created_at: nowIso }).execute();
        }
        const redemptions = await trx.selectFrom('discount_redemptions').select('discount_code_id').where('order_id', '=', orderId).execute();
        if (redemptions.length > 0) {
          await trx.updateTable('discount_codes').set({ times_used: sql`times_used - 1` }).where('id', 'in', redemptions.map((r) => r.discount_code_id)).execute();
          await trx.deleteFrom('discount_redemptions').where('order_id', '=', orderId).execute();
        }
        // The cart stays, so the shopper can try again: a new attempt must be able to make a new order of it.
        await trx
          .updateTable('orders')
          .set({ status: 'cancelled', updated_at: nowIso, idempotency_key: sql`idempotency_key || ${`-cancelled-${orderId}`}` })
          .where('id', '=', orderId)
          .execute();
        return trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      });
    },

    async customer(customerId: number) {
      return db.selectFrom('customers').select(['first_name', 'last_name', 'email']).where('id', '=', customerId).executeTakeFirst();
    },

    async orderByNumber(orderNumber: string) {
      return db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
    },

    async orderLines(orderId: number) {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
