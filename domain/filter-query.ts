/**
 * The filter request of the listing pages and GET /produkter/filtrera: its normalised shape and the
 * address format (documented in docs/filter-call.md). Pure: parsing never throws; whatever cannot be
 * understood is dropped, whatever is out of range is clamped.
 *
 * Normalisation rules (the decisions where the address is malformed):
 * - id lists (brands, categories, colours, option ids, spec row ids): '|'-joined (',' is accepted too);
 *   each part must be a positive integer below 2^31; duplicates and anything else are dropped; at most
 *   MAX_IDS ids per list are kept (the first ones).
 * - specifications: 'groupId:rowIds' (row ids joined by ',') or 'groupId:min~max'; a part without a
 *   valid group id, or with neither valid row ids nor two numeric bounds, is dropped. An interval whose
 *   min is above its max is swapped; min is rounded down and max up. A group named twice: row ids are
 *   merged, the last interval wins. At most MAX_SPEC_GROUPS groups.
 * - price_min / price_max: whole kronor >= 0 (',' or '.' decimals, spaces allowed); negative or
 *   non-numeric values are dropped, values above MAX_PRICE_KR are clamped to it; min is rounded down and
 *   max up; min above max is swapped.
 * - per_page snaps to the smallest PER_PAGE_OPTIONS value at least as large (above the largest: the
 *   largest); show_all pages by SHOW_ALL_CAP instead; page is clamped to 1..MAX_PAGE; text (from `text`,
 *   else `s`) has what cannot be typed (NUL, controls) turned into spaces, is trimmed, whitespace collapsed and cut at MAX_TEXT_LENGTH characters.
 */

import { SORT_KEYS, type SelectedSpecification, type SortKey, type ViewType } from '../common/contract/filter';
import { typedSearchText } from './text-input';

export const VALUE_SEPARATOR = ',';
export const RANGE_SEPARATOR = '~';
export const LIST_SEPARATOR = '|';

export const DEFAULT_SORT = 'popularitet' satisfies SortKey;

/** A search lists best match first unless the shopper sorts otherwise; anything else by popularity. Relevance needs a text. */
export function defaultSortFor(text: string): SortKey {
  return text === '' ? DEFAULT_SORT : 'relevans';
}

export const PER_PAGE_OPTIONS = [24, 48, 96] as const;
export const DEFAULT_PER_PAGE = 24;
/**
 * show_all=1 lists a category in pages of this many instead of per_page (docs/filter-call.md): enough for a real
 * category page whole (two of the largest pages; 8 rows of a 24-card grid), and a bound on one answer's cost
 * (issue 10: 500 cards made a 770 kB answer). Larger listings page on in steps of this size.
 */
export const SHOW_ALL_CAP = 192;

export const BLADES = ['category', 'brand', 'search', 'all'] as const;
export type Blade = (typeof BLADES)[number];

export const MAX_IDS = 50;
export const MAX_SPEC_GROUPS = 50;
export const MAX_TEXT_LENGTH = 200;
export const MAX_PAGE = 100_000;
export const MAX_PRICE_KR = 100_000_000;
/** Interval bounds beyond this magnitude are clamped (no specification value comes near it). */
export const MAX_INTERVAL_BOUND = 1_000_000_000;
const MAX_ID = 2 ** 31 - 1;

/** A filter request, parsed and normalised (unknown ids are kept here and ignored by the index). */
export interface FilterQuery {
  blade: Blade;
  brands: number[];
  categories: number[];
  specifications: SelectedSpecification[];
  primaryColorIds: number[];
  colorAttributeValueIds: number[];
  cat1: number | null;
  cat2: number | null;
  cat3: number | null;
  /** Whole kronor on the shopper's VAT basis; null when not set. */
  priceMin: number | null;
  priceMax: number | null;
  sorting: SortKey;
  viewType: ViewType;
  text: string;
  perPage: number;
  showAll: boolean;
  fromBrands: number | null;
  page: number;
}

export function defaultFilterQuery(): FilterQuery {
  return {
    blade: 'all', brands: [], categories: [], specifications: [], primaryColorIds: [], colorAttributeValueIds: [],
    cat1: null, cat2: null, cat3: null, priceMin: null, priceMax: null, sorting: DEFAULT_SORT, viewType: 'grid',
    text: '', perPage: DEFAULT_PER_PAGE, showAll: false, fromBrands: null, page: 1,
  };
}

export function isIntervalSelection(s: SelectedSpecification): s is { groupId: number; min: number; max: number } {
  return 'min' in s;
}

/** A positive integer id, or null. */
export function parseId(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Distinct positive ids from a '|' (or ',') joined list, at most `limit`. */
export function parseIdList(text: string | null | undefined, limit = MAX_IDS): number[] {
  if (!text) return [];
  const out: number[] = [];
  const seen = new Set<number>();
  for (const part of text.split(/[|,]/)) {
    const id = parseId(part);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    if (out.length >= limit) break;
  }
  return out;
}

/** A finite decimal number ('12', '-3,5', '1 234.5'), or null. Exponents and garbage are refused. */
function parseDecimal(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^-?\d{1,15}(\.\d{0,6})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function parseSpecifications(text: string | null | undefined): SelectedSpecification[] {
  if (!text) return [];
  const byGroup = new Map<number, SelectedSpecification>();
  for (const part of text.split(LIST_SEPARATOR)) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const groupId = parseId(part.slice(0, colon));
    if (groupId === null) continue;
    const rest = part.slice(colon + 1);
    if (rest.includes(RANGE_SEPARATOR)) {
      const [minText = '', maxText = '', ...extra] = rest.split(RANGE_SEPARATOR);
      const a = extra.length === 0 ? parseDecimal(minText) : null;
      const b = extra.length === 0 ? parseDecimal(maxText) : null;
      if (a === null || b === null) continue;
      const lo = clamp(Math.floor(Math.min(a, b)), -MAX_INTERVAL_BOUND, MAX_INTERVAL_BOUND);
      const hi = clamp(Math.ceil(Math.max(a, b)), -MAX_INTERVAL_BOUND, MAX_INTERVAL_BOUND);
      if (!byGroup.has(groupId) && byGroup.size >= MAX_SPEC_GROUPS) continue;
      byGroup.set(groupId, { groupId, min: lo, max: hi });
    } else {
      const values = parseIdList(rest.split(VALUE_SEPARATOR).join(LIST_SEPARATOR));
      if (values.length === 0) continue;
      const existing = byGroup.get(groupId);
      if (existing && !isIntervalSelection(existing)) {
        for (const v of values) if (!existing.values.includes(v) && existing.values.length < MAX_IDS) existing.values.push(v);
        continue;
      }
      if (!existing && byGroup.size >= MAX_SPEC_GROUPS) continue;
      byGroup.set(groupId, { groupId, values });
    }
  }
  return [...byGroup.values()];
}

function parsePrice(text: string | null, round: (n: number) => number): number | null {
  if (text === null) return null;
  const value = parseDecimal(text);
  if (value === null || value < 0) return null;
  return clamp(round(value), 0, MAX_PRICE_KR);
}

export function snapPerPage(value: number): number {
  for (const option of PER_PAGE_OPTIONS) if (value <= option) return option;
  return PER_PAGE_OPTIONS[PER_PAGE_OPTIONS.length - 1] ?? DEFAULT_PER_PAGE;
}

function cleanText(text: string): string {
  // Cut first so a huge input costs little, then normalise; what cannot be typed (a NUL) becomes a space rather than
  // reaching the search or being echoed in the answer's url.
  const cut = text.slice(0, MAX_TEXT_LENGTH * 4);
  return typedSearchText(cut, cut.length).replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT_LENGTH).trim();
}

const TRUE_VALUES = new Set(['1', 'true', 'on', 'yes']);

export function parseFilterQuery(params: URLSearchParams): FilterQuery {
  const q = defaultFilterQuery();
  const get = (name: string) => params.get(name);

  const blade = get('blade');
  if (blade !== null && (BLADES as readonly string[]).includes(blade)) q.blade = blade as Blade;
  q.brands = parseIdList(get('brands'));
  q.categories = parseIdList(get('categories'));
  q.specifications = parseSpecifications(get('specifications'));
  q.primaryColorIds = parseIdList(get('selected_primary_color_ids'));
  q.colorAttributeValueIds = parseIdList(get('color_attribute_value_ids'));
  q.cat1 = parseId(get('cat1'));
  q.cat2 = parseId(get('cat2'));
  q.cat3 = parseId(get('cat3'));

  let min = parsePrice(get('price_min'), Math.floor);
  let max = parsePrice(get('price_max'), Math.ceil);
  if (min !== null && max !== null && min > max) [min, max] = [Math.floor(max), Math.ceil(min)];
  q.priceMin = min;
  q.priceMax = max;

  const viewType = get('view_type');
  if (viewType === 'grid' || viewType === 'list') q.viewType = viewType;

  const text = cleanText(get('text') ?? '');
  q.text = text || cleanText(get('s') ?? '');
  const sorting = get('sorting');
  q.sorting = sorting !== null && (SORT_KEYS as readonly string[]).includes(sorting) && !(sorting === 'relevans' && q.text === '') ? (sorting as SortKey) : defaultSortFor(q.text);

  const perPage = get('per_page');
  if (perPage !== null && /^\s*\d{1,9}\s*$/.test(perPage)) q.perPage = snapPerPage(Math.max(1, Number(perPage)));
  q.showAll = TRUE_VALUES.has((get('show_all') ?? '').trim().toLowerCase());
  q.fromBrands = parseId(get('from_brands'));

  const page = get('page');
  if (page !== null && /^\s*\d{1,15}\s*$/.test(page)) q.page = clamp(Number(page), 1, MAX_PAGE);
  return q;
}

export function serialiseSpecifications(specs: readonly SelectedSpecification[]): string {
  return specs
    .map((s) =>
      isIntervalSelection(s) ? `${s.groupId}:${s.min}${RANGE_SEPARATOR}${s.max}` : `${s.groupId}:${s.values.join(VALUE_SEPARATOR)}`,
    )
    .join(LIST_SEPARATOR);
}

/**
 * The address of a filter state: parameters in the contract's order, defaults left out, so one state
 * has one address. parseFilterQuery(filterQueryToSearchParams(q)) gives q back for a normalised q.
 */
export function filterQueryToSearchParams(query: FilterQuery): URLSearchParams {
  const params = new URLSearchParams();
  const list = (name: string, ids: readonly number[]) => {
    if (ids.length > 0) params.set(name, ids.join(LIST_SEPARATOR));
  };
  if (query.blade !== 'all') params.set('blade', query.blade);
  list('brands', query.brands);
  list('categories', query.categories);
  if (query.specifications.length > 0) params.set('specifications', serialiseSpecifications(query.specifications));
  list('selected_primary_color_ids', query.primaryColorIds);
  list('color_attribute_value_ids', query.colorAttributeValueIds);
  if (query.cat1 !== null) params.set('cat1', String(query.cat1));
  if (query.cat2 !== null) params.set('cat2', String(query.cat2));
  if (query.cat3 !== null) params.set('cat3', String(query.cat3));
  if (query.priceMin !== null) params.set('price_min', String(query.priceMin));
  if (query.priceMax !== null) params.set('price_max', String(query.priceMax));
  if (query.sorting !== defaultSortFor(query.text)) params.set('sorting', query.sorting);
  if (query.viewType !== 'grid') params.set('view_type', query.viewType);
  if (query.text !== '') params.set('text', query.text);
  if (query.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(query.perPage));
  if (query.showAll) params.set('show_all', '1');
  if (query.fromBrands !== null) params.set('from_brands', String(query.fromBrands));
  if (query.page !== 1) params.set('page', String(query.page));
  return params;
}
