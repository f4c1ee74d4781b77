/**
 * The two catalog files of the back office's CSV import and export (issue 18) and the rules an imported line must
 * meet: a products file (every column the shop keeps per product that a spreadsheet can hold) and a lean prices and
 * stock file. The header row names the columns, in any order; the file's kind follows from them. A prices file may
 * leave out any of its columns but the article number (issue 30): what it leaves out stays as it is. A file is checked
 * as a whole against the catalog as it is (planCsvImport) before anything is written: any bad line, and nothing is.
 */
import { hasForbiddenCharacters } from './text-input';
import { isValidGtin } from './feeds/gtin';
import { CSV_SEPARATORS, formatCsvKronor, parseCsvKronor, unguardCell, type CsvRecord, type CsvSeparator, type CsvSyntaxError } from './csv-format';
import type { Ore } from './money';

export type CsvKind = 'products' | 'prices';

export type CsvField =
  | 'sku' | 'name' | 'url' | 'brand' | 'category' | 'vatClass' | 'price' | 'originalPrice' | 'memberPrice' | 'stock'
  | 'status' | 'buyOption' | 'gtin' | 'mpn' | 'parentSku';

/** The header of each column, as the export writes it and the import reads it (case and spaces around ignored). */
export const CSV_HEADERS: Record<CsvField, string> = {
  sku: 'Artikelnummer',
  name: 'Namn',
  url: 'Adress',
  brand: 'Varumärke',
  category: 'Kategori',
  vatClass: 'Momsklass',
  price: 'Pris',
  originalPrice: 'Ordinarie pris',
  memberPrice: 'Medlemspris',
  stock: 'Lager',
  status: 'Status',
  buyOption: 'Köpbar',
  gtin: 'GTIN',
  mpn: 'MPN',
  parentSku: 'Huvudartikel',
};

/**
 * Other headers owners write for a column, read as the export's own (CSV_HEADERS stays what the export writes). No
 * 'Kampanjpris': the shop has no campaign price of its own; a reduction is 'Pris' below 'Ordinarie pris'.
 */
export const CSV_HEADER_SYNONYMS: Partial<Record<CsvField, readonly string[]>> = {
  sku: ['Art.nr', 'Art nr', 'Artnr', 'Artikelnr', 'Artikelnr.', 'SKU'],
  name: ['Produktnamn', 'Benämning'],
  brand: ['Märke'],
  price: ['Pris (kr)', 'Pris inkl. moms', 'Försäljningspris'],
  originalPrice: ['Ordinarie pris (kr)', 'Listpris'],
  memberPrice: ['Medlemspris (kr)', 'Klubbpris'],
  stock: ['Lagersaldo', 'Saldo', 'Antal i lager', 'I lager'],
};

const FIELD_BY_HEADER: ReadonlyMap<string, CsvField> = new Map([
  ...(Object.entries(CSV_HEADERS) as [CsvField, string][]).map(([field, text]) => [normaliseHeader(text), field] as const),
  ...(Object.entries(CSV_HEADER_SYNONYMS) as [CsvField, readonly string[]][]).flatMap(([field, texts]) => texts.map((text) => [normaliseHeader(text), field] as const)),
]);

export const CSV_COLUMNS: Record<CsvKind, readonly CsvField[]> = {
  products: ['sku', 'name', 'url', 'brand', 'category', 'vatClass', 'price', 'originalPrice', 'memberPrice', 'stock', 'status', 'buyOption', 'gtin', 'mpn', 'parentSku'],
  prices: ['sku', 'price', 'originalPrice', 'memberPrice', 'stock'],
};

export type ProductStatusCode = 'active' | 'hidden' | 'discontinued';

/** Status as the file writes it; the import takes these words or the codes themselves. */
export const CSV_STATUS: Record<ProductStatusCode, string> = { active: 'aktiv', hidden: 'dold', discontinued: 'utgått' };
export const CSV_YES = 'ja';
export const CSV_NO = 'nej';

/** The largest file the import takes: a products file of the 100 000-product bench catalog is some 22 MB. */
export const MAX_CSV_BYTES = 40 * 1024 * 1024;
export const MAX_CSV_LINES = 200_000;
export const MAX_NAME_LENGTH = 200;
export const MAX_MPN_LENGTH = 70;
export const MAX_URL_LENGTH = 300;
export const MAX_STOCK = 1_000_000_000;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
const URL_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

export type CsvIssueCode =
  | CsvSyntaxError['kind']
  | 'too_large' | 'too_many_lines' | 'unknown_column' | 'missing_column' | 'duplicate_column' | 'nothing_to_change' | 'column_count' | 'wrong_separator'
  | 'required' | 'bad_sku' | 'duplicate_sku' | 'unknown_sku' | 'bad_money' | 'member_above_price' | 'bad_stock'
  | 'negative_stock' | 'unknown_brand' | 'unknown_category' | 'ambiguous_category' | 'unknown_vat_class' | 'bad_status'
  | 'bad_buy_option' | 'bad_gtin' | 'too_long' | 'bad_text' | 'bad_url' | 'url_taken' | 'unknown_parent'
  | 'parent_is_variant' | 'own_parent' | 'has_variants';

/** One problem of a file: its line (1 is the header; 0 for the file as a whole), the column, what is wrong. */
export interface CsvIssue {
  line: number;
  field: CsvField | null;
  code: CsvIssueCode;
  /** The cell or header as written, when showing it helps. */
  value?: string;
  /** A number the message needs: the line of the first duplicate, the expected column count, a length limit. */
  detail?: number | string;
}

/** The columns a prices file must have; the others it may leave out. */
const PRICES_REQUIRED: readonly CsvField[] = ['sku'];

/**
 * The file's kind and which field each column holds, from its header row; or what is wrong with the header. A header
 * cell that would be known columns split on another separator says so, naming that separator.
 */
export function readCsvHeader(header: CsvRecord): { ok: true; kind: CsvKind; fields: CsvField[] } | { ok: false; issues: CsvIssue[] } {
  const named = header.cells.map((cell) => FIELD_BY_HEADER.get(normaliseHeader(cell)));
  const productOnly = CSV_COLUMNS.products.filter((f) => !CSV_COLUMNS.prices.includes(f));
  const kind: CsvKind = named.some((field) => field !== undefined && productOnly.includes(field)) ? 'products' : 'prices';
  const issues: CsvIssue[] = [];
  const seen = new Set<CsvField>();
  header.cells.forEach((cell, i) => {
    const field = named[i];
    const otherSeparator = field === undefined ? separatorSplittingHeader(cell, header.cells.length === 1) : undefined;
    if (otherSeparator) issues.push({ line: header.line, field: null, code: 'wrong_separator', value: cell.trim(), detail: otherSeparator });
    else if (field === undefined || !CSV_COLUMNS[kind].includes(field)) issues.push({ line: header.line, field: null, code: 'unknown_column', value: cell.trim() });
    else if (seen.has(field)) issues.push({ line: header.line, field, code: 'duplicate_column', value: cell.trim() });
    else seen.add(field);
  });
  // A header read with the wrong separator has no columns to speak of: only that is worth saying.
  const misSeparated = issues.filter((issue) => issue.code === 'wrong_separator');
  if (misSeparated.length > 0) return { ok: false, issues: misSeparated };
  const required = kind === 'products' ? CSV_COLUMNS.products : PRICES_REQUIRED;
  for (const field of required) if (!seen.has(field)) issues.push({ line: header.line, field, code: 'missing_column', value: CSV_HEADERS[field] });
  if (issues.length === 0 && kind === 'prices' && seen.size === 1) issues.push({ line: header.line, field: null, code: 'nothing_to_change' });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, kind, fields: named as CsvField[] };
}

/**
 * The separator an unknown header cell holds where the file looks split on another one: the cell splits into known
 * columns on it (as 'Artikelnummer,Pris' does), or it is the header's only cell.
 */
function separatorSplittingHeader(cell: string, onlyCell: boolean): CsvSeparator | undefined {
  return CSV_SEPARATORS.find((s) => cell.includes(s) && (onlyCell || cell.split(s).every((part) => FIELD_BY_HEADER.has(normaliseHeader(part)))));
}

/** The separator that would split a one-cell line into the header's number of columns, if there is one. */
function separatorSplittingInto(cell: string, columns: number): CsvSeparator | undefined {
  return CSV_SEPARATORS.find((s) => cell.split(s).length === columns);
}

function normaliseHeader(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A product as the catalog holds it, in the terms of the file. */
export interface CsvProductState {
  sku: string;
  name: string;
  url: string;
  brandId: number;
  categoryId: number;
  vatClass: string;
  priceOre: Ore;
  originalPriceOre: Ore | null;
  memberPriceOre: Ore | null;
  stock: number;
  status: ProductStatusCode;
  buyOption: boolean;
  gtin: string | null;
  mpn: string | null;
  parentSku: string | null;
}

export interface CsvExistingProduct extends CsvProductState {
  id: number;
  hasVariants: boolean;
}

/** What an import is checked against: the catalog at the moment of the import. */
export interface CsvCatalogSnapshot {
  products: ReadonlyMap<string, CsvExistingProduct>;
  /** Brand ids by lower-case name. */
  brands: ReadonlyMap<string, number>;
  /** Category ids by address, and by lower-case name where that name is unique ('ambiguous' where it is not). */
  categories: ReadonlyMap<string, number | 'ambiguous'>;
  categoryUrls: ReadonlyMap<number, string>;
  vatClasses: ReadonlySet<string>;
  /** The SKU of the product at each address. */
  productUrls: ReadonlyMap<string, string>;
}

export type CsvPriceChange = Pick<CsvProductState, 'priceOre' | 'originalPriceOre' | 'memberPriceOre' | 'stock'>;

export interface CsvImportPlan {
  kind: CsvKind;
  /** New products (products file only). */
  creates: CsvProductState[];
  /** Existing products with what changes: all of a products file's columns, or a prices file's. */
  updates: { id: number; before: CsvProductState; after: CsvProductState }[];
  unchanged: number;
}

/** A refusal keeps the first `maxIssues` problems (in line order) and counts them all. */
export type CsvPlanResult = { ok: true; plan: CsvImportPlan } | { ok: false; issues: CsvIssue[]; total: number };

const refusal = (issues: CsvIssue[]): CsvPlanResult => ({ ok: false, issues, total: issues.length });

/** Reads a file's records (header first) against the catalog: the writes it asks for, or the problems in it. */
export function planCsvImport(records: readonly CsvRecord[], snapshot: CsvCatalogSnapshot, limits: { maxLines: number; maxIssues: number }): CsvPlanResult {
  const [header, ...rows] = records;
  if (!header) return refusal([{ line: 0, field: null, code: 'empty' }]);
  const head = readCsvHeader(header);
  if (!head.ok) return refusal(head.issues);
  if (rows.length === 0) return refusal([{ line: 0, field: null, code: 'empty' }]);
  if (rows.length > limits.maxLines) return refusal([{ line: 0, field: null, code: 'too_many_lines', detail: limits.maxLines }]);

  const reading: PlanReading = {
    snapshot,
    kind: head.kind,
    fields: head.fields,
    issues: [],
    total: 0,
    maxIssues: limits.maxIssues,
    categoryUrls: new Set(snapshot.categoryUrls.values()),
    firstLineOfSku: new Map(),
    firstLineOfUrl: new Map(),
    parentInFile: new Map(),
  };
  const parsed: ParsedLine[] = [];
  for (const row of rows) {
    const line = readLine(reading, row);
    if (line) parsed.push(line);
  }
  if (head.kind === 'products') checkParents(reading, parsed);
  if (reading.total > 0) return { ok: false, issues: reading.issues.sort((a, b) => a.line - b.line), total: reading.total };
  return { ok: true, plan: planOf(head.kind, parsed) };
}

/** What reading a file's lines shares: the problems so far, and what earlier lines already claimed. */
interface PlanReading {
  snapshot: CsvCatalogSnapshot;
  kind: CsvKind;
  fields: readonly CsvField[];
  /** The first `maxIssues` problems; `total` counts them all. */
  issues: CsvIssue[];
  total: number;
  maxIssues: number;
  categoryUrls: ReadonlySet<string>;
  firstLineOfSku: Map<string, number>;
  firstLineOfUrl: Map<string, string>;
  /** Only the end state decides whether a parent is itself a variant: first the file's products, then the catalog. */
  parentInFile: Map<string, string | null>;
}

interface ParsedLine {
  line: number;
  state: CsvProductState;
  existing: CsvExistingProduct | undefined;
}

type CellIssue = (field: CsvField, code: CsvIssueCode, detail?: number | string) => void;

/** Each value is null where its cell is empty or has a problem (reported). */
interface NullablePrices {
  priceOre: Ore | null;
  originalPriceOre: Ore | null;
  memberPriceOre: Ore | null;
  stock: number | null;
}

function report(reading: PlanReading, issue: CsvIssue): void {
  reading.total += 1;
  if (reading.issues.length < reading.maxIssues) reading.issues.push(issue);
}

/** One line's product as the file wants it; nothing where the line has a problem (reported). */
function readLine(reading: PlanReading, row: CsvRecord): ParsedLine | undefined {
  if (row.cells.length !== reading.fields.length) {
    const otherSeparator = row.cells.length === 1 ? separatorSplittingInto(row.cells[0]!, reading.fields.length) : undefined;
    if (otherSeparator) report(reading, { line: row.line, field: null, code: 'wrong_separator', value: row.cells[0]!, detail: otherSeparator });
    else report(reading, { line: row.line, field: null, code: 'column_count', value: String(row.cells.length), detail: reading.fields.length });
    return undefined;
  }
  const cells = {} as Record<CsvField, string>;
  reading.fields.forEach((field, i) => {
    cells[field] = unguardCell(row.cells[i]!.trim());
  });
  const before = reading.total;
  const issue: CellIssue = (field, code, detail) => report(reading, { line: row.line, field, code, value: cells[field], ...(detail === undefined ? {} : { detail }) });

  const sku = cells.sku;
  readSku(reading, sku, row.line, issue);
  const existing = reading.snapshot.products.get(sku);

  if (reading.kind === 'prices') {
    if (!existing) {
      if (SKU.test(sku)) issue('sku', 'unknown_sku');
      return undefined;
    }
    // A column the file leaves out keeps the product's value, checked with the ones it brings (a member price above a new price).
    const prices = readPrices({ ...cellsOf(existing), ...cells }, issue);
    if (reading.total !== before) return undefined;
    return { line: row.line, existing, state: { ...stateOf(existing), priceOre: prices.priceOre!, originalPriceOre: prices.originalPriceOre, memberPriceOre: prices.memberPriceOre, stock: prices.stock! } };
  }
  const prices = readPrices(cells, issue);
  const state = readProductCells(reading, cells, existing, prices, issue);
  return reading.total === before ? { line: row.line, existing, state } : undefined;
}

/** A product's price and stock cells as the export writes them. */
function cellsOf(product: CsvProductState): Pick<Record<CsvField, string>, 'price' | 'originalPrice' | 'memberPrice' | 'stock'> {
  return { price: formatCsvKronor(product.priceOre), originalPrice: formatCsvKronor(product.originalPriceOre), memberPrice: formatCsvKronor(product.memberPriceOre), stock: String(product.stock) };
}

function readSku(reading: PlanReading, sku: string, line: number, issue: CellIssue): void {
  if (sku === '') issue('sku', 'required');
  else if (!SKU.test(sku)) issue('sku', 'bad_sku');
  else if (reading.firstLineOfSku.has(sku)) issue('sku', 'duplicate_sku', reading.firstLineOfSku.get(sku));
  else reading.firstLineOfSku.set(sku, line);
}

function readPrices(cells: Record<CsvField, string>, issue: CellIssue): NullablePrices {
  const money = (field: 'price' | 'originalPrice' | 'memberPrice', required: boolean): Ore | null => {
    if (cells[field] === '') {
      if (required) issue(field, 'required');
      return null;
    }
    const ore = parseCsvKronor(cells[field]);
    if (ore === null) issue(field, 'bad_money');
    return ore;
  };
  const priceOre = money('price', true);
  const originalPriceOre = money('originalPrice', false);
  const memberPriceOre = money('memberPrice', false);
  if (priceOre !== null && memberPriceOre !== null && memberPriceOre > priceOre) issue('memberPrice', 'member_above_price');
  let stock: number | null = null;
  if (cells.stock === '') issue('stock', 'required');
  else if (/^-\d+$/.test(cells.stock)) issue('stock', 'negative_stock');
  else if (!/^\d{1,10}$/.test(cells.stock) || Number(cells.stock) > MAX_STOCK) issue('stock', 'bad_stock');
  else stock = Number(cells.stock);
  return { priceOre, originalPriceOre, memberPriceOre, stock };
}

/**
 * A products file's line as a product. Its values are only meaningful when the line reported nothing, which is
 * the only case the caller keeps it in.
 */
function readProductCells(
  reading: PlanReading,
  cells: Record<CsvField, string>,
  existing: CsvExistingProduct | undefined,
  prices: NullablePrices,
  issue: CellIssue,
): CsvProductState {
  const sku = cells.sku;
  const name = cells.name;
  if (name === '') issue('name', 'required');
  else if (hasForbiddenCharacters(name)) issue('name', 'bad_text');
  else if ([...name].length > MAX_NAME_LENGTH) issue('name', 'too_long', MAX_NAME_LENGTH);

  const { brandId, categoryId, vatClass } = readCatalogReferences(reading.snapshot, cells, issue);

  const statusText = cells.status.toLowerCase();
  const status = statusText === '' ? 'active' : (Object.keys(CSV_STATUS) as ProductStatusCode[]).find((code) => code === statusText || CSV_STATUS[code] === statusText);
  if (!status) issue('status', 'bad_status');

  const buyText = cells.buyOption.toLowerCase();
  const buyOption = buyText === '' || buyText === CSV_YES || buyText === '1' ? true : buyText === CSV_NO || buyText === '0' ? false : null;
  if (buyOption === null) issue('buyOption', 'bad_buy_option');

  const gtin = cells.gtin === '' ? null : cells.gtin;
  if (gtin !== null && !isValidGtin(gtin)) issue('gtin', 'bad_gtin');
  const mpn = cells.mpn === '' ? null : cells.mpn;
  if (mpn !== null && hasForbiddenCharacters(mpn)) issue('mpn', 'bad_text');
  else if (mpn !== null && [...mpn].length > MAX_MPN_LENGTH) issue('mpn', 'too_long', MAX_MPN_LENGTH);

  const url = readUrl(reading, cells, existing, categoryId, issue);

  const parentSku = cells.parentSku === '' ? null : cells.parentSku;
  if (parentSku !== null && parentSku === sku) issue('parentSku', 'own_parent');
  else if (parentSku !== null && existing?.hasVariants) issue('parentSku', 'has_variants');
  if (SKU.test(sku)) reading.parentInFile.set(sku, parentSku);

  return {
    sku, name, url, brandId: brandId!, categoryId: categoryId!, vatClass, priceOre: prices.priceOre!, originalPriceOre: prices.originalPriceOre,
    memberPriceOre: prices.memberPriceOre, stock: prices.stock!, status: status!, buyOption: buyOption!, gtin, mpn, parentSku,
  };
}

function readCatalogReferences(snapshot: CsvCatalogSnapshot, cells: Record<CsvField, string>, issue: CellIssue): { brandId: number | undefined; categoryId: number | undefined; vatClass: string } {
  let brandId: number | undefined;
  if (cells.brand === '') issue('brand', 'required');
  else if ((brandId = snapshot.brands.get(cells.brand.toLowerCase())) === undefined) issue('brand', 'unknown_brand');

  let categoryId: number | undefined;
  const category = cells.category === '' ? undefined : (snapshot.categories.get(cells.category) ?? snapshot.categories.get(cells.category.toLowerCase()));
  if (cells.category === '') issue('category', 'required');
  else if (category === undefined) issue('category', 'unknown_category');
  else if (category === 'ambiguous') issue('category', 'ambiguous_category');
  else categoryId = category;

  const vatClass = cells.vatClass === '' ? 'standard' : cells.vatClass;
  if (!snapshot.vatClasses.has(vatClass)) issue('vatClass', 'unknown_vat_class');
  return { brandId, categoryId, vatClass };
}

/** The line's address (kept, or derived from its category when empty), unless another product or a category holds it. */
function readUrl(reading: PlanReading, cells: Record<CsvField, string>, existing: CsvExistingProduct | undefined, categoryId: number | undefined, issue: CellIssue): string {
  const sku = cells.sku;
  let url = cells.url;
  if (url === '' && existing) url = existing.url;
  else if (url === '' && categoryId !== undefined) url = derivedUrl(reading.snapshot.categoryUrls.get(categoryId) ?? '', cells.name, sku);
  if (cells.url !== '' && (url.length > MAX_URL_LENGTH || !URL_PATH.test(url))) issue('url', 'bad_url');
  else if (url !== '') {
    const holder = reading.snapshot.productUrls.get(url);
    const inFile = reading.firstLineOfUrl.get(url);
    const isCategory = reading.categoryUrls.has(url);
    if ((holder !== undefined && holder !== sku) || (inFile !== undefined && inFile !== sku) || isCategory) issue('url', 'url_taken', inFile ?? holder ?? '');
    else reading.firstLineOfUrl.set(url, sku);
  }
  return url;
}

/** A variant's parent must exist (in the file or the catalog) and must not itself be a variant, once the file is in. */
function checkParents(reading: PlanReading, parsed: readonly ParsedLine[]): void {
  for (const { line, state } of parsed) {
    if (state.parentSku === null || state.parentSku === state.sku) continue;
    const parentIsInFile = reading.parentInFile.has(state.parentSku);
    const parent = reading.snapshot.products.get(state.parentSku);
    const parentsParent = parentIsInFile ? reading.parentInFile.get(state.parentSku)! : (parent?.parentSku ?? null);
    if (!parentIsInFile && !parent) report(reading, { line, field: 'parentSku', code: 'unknown_parent', value: state.parentSku });
    else if (parentsParent !== null) report(reading, { line, field: 'parentSku', code: 'parent_is_variant', value: state.parentSku });
  }
}

function planOf(kind: CsvKind, parsed: readonly ParsedLine[]): CsvImportPlan {
  const plan: CsvImportPlan = { kind, creates: [], updates: [], unchanged: 0 };
  for (const { state, existing } of parsed) {
    if (!existing) plan.creates.push(state);
    else if (sameState(existing, state)) plan.unchanged += 1;
    else plan.updates.push({ id: existing.id, before: stateOf(existing), after: state });
  }
  return plan;
}

function stateOf(existing: CsvExistingProduct): CsvProductState {
  const { id: _id, hasVariants: _hasVariants, ...state } = existing;
  return state;
}

function sameState(a: CsvProductState, b: CsvProductState): boolean {
  return (Object.keys(b) as (keyof CsvProductState)[]).every((key) => a[key] === b[key]);
}

/** A new product's address when the file leaves it empty: under its category's (/a/b), from its name and SKU. */
export function derivedUrl(categoryUrl: string, name: string, sku: string): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const tail = [slug(name).slice(0, 80).replace(/-+$/, ''), slug(sku)].filter((part) => part !== '').join('-');
  return `${categoryUrl}/${tail}`;
}
