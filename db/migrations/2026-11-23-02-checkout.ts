import { sql, type Kysely } from 'kysely';
import { createTableWithId, withTimestamps } from '../migration-kit';

/**
 * The checkout and its orders: payment types, orders with their lines, card payments through the provider
 * redirect, and gift-card draws.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'payment_types')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_incl_vat_ore', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handler', 'text', (c) => c.notNull().check(sql`handler in ('card_redirect', 'manual_payment', 'free_order')`))
    .addColumn('for_private', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('for_company', 'integer', (c) => c.notNull().defaultTo(1))
    // Credit (invoice, part payment) is never shown first nor pre-selected (konsumentkreditlagen).
    .addColumn('is_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await createTableWithId(db, 'orders')
    .addColumn('order_number', 'text', (c) => c.unique())
    // One order per cart: a double submit or a retry finds the order the first one made.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('awaiting_invoice', 'awaiting_payment', 'paid', 'cancelled')`))
    .addColumn('session_id_hash', 'text')
    .addColumn('customer_id', 'integer')
    .addColumn('customer_type', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('identity_number', 'text')
    .addColumn('company', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('co', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('delivery_type_id', 'integer')
    .addColumn('delivery_name', 'text', (c) => c.notNull())
    .addColumn('shipping_option_key', 'text')
    .addColumn('delivery_incl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('delivery_excl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('payment_type_id', 'integer')
    .addColumn('payment_name', 'text', (c) => c.notNull())
    .addColumn('payment_handler', 'text', (c) => c.notNull())
    .addColumn('payment_fee_incl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('payment_fee_excl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('products_incl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('products_excl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('discount_incl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('discount_excl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('total_incl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('total_excl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('vat_ore', 'integer', (c) => c.notNull())
    .addColumn('gift_cards_ore', 'integer', (c) => c.notNull())
    .addColumn('to_pay_ore', 'integer', (c) => c.notNull())
    // JSON [{ rate, excl_vat_ore, vat_ore }] and [{ code, label, kind, incl_vat_ore, excl_vat_ore }].
    .addColumn('vat_breakdown', 'text', (c) => c.notNull())
    .addColumn('discounts', 'text', (c) => c.notNull())
    .addColumn('includes_vat', 'integer', (c) => c.notNull())
    .addColumn('dominant_vat_rate', 'integer', (c) => c.notNull())
    .addColumn('order_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subscribe', 'integer', (c) => c.notNull().defaultTo(0))
    // The confirmation page is shown to whoever holds this (it is in the confirmation address and the e-mail).
    .addColumn('view_token', 'text', (c) => c.notNull())
    .$call(withTimestamps)
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema.createIndex('orders_session_idx').on('orders').columns(['session_id_hash', 'created_at']).execute();
  await db.schema.createIndex('orders_customer_idx').on('orders').column('customer_id').execute();

  await createTableWithId(db, 'order_lines')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'integer')
    .addColumn('sold_product_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_name', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_incl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('vat_rate', 'integer', (c) => c.notNull())
    .addColumn('total_incl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('total_excl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('discount_incl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('give_away_campaign_id', 'integer')
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();

  // A card payment at the provider: the shop only ever sees this token and the provider's signed answer.
  await createTableWithId(db, 'card_payments')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('amount_ore', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'cancelled')`))
    .$call(withTimestamps)
    .execute();

  await createTableWithId(db, 'gift_card_transactions')
    .addColumn('gift_card_id', 'integer', (c) => c.notNull().references('gift_cards.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // Negative: drawn by the order; positive: given back when the order was cancelled.
    .addColumn('amount_ore', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['gift_card_transactions', 'card_payments', 'order_lines', 'orders', 'payment_types']) {
    await db.schema.dropTable(name).execute();
  }
}
