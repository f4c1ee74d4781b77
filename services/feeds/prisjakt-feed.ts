import { svServer } from '../../common/copy/sv';
import { csvRow, feedAmount } from '../../domain/feeds/feed-rules';
import { absoluteUrl } from '../seo/origin';
import type { FeedItem } from './feed-service';

/** Prisjakt's and PriceRunner's column names, in their order. */
export const PRISJAKT_COLUMNS = [
  'Produktnamn', 'Art.nr.', 'Kategori', 'Pris inkl.moms', 'Produkt-URL', 'Tillverkare', 'Tillverkar-SKU', 'EAN/GTIN', 'Frakt', 'Bild-URL',
  'Lagerstatus', 'Leveranstid',
] as const;

export const PRISJAKT_HEADER = csvRow(PRISJAKT_COLUMNS);

/** One product's record: today's price (a comparison site compares what it costs now), shipping to Sweden. */
export function prisjaktRow(origin: string, item: FeedItem): string {
  const image = item.imagePaths[0];
  return csvRow([
    item.title,
    item.sku,
    item.productType,
    feedAmount(item.priceOre),
    absoluteUrl(origin, item.path),
    item.brand,
    item.mpn,
    item.gtin,
    item.shippingOre === null ? null : feedAmount(item.shippingOre),
    image === undefined ? null : absoluteUrl(origin, image),
    svServer.stock[item.availability],
    svServer.feeds.deliveryTime[item.availability],
  ]);
}
