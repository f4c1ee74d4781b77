import { sql, type Kysely } from 'kysely';
import { createTableWithId, withTimestamps } from '../migration-kit';

/**
 * The cart and what prices it: customers (the part the cart needs: member flag), carts and their lines and codes,
 * discount codes with their redemptions, gift cards, gift campaigns and delivery types.
 * Same portable types as the initial migration (öre integers, 0/1 flags, ISO text timestamps).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'customers')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_member', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // A cart belongs to a session (guests) or to a customer (after login); never to both.
  await createTableWithId(db, 'carts')
    .addColumn('session_id_hash', 'text', (c) => c.unique())
    .addColumn('customer_id', 'integer', (c) => c.unique().references('customers.id').onDelete('cascade'))
    .addColumn('order_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subscribe', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(withTimestamps)
    .execute();

  // sold_product_id is the variant when one is chosen, else the product: one line per thing sold.
  await createTableWithId(db, 'cart_lines')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'integer')
    .addColumn('sold_product_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_lines_sold_product_uq', ['cart_id', 'sold_product_id'])
    .execute();

  await db.schema
    .createTable('cart_codes')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_codes_pk', ['cart_id', 'code'])
    .execute();

  await createTableWithId(db, 'discount_codes')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'amount', 'free_delivery')`))
    .addColumn('percent', 'integer')
    .addColumn('amount_ore', 'integer')
    .addColumn('min_order_ore', 'integer')
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('usage_limit_total', 'integer')
    .addColumn('usage_limit_per_customer', 'integer')
    .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('member_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('brand_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('label', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    // The pricing rules throw on a code without its amount: the database refuses such a row instead.
    .addCheckConstraint('discount_codes_percent_ck', sql`kind <> 'percent' or (percent between 1 and 100)`)
    .addCheckConstraint('discount_codes_amount_ck', sql`kind <> 'amount' or (amount_ore >= 0)`)
    .execute();

  // One row per order that used a code: per-customer limits count these (by customer id or e-mail).
  await createTableWithId(db, 'discount_redemptions')
    .addColumn('discount_code_id', 'integer', (c) => c.notNull().references('discount_codes.id').onDelete('cascade'))
    .addColumn('customer_key', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('discount_redemptions_code_customer_idx')
    .on('discount_redemptions')
    .columns(['discount_code_id', 'customer_key'])
    .execute();

  await createTableWithId(db, 'gift_cards')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('initial_balance_ore', 'integer', (c) => c.notNull())
    .addColumn('balance_ore', 'integer', (c) => c.notNull().check(sql`balance_ore >= 0`))
    .addColumn('valid_until', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'gift_campaigns')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('trigger_product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('trigger_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('gift_product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('gift_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await createTableWithId(db, 'delivery_types')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_incl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('is_pickup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requires_postal_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_delivery_applies', 'integer', (c) => c.notNull().defaultTo(1))
    // Comma-separated country codes the type delivers to.
    .addColumn('countries', 'text', (c) => c.notNull().defaultTo('SE'))
    // JSON [{ "from": "10000", "to": "19999" }] of postal codes served (inclusive); null: everywhere.
    .addColumn('postal_code_ranges', 'text')
    // JSON [{ "key", "name" }]: the type's shipping options; choosing the type chooses the first.
    .addColumn('shipping_options', 'text', (c) => c.notNull().defaultTo('[{"key":"standard","name":"Standard"}]'))
    .addColumn('for_private', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('for_company', 'integer', (c) => c.notNull().defaultTo(1))
    // Digital delivery: offered (only) when every line is a digital product.
    .addColumn('is_digital', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'delivery_types', 'gift_campaigns', 'gift_cards', 'discount_redemptions', 'discount_codes', 'cart_codes',
    'cart_lines', 'carts', 'customers',
  ]) {
    await db.schema.dropTable(name).execute();
  }
}
