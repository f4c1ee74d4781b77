import type { CatalogIndexRepository } from '../../db/repositories/catalog-index-repository';
import type { IndexSource } from '../catalog-index/catalog-index';
import { brandUrl } from '../catalog/catalog-snapshot';
import type { SearchSource } from './search-index';
import { productByIdUrl } from '../../common/web/page-paths';
import { ancestry } from '../../domain/category-tree';

/** What search needs beyond the facet index's source: first images and info pages. */
export type SearchExtras = Awaited<ReturnType<typeof loadSearchExtras>>;

export async function loadSearchExtras(repo: CatalogIndexRepository) {
  const [images, pages] = await Promise.all([repo.firstImages(), repo.infoPages()]);
  return { images, pages };
}

/** The search index's source from the facet index's (one read of the catalog serves both). */
export function searchSourceOf(source: IndexSource, extras: SearchExtras): SearchSource {
  const images = new Map(extras.images.map((i) => [i.product_id, i.path]));
  const categories = new Map(source.categories.map((c) => [c.id, c]));
  // A value is searched with its group's unit ('65' of Skärmstorlek in tum is '65 tum'): a query's measures meet it.
  const units = new Map(source.specGroups.map((g) => [g.id, g.unit]));
  const rows = new Map(source.specRows.map((r) => [r.id, withUnit(r.value, units.get(r.groupId) ?? null)]));
  const chains = new Map<number, { id: number; name: string }[]>();
  const chainOf = (categoryId: number) => {
    let chain = chains.get(categoryId);
    if (!chain) chains.set(categoryId, (chain = ancestry(categories, categoryId)));
    return chain;
  };
  const pathNames = new Map<number, string[]>();
  const namesOf = (categoryId: number): string[] => {
    let names = pathNames.get(categoryId);
    if (!names) pathNames.set(categoryId, (names = chainOf(categoryId).map((c) => c.name)));
    return names;
  };
  // A category's weight: the products in it and below it; a brand's: its products.
  const counts = new Map<number, number>();
  const brandCounts = new Map<number, number>();
  for (const p of source.products) {
    brandCounts.set(p.brandId, (brandCounts.get(p.brandId) ?? 0) + 1);
    for (const c of chainOf(p.categoryId)) counts.set(c.id, (counts.get(c.id) ?? 0) + 1);
  }

  return {
    version: source.version,
    products: source.products.map((p) => {
      return {
        id: p.id, name: p.name, brandName: p.brandName, sku: p.sku ?? '', url: p.url ?? productByIdUrl(p.id),
        image: images.get(p.id) ?? null, priceInclVatOre: p.priceInclVatOre, vatRatePercent: p.vatRatePercent, hidePrice: p.hidePrice,
        monthlyPriceOre: p.monthlyPriceOre ?? null, inStock: p.inStock ?? true, popularity: p.popularity,
        categoryNames: namesOf(p.categoryId),
        specValues: p.specRowIds.map((id) => rows.get(id)).filter((v): v is string => v !== undefined),
      };
    }),
    categories: source.categories
      .filter((c) => (counts.get(c.id) ?? 0) > 0)
      .map((c) => ({ id: c.id, name: c.name, url: c.url, weight: counts.get(c.id)! })),
    brands: source.brands.filter((b) => b.id !== 1).map((b) => ({ id: b.id, name: b.name, url: brandUrl(b), weight: brandCounts.get(b.id) ?? 0 })),
    pages: extras.pages.map((p) => ({ id: p.id, name: p.title, url: p.url, weight: 0 })),
  };
}

function withUnit(value: string, unit: string | null): string {
  return unit && !value.endsWith(unit) ? `${value} ${unit}` : value;
}
