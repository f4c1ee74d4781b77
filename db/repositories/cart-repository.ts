import { sql, type Kysely } from 'kysely';
import type { Database, DiscountCodeRow, GiftCardRow } from '../schema';

/** Whose cart: a customer's once logged in, else the session's. */
export interface CartOwner {
  sessionIdHash: string;
  customerId: number | null;
}

/** What pricing a cart line needs of the product sold (fresh from the database on every read). */
const soldProductColumns = [
  'p.id', 'p.parent_id', 'p.name', 'p.url', 'p.brand_id', 'p.category_id', 'p.vat_class', 'p.price_incl_vat_ore',
  'p.original_price_incl_vat_ore', 'p.member_price_incl_vat_ore', 'p.hide_price', 'p.stock',
  'p.max_purchasable_quantity', 'p.allow_backorder', 'p.status', 'p.is_package', 'p.is_digital', 'p.sku', 'p.buy_option',
] as const;

export interface SoldProduct {
  id: number;
  parent_id: number | null;
  name: string;
  url: string;
  brand_id: number;
  category_id: number;
  vat_class: string;
  price_incl_vat_ore: number;
  original_price_incl_vat_ore: number | null;
  member_price_incl_vat_ore: number | null;
  hide_price: number;
  buy_option: number;
  stock: number;
  max_purchasable_quantity: number | null;
  allow_backorder: number;
  status: string;
  is_package: number;
  is_digital: number;
  sku: string;
  parent_name: string | null;
  parent_url: string | null;
  parent_status: string | null;
  brand_name: string;
}

export interface StoredLine {
  id: number;
  product_id: number;
  variant_id: number | null;
  sold_product_id: number;
  quantity: number;
  product: SoldProduct | null;
}

export interface StoredCart {
  id: number;
  order_message: string;
  subscribe: number;
  lines: StoredLine[];
  codes: string[];
  /** The active discount codes and gift cards among `codes` (read with them). */
  discountRows: DiscountCodeRow[];
  giftCardRows: GiftCardRow[];
}

export interface LineWrite {
  productId: number;
  variantId: number | null;
  quantity: number;
}

export function createCartRepository(db: Kysely<Database>) {
  const ownerFilter = (owner: CartOwner) =>
    owner.customerId !== null ? (['c.customer_id', '=', owner.customerId] as const) : (['c.session_id_hash', '=', owner.sessionIdHash] as const);

  const soldProducts = () =>
    db
      .selectFrom('products as p')
      .leftJoin('products as pp', 'pp.id', 'p.parent_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select(soldProductColumns)
      .select(['pp.name as parent_name', 'pp.url as parent_url', 'pp.status as parent_status', 'b.name as brand_name']);

  return {
    /**
     * The owner's cart with its lines, the products they sell and its codes: one statement for the cart and lines
     * (products joined in), one for the codes when there is a cart.
     */
    async find(owner: CartOwner): Promise<StoredCart | null> {
      const [column, op, value] = ownerFilter(owner);
      const rows = await db
        .selectFrom('carts as c')
        .leftJoin('cart_lines as l', 'l.cart_id', 'c.id')
        .leftJoin('products as p', 'p.id', 'l.sold_product_id')
        .leftJoin('products as pp', 'pp.id', 'p.parent_id')
        .leftJoin('brands as b', 'b.id', 'p.brand_id')
        .select(['c.id as cart_id', 'c.order_message', 'c.subscribe'])
        .select(['l.id as line_id', 'l.product_id as line_product_id', 'l.variant_id', 'l.sold_product_id', 'l.quantity'])
        .select(soldProductColumns)
        .select(['pp.name as parent_name', 'pp.url as parent_url', 'pp.status as parent_status', 'b.name as brand_name'])
        .where(column, op, value)
        .orderBy('l.id')
        .execute();
      const first = rows[0];
      if (!first) return null;
      const lines: StoredLine[] = [];
      for (const row of rows) {
        if (row.line_id === null) continue;
        lines.push({
          id: row.line_id,
          product_id: row.line_product_id!,
          variant_id: row.variant_id,
          sold_product_id: row.sold_product_id!,
          quantity: row.quantity!,
          product: row.id === null ? null : (row as unknown as SoldProduct),
        });
      }
      const codes = await db
        .selectFrom('cart_codes as cc')
        .leftJoin('discount_codes as d', (join) => join.onRef('d.code', '=', 'cc.code').on('d.active', '=', 1))
        .leftJoin('gift_cards as g', (join) => join.onRef('g.code', '=', 'cc.code').on('g.active', '=', 1))
        .select('cc.code')
        .select([
          'd.id as d_id', 'd.kind as d_kind', 'd.percent as d_percent', 'd.amount_ore as d_amount_ore', 'd.min_order_ore as d_min_order_ore',
          'd.valid_from as d_valid_from', 'd.valid_until as d_valid_until', 'd.usage_limit_total as d_usage_limit_total',
          'd.usage_limit_per_customer as d_usage_limit_per_customer', 'd.times_used as d_times_used', 'd.member_only as d_member_only',
          'd.category_ids as d_category_ids', 'd.brand_ids as d_brand_ids', 'd.label as d_label',
          'g.id as g_id', 'g.initial_balance_ore as g_initial_balance_ore', 'g.balance_ore as g_balance_ore', 'g.valid_until as g_valid_until',
          'g.created_at as g_created_at',
        ])
        .where('cc.cart_id', '=', first.cart_id)
        .orderBy('cc.added_at')
        .orderBy('cc.code')
        .execute();
      const discountRows: DiscountCodeRow[] = [];
      const giftCardRows: GiftCardRow[] = [];
      for (const c of codes) {
        if (c.d_id !== null) {
          discountRows.push({
            id: c.d_id, code: c.code, kind: c.d_kind!, percent: c.d_percent, amount_ore: c.d_amount_ore, min_order_ore: c.d_min_order_ore,
            valid_from: c.d_valid_from, valid_until: c.d_valid_until, usage_limit_total: c.d_usage_limit_total,
            usage_limit_per_customer: c.d_usage_limit_per_customer, times_used: c.d_times_used!, member_only: c.d_member_only!,
            category_ids: c.d_category_ids!, brand_ids: c.d_brand_ids!, label: c.d_label, active: 1, ended_at: null,
          });
        }
        if (c.g_id !== null) {
          giftCardRows.push({
            id: c.g_id, code: c.code, initial_balance_ore: c.g_initial_balance_ore!, balance_ore: c.g_balance_ore!, valid_until: c.g_valid_until,
            active: 1, created_at: c.g_created_at!, ended_at: null,
          });
        }
      }
      return {
        id: first.cart_id, order_message: first.order_message, subscribe: first.subscribe, lines,
        codes: codes.map((c) => c.code), discountRows, giftCardRows,
      };
    },

    /**
     * What the owner's cart holds, in one statement: each line's thing sold and quantity, each code, and whether a
     * logged-in owner is a member (null when the customer is gone). A page keys the shopper's cart badge on it
     * (services/pages/page-shopper.ts): the cart's own row carries no version, since a line change writes only the line.
     */
    async contents(owner: CartOwner): Promise<{ lines: [number, number][]; codes: string[]; isMember: boolean | null }> {
      const [column, op, value] = ownerFilter(owner);
      const lines = db
        .selectFrom('carts as c')
        .innerJoin('cart_lines as l', 'l.cart_id', 'c.id')
        .where(column, op, value)
        .select([sql<string>`'line'`.as('kind'), sql<number | null>`l.sold_product_id`.as('id'), sql<number | null>`l.quantity`.as('n'), sql<string | null>`null`.as('code')]);
      const codes = db
        .selectFrom('carts as c')
        .innerJoin('cart_codes as cc', 'cc.cart_id', 'c.id')
        .where(column, op, value)
        .select([sql<string>`'code'`.as('kind'), sql<number | null>`null`.as('id'), sql<number | null>`null`.as('n'), sql<string | null>`cc.code`.as('code')]);
      const all =
        owner.customerId === null
          ? lines.unionAll(codes)
          : lines.unionAll(codes).unionAll(
              db
                .selectFrom('customers')
                .where('id', '=', owner.customerId)
                .select([sql<string>`'member'`.as('kind'), sql<number | null>`is_member`.as('id'), sql<number | null>`null`.as('n'), sql<string | null>`null`.as('code')]),
            );
      const rows = await all.execute();
      const out = { lines: [] as [number, number][], codes: [] as string[], isMember: null as boolean | null };
      for (const row of rows) {
        if (row.kind === 'line') out.lines.push([Number(row.id), Number(row.n)]);
        else if (row.kind === 'code') out.codes.push(row.code!);
        else out.isMember = Number(row.id) === 1;
      }
      out.lines.sort((a, b) => a[0] - b[0]);
      out.codes.sort();
      return out;
    },

    async soldProducts(ids: readonly number[]): Promise<SoldProduct[]> {
      if (ids.length === 0) return [];
      return (await soldProducts().where('p.id', 'in', [...ids]).execute()) as SoldProduct[];
    },

    /**
     * Buyable products to suggest with these products ('Passar bra ihop med'), in one statement: those ordered together
     * with them (most orders first), then the most popular of `categoryIds`; never one of `excludedCategoryIds` nor
     * of `productIds`.
     */
    async recommendedWith(productIds: readonly number[], categoryIds: readonly number[], excludedCategoryIds: readonly number[], limit: number): Promise<number[]> {
      if (productIds.length === 0) return [];
      const together = db
        .selectFrom('order_lines as mine')
        .innerJoin('orders as o', 'o.id', 'mine.order_id')
        .innerJoin('order_lines as other', 'other.order_id', 'mine.order_id')
        .select(['other.product_id', (eb) => eb.fn.count<number>('other.order_id').distinct().as('orders')])
        .where('mine.product_id', 'in', [...productIds])
        .where('other.product_id', 'not in', [...productIds])
        .where('o.status', '!=', 'cancelled')
        .groupBy('other.product_id');
      const rows = await db
        .selectFrom('products as p')
        .leftJoin(together.as('t'), 't.product_id', 'p.id')
        .select('p.id')
        .where('p.status', '=', 'active')
        .where('p.parent_id', 'is', null)
        .where('p.hide_price', '=', 0)
        .where('p.buy_option', '=', 1)
        .where((eb) => eb.or([eb('p.stock', '>', 0), eb('p.allow_backorder', '=', 1)]))
        .where('p.id', 'not in', [...productIds])
        .where('p.category_id', 'not in', excludedCategoryIds.length ? [...excludedCategoryIds] : [-1])
        .where((eb) => eb.or([eb('t.product_id', 'is not', null), eb('p.category_id', 'in', categoryIds.length ? [...categoryIds] : [-1])]))
        .orderBy((eb) => eb.fn.coalesce('t.orders', eb.lit(0)), 'desc')
        .orderBy('p.popularity', 'desc')
        .orderBy('p.id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    async hasActiveVariants(productId: number): Promise<boolean> {
      const row = await db.selectFrom('products').select('id').where('parent_id', '=', productId).where('status', '=', 'active').limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** Names of the parts of these packages, in position order. */
    async packagePartNames(packageIds: readonly number[]): Promise<{ package_product_id: number; name: string; quantity: number }[]> {
      if (packageIds.length === 0) return [];
      return db
        .selectFrom('package_items as i')
        .innerJoin('products as p', 'p.id', 'i.part_product_id')
        .select(['i.package_product_id', 'p.name', 'i.quantity'])
        .where('i.package_product_id', 'in', [...packageIds])
        .orderBy('i.package_product_id')
        .orderBy('p.name')
        .execute();
    },

    /**
     * The owner's cart id, created when there is none. Two first adds of a new session race here (a double click):
     * the insert yields to the one that won, and both use the same cart.
     */
    async create(owner: CartOwner, nowIso: string): Promise<number> {
      const inserted = await db
        .insertInto('carts')
        .values({
          session_id_hash: owner.customerId === null ? owner.sessionIdHash : null,
          customer_id: owner.customerId,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return inserted.id;
      const [column, op, value] = ownerFilter(owner);
      const existing = await db.selectFrom('carts as c').select('c.id').where(column, op, value).executeTakeFirstOrThrow();
      return existing.id;
    },

    /**
     * Adds to lines atomically (add-to-cart's +1): the database adds to whatever the line holds now, capped at the
     * line's maximum, so concurrent adds are never lost. Returns each line's new quantity by the thing sold.
     */
    async addToLines(cartId: number, adds: readonly (LineWrite & { max: number })[], nowIso: string): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      for (const add of adds) {
        const soldId = add.variantId ?? add.productId;
        const row = await db
          .insertInto('cart_lines')
          .values({ cart_id: cartId, product_id: add.productId, variant_id: add.variantId, sold_product_id: soldId, quantity: Math.min(add.quantity, add.max), created_at: nowIso })
          .onConflict((oc) =>
            oc.columns(['cart_id', 'sold_product_id']).doUpdateSet({
              quantity: sql<number>`case when cart_lines.quantity + ${sql.lit(add.quantity)} > ${sql.lit(add.max)} then ${sql.lit(add.max)} else cart_lines.quantity + ${sql.lit(add.quantity)} end`,
            }),
          )
          .returning('quantity')
          .executeTakeFirstOrThrow();
        out.set(soldId, row.quantity);
      }
      return out;
    },

    /** Sets lines to these quantities in one statement each way: upserts for the kept, one delete for the removed. */
    async writeLines(cartId: number, writes: readonly LineWrite[], nowIso: string): Promise<void> {
      const kept = writes.filter((w) => w.quantity > 0);
      const removed = writes.filter((w) => w.quantity <= 0).map((w) => w.variantId ?? w.productId);
      if (kept.length > 0) {
        await db
          .insertInto('cart_lines')
          .values(kept.map((w) => ({
            cart_id: cartId,
            product_id: w.productId,
            variant_id: w.variantId,
            sold_product_id: w.variantId ?? w.productId,
            quantity: w.quantity,
            created_at: nowIso,
          })))
          .onConflict((oc) => oc.columns(['cart_id', 'sold_product_id']).doUpdateSet({ quantity: (eb) => eb.ref('excluded.quantity') }))
          .execute();
      }
      if (removed.length > 0) {
        await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).where('sold_product_id', 'in', removed).execute();
      }
    },

    async addCode(cartId: number, code: string, nowIso: string): Promise<void> {
      await db.insertInto('cart_codes').values({ cart_id: cartId, code, added_at: nowIso }).onConflict((oc) => oc.doNothing()).execute();
    },

    async removeCode(cartId: number, code: string): Promise<boolean> {
      const result = await db.deleteFrom('cart_codes').where('cart_id', '=', cartId).where('code', '=', code).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The whole cart, its lines and codes with it (an offer request was made of it). */
    async delete(cartId: number): Promise<void> {
      await db.deleteFrom('carts').where('id', '=', cartId).execute();
    },

    async saveOrderMessage(cartId: number, message: string, nowIso: string): Promise<void> {
      await db.updateTable('carts').set({ order_message: message, updated_at: nowIso }).where('id', '=', cartId).execute();
    },

    async saveSubscribe(cartId: number, subscribe: boolean, nowIso: string): Promise<void> {
      await db.updateTable('carts').set({ subscribe: subscribe ? 1 : 0, updated_at: nowIso }).where('id', '=', cartId).execute();
    },

    async discountCodes(codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db.selectFrom('discount_codes').selectAll().where('code', 'in', [...codes]).where('active', '=', 1).execute();
    },

    async giftCards(codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db.selectFrom('gift_cards').selectAll().where('code', 'in', [...codes]).where('active', '=', 1).execute();
    },

    /** How often a customer has used each of these codes. */
    async redemptionCounts(codeIds: readonly number[], customerKey: string): Promise<Map<number, number>> {
      if (codeIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('discount_redemptions')
        .select(['discount_code_id', db.fn.countAll<number>().as('count')])
        .where('discount_code_id', 'in', [...codeIds])
        .where('customer_key', '=', customerKey)
        .groupBy('discount_code_id')
        .execute();
      return new Map(rows.map((r) => [r.discount_code_id, Number(r.count)]));
    },

    async giftCampaigns() {
      return db.selectFrom('gift_campaigns').selectAll().where('active', '=', 1).orderBy('id').execute();
    },

    async deliveryTypes() {
      return db.selectFrom('delivery_types').selectAll().where('active', '=', 1).orderBy('position').orderBy('id').execute();
    },

    async isMember(customerId: number): Promise<boolean> {
      const row = await db.selectFrom('customers').select('is_member').where('id', '=', customerId).executeTakeFirst();
      return row?.is_member === 1;
    },

    /**
     * At login the session's cart joins the customer's: quantities of the same thing sold are added (the caller
     * caps them on the next read), codes and a message carry over, and the session's cart is deleted.
     */
    async mergeIntoCustomer(sessionIdHash: string, customerId: number, nowIso: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const guest = await trx.selectFrom('carts').select(['id', 'order_message']).where('session_id_hash', '=', sessionIdHash).executeTakeFirst();
        if (!guest) return;
        const own = await trx.selectFrom('carts').select(['id', 'order_message']).where('customer_id', '=', customerId).executeTakeFirst();
        if (!own) {
          await trx.updateTable('carts').set({ session_id_hash: null, customer_id: customerId, updated_at: nowIso }).where('id', '=', guest.id).execute();
          return;
        }
        const lines = await trx.selectFrom('cart_lines').selectAll().where('cart_id', '=', guest.id).execute();
        if (lines.length > 0) {
          await trx
            .insertInto('cart_lines')
            .values(lines.map(({ id: _id, ...line }) => ({ ...line, cart_id: own.id })))
            .onConflict((oc) => oc.columns(['cart_id', 'sold_product_id']).doUpdateSet({ quantity: sql`cart_lines.quantity + excluded.quantity` }))
            .execute();
        }
        const codes = await trx.selectFrom('cart_codes').select(['code', 'added_at']).where('cart_id', '=', guest.id).execute();
        if (codes.length > 0) {
          await trx.insertInto('cart_codes').values(codes.map((c) => ({ ...c, cart_id: own.id }))).onConflict((oc) => oc.doNothing()).execute();
        }
        if (own.order_message === '' && guest.order_message !== '') {
          await trx.updateTable('carts').set({ order_message: guest.order_message }).where('id', '=', own.id).execute();
        }
        await trx.deleteFrom('carts').where('id', '=', guest.id).execute();
      });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
