import type { FeedRepository } from '../../db/repositories/feed-repository';
import {
  categoryTrail, FEED_ADDITIONAL_IMAGES_MAX, FEED_DESCRIPTION_MAX, FEED_TITLE_MAX, feedAvailability, feedSale, feedShippingOre, plainText,
  truncateText, type FeedAvailability, type FeedSale,
} from '../../domain/feeds/feed-rules';
import type { PricePoint } from '../../domain/price-history';
import type { ShopConfig } from '../cart/cart-service';
import type { CatalogService } from '../catalog/catalog-service';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import { googleFeedClose, googleFeedOpen, googleItemXml } from './google-feed';
import { PRISJAKT_HEADER, prisjaktRow } from './prisjakt-feed';
import { ancestry } from '../../domain/category-tree';

/** Products read per query while a feed streams: memory stays flat however large the catalog. */
export const FEED_BATCH_SIZE = 1_000;

/** One product as the comparison sites see it. Amounts in öre incl. VAT; paths relative to the shop's origin. */
export interface FeedItem {
  id: number;
  /** The parent of a variant: its variants form one group. */
  groupId: number | null;
  sku: string;
  title: string;
  description: string;
  path: string;
  imagePaths: string[];
  priceOre: number;
  sale: FeedSale | null;
  availability: FeedAvailability;
  brand: string;
  gtin: string | null;
  mpn: string | null;
  productType: string;
  shippingOre: number | null;
}

export interface FeedBody {
  /** What the body depends on besides the origin: the catalog version and the day (a sale's interval moves daily). */
  tag: string;
  chunks: AsyncIterable<string>;
}

export function createFeedService(
  repo: FeedRepository,
  options: { catalog: CatalogService; shopConfig: () => Promise<ShopConfig>; now?: () => Date; batchSize?: number },
) {
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? FEED_BATCH_SIZE;

  function trailOf(snapshot: CatalogSnapshot, categoryId: number): string {
    return categoryTrail(ancestry(snapshot.categoryById, categoryId).map((node) => node.name).reverse());
  }

  /** Every buyable product, a batch at a time (keyset paging by id). */
  async function* items(snapshot: CatalogSnapshot, nowIso: string): AsyncIterable<FeedItem[]> {
    const config = await options.shopConfig();
    const types = config.delivery.map((type) => ({ ...type, freeDeliveryApplies: type.row.free_delivery_applies === 1 }));
    const trails = new Map<number, string>();
    let afterId = 0;
    for (;;) {
      const rows = await repo.buyableProducts(afterId, batchSize);
      if (rows.length === 0) return;
      afterId = rows[rows.length - 1]!.id;
      const ids = rows.map((r) => r.id);
      const parentIds = rows.flatMap((r) => (r.parent_id === null ? [] : [r.parent_id]));
      const reducedIds = rows.filter((r) => r.original_price_incl_vat_ore !== null).map((r) => r.id);
      const [images, history] = await Promise.all([repo.imagesOf([...new Set([...ids, ...parentIds])]), repo.priceHistoryOf(reducedIds)]);
      const imagesBy = new Map<number, string[]>();
      for (const image of images) imagesBy.set(image.product_id, [...(imagesBy.get(image.product_id) ?? []), image.path]);
      const historyBy = new Map<number, PricePoint[]>();
      for (const h of history) historyBy.set(h.product_id, [...(historyBy.get(h.product_id) ?? []), { priceOre: h.price_incl_vat_ore, validFrom: h.valid_from }]);

      yield rows.map((row) => {
        let trail = trails.get(row.category_id);
        if (trail === undefined) {
          trail = trailOf(snapshot, row.category_id);
          trails.set(row.category_id, trail);
        }
        // A variant without pictures of its own is shown with its parent's.
        const own = imagesBy.get(row.id) ?? [];
        const imagePaths = own.length > 0 || row.parent_id === null ? own : (imagesBy.get(row.parent_id) ?? []);
        const description = plainText(row.description) || plainText(row.parent_description ?? '') || row.name;
        return {
          id: row.id,
          groupId: row.parent_id,
          sku: row.sku,
          title: truncateText(row.name, FEED_TITLE_MAX),
          description: truncateText(description, FEED_DESCRIPTION_MAX),
          path: row.url,
          imagePaths: imagePaths.slice(0, 1 + FEED_ADDITIONAL_IMAGES_MAX),
          priceOre: row.price_incl_vat_ore,
          sale: feedSale({
            priceOre: row.price_incl_vat_ore, originalPriceOre: row.original_price_incl_vat_ore, isPackage: row.is_package === 1,
            history: historyBy.get(row.id) ?? [], nowIso,
          }),
          availability: feedAvailability(row.stock, row.allow_backorder === 1),
          brand: row.brand_name,
          gtin: row.gtin,
          mpn: row.mpn,
          productType: trail,
          shippingOre: feedShippingOre({
            types, priceOre: row.price_incl_vat_ore, isDigital: row.is_digital === 1,
            freeDeliveryLimitOre: snapshot.settings.freeDeliveryLimitOre, forcePickupInStore: snapshot.settings.forcePickupInStore,
          }),
        };
      });
      if (rows.length < batchSize) return;
    }
  }

  async function body(render: (snapshot: CatalogSnapshot, nowIso: string) => AsyncIterable<string>): Promise<FeedBody> {
    const snapshot = await options.catalog.snapshot();
    const nowIso = now().toISOString();
    return { tag: `${snapshot.version}-${nowIso.slice(0, 10)}`, chunks: render(snapshot, nowIso) };
  }

  return {
    /** The Google Merchant Center feed (RSS 2.0 with g: fields), streamed. */
    google(origin: string): Promise<FeedBody> {
      return body(async function* (snapshot, nowIso) {
        yield googleFeedOpen(origin, snapshot.settings.siteName);
        for await (const batch of items(snapshot, nowIso)) yield batch.map((item) => googleItemXml(origin, item)).join('');
        yield googleFeedClose();
      });
    },

    /** The Prisjakt/PriceRunner CSV feed, streamed. */
    prisjakt(origin: string): Promise<FeedBody> {
      return body(async function* (snapshot, nowIso) {
        yield PRISJAKT_HEADER;
        for await (const batch of items(snapshot, nowIso)) yield batch.map((item) => prisjaktRow(origin, item)).join('');
      });
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
