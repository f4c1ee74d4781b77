/**
 * Rules of the back office's product editor (issue 18): what a product form, a variant, a sale and an image must be
 * before anything is written. Every field arrives as typed text; amounts are kronor typed by a person
 * ('1 299,50', '1299.50') and become öre here or are refused.
 */
import { isValidGtin } from './feeds/gtin';
import { parsePriceInput, type Ore } from './money';
import { typedSearchText } from './text-input';

export const PRODUCT_STATUSES = ['active', 'hidden', 'discontinued'] as const;
export type ProductStatusChoice = (typeof PRODUCT_STATUSES)[number];

/** Above any price the shop sells at, and far inside PostgreSQL's int4 (öre). */
export const MAX_PRICE_ORE = 1_000_000_000;
export const MAX_STOCK = 1_000_000;
export const PRODUCT_PAGE_SIZE = 25;

export interface ProductForm {
  name: string; sku: string; slug: string; brand_id: string; category_id: string; vat_class: string;
  description: string; info_text: string; seo_title: string; seo_description: string; gtin: string; mpn: string;
  price: string; original_price: string; member_price: string; stock: string; allow_backorder: boolean;
  max_per_customer: string; buy_option: boolean; status: string;
}

export interface ProductDraft {
  name: string; sku: string; slug: string; brandId: number; categoryId: number; vatClass: string;
  description: string; infoText: string; seoTitle: string; seoDescription: string; gtin: string | null; mpn: string | null;
  priceOre: Ore; originalPriceOre: Ore | null; memberPriceOre: Ore | null; stock: number; allowBackorder: boolean;
  maxPerCustomer: number | null; buyOption: boolean; status: ProductStatusChoice;
}

export type ProductField = keyof ProductForm;
export type FieldErrors<F extends string> = Partial<Record<F, true>>;

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const WHOLE = /^\d{1,9}$/;

/** A price in kronor as typed, in öre; null for anything else (a negative, three decimals, '1.299,50', letters). */
export function parseKronor(text: string): Ore | null {
  const ore = parsePriceInput(text.trim());
  return ore === null || ore > MAX_PRICE_ORE ? null : ore;
}

function wholeNumber(text: string, max: number): number | null {
  const t = text.trim();
  if (!WHOLE.test(t)) return null;
  const n = Number(t);
  return n <= max ? n : null;
}

function rowId(text: string): number | null {
  const n = wholeNumber(text, 2_147_483_647);
  return n !== null && n > 0 ? n : null;
}

/** A product's address segment from its name: lower case ASCII, å/ä to a, ö to o, anything else a dash. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/é/g, 'e')
    .replace(/&/g, ' och ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** The product's address: its category's address and its own segment (as the demo catalog's products have). */
export function productUrl(categoryUrl: string, slug: string): string {
  return `${categoryUrl.replace(/\/+$/, '')}/${slug}`;
}

function optionalPrice(text: string, field: ProductField, errors: FieldErrors<ProductField>): Ore | null {
  if (text.trim() === '') return null;
  const ore = parseKronor(text);
  if (ore === null) errors[field] = true;
  return ore;
}

/** The form checked field by field: a draft to save, or every field that is wrong. */
export function validateProductForm(form: ProductForm): { ok: true; draft: ProductDraft } | { ok: false; errors: FieldErrors<ProductField> } {
  const errors: FieldErrors<ProductField> = {};
  const name = form.name.trim();
  if (name === '' || name.length > 200) errors.name = true;
  const sku = form.sku.trim();
  if (!SKU.test(sku)) errors.sku = true;
  const slug = (form.slug.trim() === '' ? slugFromName(name) : form.slug.trim()).toLowerCase();
  if (!SLUG.test(slug) || slug.length > 120) errors.slug = true;
  const brandId = rowId(form.brand_id);
  if (brandId === null) errors.brand_id = true;
  const categoryId = rowId(form.category_id);
  if (categoryId === null) errors.category_id = true;
  const vatClass = form.vat_class.trim();
  if (!/^[a-z_]{1,30}$/.test(vatClass)) errors.vat_class = true;
  if (form.description.length > 50_000) errors.description = true;
  if (form.info_text.length > 2_000) errors.info_text = true;
  if (form.seo_title.trim().length > 70) errors.seo_title = true;
  if (form.seo_description.trim().length > 320) errors.seo_description = true;
  const gtin = form.gtin.replace(/\s/g, '');
  if (gtin !== '' && !isValidGtin(gtin)) errors.gtin = true;
  const mpn = form.mpn.trim();
  if (mpn.length > 70) errors.mpn = true;
  const priceOre = parseKronor(form.price);
  if (priceOre === null) errors.price = true;
  const originalPriceOre = optionalPrice(form.original_price, 'original_price', errors);
  const memberPriceOre = optionalPrice(form.member_price, 'member_price', errors);
  // A member price above the ordinary one is no member price.
  if (memberPriceOre !== null && priceOre !== null && memberPriceOre > priceOre) errors.member_price = true;
  const stock = wholeNumber(form.stock === '' ? '0' : form.stock, MAX_STOCK);
  if (stock === null) errors.stock = true;
  let maxPerCustomer: number | null = null;
  if (form.max_per_customer.trim() !== '') {
    maxPerCustomer = wholeNumber(form.max_per_customer, 10_000);
    if (maxPerCustomer === null || maxPerCustomer < 1) errors.max_per_customer = true;
  }
  const status = PRODUCT_STATUSES.find((s) => s === form.status);
  if (!status) errors.status = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    draft: {
      name, sku, slug, brandId: brandId!, categoryId: categoryId!, vatClass, description: form.description, infoText: form.info_text.trim(),
      seoTitle: form.seo_title.trim(), seoDescription: form.seo_description.trim(), gtin: gtin === '' ? null : gtin, mpn: mpn === '' ? null : mpn,
      priceOre: priceOre!, originalPriceOre, memberPriceOre, stock: stock!, allowBackorder: form.allow_backorder, maxPerCustomer,
      buyOption: form.buy_option, status: status!,
    },
  };
}

export interface VariantForm { sku: string; option_id: string; price: string; stock: string }
export interface VariantDraft { sku: string; optionId: number; priceOre: Ore; stock: number }
export type VariantField = keyof VariantForm;

export function validateVariantForm(form: VariantForm): { ok: true; draft: VariantDraft } | { ok: false; errors: FieldErrors<VariantField> } {
  const errors: FieldErrors<VariantField> = {};
  const sku = form.sku.trim();
  if (!SKU.test(sku)) errors.sku = true;
  const optionId = rowId(form.option_id);
  if (optionId === null) errors.option_id = true;
  const priceOre = parseKronor(form.price);
  if (priceOre === null) errors.price = true;
  const stock = wholeNumber(form.stock === '' ? '0' : form.stock, MAX_STOCK);
  if (stock === null) errors.stock = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, draft: { sku, optionId: optionId!, priceOre: priceOre!, stock: stock! } };
}

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function stockholmOffsetMs(at: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Stockholm', timeZoneName: 'longOffset' }).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
}

/** A `datetime-local` value ('2026-11-28T09:00', Swedish time) as an instant; null when it is no such time. */
export function swedishLocalToIso(text: string): string | null {
  const m = LOCAL_MINUTE.exec(text.trim());
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== Number(m[2]) - 1 || check.getUTCDate() !== Number(m[3]) || Number(m[4]) > 23) return null;
  let at = asUtc - stockholmOffsetMs(asUtc);
  at = asUtc - stockholmOffsetMs(at);
  return new Date(at).toISOString();
}

/** An instant as a `datetime-local` value in Swedish time. */
export function isoToSwedishLocal(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .replace(' ', 'T');
}

export interface SaleForm { sale_price: string; starts_at: string; ends_at: string }
export interface SaleDraft { saleOre: Ore; startsAt: string; endsAt: string }
export type SaleField = keyof SaleForm;

/**
 * A scheduled sale: a price below today's, a start (now or later: an empty start is now) and an end after both the
 * start and now. At most a year long: a 'sale' that never ends is a new price, set in the form itself.
 */
export function validateSaleForm(form: SaleForm, context: { currentPriceOre: Ore; nowIso: string }): { ok: true; draft: SaleDraft } | { ok: false; errors: FieldErrors<SaleField> } {
  const errors: FieldErrors<SaleField> = {};
  const saleOre = parseKronor(form.sale_price);
  if (saleOre === null || saleOre >= context.currentPriceOre) errors.sale_price = true;
  const startsAt = form.starts_at.trim() === '' ? context.nowIso : swedishLocalToIso(form.starts_at);
  if (startsAt === null) errors.starts_at = true;
  const endsAt = swedishLocalToIso(form.ends_at);
  const start = startsAt === null ? Date.parse(context.nowIso) : Math.max(Date.parse(startsAt), Date.parse(context.nowIso));
  if (endsAt === null || Date.parse(endsAt) <= start || Date.parse(endsAt) - start > 366 * 86_400_000) errors.ends_at = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, draft: { saleOre: saleOre!, startsAt: startsAt!, endsAt: endsAt! } };
}

/** Whether two sales of one product overlap in time (a product has one sale price at a time). */
export function salesOverlap(a: { startsAt: string; endsAt: string }, b: { startsAt: string; endsAt: string }): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

export interface ProductListQuery {
  search: string;
  categoryId: number | null;
  brandId: number | null;
  status: ProductStatusChoice | null;
  page: number;
}

/** The product list's query from its address: anything unknown or malformed is left out, never an error. */
export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  const page = Number(params.get('sida'));
  const status = PRODUCT_STATUSES.find((s) => s === params.get('status')) ?? null;
  return {
    search: typedSearchText(params.get('q'), 100),
    categoryId: rowId(params.get('kategori') ?? ''),
    brandId: rowId(params.get('varumarke') ?? ''),
    status,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** An amount as the form shows it for editing ('1299', '1299,50'), which parseKronor reads back unchanged. */
export function kronorInput(ore: Ore | null): string {
  if (ore === null) return '';
  const kronor = Math.floor(ore / 100);
  const rest = ore % 100;
  return rest === 0 ? String(kronor) : `${kronor},${String(rest).padStart(2, '0')}`;
}

/** What the editor showed when it was opened (hidden fields of the form); absent for a caller that sends none. */
export interface LoadedValues {
  stock: number | null;
  priceOre: Ore | null;
  /** undefined: not sent; null: the list price was empty. */
  originalPriceOre: Ore | null | undefined;
}

/**
 * A saved form must not undo what happened while it was open: an order took stock, a sale started or ended. A field
 * still at the value the editor showed keeps what the product has now; a field the admin changed is set as typed.
 */
export function keepConcurrentChanges(draft: ProductDraft, loaded: LoadedValues, current: { stock: number; priceOre: Ore; originalPriceOre: Ore | null }): ProductDraft {
  return {
    ...draft,
    stock: loaded.stock !== null && draft.stock === loaded.stock ? current.stock : draft.stock,
    priceOre: loaded.priceOre !== null && draft.priceOre === loaded.priceOre ? current.priceOre : draft.priceOre,
    originalPriceOre: loaded.originalPriceOre !== undefined && draft.originalPriceOre === loaded.originalPriceOre ? current.originalPriceOre : draft.originalPriceOre,
  };
}

/** The form's hidden `loaded_*` fields, read leniently: anything unreadable counts as not sent. */
export function parseLoadedValues(form: { loaded_stock?: string; loaded_price?: string; loaded_original_price?: string }): LoadedValues {
  const stock = form.loaded_stock !== undefined && /^\d{1,9}$/.test(form.loaded_stock) ? Number(form.loaded_stock) : null;
  const priceOre = form.loaded_price === undefined ? null : parseKronor(form.loaded_price);
  const original = form.loaded_original_price;
  const originalPriceOre = original === undefined ? undefined : original.trim() === '' ? null : (parseKronor(original) ?? undefined);
  return { stock, priceOre, originalPriceOre };
}
