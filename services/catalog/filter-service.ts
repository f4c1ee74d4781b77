import { SHOW_ALL_CAP, filterQueryToSearchParams, snapPerPage, type FilterQuery } from '../../domain/filter-query';
import { priceRangeOf } from '../../domain/price-range';
import type { CatalogIndexService } from '../catalog-index/catalog-index-service';
import type { CatalogIndex, IndexSearchResult } from '../catalog-index/catalog-index';
import { brandUrl } from './catalog-snapshot';
import { escapeHtml } from '../../common/web/html';
import { svListing } from '../../common/copy/sv-listing';
import type { CatalogService, DisplayOptions } from './catalog-service';
import type { SearchEngine } from '../search/search-engine';
import type { FilterResult, SortKey } from '../../common/contract/filter';
import * as CALLS from '../../common/web/call-paths';
import * as PAGES from '../../common/web/page-paths';

const SORT_LABELS: Record<SortKey, string> = svListing.sortLabels;

/** Shared by every answer (only ever serialised). */
const SORT_OPTIONS: { value: SortKey; label: string }[] = (Object.keys(SORT_LABELS) as SortKey[]).map((value) => ({ value, label: SORT_LABELS[value] }));
/** Relevance is offered only where there is a search text to be relevant to. */
const SORT_OPTIONS_WITHOUT_TEXT = SORT_OPTIONS.filter((o) => o.value !== 'relevans');

/** How many page links show on each side of the current page (plus the first and the last). */
const PAGE_WINDOW = 2;

/** Query strings with ':' ',' '|' left readable (all valid in a query; URLSearchParams parses them back). */
export function queryString(params: URLSearchParams): string {
  const text = params.toString().replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%7C/g, '|');
  return text ? `?${text}` : '';
}

/**
 * The pagination markup the listing widgets insert: links to `pageUrl(n)`, 'Föregående'/'Nästa',
 * the current page marked with aria-current; empty when there is one page.
 */
export function paginationMarkup(page: number, pageCount: number, pageUrl: (page: number) => string): string {
  if (pageCount <= 1) return '';
  const link = (n: number, label: string, attributes = '') => `<a href="${escapeHtml(pageUrl(n))}"${attributes}>${escapeHtml(label)}</a>`;
  const items: string[] = [];
  if (page > 1) items.push(`<li class="pagination__prev">${link(page - 1, svListing.previous, ' rel="prev"')}</li>`);
  let last = 0;
  for (let n = 1; n <= pageCount; n++) {
    if (n !== 1 && n !== pageCount && Math.abs(n - page) > PAGE_WINDOW) continue;
    if (n - last > 1) items.push('<li class="pagination__gap" aria-hidden="true">…</li>');
    items.push(
      n === page
        ? `<li class="pagination__page active">${link(n, String(n), ' aria-current="page"')}</li>`
        : `<li class="pagination__page">${link(n, String(n), ` aria-label="Sida ${n}"`)}</li>`,
    );
    last = n;
  }
  if (page < pageCount) items.push(`<li class="pagination__next">${link(page + 1, svListing.next, ' rel="next"')}</li>`);
  return `<nav class="pagination" aria-label="Sidnavigering"><ul>${items.join('')}</ul></nav>`;
}

/**
 * The address of each page of a listing: the listing page this state belongs to (a category, a brand page, the
 * search page or the filter call) with what its path already says left out of the query.
 */
function listingPageUrls(query: FilterQuery, contextCategory: IndexSearchResult['contextCategory'], index: CatalogIndex): (page: number) => string {
  let path: string = CALLS.filter;
  const drop: string[] = [];
  const brand = query.fromBrands === null ? undefined : index.brandById(query.fromBrands);
  if (query.blade === 'category' && contextCategory) {
    path = contextCategory.url;
    drop.push('blade', 'cat1', 'cat2', 'cat3');
  } else if (brand && brand.id !== 1) {
    path = brandUrl(brand);
    drop.push('blade', 'from_brands');
  } else if (query.text !== '') {
    path = PAGES.searchResults;
    drop.push('blade', 'text');
  }
  // The address of page 1; `page` is the last parameter, so other pages append it (no rebuild per link).
  const params = filterQueryToSearchParams({ ...query, page: 1 });
  for (const name of drop) params.delete(name);
  const firstPageUrl = path !== PAGES.searchResults
    ? `${path}${queryString(params)}`
    // The search page's own parameter first: /produkter/sok?s=...
    : `${path}${queryString(new URLSearchParams([['s', query.text], ...params]))}`;
  const pageJoin = firstPageUrl.includes('?') ? '&' : '?';
  return (page: number) => (page === 1 ? firstPageUrl : `${firstPageUrl}${pageJoin}page=${page}`);
}

/**
 * Identical listing requests within this window share one serialised answer (a micro-cache: popular category pages
 * are asked for many times a second). A catalog change or an order that drops cards ends it at once.
 */
const ANSWER_TTL_MS = 2_000;
/** Bounded by size, not count: one whole-catalog answer with every facet weighs hundreds of kilobytes. */
const ANSWER_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export function createFilterService(deps: { index: CatalogIndexService; catalog: CatalogService; search: SearchEngine }) {
  // UTF-8 bytes, ready for the socket: no re-encoding nor length count per answer.
  const answers = new Map<string, { json: Buffer; at: number; generation: string }>();
  let cachedBytes = 0;

  return {
    /** The catalog signal: no answer built from the old catalog is served again. */
    forgetAnswers(): void {
      answers.clear();
      cachedBytes = 0;
    },

    /** The listing as the JSON text of /produkter/filtrera, from the micro-cache when an identical one is fresh. */
    async filterJson(input: FilterQuery, display: DisplayOptions): Promise<Buffer> {
      const key = `${display.includesVat ? 1 : 0}${display.memberPrices ? 1 : 0}?${filterQueryToSearchParams(input).toString()}`;
      const generation = `${(await deps.index.current()).version}:${deps.catalog.cardGeneration()}`;
      const now = Date.now();
      const hit = answers.get(key);
      if (hit && hit.generation === generation && now - hit.at < ANSWER_TTL_MS) return hit.json;
      const json = Buffer.from(JSON.stringify(await this.filter(input, display)));
      const stale = answers.get(key);
      if (stale) {
        answers.delete(key);
        cachedBytes -= stale.json.length;
      }
      if (cachedBytes + json.length > ANSWER_CACHE_MAX_BYTES) {
        answers.clear();
        cachedBytes = 0;
      }
      answers.set(key, { json, at: now, generation });
      cachedBytes += json.length;
      return json;
    },

    /**
     * One filtered listing: facets from the in-process index (no SQL), the page's cards from the
     * database (five statements). Unknown ids match nothing; a page past the end shows the last page.
     */
    async filter(input: FilterQuery, display: DisplayOptions): Promise<FilterResult> {
      const index = await deps.index.current();
      const perPage = snapPerPage(input.perPage);
      const pageSize = input.showAll ? SHOW_ALL_CAP : perPage;
      // show_all lists SHOW_ALL_CAP at a time; beyond that it pages like any listing (its links keep show_all).
      const text = input.text === '' ? null : { ids: await deps.search.matchProductIds(input.text) };
      const found = index.search(input, text, {
        includesVat: display.includesVat,
        pageSize,
      });
      const products = await deps.catalog.cardsByIds(found.pageIds, display);

      const query: FilterQuery = { ...input, perPage, page: found.page, specifications: found.appliedSpecifications };
      const urlOf = listingPageUrls(query, found.contextCategory, index);

      const first = found.total === 0 ? 0 : (found.page - 1) * pageSize + 1;
      const last = Math.min(found.total, found.page * pageSize);
      return {
        url: urlOf(found.page),
        products,
        specifications: found.specifications,
        pagination_links: paginationMarkup(found.page, found.pageCount, urlOf),
        per_page: perPage,
        num: found.total,
        total_amount_of_products: found.total,
        page: found.page,
        page_count: found.pageCount,
        result_text: svListing.resultText(first, last, found.total),
        brands: found.brands,
        primary_colors: found.colors,
        subcategories: found.subcategories,
        current_category: found.currentCategory,
        cat1: query.cat1,
        cat2: query.cat2,
        cat3: query.cat3,
        min_price: found.minPrice,
        max_price: found.maxPrice,
        input_price_min: query.priceMin,
        input_price_max: query.priceMax,
        price_range: priceRangeOf({ min: query.priceMin, max: query.priceMax }, found.priceBounds),
        sorting: query.sorting,
        sort_options: query.text === '' ? SORT_OPTIONS_WITHOUT_TEXT : SORT_OPTIONS,
        view_type: query.viewType,
        show_all: query.showAll,
        text: query.text,
        from_brands: query.fromBrands,
        selected_brands: query.brands,
        selected_categories: query.categories,
        selected_primary_color_ids: query.primaryColorIds,
        selected_specifications: query.specifications,
        includes_vat: display.includesVat,
      };
    },
  };
}

export type FilterService = ReturnType<typeof createFilterService>;
