import { absoluteUrl } from './origin';
import { SITEMAP_INDEX_PATH } from './sitemap';

/** A visitor's own pages and the JSON calls: nothing a search engine should crawl (those pages also say noindex). */
const PRIVATE_PATHS = [
  '/varukorg',
  '/kassa/',
  '/checkoutv3',
  '/konto/',
  '/product_review/',
  '/produkter/sok',
  '/produkter/jamfor',
  '/produkter/filtrera',
  '/produkter/autocomplete',
  '/api/',
];

/**
 * Filter, sorting and view parameters multiply a listing into countless addresses that all canonicalise to the
 * listing itself: not crawled, so the crawl budget goes to products. `page` stays crawlable (pagination).
 */
const NOISE_PARAMETERS = [
  'brands', 'categories', 'specifications', 'selected_primary_color_ids', 'color_attribute_value_ids',
  'price_min', 'price_max', 'sorting', 'view_type', 'per_page', 'show_all', 'filter_form',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    ...NOISE_PARAMETERS.map((name) => `Disallow: /*?*${name}=`),
    '',
    `Sitemap: ${absoluteUrl(origin, SITEMAP_INDEX_PATH)}`,
    '',
  ].join('\n');
}
