import type { SeoRepository } from '../../db/repositories/seo-repository';
import type { CatalogService } from '../catalog/catalog-service';
import type { CategoryNode, InfoPageNode } from '../catalog/catalog-snapshot';
import { publicOrigin } from './origin';
import { robotsTxt } from './robots';
import {
  laterOf,
  sitemapIndexXml,
  SITEMAP_MAX_URLS,
  splitIntoFiles,
  urlEntryXml,
  URLSET_CLOSE,
  URLSET_OPEN,
  type SitemapEntry,
  type SitemapFile,
  type SitemapKind,
} from './sitemap';
import type { ProductCard } from '../../common/contract/product-card';

/** Products read per query while a product sitemap streams: memory stays flat however large the catalog. */
const STREAM_BATCH = 2_000;

/** What the sitemaps of one catalog version list: small kinds whole, products as id ranges read while streaming. */
interface SitemapPlan {
  version: number;
  files: SitemapFile[];
  entries: Record<Exclude<SitemapKind, 'products'>, SitemapEntry[]>;
  /** Per product file: the ids it lists (afterId < id <= lastId). */
  productRanges: { afterId: number; lastId: number }[];
}

export interface SitemapBody {
  version: number;
  chunks: AsyncIterable<string>;
}

export function createSeoService(repo: SeoRepository, options: { catalog: CatalogService; publicUrl: string | undefined }) {
  const { catalog } = options;
  let plan: Promise<SitemapPlan> | null = null;
  let planVersion = -1;

  async function buildPlan(version: number): Promise<SitemapPlan> {
    const snapshot = await catalog.snapshot();
    const [chunks, byCategory, byBrand] = await Promise.all([
      repo.productChunks(SITEMAP_MAX_URLS),
      repo.lastModifiedByCategory(),
      repo.lastModifiedByBrand(),
    ]);

    // A category's lastmod is the newest of its own and its subcategories' products.
    const ownLastmod = new Map(byCategory.map((row) => [row.category_id, row.lastmod ?? null]));
    const categories: SitemapEntry[] = [];
    const walk = (node: CategoryNode): string | null => {
      const at = categories.length;
      let lastmod = ownLastmod.get(node.id) ?? null;
      if (node.productCount > 0) categories.push({ path: node.url, lastmod: null });
      for (const child of node.children) lastmod = laterOf(lastmod, walk(child));
      if (node.productCount > 0) categories[at]!.lastmod = lastmod;
      return lastmod;
    };
    let newest: string | null = null;
    for (const root of snapshot.categories) newest = laterOf(newest, walk(root));

    const brandLastmod = new Map(byBrand.map((row) => [row.brand_id, row.lastmod ?? null]));
    const brands = snapshot.brands.filter((b) => brandLastmod.has(b.brand_id)).map((b) => ({ path: b.url, lastmod: brandLastmod.get(b.brand_id) ?? null }));

    const pages: SitemapEntry[] = [{ path: '/', lastmod: newest }, { path: '/tillverkare', lastmod: null }];
    const addPages = (nodes: InfoPageNode[]) => {
      for (const node of nodes) {
        if (node.url.startsWith('/')) pages.push({ path: node.url, lastmod: null });
        addPages(node.subpages);
      }
    };
    addPages(snapshot.infoPages);

    const productRanges = chunks.map((chunk, index) => ({ afterId: index === 0 ? 0 : chunks[index - 1]!.lastId, lastId: chunk.lastId }));
    return {
      version,
      files: [
        ...splitIntoFiles('pages', pages),
        ...splitIntoFiles('categories', categories),
        ...splitIntoFiles('brands', brands),
        ...chunks.map((chunk, index) => ({ kind: 'products' as const, number: index + 1, lastmod: chunk.lastmod })),
      ],
      entries: { pages, categories, brands },
      productRanges,
    };
  }

  /** The plan of the current catalog version, built once per version and shared by concurrent requests. */
  async function currentPlan(): Promise<SitemapPlan> {
    const { version } = await catalog.snapshot();
    if (!plan || planVersion !== version) {
      planVersion = version;
      plan = buildPlan(version).catch((error: unknown) => {
        plan = null;
        throw error;
      });
    }
    return plan;
  }

  async function* productUrls(origin: string, range: { afterId: number; lastId: number }): AsyncIterable<string> {
    yield URLSET_OPEN;
    let cursor = range.afterId;
    for (;;) {
      const rows = await repo.productPage(cursor, range.lastId, STREAM_BATCH);
      if (rows.length > 0) yield rows.map((row) => urlEntryXml(origin, { path: row.url, lastmod: row.updated_at })).join('');
      if (rows.length < STREAM_BATCH) break;
      cursor = rows[rows.length - 1]!.id;
    }
    yield URLSET_CLOSE;
  }

  async function* wholeFile(origin: string, entries: readonly SitemapEntry[]): AsyncIterable<string> {
    yield URLSET_OPEN;
    yield entries.map((entry) => urlEntryXml(origin, entry)).join('');
    yield URLSET_CLOSE;
  }

  return {
    /** The shop's public origin for a request to this address (PUBLIC_URL when set). */
    origin(requestUrl: string | URL): string {
      return publicOrigin(options.publicUrl, requestUrl);
    },

    robotsTxt,

    async sitemapIndex(origin: string): Promise<{ version: number; xml: string }> {
      const current = await currentPlan();
      return { version: current.version, xml: sitemapIndexXml(origin, current.files) };
    },

    /** One sitemap file, streamed; null when the index names no such file. */
    async sitemap(kind: SitemapKind, number: number, origin: string): Promise<SitemapBody | null> {
      const current = await currentPlan();
      if (kind === 'products') {
        const range = current.productRanges[number - 1];
        return range ? { version: current.version, chunks: productUrls(origin, range) } : null;
      }
      const entries = current.entries[kind];
      const start = (number - 1) * SITEMAP_MAX_URLS;
      if (number < 1 || start >= entries.length) return null;
      return { version: current.version, chunks: wholeFile(origin, entries.slice(start, start + SITEMAP_MAX_URLS)) };
    },

    /**
     * The page a product's page names as canonical: its own url, or for a variant its parent's page (variants
     * are chosen on the parent's page; the sitemaps list the parent only).
     */
    async canonicalProductPath(card: Pick<ProductCard, 'parent_id' | 'product_url'>): Promise<string> {
      if (card.parent_id === null) return card.product_url;
      return (await repo.activeProductUrl(card.parent_id)) ?? card.product_url;
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
