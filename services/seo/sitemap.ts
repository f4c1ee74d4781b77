import { absoluteUrl } from './origin';
import { escapeXml } from './xml';

/** The sitemap protocol's limit per file (sitemaps.org); a longer list is split over numbered files. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_KINDS = ['pages', 'categories', 'brands', 'products'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One file of the sitemap index: `/sitemaps/{kind}-{number}.xml`, its lastmod the newest of its entries. */
export interface SitemapFile {
  kind: SitemapKind;
  number: number;
  lastmod: string | null;
}

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

export function sitemapPath(kind: SitemapKind, number: number): string {
  return `/sitemaps/${kind}-${number}.xml`;
}

/** The kind and number a sitemap file name ('products-2.xml') names, or null for any other name. */
export function parseSitemapName(name: string): { kind: SitemapKind; number: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match || !(SITEMAP_KINDS as readonly string[]).includes(match[1]!)) return null;
  return { kind: match[1] as SitemapKind, number: Number(match[2]) };
}

/** How many files a list of this many addresses takes (none for an empty list). */
export function sitemapFileCount(total: number): number {
  return Math.ceil(Math.max(0, total) / SITEMAP_MAX_URLS);
}

/**
 * A stored timestamp as a W3C Datetime to the second in UTC ('2026-11-24T09:30:00Z'), or null when it is not a
 * date: a sitemap with an unreadable lastmod is rejected whole by some crawlers, one without is not.
 */
export function w3cDatetime(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const time = Date.parse(stored);
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The later of two timestamps (either may be missing). */
export function laterOf(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a >= b ? a : b;
}

/**
 * Splits entries into the files of one kind, each file's lastmod the newest of its entries; the caller's order is
 * kept, so a file's contents stay put while the catalog grows at its end.
 */
export function splitIntoFiles(kind: SitemapKind, entries: readonly SitemapEntry[]): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (let start = 0; start < entries.length; start += SITEMAP_MAX_URLS) {
    let lastmod: string | null = null;
    for (const entry of entries.slice(start, start + SITEMAP_MAX_URLS)) lastmod = laterOf(lastmod, entry.lastmod);
    files.push({ kind, number: files.length + 1, lastmod });
  }
  return files;
}

export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const body = files
    .map((file) => {
      const lastmod = w3cDatetime(file.lastmod);
      return `<sitemap><loc>${escapeXml(absoluteUrl(origin, sitemapPath(file.kind, file.number)))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</sitemapindex>\n`;
}

export const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** One <url> of a urlset; the address made absolute and escaped (a product url may hold '&'). */
export function urlEntryXml(origin: string, entry: SitemapEntry): string {
  const lastmod = w3cDatetime(entry.lastmod);
  return `<url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
}

export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  return URLSET_OPEN + entries.map((entry) => urlEntryXml(origin, entry)).join('') + URLSET_CLOSE;
}
