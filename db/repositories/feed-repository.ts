import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { createCatalogRepository } from './catalog-repository';

/**
 * Reads for the price comparison feeds. A feed lists what a shopper can buy: active products (a variant only under
 * an active parent) with a shown price; a parent with active variants is bought as one of them, so the variants are
 * listed and the parent is not.
 */
export function createFeedRepository(db: Kysely<Database>) {
  const catalog = createCatalogRepository(db);
  return {
    /** Up to `limit` buyable products with id > afterId, in id order (keyset paging: a feed streams in batches). */
    async buyableProducts(afterId: number, limit: number) {
      return db
        .selectFrom('products as p')
        .innerJoin('brands as b', 'b.id', 'p.brand_id')
        .leftJoin('products as pp', 'pp.id', 'p.parent_id')
        .select([
          'p.id', 'p.parent_id', 'p.sku', 'p.name', 'p.url', 'p.description', 'p.category_id', 'p.price_incl_vat_ore',
          'p.original_price_incl_vat_ore', 'p.stock', 'p.allow_backorder', 'p.is_package', 'p.is_digital', 'p.gtin', 'p.mpn',
          'b.name as brand_name', 'pp.description as parent_description',
        ])
        .where('p.id', '>', afterId)
        .where('p.status', '=', 'active')
        .where('p.hide_price', '=', 0)
        // Price comparison sites send shoppers to buy: a product not sold online is not offered there.
        .where('p.buy_option', '=', 1)
        .where((eb) => eb.or([eb('p.parent_id', 'is', null), eb('pp.status', '=', 'active')]))
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'p.id').where('v.status', '=', 'active'))),
        )
        .orderBy('p.id')
        .limit(limit)
        .execute();
    },

    // The catalog's own reads of images (display order) and price history.
    imagesOf: catalog.imagesOf,
    priceHistoryOf: catalog.priceHistoryOf,
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
export type FeedProductRow = Awaited<ReturnType<FeedRepository['buyableProducts']>>[number];
