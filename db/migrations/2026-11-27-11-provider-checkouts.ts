import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { createTableWithId, withTimestamps } from '../migration-kit';

/** The payment handlers after issue 17: the shop's own forms and the provider checkouts. */
const HANDLERS = sql`handler in ('card_redirect', 'manual_payment', 'free_order', 'klarna_checkout', 'swish', 'svea_part_payment', 'wasa_checkout')`;

/**
 * Embedded provider checkouts (issue 17): the payment types' handler may name a provider checkout, and
 * `provider_sessions` ties a provider's checkout (Klarna's order id) to the cart it was opened for, so a
 * server-to-server callback without the shopper's cookie finds the cart, and places its order once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  if (pg) {
    await sql`alter table payment_types drop constraint if exists payment_types_handler_check`.execute(db);
    await sql`alter table payment_types add constraint payment_types_handler_check check (${HANDLERS})`.execute(db);
  } else {
    // SQLite cannot change a CHECK in place: the table is rebuilt (nothing references it by foreign key).
    await createTableWithId(db, 'payment_types_next')
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('price_incl_vat_ore', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('handler', 'text', (c) => c.notNull().check(HANDLERS))
      .addColumn('for_private', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('for_company', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_credit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql`insert into payment_types_next select id, code, name, description, price_incl_vat_ore, handler, for_private, for_company, is_credit, position, active from payment_types`.execute(db);
    await db.schema.dropTable('payment_types').execute();
    await sql`alter table payment_types_next rename to payment_types`.execute(db);
  }

  await createTableWithId(db, 'provider_sessions')
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's own id of its checkout (Klarna's order_id).
    .addColumn('provider_order_id', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'integer', (c) => c.notNull())
    // The shopper's session: the callbacks place the order with its choices (delivery, payment type).
    .addColumn('session_id_hash', 'text', (c) => c.notNull())
    // A random secret in our callback addresses: a callback without it is refused.
    .addColumn('callback_token', 'text', (c) => c.notNull())
    .addColumn('amount_ore', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'completed', 'refused')`))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .$call(withTimestamps)
    .addUniqueConstraint('provider_sessions_provider_order_unique', ['provider', 'provider_order_id'])
    .execute();
  await db.schema.createIndex('provider_sessions_cart_idx').on('provider_sessions').column('cart_id').execute();

  // A shop seeded before this migration gets the provider payment types too (a new shop's seed writes them);
  // each is offered only while its provider is configured.
  const seeded = await db.selectFrom('payment_types').select('id').limit(1).executeTakeFirst();
  if (seeded) {
    await db
      .insertInto('payment_types')
      .values(PROVIDER_PAYMENT_TYPES)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
}

/**
 * Swish first (DESIGN.md: card or Swish comes first), Klarna after card and before credit (its own checkout offers
 * invoice and card inside it; private customers only).
 */
const PROVIDER_PAYMENT_TYPES = [
  {
    code: 'swish', name: 'Swish', description: 'Betala direkt med Swish-appen i din mobil.',
    price_incl_vat_ore: 0, handler: 'swish', for_private: 1, for_company: 1, is_credit: 0, position: 0, active: 1,
  },
  {
    code: 'klarna', name: 'Klarna', description: 'Betala med kort, faktura eller delbetalning i Klarnas kassa.',
    price_incl_vat_ore: 0, handler: 'klarna_checkout', for_private: 1, for_company: 0, is_credit: 0, position: 2, active: 1,
  },
];

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('provider_sessions').execute();
  await db.deleteFrom('payment_types').where('handler', 'in', ['klarna_checkout', 'swish']).execute();
}
