import type { CatalogIndexRepository } from '../../db/repositories/catalog-index-repository';
import { vatRateAt } from '../../domain/vat';
import { loadSearchExtras, type SearchExtras } from '../search/search-source';
import type { IndexProduct, IndexSource } from './catalog-index';

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

/** One read of the catalog: what the facet index and the search index are both built from. */
export interface CatalogRead {
  source: IndexSource;
  extras: SearchExtras;
  readMs: number;
}

export async function readCatalog(repo: CatalogIndexRepository, nowIso: string): Promise<CatalogRead> {
  const started = performance.now();
  const [source, extras] = await Promise.all([loadIndexSource(repo, nowIso), loadSearchExtras(repo)]);
  return { source, extras, readMs: performance.now() - started };
}
