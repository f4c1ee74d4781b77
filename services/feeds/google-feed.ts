import { svServer } from '../../common/copy/sv';
import { feedPrice } from '../../domain/feeds/feed-rules';
import { absoluteUrl } from '../seo/origin';
import { escapeXml } from '../seo/xml';
import type { FeedItem } from './feed-service';

/** The start of the feed up to the first item. */
export function googleFeedOpen(origin: string, siteName: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${escapeXml(siteName)}</title>`,
    `<link>${escapeXml(absoluteUrl(origin, '/'))}</link>`,
    `<description>${escapeXml(svServer.feeds.channelDescription(siteName))}</description>`,
    '',
  ].join('\n');
}

export function googleFeedClose(): string {
  return '</channel>\n</rss>\n';
}

function field(name: string, value: string): string {
  return `<g:${name}>${escapeXml(value)}</g:${name}>`;
}

/** One <item> with Google Merchant Center's fields (support.google.com/merchants/answer/7052112). */
export function googleItemXml(origin: string, item: FeedItem): string {
  const [image, ...more] = item.imagePaths;
  const parts = [
    field('id', String(item.id)),
    field('title', item.title),
    field('description', item.description),
    field('link', absoluteUrl(origin, item.path)),
    image === undefined ? '' : field('image_link', absoluteUrl(origin, image)),
    ...more.map((path) => field('additional_image_link', absoluteUrl(origin, path))),
    field('price', feedPrice(item.sale ? item.sale.regularOre : item.priceOre)),
    item.sale ? field('sale_price', feedPrice(item.sale.saleOre)) + field('sale_price_effective_date', item.sale.effectiveDate) : '',
    field('availability', item.availability),
    field('brand', item.brand),
    item.gtin === null ? '' : field('gtin', item.gtin),
    item.mpn === null ? '' : field('mpn', item.mpn),
    item.gtin === null && item.mpn === null ? field('identifier_exists', 'no') : '',
    field('condition', 'new'),
    item.groupId === null ? '' : field('item_group_id', String(item.groupId)),
    item.productType === '' ? '' : field('product_type', item.productType),
    item.shippingOre === null ? '' : `<g:shipping>${field('country', 'SE')}${field('price', feedPrice(item.shippingOre))}</g:shipping>`,
  ];
  return `<item>${parts.join('')}</item>\n`;
}
