import type { CatalogIndexRepository } from '../../db/repositories/catalog-index-repository';
import { outsideStatementLog } from '../../db/statement-log';
import { vatRateAt } from '../../domain/vat';
import { SearchIndex } from '../search/search-index';
import { loadSearchExtras, searchSourceOf } from '../search/search-source';
import type { CatalogVersionWatch } from '../catalog/catalog-version-watch';
import { CatalogIndex, type IndexProduct, type IndexSource } from './catalog-index';

/** Product ids per read of specification links. */
const SPECIFICATION_SLICE = 10_000;

/** Reads everything the index needs from the database (a dozen bulk statements, the specification links in slices). */
export async function loadIndexSource(repo: CatalogIndexRepository, nowIso: string): Promise<IndexSource> {
  const version = await repo.catalogVersion();
  const [products, variants, variantColors, colorOptions, categories, brands, colors, groups, rows, links, vatRows] = await Promise.all([
    repo.listedProducts(),
    repo.activeVariants(),
    repo.variantColorOptions(),
    repo.colorOptions(),
    repo.categories(),
    repo.brands(),
    repo.primaryColors(),
    repo.specificationGroups(),
    repo.specificationRows(),
    repo.categorySpecificationGroups(),
    repo.vatRates(),
  ]);
  const vatRates = vatRows.map((r) => ({ vatClass: r.vat_class, ratePercent: r.rate_percent, validFrom: r.valid_from }));
  const rateByClass = new Map<string, number>();
  const rateOf = (vatClass: string) => {
    let rate = rateByClass.get(vatClass);
    if (rate === undefined) {
      try {
        rate = vatRateAt(vatRates, vatClass, nowIso);
      } catch {
        rate = 25; // a class without a rate is a data error; the standard rate keeps the listing working
      }
      rateByClass.set(vatClass, rate);
    }
    return rate;
  };

  const byId = new Map<number, IndexProduct>();
  const ownColor = new Map<number, number | null>();
  const listed: IndexProduct[] = products.map((p) => {
    const product: IndexProduct = {
      id: p.id, name: p.name, brandId: p.brand_id, brandName: p.brand_id === 1 ? '' : p.brand_name, categoryId: p.category_id,
      priceInclVatOre: p.price_incl_vat_ore, vatRatePercent: rateOf(p.vat_class), hidePrice: p.hide_price === 1,
      popularity: p.popularity, inStock: p.stock > 0 || p.allow_backorder === 1, sku: p.sku, url: p.url, monthlyPriceOre: p.monthly_price_ore, ratingAverage: p.rating_count > 0 ? p.rating_average : null, createdAt: p.created_at,
      colorIds: [], colorOptionIds: [], specRowIds: [],
    };
    byId.set(p.id, product);
    ownColor.set(p.id, p.primary_color_id);
    return product;
  });
  const parentOf = new Map<number, number>();
  for (const v of variants) {
    if (v.parent_id === null) continue;
    parentOf.set(v.id, v.parent_id);
    const parent = byId.get(v.parent_id);
    if (parent && v.primary_color_id !== null) parent.colorIds.push(v.primary_color_id);
  }
  for (const o of variantColors) {
    const parent = byId.get(parentOf.get(o.product_id) ?? -1);
    if (!parent) continue;
    parent.colorOptionIds.push(o.option_id);
    if (o.primary_color_id !== null) parent.colorIds.push(o.primary_color_id);
  }
  for (const product of listed) {
    const own = ownColor.get(product.id);
    if (product.colorIds.length === 0 && own !== null && own !== undefined) product.colorIds.push(own);
  }
  // The links (some 13 per product) are read a slice of products at a time: all at once, their row objects were the
  // biggest part of the memory a build takes on top of what the index keeps (1.3 million at 100 000 products).
  let lastId = 0;
  for (const p of products) lastId = Math.max(lastId, p.id);
  for (const v of variants) lastId = Math.max(lastId, v.id);
  for (let firstId = 0; firstId <= lastId; firstId += SPECIFICATION_SLICE) {
    for (const s of await repo.productSpecifications(firstId, firstId + SPECIFICATION_SLICE - 1)) {
      const product = byId.get(s.product_id) ?? byId.get(parentOf.get(s.product_id) ?? -1);
      product?.specRowIds.push(s.row_id);
    }
  }

  return {
    version,
    products: listed,
    categories: categories.map((c) => ({ id: c.id, parentId: c.parent_id, level: c.level, name: c.name, url: c.url, position: c.position })),
    brands,
    colors,
    colorOptions: colorOptions.map((o) => ({ id: o.id, primaryColorId: o.primary_color_id })),
    specGroups: groups.map((g) => ({
      id: g.id, title: g.title, type: g.type, unit: g.unit, description: g.description, showInFilter: g.show_in_filter === 1, position: g.position,
    })),
    specRows: rows.map((r) => ({ id: r.id, groupId: r.group_id, value: r.value, numericValue: r.numeric_value, position: r.position })),
    categoryGroups: links.map((l) => ({ categoryId: l.category_id, groupId: l.group_id, position: l.position })),
  };
}

export interface CatalogIndexServiceOptions {
  /** The catalog version as this process knows it (services/catalog/catalog-version-watch.ts). */
  watch: CatalogVersionWatch;
  now?: () => Date;
  log?: (message: string) => void;
  /**
   * How long after the first listing asked for the facet index the search index is built unasked (a search asks for
   * it at once). Default 1 s: the first listings are answered before the shop spends a second or more on search, and
   * never while the server is still starting (a long synchronous build there would hold up its plugins).
   */
  searchWarmUpMs?: number;
}

const SEARCH_WARM_UP_MS = 1_000;

/** A facet index and the search index of the same read, the latter made when first needed. */
interface Indexes {
  facets: CatalogIndex;
  search: SearchIndex | null;
  makeSearch: (() => SearchIndex) | null;
}

/**
 * Holds the current index. `current()` never waits on the database once the first build is done: a catalog change
 * (the signal, or a version the watch read) starts a rebuild while requests keep using the old index.
 * At start the facet index alone is built before the shop is ready (a listing needs it); the search index, built from
 * the same read, follows on the first search or `searchWarmUpMs` after the first listing. A rebuild makes both
 * before it swaps them in.
 */
export function createCatalogIndexService(repo: CatalogIndexRepository, options: CatalogIndexServiceOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  let indexes: Indexes | null = null;
  let building: Promise<CatalogIndex> | null = null;
  let checking: Promise<void> | null = null;
  /** Set by the first build until the first listing arms it. */
  let warmUpSearch: (() => void) | null = null;

  function searchOf(built: Indexes): SearchIndex {
    if (built.search === null) {
      built.search = built.makeSearch!();
      built.makeSearch = null;
      log(`Search index built: ${built.search.size} products, version ${built.search.version}, in ${Math.round(built.search.builtInMs)} ms`);
    }
    return built.search;
  }

  function build(): Promise<CatalogIndex> {
    building ??= outsideStatementLog(async () => {
      try {
        const started = performance.now();
        const [source, extras] = await Promise.all([loadIndexSource(repo, now().toISOString()), loadSearchExtras(repo)]);
        const facets = new CatalogIndex(source);
        const makeSearch = () => new SearchIndex(searchSourceOf(source, extras));
        const first = indexes === null;
        const next: Indexes = first ? { facets, search: null, makeSearch } : { facets, search: makeSearch(), makeSearch: null };
        indexes = next;
        log(
          `Catalog index built: ${facets.size} products, version ${facets.version}, in ${Math.round(performance.now() - started)} ms ` +
            `(${Math.round(facets.builtInMs)} ms facets, ${next.search === null ? 'search follows' : `${Math.round(next.search.builtInMs)} ms search`})`,
        );
        if (first) warmUpSearch = () => setTimeout(() => searchOf(next), options.searchWarmUpMs ?? SEARCH_WARM_UP_MS).unref();
        return facets;
      } finally {
        building = null;
      }
    });
    return building;
  }

  /** Rebuilds until the index is of the version last seen (a change during a build takes one more round). */
  async function catchUp(): Promise<void> {
    for (let round = 0; round < 2; round++) {
      const wanted = options.watch.known();
      if (!indexes || wanted === null || indexes.facets.version === wanted) return;
      await (building ?? build());
    }
  }

  const reportFailure = (error: unknown) => log(`Catalog index refresh failed: ${String(error)}`);

  /** Asks the watch for the version (it reads at most every few seconds) and catches up with it. */
  function check(fresh: boolean): Promise<void> {
    checking ??= outsideStatementLog(async () => {
      try {
        await options.watch.version(fresh);
        await catchUp();
      } finally {
        checking = null;
      }
    });
    return checking;
  }

  async function current(): Promise<CatalogIndex> {
    if (!indexes) return building ?? build();
    if (warmUpSearch !== null) {
      warmUpSearch();
      warmUpSearch = null;
    }
    if (!checking && !building) check(false).catch(reportFailure);
    return indexes.facets;
  }

  return {
    /** The first build (server start); later calls rebuild now. */
    build,

    /** Reads the version now and waits for a rebuild it causes (tests, admin tools). */
    refresh: async (): Promise<void> => {
      if (!indexes) await build();
      await check(true);
    },

    /** The catalog signal: rebuilds in the background, requests meanwhile use the index they have. */
    catalogChanged(): void {
      catchUp().catch(reportFailure);
    },

    current,

    /** The search index of the same read as the current facet index (built now if it is not yet). */
    async search(): Promise<SearchIndex> {
      await current();
      return searchOf(indexes!);
    },
  };
}

export type CatalogIndexService = ReturnType<typeof createCatalogIndexService>;
