import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, ProductPriceSchedulesTable, ProductsTable } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import { dueSaleStep, pricesAtSaleEnd, pricesAtSaleStart, type ShownPrices } from '../../domain/price-change';
import {
  keepConcurrentChanges, PRODUCT_PAGE_SIZE, productUrl, type LoadedValues, salesOverlap, slugFromName, type FieldErrors, type ProductDraft, type ProductField, type ProductListQuery,
  type SaleDraft, type VariantDraft, type VariantField,
} from '../../domain/product-editor';
import { PRODUCT_IMAGE_EXTENSIONS, type ProductImageInfo } from '../../domain/product-image';
import {
  addOnRefusal, type AddOnRefusal, type CandidateProduct, movedOrder, packageFlagRefusal, type PackageFlagRefusal, partRefusal, type PartRefusal,
  variantDeletionRefusal, type VariantDeletionRefusal,
} from '../../domain/product-parts';
import { createPeriodicTask } from '../periodic-task';
import { createPriceRepository } from '../../db/repositories/price-repository';
import { contains, type Actor } from './audit-log';
import type { CatalogChange } from './catalog-change';

type ProductRow = Selectable<ProductsTable>;
export type PriceScheduleRow = Selectable<ProductPriceSchedulesTable>;

/** Where uploaded product images live under DATA_DIR/uploads, and the address the shop serves them at. */
const IMAGE_DIR = 'products/admin';
const IMAGE_URL_PREFIX = `/assets/uploads/${IMAGE_DIR}/`;

export type SaveOutcome = { ok: true; id: number; changed: boolean } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'invalid'; errors: FieldErrors<ProductField> };
export type VariantOutcome = { ok: true; id: number } | { ok: false; reason: 'not_found' | 'is_variant' | 'is_package' } | { ok: false; reason: 'invalid'; errors: FieldErrors<VariantField> };
export type SaleOutcome = { ok: true; id: number; started: boolean } | { ok: false; reason: 'not_found' | 'overlap' | 'sale_price' };
/** A change of a package's parts or a product's add-ons: `changed` false when it was so already. */
export type PartsOutcome<R extends string> = { ok: true; changed: boolean } | { ok: false; reason: 'not_found' | R };
/** Who the audit log names for a sale's start and end. */
const SALE_SCHEDULER: Actor = { staffId: null, email: 'schemaläggaren' };

export type DeleteOutcome = { ok: true; parentId: number } | { ok: false; reason: 'not_found' | VariantDeletionRefusal };

/** The columns the audit entry keeps of a product (the description is long and says little about a change). */
function auditView(row: ProductRow) {
  const { description: _description, created_at: _created, updated_at: _updated, ...rest } = row;
  return rest;
}

/** The product row for a change, locked on PostgreSQL so two saves of one product take turns (SQLite has one writer). */
async function lockProduct(trx: Transaction<Database>, id: number): Promise<ProductRow | undefined> {
  let query = trx.selectFrom('products').selectAll().where('id', '=', id);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A product asked for by its article number, with what the part and add-on rules look at. */
async function candidateBySku(trx: Kysely<Database>, sku: string): Promise<CandidateProduct | null> {
  const row = await trx
    .selectFrom('products as p')
    .select(['p.id', 'p.parent_id', 'p.is_package', 'p.status', 'p.hide_price', 'p.buy_option'])
    .select((eb) => eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'p.id')).as('has_variants'))
    .where('p.sku', '=', sku)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id, parentId: row.parent_id, isPackage: row.is_package === 1, hasVariants: Boolean(row.has_variants), status: row.status,
    hidePrice: row.hide_price === 1, buyOption: row.buy_option === 1,
  };
}

/** Whether an order or an offer request names the product: their lines point at it, so it stays. */
async function isOrdered(trx: Kysely<Database>, id: number): Promise<boolean> {
  const [order, offer] = await Promise.all([
    trx.selectFrom('order_lines').select('id').where((eb) => eb.or([eb('sold_product_id', '=', id), eb('variant_id', '=', id), eb('product_id', '=', id)])).limit(1).executeTakeFirst(),
    trx.selectFrom('offer_request_lines').select('id').where((eb) => eb.or([eb('variant_id', '=', id), eb('product_id', '=', id)])).limit(1).executeTakeFirst(),
  ]);
  return order !== undefined || offer !== undefined;
}

async function hasVariants(trx: Kysely<Database>, id: number): Promise<boolean> {
  return (await trx.selectFrom('products').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
}

/** A product's add-ons in their order (positions 0..n-1 after every change). */
async function addOnIdsOf(trx: Kysely<Database>, id: number): Promise<number[]> {
  const rows = await trx.selectFrom('product_add_ons').select('add_on_product_id').where('product_id', '=', id).orderBy('position').orderBy('add_on_product_id').execute();
  return rows.map((r) => r.add_on_product_id);
}

/** Stores `ids` as the product's add-ons at positions 0, 1, 2 ... (whatever positions they had before). */
async function writeAddOnOrder(trx: Kysely<Database>, id: number, ids: readonly number[]): Promise<void> {
  for (const [position, addOnId] of ids.entries()) {
    await trx.updateTable('product_add_ons').set({ position }).where('product_id', '=', id).where('add_on_product_id', '=', addOnId).execute();
  }
}

function shownPrices(row: ProductRow): ShownPrices {
  return { priceOre: row.price_incl_vat_ore, originalOre: row.original_price_incl_vat_ore };
}

/**
 * The back office's catalog editor (issue 18): products, their variants (child products with one variant option),
 * images, prices and scheduled sales. Every change runs in one transaction with its audit entry, moves the catalog
 * version (the in-process indexes and caches refresh from it) and writes the price history the Omnibus rule reads.
 */
export function createProductAdmin(
  db: Kysely<Database>,
  options: { change: CatalogChange; uploadsDir: string; now?: () => Date; log?: (message: string) => void },
) {
  const now = options.now ?? (() => new Date());
  const catalogChange = options.change;

  /** Field errors a draft has against the database: unknown brand, category or VAT class, a taken SKU or address. */
  async function conflicts(trx: Kysely<Database>, draft: ProductDraft, url: string, selfId: number | null): Promise<FieldErrors<ProductField>> {
    const errors: FieldErrors<ProductField> = {};
    const [brand, category, vat, sku, product, categoryUrl, page] = await Promise.all([
      trx.selectFrom('brands').select('id').where('id', '=', draft.brandId).executeTakeFirst(),
      trx.selectFrom('categories').select('id').where('id', '=', draft.categoryId).executeTakeFirst(),
      trx.selectFrom('vat_rates').select('vat_class').where('vat_class', '=', draft.vatClass).executeTakeFirst(),
      trx.selectFrom('products').select('id').where('sku', '=', draft.sku).$if(selfId !== null, (q) => q.where('id', '!=', selfId!)).executeTakeFirst(),
      trx.selectFrom('products').select('id').where('url', '=', url).$if(selfId !== null, (q) => q.where('id', '!=', selfId!)).executeTakeFirst(),
      trx.selectFrom('categories').select('id').where('url', '=', url).executeTakeFirst(),
      trx.selectFrom('info_pages').select('id').where('url', 'in', [url, url.slice(1)]).executeTakeFirst(),
    ]);
    if (!brand) errors.brand_id = true;
    if (!category) errors.category_id = true;
    if (!vat) errors.vat_class = true;
    if (sku) errors.sku = true;
    if (product || categoryUrl || page) errors.slug = true;
    return errors;
  }

  /**
   * A parent's variants with their address after the parent's moved from `from` to `to` (locked on PostgreSQL), or
   * null when one of those addresses is already a page's.
   */
  async function variantsFollowing(trx: Transaction<Database>, parentId: number, from: string, to: string): Promise<{ id: number; from: string; to: string }[] | null> {
    const query = trx.selectFrom('products').select(['id', 'url']).where('parent_id', '=', parentId).orderBy('id');
    const rows = await (isPostgres(trx) ? query.forUpdate() : query).execute();
    const moves = rows.filter((v) => v.url.startsWith(`${from}-`)).map((v) => ({ id: v.id, from: v.url, to: `${to}${v.url.slice(from.length)}` }));
    if (moves.length === 0) return moves;
    const urls = moves.map((m) => m.to);
    const [product, category, page] = await Promise.all([
      trx.selectFrom('products').select('id').where('url', 'in', urls).executeTakeFirst(),
      trx.selectFrom('categories').select('id').where('url', 'in', urls).executeTakeFirst(),
      trx.selectFrom('info_pages').select('id').where('url', 'in', [...urls, ...urls.map((u) => u.slice(1))]).executeTakeFirst(),
    ]);
    return product || category || page ? null : moves;
  }

  function columnsOf(draft: ProductDraft, url: string) {
    return {
      name: draft.name, sku: draft.sku, url, brand_id: draft.brandId, category_id: draft.categoryId, vat_class: draft.vatClass,
      description: draft.description, info_text: draft.infoText, seo_title: draft.seoTitle, seo_description: draft.seoDescription,
      gtin: draft.gtin, mpn: draft.mpn, price_incl_vat_ore: draft.priceOre, original_price_incl_vat_ore: draft.originalPriceOre,
      member_price_incl_vat_ore: draft.memberPriceOre, stock: draft.stock, allow_backorder: draft.allowBackorder ? 1 : 0,
      max_purchasable_quantity: draft.maxPerCustomer, buy_option: draft.buyOption ? 1 : 0, status: draft.status,
    };
  }

  async function categoryUrlOf(trx: Kysely<Database>, id: number): Promise<string> {
    return (await trx.selectFrom('categories').select('url').where('id', '=', id).executeTakeFirst())?.url ?? '';
  }

  /** One step of one sale, in its own transaction: the conditional state change makes it happen once, whoever runs it. */
  async function applySaleStep(saleId: number, nowIso: string): Promise<boolean> {
    return catalogChange(SALE_SCHEDULER, async (w) => {
      const { trx } = w;
      const sale = await trx.selectFrom('product_price_schedules').selectAll().where('id', '=', saleId).executeTakeFirst();
      if (!sale) return false;
      const step = dueSaleStep({ state: sale.state, startsAt: sale.starts_at, endsAt: sale.ends_at }, nowIso);
      if (step === null) return false;
      const [from, to] = step === 'start' ? (['scheduled', 'running'] as const) : step === 'lapse' ? (['scheduled', 'ended'] as const) : (['running', 'ended'] as const);
      const flipped = await trx
        .updateTable('product_price_schedules')
        .set(step === 'start' ? { state: to, started_at: nowIso } : { state: to, ended_at: nowIso })
        .where('id', '=', saleId)
        .where('state', '=', from)
        .executeTakeFirst();
      // Another process took this step first.
      if (Number(flipped.numUpdatedRows) !== 1 || step === 'lapse') return Number(flipped.numUpdatedRows) === 1;
      const product = await lockProduct(trx, sale.product_id);
      if (!product) return true;
      const before = shownPrices(product);
      const after =
        step === 'start'
          ? pricesAtSaleStart(before, sale.sale_price_incl_vat_ore)
          : sale.price_before_incl_vat_ore === null
            ? null
            : pricesAtSaleEnd(before, { saleOre: sale.sale_price_incl_vat_ore, before: { priceOre: sale.price_before_incl_vat_ore, originalOre: sale.original_before_incl_vat_ore } });
      if (step === 'start' && after) {
        await trx.updateTable('product_price_schedules').set({ price_before_incl_vat_ore: before.priceOre, original_before_incl_vat_ore: before.originalOre }).where('id', '=', saleId).execute();
      }
      if (after) await w.prices.move([{ productId: product.id, priceOre: after.priceOre, originalOre: after.originalOre, memberOre: product.member_price_incl_vat_ore }], nowIso);
      const entry = { action: step === 'start' ? 'price_schedule.start' : 'price_schedule.end', entityType: 'product', entityId: product.id, before: { ...before, sale_id: saleId }, after: after ?? before };
      // A step that moved no price (its prices were changed meanwhile) is recorded, and the catalog stays as it is.
      await (after ? w.changed(entry) : w.noted(entry));
      return true;
    });
  }

  /** Every sale step that is due now; run by the scheduler and right after a sale is scheduled. */
  async function applyDueSales(): Promise<number> {
    const nowIso = now().toISOString();
    const due = await db
      .selectFrom('product_price_schedules')
      .select('id')
      .where((eb) => eb.or([eb.and([eb('state', '=', 'scheduled'), eb('starts_at', '<=', nowIso)]), eb.and([eb('state', 'in', ['scheduled', 'running']), eb('ends_at', '<=', nowIso)])]))
      .orderBy('id')
      .limit(500)
      .execute();
    let applied = 0;
    for (const { id } of due) {
      // A sale both started and ended since the last run takes both steps, in order.
      while (await applySaleStep(id, nowIso)) applied++;
    }
    return applied;
  }

  return {
    applyDueSales,

    async list(query: ProductListQuery) {
      let base = db.selectFrom('products as p').where('p.parent_id', 'is', null);
      if (query.search !== '') base = base.where((eb) => eb.or([contains(sql.ref('p.name'), query.search), contains(sql.ref('p.sku'), query.search)]));
      if (query.categoryId !== null) base = base.where('p.category_id', '=', query.categoryId);
      if (query.brandId !== null) base = base.where('p.brand_id', '=', query.brandId);
      if (query.status !== null) base = base.where('p.status', '=', query.status);
      const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const total = Number(count);
      const rows = await base
        .innerJoin('brands as b', 'b.id', 'p.brand_id')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.id', 'p.name', 'p.sku', 'p.status', 'p.stock', 'p.allow_backorder', 'p.price_incl_vat_ore', 'p.original_price_incl_vat_ore', 'b.name as brand_name', 'c.name as category_name'])
        .select((eb) => eb.selectFrom('products as v').whereRef('v.parent_id', '=', 'p.id').select((v) => v.fn.countAll<number>().as('n')).as('variant_count'))
        .orderBy('p.id', 'desc')
        .limit(PRODUCT_PAGE_SIZE)
        .offset((query.page - 1) * PRODUCT_PAGE_SIZE)
        .execute();
      return { rows: rows.map((r) => ({ ...r, variant_count: Number(r.variant_count ?? 0) })), total, pages: Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE)) };
    },

    /** What the editor's choices offer: brands, categories (with their address), VAT classes and variant options. */
    async choices() {
      const [brands, categories, vatClasses, options] = await Promise.all([
        db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute(),
        db.selectFrom('categories').select(['id', 'name', 'url', 'level']).orderBy('url').execute(),
        db.selectFrom('vat_rates').select(['vat_class', 'rate_percent']).orderBy('rate_percent', 'desc').execute(),
        db
          .selectFrom('variant_attribute_options as o')
          .innerJoin('variant_attributes as a', 'a.id', 'o.attribute_id')
          .select(['o.id', 'o.display_name', 'a.label'])
          .orderBy('a.position')
          .orderBy('o.position')
          .execute(),
      ]);
      const seen = new Set<string>();
      return { brands, categories, vatClasses: vatClasses.filter((v) => !seen.has(v.vat_class) && seen.add(v.vat_class)), options };
    },

    async get(id: number) {
      const product = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
      if (!product) return null;
      const [images, variants, sales, history, parent, category] = await Promise.all([
        db.selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
        db
          .selectFrom('products as v')
          .leftJoin('product_variant_options as pvo', 'pvo.product_id', 'v.id')
          .leftJoin('variant_attribute_options as o', 'o.id', 'pvo.option_id')
          .leftJoin('variant_attributes as a', 'a.id', 'o.attribute_id')
          .select(['v.id', 'v.sku', 'v.name', 'v.status', 'v.stock', 'v.price_incl_vat_ore', 'o.display_name', 'a.label'])
          .where('v.parent_id', '=', id)
          .orderBy('v.id')
          .execute(),
        db.selectFrom('product_price_schedules').selectAll().where('product_id', '=', id).orderBy('starts_at', 'desc').limit(20).execute(),
        createPriceRepository(db).recent(id, 10),
        product.parent_id === null ? Promise.resolve(null) : db.selectFrom('products').select(['id', 'name']).where('id', '=', product.parent_id).executeTakeFirst(),
        db.selectFrom('categories').select('url').where('id', '=', product.category_id).executeTakeFirst(),
      ]);
      const [parts, addOns, partOf, ordered] = await Promise.all([
        db
          .selectFrom('package_items as pi')
          .innerJoin('products as p', 'p.id', 'pi.part_product_id')
          .select(['p.id', 'p.sku', 'p.name', 'p.status', 'p.price_incl_vat_ore', 'pi.quantity'])
          .where('pi.package_product_id', '=', id)
          .orderBy('p.id')
          .execute(),
        db
          .selectFrom('product_add_ons as pa')
          .innerJoin('products as p', 'p.id', 'pa.add_on_product_id')
          .select(['p.id', 'p.sku', 'p.name', 'p.status', 'p.price_incl_vat_ore', 'p.stock', 'p.allow_backorder'])
          .where('pa.product_id', '=', id)
          .orderBy('pa.position')
          .orderBy('p.id')
          .execute(),
        db.selectFrom('package_items as pi').innerJoin('products as p', 'p.id', 'pi.package_product_id').select(['p.id', 'p.name']).where('pi.part_product_id', '=', id).orderBy('p.id').execute(),
        product.parent_id === null ? Promise.resolve(false) : isOrdered(db, id),
      ]);
      const prefix = `${(category?.url ?? '').replace(/\/+$/, '')}/`;
      const slug = product.url.startsWith(prefix) ? product.url.slice(prefix.length) : slugFromName(product.url);
      return { product, slug, images, variants, sales, history, parent: parent ?? null, parts, addOns, partOf, ordered };
    },

    async create(draft: ProductDraft, actor: Actor): Promise<SaveOutcome> {
      return catalogChange(actor, async (w): Promise<SaveOutcome> => {
        const { trx } = w;
        const url = productUrl(await categoryUrlOf(trx, draft.categoryId), draft.slug);
        const errors = await conflicts(trx, draft, url, null);
        if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
        const row = await trx
          .insertInto('products')
          .values({ ...columnsOf(draft, url), parent_id: null, created_at: w.nowIso, updated_at: w.nowIso })
          .returningAll()
          .executeTakeFirstOrThrow();
        await w.redirects.release([url]);
        await w.prices.opened([{ productId: row.id, priceOre: row.price_incl_vat_ore }], w.nowIso);
        await w.changed({ action: 'product.create', entityType: 'product', entityId: row.id, before: null, after: auditView(row) });
        return { ok: true, id: row.id, changed: true };
      });
    },

    /** Saves the form; with `loaded` (what the editor showed), fields left as shown keep what changed meanwhile. */
    async update(id: number, typed: ProductDraft, actor: Actor, loaded: LoadedValues = { stock: null, priceOre: null, originalPriceOre: undefined }): Promise<SaveOutcome> {
      return catalogChange(actor, async (w): Promise<SaveOutcome> => {
        const { trx } = w;
        const before = await lockProduct(trx, id);
        if (!before) return { ok: false, reason: 'not_found' };
        const draft = keepConcurrentChanges(typed, loaded, { stock: before.stock, priceOre: before.price_incl_vat_ore, originalPriceOre: before.original_price_incl_vat_ore });
        // A variant lives at its parent's address with its own suffix; its category follows the parent's.
        const url = before.parent_id === null ? productUrl(await categoryUrlOf(trx, draft.categoryId), draft.slug) : before.url;
        const errors = await conflicts(trx, draft, url, id);
        // Its variants live at its address with their own suffix, so they move with it.
        const variants = url === before.url ? [] : await variantsFollowing(trx, id, before.url, url);
        if (variants === null) errors.slug = true;
        if (Object.keys(errors).length > 0 || variants === null) return { ok: false, reason: 'invalid', errors };
        const columns = columnsOf(draft, url);
        const differs = (Object.keys(columns) as (keyof typeof columns)[]).some((k) => before[k] !== columns[k]);
        if (!differs) return { ok: true, id, changed: false };
        const after = (await w.prices.updateProduct(id, columns, w.nowIso))!;
        if (after.url !== before.url) {
          for (const v of variants) await trx.updateTable('products').set({ url: v.to, updated_at: w.nowIso }).where('id', '=', v.id).execute();
          // The addresses they left keep leading to them (a 301), and an old address they take stops leading anywhere else.
          await w.redirects.release([after.url, ...variants.map((v) => v.to)]);
          await w.redirects.keep([{ oldUrl: before.url, target: { productId: id } }, ...variants.map((v) => ({ oldUrl: v.from, target: { productId: v.id } }))], w.nowIso);
        }
        await w.changed({ action: 'product.update', entityType: 'product', entityId: id, before: auditView(before), after: auditView(after) });
        return { ok: true, id, changed: true };
      });
    },

    /** A variant: a child product with one variant option, its own SKU, price and stock, the rest from its parent. */
    async addVariant(parentId: number, draft: VariantDraft, actor: Actor): Promise<VariantOutcome> {
      return catalogChange(actor, async (w): Promise<VariantOutcome> => {
        const { trx } = w;
        const parent = await lockProduct(trx, parentId);
        if (!parent) return { ok: false, reason: 'not_found' };
        if (parent.parent_id !== null) return { ok: false, reason: 'is_variant' };
        // A package is sold as one product: variants would take its place on the page.
        if (parent.is_package === 1) return { ok: false, reason: 'is_package' };
        const option = await trx.selectFrom('variant_attribute_options').select(['id', 'display_name', 'primary_color_id']).where('id', '=', draft.optionId).executeTakeFirst();
        const url = `${parent.url}-${slugFromName(draft.sku)}`;
        const [sku, taken] = await Promise.all([
          trx.selectFrom('products').select('id').where('sku', '=', draft.sku).executeTakeFirst(),
          trx.selectFrom('products').select('id').where('url', '=', url).executeTakeFirst(),
        ]);
        const errors: FieldErrors<VariantField> = {};
        if (!option) errors.option_id = true;
        if (sku || taken) errors.sku = true;
        if (option) {
          const same = await trx
            .selectFrom('products as v')
            .innerJoin('product_variant_options as pvo', 'pvo.product_id', 'v.id')
            .select('v.id')
            .where('v.parent_id', '=', parentId)
            .where('pvo.option_id', '=', option.id)
            .executeTakeFirst();
          if (same) errors.option_id = true;
        }
        if (Object.keys(errors).length > 0 || !option) return { ok: false, reason: 'invalid', errors };
        const row = await trx
          .insertInto('products')
          .values({
            parent_id: parentId, sku: draft.sku, name: `${parent.name} ${option.display_name}`, url, brand_id: parent.brand_id, category_id: parent.category_id,
            vat_class: parent.vat_class, price_incl_vat_ore: draft.priceOre, stock: draft.stock, allow_backorder: parent.allow_backorder,
            max_purchasable_quantity: parent.max_purchasable_quantity, status: 'active', description: parent.description, info_text: parent.info_text,
            primary_color_id: option.primary_color_id, buy_option: parent.buy_option, created_at: w.nowIso, updated_at: w.nowIso,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.insertInto('product_variant_options').values({ product_id: row.id, option_id: option.id }).execute();
        await w.redirects.release([url]);
        await w.prices.opened([{ productId: row.id, priceOre: row.price_incl_vat_ore }], w.nowIso);
        await w.changed({ action: 'product.variant_create', entityType: 'product', entityId: row.id, before: null, after: { ...auditView(row), option: option.display_name } });
        return { ok: true, id: row.id };
      });
    },

    /** Makes a product a package or a single product again (domain/product-parts.ts `packageFlagRefusal`). */
    async setPackage(id: number, wanted: boolean, actor: Actor): Promise<PartsOutcome<PackageFlagRefusal>> {
      return catalogChange(actor, async (w): Promise<PartsOutcome<PackageFlagRefusal>> => {
        const { trx } = w;
        const product = await lockProduct(trx, id);
        if (!product) return { ok: false, reason: 'not_found' };
        if ((product.is_package === 1) === wanted) return { ok: true, changed: false };
        const [variants, partOf, parts] = await Promise.all([
          hasVariants(trx, id),
          trx.selectFrom('package_items').select('package_product_id').where('part_product_id', '=', id).limit(1).executeTakeFirst(),
          trx.selectFrom('package_items').select((eb) => eb.fn.countAll<number>().as('n')).where('package_product_id', '=', id).executeTakeFirstOrThrow(),
        ]);
        const refusal = packageFlagRefusal({ parentId: product.parent_id, hasVariants: variants, isPartElsewhere: partOf !== undefined, partCount: Number(parts.n) }, wanted);
        if (refusal) return { ok: false, reason: refusal };
        await trx.updateTable('products').set({ is_package: wanted ? 1 : 0, updated_at: w.nowIso }).where('id', '=', id).execute();
        await w.changed({ action: wanted ? 'product.package_on' : 'product.package_off', entityType: 'product', entityId: id, before: { is_package: product.is_package }, after: { is_package: wanted ? 1 : 0 } });
        return { ok: true, changed: true };
      });
    },

    /** Adds a part (by its article number) to a package, `quantity` of it. */
    async addPart(id: number, sku: string, quantity: number, actor: Actor): Promise<PartsOutcome<PartRefusal>> {
      return catalogChange(actor, async (w): Promise<PartsOutcome<PartRefusal>> => {
        const { trx } = w;
        const product = await lockProduct(trx, id);
        if (!product) return { ok: false, reason: 'not_found' };
        const [candidate, parts] = await Promise.all([
          candidateBySku(trx, sku),
          trx.selectFrom('package_items').select('part_product_id').where('package_product_id', '=', id).execute(),
        ]);
        const refusal = partRefusal({ id, isPackage: product.is_package === 1 }, candidate, parts.map((p) => p.part_product_id));
        if (refusal || !candidate) return { ok: false, reason: refusal ?? 'part_unknown' };
        await trx.insertInto('package_items').values({ package_product_id: id, part_product_id: candidate.id, quantity }).execute();
        await w.changed({ action: 'product.part_add', entityType: 'product', entityId: id, before: null, after: { part_product_id: candidate.id, sku, quantity } });
        return { ok: true, changed: true };
      });
    },

    /** A part's new quantity, or (`quantity` null) its removal from the package. */
    async changePart(id: number, partId: number, quantity: number | null, actor: Actor): Promise<PartsOutcome<never>> {
      return catalogChange(actor, async (w): Promise<PartsOutcome<never>> => {
        const { trx } = w;
        const product = await lockProduct(trx, id);
        if (!product) return { ok: false, reason: 'not_found' };
        const part = await trx.selectFrom('package_items').selectAll().where('package_product_id', '=', id).where('part_product_id', '=', partId).executeTakeFirst();
        if (!part) return { ok: false, reason: 'not_found' };
        if (part.quantity === quantity) return { ok: true, changed: false };
        if (quantity === null) {
          await trx.deleteFrom('package_items').where('package_product_id', '=', id).where('part_product_id', '=', partId).execute();
        } else {
          await trx.updateTable('package_items').set({ quantity }).where('package_product_id', '=', id).where('part_product_id', '=', partId).execute();
        }
        await w.changed({ action: quantity === null ? 'product.part_remove' : 'product.part_quantity', entityType: 'product', entityId: id, before: part, after: quantity === null ? null : { ...part, quantity } });
        return { ok: true, changed: true };
      });
    },

    /** Offers a product (by its article number) with this one, last among its add-ons. */
    async addAddOn(id: number, sku: string, actor: Actor): Promise<PartsOutcome<AddOnRefusal>> {
      return catalogChange(actor, async (w): Promise<PartsOutcome<AddOnRefusal>> => {
        const { trx } = w;
        const product = await lockProduct(trx, id);
        if (!product) return { ok: false, reason: 'not_found' };
        const [candidate, ids] = await Promise.all([candidateBySku(trx, sku), addOnIdsOf(trx, id)]);
        const refusal = addOnRefusal({ id, parentId: product.parent_id }, candidate, ids);
        if (refusal || !candidate) return { ok: false, reason: refusal ?? 'add_on_unknown' };
        await trx.insertInto('product_add_ons').values({ product_id: id, add_on_product_id: candidate.id, position: ids.length }).execute();
        // Positions left uneven by earlier writers (the demo data, an import) become 0..n-1 again.
        await writeAddOnOrder(trx, id, [...ids, candidate.id]);
        await w.changed({ action: 'product.add_on_add', entityType: 'product', entityId: id, before: { add_ons: ids }, after: { add_ons: [...ids, candidate.id] } });
        return { ok: true, changed: true };
      });
    },

    /** Moves an add-on one step up or down, or removes it; the rest keep their order at positions 0..n-1. */
    async changeAddOn(id: number, addOnId: number, change: 'up' | 'down' | 'remove', actor: Actor): Promise<PartsOutcome<never>> {
      return catalogChange(actor, async (w): Promise<PartsOutcome<never>> => {
        const { trx } = w;
        // The product row's lock makes concurrent changes of its add-ons take turns (SQLite has one writer).
        const product = await lockProduct(trx, id);
        if (!product) return { ok: false, reason: 'not_found' };
        const ids = await addOnIdsOf(trx, id);
        if (!ids.includes(addOnId)) return { ok: false, reason: 'not_found' };
        const order = change === 'remove' ? ids.filter((x) => x !== addOnId) : movedOrder(ids, addOnId, change);
        if (change !== 'remove' && order.every((x, i) => x === ids[i])) return { ok: true, changed: false };
        if (change === 'remove') await trx.deleteFrom('product_add_ons').where('product_id', '=', id).where('add_on_product_id', '=', addOnId).execute();
        await writeAddOnOrder(trx, id, order);
        await w.changed({ action: change === 'remove' ? 'product.add_on_remove' : 'product.add_on_move', entityType: 'product', entityId: id, before: { add_ons: ids }, after: { add_ons: order } });
        return { ok: true, changed: true };
      });
    },

    /**
     * Deletes a variant nobody ordered, with everything that is only about it: images (and their uploaded files),
     * variant option, specifications, tags, price history, sales, add-on and package rows, cart lines, and its id in
     * member campaigns. The variant's row is locked first: an order taking its stock at the same moment either
     * committed before (its lines are seen and the deletion is refused) or finds the product gone and is refused.
     */
    async deleteVariant(id: number, actor: Actor): Promise<DeleteOutcome> {
      const outcome = await catalogChange(actor, async (w): Promise<DeleteOutcome & { files?: string[] }> => {
        const { trx } = w;
        const product = await lockProduct(trx, id);
        if (!product) return { ok: false, reason: 'not_found' };
        const [ordered, inPackage, inGiftCampaign] = await Promise.all([
          isOrdered(trx, id),
          trx.selectFrom('package_items').select('package_product_id').where('part_product_id', '=', id).limit(1).executeTakeFirst(),
          trx.selectFrom('gift_campaigns').select('id').where((eb) => eb.or([eb('trigger_product_id', '=', id), eb('gift_product_id', '=', id)])).limit(1).executeTakeFirst(),
        ]);
        const refusal = variantDeletionRefusal({ parentId: product.parent_id, ordered, inPackage: inPackage !== undefined, inGiftCampaign: inGiftCampaign !== undefined });
        if (refusal || product.parent_id === null) return { ok: false, reason: refusal ?? 'not_variant' };
        const images = await trx.selectFrom('product_images').select('path').where('product_id', '=', id).execute();
        await trx.deleteFrom('product_images').where('product_id', '=', id).execute();
        await trx.deleteFrom('product_variant_options').where('product_id', '=', id).execute();
        await trx.deleteFrom('product_specifications').where('product_id', '=', id).execute();
        await trx.deleteFrom('product_tags').where('product_id', '=', id).execute();
        await w.prices.forget(id);
        await trx.deleteFrom('product_price_schedules').where('product_id', '=', id).execute();
        await trx.deleteFrom('package_items').where('package_product_id', '=', id).execute();
        // Products offering it keep their other add-ons at positions 0..n-1.
        const offeredBy = await trx.selectFrom('product_add_ons').select('product_id').where('add_on_product_id', '=', id).execute();
        await trx.deleteFrom('product_add_ons').where((eb) => eb.or([eb('product_id', '=', id), eb('add_on_product_id', '=', id)])).execute();
        for (const { product_id } of offeredBy) await writeAddOnOrder(trx, product_id, await addOnIdsOf(trx, product_id));
        // Open carts lose the line (a cart with a line of a gone product already shows the rest only).
        await trx.deleteFrom('cart_lines').where((eb) => eb.or([eb('sold_product_id', '=', id), eb('variant_id', '=', id)])).execute();
        const campaigns = await trx.selectFrom('member_campaigns').select(['id', 'product_ids']).where('product_ids', 'like', `%${id}%`).execute();
        for (const campaign of campaigns) {
          const ids: unknown = JSON.parse(campaign.product_ids);
          if (!Array.isArray(ids) || !ids.includes(id)) continue;
          await trx.updateTable('member_campaigns').set({ product_ids: JSON.stringify(ids.filter((x) => x !== id)) }).where('id', '=', campaign.id).execute();
        }
        await trx.deleteFrom('products').where('id', '=', id).execute();
        await w.changed({ action: 'product.variant_delete', entityType: 'product', entityId: id, before: auditView(product), after: null });
        return { ok: true, parentId: product.parent_id, files: images.map((i) => i.path) };
      });
      if (!outcome.ok) return outcome;
      for (const file of outcome.files ?? []) {
        // Only files this editor stored are deleted (the demo's images may be shared by several products).
        if (!file.startsWith(IMAGE_URL_PREFIX)) continue;
        await fs.rm(path.join(options.uploadsDir, IMAGE_DIR, path.basename(file)), { force: true }).catch((error: unknown) => options.log?.(`image file not removed: ${String(error)}`));
      }
      return { ok: true, parentId: outcome.parentId };
    },

    /** Stores a checked image (domain/product-image.ts) as the product's last one. */
    async addImage(productId: number, bytes: Buffer, info: ProductImageInfo, alt: string, actor: Actor): Promise<{ ok: true; id: number; path: string } | { ok: false }> {
      const exists = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
      if (!exists) return { ok: false };
      // Named by the shop, never by the uploader: a random name under a fixed directory.
      const fileName = `${productId}-${crypto.randomBytes(8).toString('hex')}.${PRODUCT_IMAGE_EXTENSIONS[info.type]}`;
      const dir = path.join(options.uploadsDir, IMAGE_DIR);
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, fileName);
      await fs.writeFile(file, bytes, { flag: 'wx' });
      try {
        return await catalogChange(actor, async (w) => {
          const { trx } = w;
          const product = await lockProduct(trx, productId);
          if (!product) throw new Error('gone');
          const last = await trx.selectFrom('product_images').select((eb) => eb.fn.max('position').as('max')).where('product_id', '=', productId).executeTakeFirst();
          const row = await trx
            .insertInto('product_images')
            .values({ product_id: productId, position: Number(last?.max ?? -1) + 1, path: IMAGE_URL_PREFIX + fileName, alt, width: info.width, height: info.height })
            .returningAll()
            .executeTakeFirstOrThrow();
          await w.changed({ action: 'product.image_add', entityType: 'product', entityId: productId, before: null, after: row });
          return { ok: true as const, id: row.id, path: row.path };
        });
      } catch (error) {
        await fs.rm(file, { force: true });
        if (error instanceof Error && error.message === 'gone') return { ok: false };
        throw error;
      }
    },

    /** Alt text, a move up or down, or removal of one of a product's images. */
    async changeImage(productId: number, imageId: number, change: { alt: string } | { move: 'up' | 'down' } | { remove: true }, actor: Actor): Promise<boolean> {
      const removed = await catalogChange(actor, async (w) => {
        const { trx } = w;
        const product = await lockProduct(trx, productId);
        if (!product) return null;
        const images = await trx.selectFrom('product_images').selectAll().where('product_id', '=', productId).orderBy('position').orderBy('id').execute();
        const index = images.findIndex((i) => i.id === imageId);
        if (index < 0) return null;
        const image = images[index]!;
        if ('alt' in change) {
          await trx.updateTable('product_images').set({ alt: change.alt }).where('id', '=', imageId).execute();
        } else if ('move' in change) {
          const other = images[change.move === 'up' ? index - 1 : index + 1];
          if (other) {
            const order = [...images];
            order.splice(index, 1);
            order.splice(images.indexOf(other), 0, image);
            for (const [position, img] of order.entries()) await trx.updateTable('product_images').set({ position }).where('id', '=', img.id).execute();
          }
        } else {
          await trx.deleteFrom('product_images').where('id', '=', imageId).execute();
        }
        const action = 'alt' in change ? 'product.image_alt' : 'move' in change ? 'product.image_move' : 'product.image_remove';
        await w.changed({ action, entityType: 'product', entityId: productId, before: image, after: 'remove' in change ? null : change });
        return 'remove' in change ? image.path : '';
      });
      if (removed === null) return false;
      // Only files this editor stored are deleted (the demo's images may be shared by several products).
      if (removed.startsWith(IMAGE_URL_PREFIX)) {
        await fs.rm(path.join(options.uploadsDir, IMAGE_DIR, path.basename(removed)), { force: true }).catch((error: unknown) => options.log?.(`image file not removed: ${String(error)}`));
      }
      return true;
    },

    /** Schedules a sale; one whose start has come starts at once. */
    async scheduleSale(productId: number, draft: SaleDraft, actor: Actor): Promise<SaleOutcome> {
      const nowIso = now().toISOString();
      const created = await catalogChange(actor, async ({ trx, noted }): Promise<SaleOutcome> => {
        const product = await lockProduct(trx, productId);
        if (!product) return { ok: false, reason: 'not_found' };
        if (draft.saleOre >= product.price_incl_vat_ore) return { ok: false, reason: 'sale_price' };
        const others = await trx.selectFrom('product_price_schedules').select(['starts_at', 'ends_at']).where('product_id', '=', productId).where('state', 'in', ['scheduled', 'running']).execute();
        if (others.some((o) => salesOverlap({ startsAt: o.starts_at, endsAt: o.ends_at }, draft))) return { ok: false, reason: 'overlap' };
        const row = await trx
          .insertInto('product_price_schedules')
          .values({ product_id: productId, sale_price_incl_vat_ore: draft.saleOre, starts_at: draft.startsAt, ends_at: draft.endsAt, created_at: nowIso })
          .returningAll()
          .executeTakeFirstOrThrow();
        await noted({ action: 'price_schedule.create', entityType: 'product', entityId: productId, before: null, after: row });
        return { ok: true, id: row.id, started: false };
      });
      if (!created.ok) return created;
      let started = false;
      if (draft.startsAt <= nowIso) started = await applySaleStep(created.id, nowIso);
      return { ...created, started };
    },

    /** Cancels a sale that has not started, or ends a running one now (its prices return). */
    async stopSale(productId: number, saleId: number, actor: Actor): Promise<boolean> {
      const nowIso = now().toISOString();
      const running = await catalogChange(actor, async ({ trx, noted }) => {
        const sale = await trx.selectFrom('product_price_schedules').selectAll().where('id', '=', saleId).where('product_id', '=', productId).executeTakeFirst();
        if (!sale || (sale.state !== 'scheduled' && sale.state !== 'running')) return null;
        if (sale.state === 'scheduled') {
          const done = await trx.updateTable('product_price_schedules').set({ state: 'cancelled', ended_at: nowIso }).where('id', '=', saleId).where('state', '=', 'scheduled').executeTakeFirst();
          if (Number(done.numUpdatedRows) !== 1) return null;
          await noted({ action: 'price_schedule.cancel', entityType: 'product', entityId: productId, before: sale, after: { state: 'cancelled' } });
          return false;
        }
        await trx.updateTable('product_price_schedules').set({ ends_at: nowIso }).where('id', '=', saleId).where('state', '=', 'running').execute();
        await noted({ action: 'price_schedule.stop', entityType: 'product', entityId: productId, before: sale, after: { ends_at: nowIso } });
        return true;
      });
      if (running === null) return false;
      if (running) await applySaleStep(saleId, nowIso);
      return true;
    },
  };
}

export type ProductAdmin = ReturnType<typeof createProductAdmin>;

/** How often due sale starts and ends are applied: a sale starts at most this late, in any process. */
const SALE_SCHEDULER_EVERY_MS = 15_000;

/**
 * The in-process scheduler of sale prices: every process runs it; each step is a conditional state change in its own
 * transaction, so two processes (or a run and an admin's save) never apply one twice.
 */
export function createSaleScheduler(admin: ProductAdmin, options: { log?: (message: string) => void }) {
  return createPeriodicTask(
    async () => {
      const applied = await admin.applyDueSales();
      if (applied > 0) options.log?.(`applied ${applied} scheduled sale price step(s)`);
      return applied;
    },
    { everyMs: SALE_SCHEDULER_EVERY_MS, onError: (error) => options.log?.(`sale price scheduler failed: ${String(error)}`) },
  );
}
