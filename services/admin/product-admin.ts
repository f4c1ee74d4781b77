import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductsTable } from '../../db/schema';
import { dueSaleStep, pricesAtSaleEnd, pricesAtSaleStart, type ShownPrices } from '../../domain/price-change';
import {
  keepConcurrentChanges, parseLoadedValues, PRODUCT_PAGE_SIZE, productUrl, salesOverlap, slugFromName, type FieldErrors, type ProductDraft, type ProductField, type ProductForm,
  type ProductListQuery, type SaleField, type SaleForm, validateProductForm, validateSaleForm, validateVariantForm, type VariantField, type VariantForm,
} from '../../domain/product-editor';
import { normaliseAltText, PRODUCT_IMAGE_EXTENSIONS, type ProductImageInfo } from '../../domain/product-image';
import {
  addOnRefusal, type AddOnRefusal, packageFlagRefusal, type PackageFlagRefusal, parsePartQuantity, parseSku, partRefusal, type PartRefusal,
  variantDeletionRefusal, type VariantDeletionRefusal,
} from '../../domain/product-parts';
import { movedOrder } from '../../domain/moved-order';
import { createPeriodicTask } from '../periodic-task';
import { createPriceRepository } from '../../db/repositories/price-repository';
import { createPriceScheduleRepository } from '../../db/repositories/price-schedule-repository';
import { createProductEditorRepository } from '../../db/repositories/product-editor-repository';
import { createProductWriteRepository, type ProductWriteRepository, type StoredProduct } from '../../db/repositories/product-write-repository';
import type { Actor } from './audit-log';
import type { CatalogChange } from './catalog-change';

type ProductRow = Selectable<ProductsTable>;

/** Where uploaded product images live under DATA_DIR/uploads, and the address the shop serves them at. */
const IMAGE_DIR = 'products/admin';
const IMAGE_URL_PREFIX = `/assets/uploads/${IMAGE_DIR}/`;

/** What the editor showed of the values others may change meanwhile (domain/product-editor.ts `parseLoadedValues`). */
type LoadedForm = Parameters<typeof parseLoadedValues>[0];

export type SaveOutcome = { ok: true; id: number; changed: boolean } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'invalid'; errors: FieldErrors<ProductField> };
export type VariantOutcome = { ok: true; id: number } | { ok: false; reason: 'not_found' | 'is_variant' | 'is_package' } | { ok: false; reason: 'invalid'; errors: FieldErrors<VariantField> };
export type SaleOutcome =
  | { ok: true; id: number; started: boolean }
  | { ok: false; reason: 'not_found' | 'overlap' | 'sale_price' }
  | { ok: false; reason: 'invalid'; errors: FieldErrors<SaleField> };
/** A typed part or add-on that is not one: the fields found wrong, named as the editor's form names them. */
export type TypedRefusal = { ok: false; reason: 'invalid'; errors: Partial<Record<'part_sku' | 'part_quantity' | 'add_on_sku', true>> };
/** What an image's change came to: done, an alt text that is not one, or no such product or image. */
export type ImageChangeOutcome = { ok: true } | { ok: false; reason: 'not_found' | 'alt' };
/** An image's change as the editor's form posts it: a removal, a move, or else a new alt text. */
export interface ImageChangeForm { alt?: string; move?: 'up' | 'down'; remove?: '1' }
/** A change of a package's parts or a product's add-ons: `changed` false when it was so already. */
export type PartsOutcome<R extends string> = { ok: true; changed: boolean } | { ok: false; reason: 'not_found' | R };
/** Who the audit log names for a sale's start and end. */
const SALE_SCHEDULER: Actor = { staffId: null, email: 'schemaläggaren' };

export type DeleteOutcome = { ok: true; parentId: number } | { ok: false; reason: 'not_found' | VariantDeletionRefusal };

/** The columns the audit entry keeps of a product (the description is long and says little about a change). */
function auditView(row: ProductRow & { isPackage?: boolean }) {
  const { description: _description, created_at: _created, updated_at: _updated, isPackage: _isPackage, ...rest } = row;
  return rest;
}

function shownPrices(row: StoredProduct): ShownPrices {
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
  const reads = createProductEditorRepository(db);

  /** Field errors a draft has against the database: unknown brand, category or VAT class, a taken SKU or address. */
  async function conflicts(products: ProductWriteRepository, draft: ProductDraft, url: string, selfId: number | null): Promise<FieldErrors<ProductField>> {
    const clashes = await products.draftClashes(draft, url, selfId);
    const errors: FieldErrors<ProductField> = {};
    if (clashes.unknownBrand) errors.brand_id = true;
    if (clashes.unknownCategory) errors.category_id = true;
    if (clashes.unknownVatClass) errors.vat_class = true;
    if (clashes.skuTaken) errors.sku = true;
    if (clashes.urlTaken) errors.slug = true;
    return errors;
  }

  /**
   * A parent's variants with their address after the parent's moved from `from` to `to` (locked on PostgreSQL), or
   * null when one of those addresses is already a page's.
   */
  async function variantsFollowing(products: ProductWriteRepository, parentId: number, from: string, to: string): Promise<{ id: number; from: string; to: string }[] | null> {
    const rows = await products.lockVariants(parentId);
    const moves = rows.filter((v) => v.url.startsWith(`${from}-`)).map((v) => ({ id: v.id, from: v.url, to: `${to}${v.url.slice(from.length)}` }));
    if (moves.length === 0) return moves;
    return (await products.anyUrlTaken(moves.map((m) => m.to))) ? null : moves;
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

  /** One step of one sale, in its own transaction: the conditional state change makes it happen once, whoever runs it. */
  async function applySaleStep(saleId: number, nowIso: string): Promise<boolean> {
    return catalogChange(SALE_SCHEDULER, async (w) => {
      const sale = await w.sales.byId(saleId);
      if (!sale) return false;
      const step = dueSaleStep({ state: sale.state, startsAt: sale.starts_at, endsAt: sale.ends_at }, nowIso);
      if (step === null) return false;
      const [from, to] = step === 'start' ? (['scheduled', 'running'] as const) : step === 'lapse' ? (['scheduled', 'ended'] as const) : (['running', 'ended'] as const);
      const flipped = await w.sales.flip(saleId, from, to, nowIso);
      // Another process took this step first.
      if (!flipped || step === 'lapse') return flipped;
      const product = await w.products.lock(sale.product_id);
      if (!product) return true;
      const before = shownPrices(product);
      const after =
        step === 'start'
          ? pricesAtSaleStart(before, sale.sale_price_incl_vat_ore)
          : sale.price_before_incl_vat_ore === null
            ? null
            : pricesAtSaleEnd(before, { saleOre: sale.sale_price_incl_vat_ore, before: { priceOre: sale.price_before_incl_vat_ore, originalOre: sale.original_before_incl_vat_ore } });
      if (step === 'start' && after) {
        await w.sales.rememberPricesBefore(saleId, before);
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
    const due = await createPriceScheduleRepository(db).dueIds(nowIso, 500);
    let applied = 0;
    for (const id of due) {
      // A sale both started and ended since the last run takes both steps, in order.
      while (await applySaleStep(id, nowIso)) applied++;
    }
    return applied;
  }

  return {
    applyDueSales,

    async list(query: ProductListQuery) {
      const { rows, total } = await reads.list({ ...query, limit: PRODUCT_PAGE_SIZE, offset: (query.page - 1) * PRODUCT_PAGE_SIZE });
      return { rows, total, pages: Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE)) };
    },

    /** What the editor's choices offer: brands, categories (with their address), VAT classes and variant options. */
    async choices() {
      const { brands, categories, vatRates, options } = await reads.choices();
      const seen = new Set<string>();
      return { brands, categories, vatClasses: vatRates.filter((v) => !seen.has(v.vat_class) && seen.add(v.vat_class)), options };
    },

    async get(id: number) {
      const product = await reads.product(id);
      if (!product) return null;
      const [around, history, ordered] = await Promise.all([
        reads.surroundings(id, product.parent_id, product.category_id),
        createPriceRepository(db).recent(id, 10),
        product.parent_id === null ? Promise.resolve(false) : createProductWriteRepository(db).isOrdered(id),
      ]);
      const { categoryUrl, ...shown } = around;
      const prefix = `${categoryUrl.replace(/\/+$/, '')}/`;
      const slug = product.url.startsWith(prefix) ? product.url.slice(prefix.length) : slugFromName(product.url);
      return { product, slug, ...shown, history, ordered };
    },

    async create(form: ProductForm, actor: Actor): Promise<SaveOutcome> {
      const checked = validateProductForm(form);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const { draft } = checked;
      return catalogChange(actor, async (w): Promise<SaveOutcome> => {
        const url = productUrl(await w.products.categoryUrl(draft.categoryId), draft.slug);
        const errors = await conflicts(w.products, draft, url, null);
        if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
        const row = await w.products.insert({ ...columnsOf(draft, url), parent_id: null, created_at: w.nowIso, updated_at: w.nowIso });
        await w.redirects.release([url]);
        await w.prices.opened([{ productId: row.id, priceOre: row.price_incl_vat_ore }], w.nowIso);
        await w.changed({ action: 'product.create', entityType: 'product', entityId: row.id, before: null, after: auditView(row) });
        return { ok: true, id: row.id, changed: true };
      });
    },

    /** Saves the form; with its `loaded_` fields (what the editor showed), fields left as shown keep what changed meanwhile. */
    async update(id: number, form: ProductForm & LoadedForm, actor: Actor): Promise<SaveOutcome> {
      const checked = validateProductForm(form);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const typed = checked.draft;
      const loaded = parseLoadedValues(form);
      return catalogChange(actor, async (w): Promise<SaveOutcome> => {
        const before = await w.products.lock(id);
        if (!before) return { ok: false, reason: 'not_found' };
        const draft = keepConcurrentChanges(typed, loaded, { stock: before.stock, priceOre: before.price_incl_vat_ore, originalPriceOre: before.original_price_incl_vat_ore });
        // A variant lives at its parent's address with its own suffix; its category follows the parent's.
        const url = before.parent_id === null ? productUrl(await w.products.categoryUrl(draft.categoryId), draft.slug) : before.url;
        const errors = await conflicts(w.products, draft, url, id);
        // Its variants live at its address with their own suffix, so they move with it.
        const variants = url === before.url ? [] : await variantsFollowing(w.products, id, before.url, url);
        if (variants === null) errors.slug = true;
        if (Object.keys(errors).length > 0 || variants === null) return { ok: false, reason: 'invalid', errors };
        const columns = columnsOf(draft, url);
        const differs = (Object.keys(columns) as (keyof typeof columns)[]).some((k) => before[k] !== columns[k]);
        if (!differs) return { ok: true, id, changed: false };
        const after = (await w.prices.updateProduct(id, columns, w.nowIso))!;
        if (after.url !== before.url) {
          for (const v of variants) await w.products.moveUrl(v.id, v.to, w.nowIso);
          // The addresses they left keep leading to them (a 301), and an old address they take stops leading anywhere else.
          await w.redirects.release([after.url, ...variants.map((v) => v.to)]);
          await w.redirects.keep([{ oldUrl: before.url, target: { productId: id } }, ...variants.map((v) => ({ oldUrl: v.from, target: { productId: v.id } }))], w.nowIso);
        }
        await w.changed({ action: 'product.update', entityType: 'product', entityId: id, before: auditView(before), after: auditView(after) });
        return { ok: true, id, changed: true };
      });
    },

    /** A variant: a child product with one variant option, its own SKU, price and stock, the rest from its parent. */
    async addVariant(parentId: number, form: VariantForm, actor: Actor): Promise<VariantOutcome> {
      const checked = validateVariantForm(form);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const { draft } = checked;
      return catalogChange(actor, async (w): Promise<VariantOutcome> => {
        const parent = await w.products.lock(parentId);
        if (!parent) return { ok: false, reason: 'not_found' };
        if (parent.parent_id !== null) return { ok: false, reason: 'is_variant' };
        // A package is sold as one product: variants would take its place on the page.
        if (parent.isPackage) return { ok: false, reason: 'is_package' };
        const option = await w.products.variantOption(draft.optionId);
        const url = `${parent.url}-${slugFromName(draft.sku)}`;
        const errors: FieldErrors<VariantField> = {};
        if (!option) errors.option_id = true;
        if (await w.products.skuOrUrlTaken(draft.sku, url)) errors.sku = true;
        if (option && (await w.products.hasVariantWithOption(parentId, option.id))) errors.option_id = true;
        if (Object.keys(errors).length > 0 || !option) return { ok: false, reason: 'invalid', errors };
        const row = await w.products.insert({
            parent_id: parentId, sku: draft.sku, name: `${parent.name} ${option.display_name}`, url, brand_id: parent.brand_id, category_id: parent.category_id,
            vat_class: parent.vat_class, price_incl_vat_ore: draft.priceOre, stock: draft.stock, allow_backorder: parent.allow_backorder,
            max_purchasable_quantity: parent.max_purchasable_quantity, status: 'active', description: parent.description, info_text: parent.info_text,
          primary_color_id: option.primary_color_id, buy_option: parent.buy_option, created_at: w.nowIso, updated_at: w.nowIso,
        });
        await w.products.setVariantOption(row.id, option.id);
        await w.redirects.release([url]);
        await w.prices.opened([{ productId: row.id, priceOre: row.price_incl_vat_ore }], w.nowIso);
        await w.changed({ action: 'product.variant_create', entityType: 'product', entityId: row.id, before: null, after: { ...auditView(row), option: option.display_name } });
        return { ok: true, id: row.id };
      });
    },

    /** Makes a product a package or a single product again (domain/product-parts.ts `packageFlagRefusal`). */
    async setPackage(id: number, wanted: boolean, actor: Actor): Promise<PartsOutcome<PackageFlagRefusal>> {
      return catalogChange(actor, async (w): Promise<PartsOutcome<PackageFlagRefusal>> => {
        const product = await w.products.lock(id);
        if (!product) return { ok: false, reason: 'not_found' };
        if (product.isPackage === wanted) return { ok: true, changed: false };
        const [variants, isPartElsewhere, parts] = await Promise.all([w.products.hasVariants(id), w.products.isPart(id), w.products.partIds(id)]);
        const refusal = packageFlagRefusal({ parentId: product.parent_id, hasVariants: variants, isPartElsewhere, partCount: parts.length }, wanted);
        if (refusal) return { ok: false, reason: refusal };
        await w.products.setPackage(id, wanted, w.nowIso);
        await w.changed({ action: wanted ? 'product.package_on' : 'product.package_off', entityType: 'product', entityId: id, before: { is_package: product.is_package }, after: { is_package: wanted ? 1 : 0 } });
        return { ok: true, changed: true };
      });
    },

    /** Adds a part (by its article number) to a package, `quantity` of it. */
    async addPart(id: number, form: { sku: string; quantity: string }, actor: Actor): Promise<PartsOutcome<PartRefusal> | TypedRefusal> {
      const sku = parseSku(form.sku);
      // An empty quantity is one of the part.
      const quantity = parsePartQuantity(form.quantity === '' ? '1' : form.quantity);
      if (sku === null || quantity === null) return { ok: false, reason: 'invalid', errors: { ...(sku === null ? { part_sku: true } : {}), ...(quantity === null ? { part_quantity: true } : {}) } };
      return catalogChange(actor, async (w): Promise<PartsOutcome<PartRefusal>> => {
        const product = await w.products.lock(id);
        if (!product) return { ok: false, reason: 'not_found' };
        const [candidate, parts] = await Promise.all([w.products.candidateBySku(sku), w.products.partIds(id)]);
        const refusal = partRefusal({ id, isPackage: product.isPackage }, candidate, parts);
        if (refusal || !candidate) return { ok: false, reason: refusal ?? 'part_unknown' };
        await w.products.addPart(id, candidate.id, quantity);
        await w.changed({ action: 'product.part_add', entityType: 'product', entityId: id, before: null, after: { part_product_id: candidate.id, sku, quantity } });
        return { ok: true, changed: true };
      });
    },

    /** A part's new quantity, or (`quantity` null) its removal from the package. */
    async changePart(id: number, partId: number, form: { quantity: string; remove?: '1' }, actor: Actor): Promise<PartsOutcome<'part_quantity'>> {
      const quantity = form.remove ? null : parsePartQuantity(form.quantity);
      if (!form.remove && quantity === null) return { ok: false, reason: 'part_quantity' };
      return catalogChange(actor, async (w): Promise<PartsOutcome<'part_quantity'>> => {
        const product = await w.products.lock(id);
        if (!product) return { ok: false, reason: 'not_found' };
        const part = await w.products.part(id, partId);
        if (!part) return { ok: false, reason: 'not_found' };
        if (part.quantity === quantity) return { ok: true, changed: false };
        await w.products.setPartQuantity(id, partId, quantity);
        await w.changed({ action: quantity === null ? 'product.part_remove' : 'product.part_quantity', entityType: 'product', entityId: id, before: part, after: quantity === null ? null : { ...part, quantity } });
        return { ok: true, changed: true };
      });
    },

    /** Offers a product (by its article number) with this one, last among its add-ons. */
    async addAddOn(id: number, typedSku: string, actor: Actor): Promise<PartsOutcome<AddOnRefusal> | TypedRefusal> {
      const sku = parseSku(typedSku);
      if (sku === null) return { ok: false, reason: 'invalid', errors: { add_on_sku: true } };
      return catalogChange(actor, async (w): Promise<PartsOutcome<AddOnRefusal>> => {
        const product = await w.products.lock(id);
        if (!product) return { ok: false, reason: 'not_found' };
        const [candidate, ids] = await Promise.all([w.products.candidateBySku(sku), w.products.addOnIds(id)]);
        const refusal = addOnRefusal({ id, parentId: product.parent_id }, candidate, ids);
        if (refusal || !candidate) return { ok: false, reason: refusal ?? 'add_on_unknown' };
        await w.products.addAddOn(id, candidate.id, ids.length);
        // Positions left uneven by earlier writers (the demo data, an import) become 0..n-1 again.
        await w.products.writeAddOnOrder(id, [...ids, candidate.id]);
        await w.changed({ action: 'product.add_on_add', entityType: 'product', entityId: id, before: { add_ons: ids }, after: { add_ons: [...ids, candidate.id] } });
        return { ok: true, changed: true };
      });
    },

    /** Moves an add-on one step up or down, or removes it; the rest keep their order at positions 0..n-1. */
    async changeAddOn(id: number, addOnId: number, change: 'up' | 'down' | 'remove', actor: Actor): Promise<PartsOutcome<never>> {
      return catalogChange(actor, async (w): Promise<PartsOutcome<never>> => {
        // The product row's lock makes concurrent changes of its add-ons take turns (SQLite has one writer).
        const product = await w.products.lock(id);
        if (!product) return { ok: false, reason: 'not_found' };
        const ids = await w.products.addOnIds(id);
        if (!ids.includes(addOnId)) return { ok: false, reason: 'not_found' };
        const order = change === 'remove' ? ids.filter((x) => x !== addOnId) : movedOrder(ids, addOnId, change);
        if (change !== 'remove' && order.every((x, i) => x === ids[i])) return { ok: true, changed: false };
        if (change === 'remove') await w.products.removeAddOn(id, addOnId);
        await w.products.writeAddOnOrder(id, order);
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
        const product = await w.products.lock(id);
        if (!product) return { ok: false, reason: 'not_found' };
        const [ordered, inPackage, inGiftCampaign] = await Promise.all([w.products.isOrdered(id), w.products.isPart(id), w.products.inGiftCampaign(id)]);
        const refusal = variantDeletionRefusal({ parentId: product.parent_id, ordered, inPackage, inGiftCampaign });
        if (refusal || product.parent_id === null) return { ok: false, reason: refusal ?? 'not_variant' };
        const files = await w.products.deleteOwnRows(id);
        await w.prices.forget(id);
        await w.products.deleteWithReferences(id);
        await w.changed({ action: 'product.variant_delete', entityType: 'product', entityId: id, before: auditView(product), after: null });
        return { ok: true, parentId: product.parent_id, files };
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
      if (!(await createProductWriteRepository(db).exists(productId))) return { ok: false };
      // Named by the shop, never by the uploader: a random name under a fixed directory.
      const fileName = `${productId}-${crypto.randomBytes(8).toString('hex')}.${PRODUCT_IMAGE_EXTENSIONS[info.type]}`;
      const dir = path.join(options.uploadsDir, IMAGE_DIR);
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, fileName);
      await fs.writeFile(file, bytes, { flag: 'wx' });
      try {
        return await catalogChange(actor, async (w) => {
          const product = await w.products.lock(productId);
          if (!product) throw new Error('gone');
          const row = await w.products.appendImage({ product_id: productId, path: IMAGE_URL_PREFIX + fileName, alt, width: info.width, height: info.height });
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
    async changeImage(productId: number, imageId: number, form: ImageChangeForm, actor: Actor): Promise<ImageChangeOutcome> {
      const alt = form.remove || form.move ? '' : normaliseAltText(form.alt ?? '');
      if (alt === null) return { ok: false, reason: 'alt' };
      const change: { alt: string } | { move: 'up' | 'down' } | { remove: true } = form.remove ? { remove: true } : form.move ? { move: form.move } : { alt };
      const removed = await catalogChange(actor, async (w) => {
        const product = await w.products.lock(productId);
        if (!product) return null;
        const images = await w.products.images(productId);
        const index = images.findIndex((i) => i.id === imageId);
        if (index < 0) return null;
        const image = images[index]!;
        if ('alt' in change) {
          await w.products.setImageAlt(imageId, change.alt);
        } else if ('move' in change) {
          const other = images[change.move === 'up' ? index - 1 : index + 1];
          if (other) {
            const order = [...images];
            order.splice(index, 1);
            order.splice(images.indexOf(other), 0, image);
            await w.products.writeImageOrder(order.map((img) => img.id));
          }
        } else {
          await w.products.deleteImage(imageId);
        }
        const action = 'alt' in change ? 'product.image_alt' : 'move' in change ? 'product.image_move' : 'product.image_remove';
        await w.changed({ action, entityType: 'product', entityId: productId, before: image, after: 'remove' in change ? null : change });
        return 'remove' in change ? image.path : '';
      });
      if (removed === null) return { ok: false, reason: 'not_found' };
      // Only files this editor stored are deleted (the demo's images may be shared by several products).
      if (removed.startsWith(IMAGE_URL_PREFIX)) {
        await fs.rm(path.join(options.uploadsDir, IMAGE_DIR, path.basename(removed)), { force: true }).catch((error: unknown) => options.log?.(`image file not removed: ${String(error)}`));
      }
      return { ok: true };
    },

    /** Schedules a sale, checked against the product's price now; one whose start has come starts at once. */
    async scheduleSale(productId: number, form: SaleForm, actor: Actor): Promise<SaleOutcome> {
      const nowIso = now().toISOString();
      const created = await catalogChange(actor, async ({ products, sales, noted }): Promise<SaleOutcome & { startsAt?: string }> => {
        const product = await products.lock(productId);
        if (!product) return { ok: false, reason: 'not_found' };
        const checked = validateSaleForm(form, { currentPriceOre: product.price_incl_vat_ore, nowIso });
        if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
        const { draft } = checked;
        if (draft.saleOre >= product.price_incl_vat_ore) return { ok: false, reason: 'sale_price' };
        const others = await sales.activePeriods(productId);
        if (others.some((o) => salesOverlap(o, draft))) return { ok: false, reason: 'overlap' };
        const row = await sales.create({ productId, ...draft }, nowIso);
        await noted({ action: 'price_schedule.create', entityType: 'product', entityId: productId, before: null, after: row });
        return { ok: true, id: row.id, started: false, startsAt: draft.startsAt };
      });
      if (!created.ok) return created;
      const started = created.startsAt! <= nowIso && (await applySaleStep(created.id, nowIso));
      return { ok: true, id: created.id, started };
    },

    /** Cancels a sale that has not started, or ends a running one now (its prices return). */
    async stopSale(productId: number, saleId: number, actor: Actor): Promise<boolean> {
      const nowIso = now().toISOString();
      const running = await catalogChange(actor, async ({ sales, noted }) => {
        const sale = await sales.ofProduct(productId, saleId);
        if (!sale || (sale.state !== 'scheduled' && sale.state !== 'running')) return null;
        if (sale.state === 'scheduled') {
          if (!(await sales.flip(saleId, 'scheduled', 'cancelled', nowIso))) return null;
          await noted({ action: 'price_schedule.cancel', entityType: 'product', entityId: productId, before: sale, after: { state: 'cancelled' } });
          return false;
        }
        await sales.endNow(saleId, nowIso);
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
