import { describe, expect, it } from 'vitest';
import {
  parseSitemapName,
  sitemapFileCount,
  sitemapIndexXml,
  SITEMAP_MAX_URLS,
  splitIntoFiles,
  urlsetXml,
  w3cDatetime,
  type SitemapEntry,
} from './sitemap';
import { robotsTxt } from './robots';
import { escapeXml } from './xml';
import { absoluteUrl, publicOrigin } from './origin';

describe('sitemap files', () => {
  it('names files /sitemaps/{kind}-{n}.xml and reads back only those names', () => {
    expect(parseSitemapName('products-2.xml')).toEqual({ kind: 'products', number: 2 });
    expect(parseSitemapName('pages-1.xml')).toEqual({ kind: 'pages', number: 1 });
    for (const bad of ['products-0.xml', 'products-01.xml', 'orders-1.xml', 'products-1.xml.gz', 'products-1', '../products-1.xml', 'products-1234567.xml']) {
      expect(parseSitemapName(bad), bad).toBeNull();
    }
  });

  it('splits at 50 000 addresses per file, each file dated by its newest entry', () => {
    expect(sitemapFileCount(0)).toBe(0);
    expect(sitemapFileCount(SITEMAP_MAX_URLS)).toBe(1);
    expect(sitemapFileCount(SITEMAP_MAX_URLS + 1)).toBe(2);
    const entries: SitemapEntry[] = Array.from({ length: SITEMAP_MAX_URLS + 2 }, (_, i) => ({
      path: `/p/${i}`,
      lastmod: i === 10 ? '2026-03-01T00:00:00.000Z' : i === SITEMAP_MAX_URLS + 1 ? null : '2026-01-01T00:00:00.000Z',
    }));
    expect(splitIntoFiles('categories', entries)).toEqual([
      { kind: 'categories', number: 1, lastmod: '2026-03-01T00:00:00.000Z' },
      { kind: 'categories', number: 2, lastmod: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(splitIntoFiles('brands', [])).toEqual([]);
  });

  it('writes lastmod as a W3C datetime to the second, and leaves out one that is not a date', () => {
    expect(w3cDatetime('2026-11-24T09:30:00.123Z')).toBe('2026-11-24T09:30:00Z');
    expect(w3cDatetime('2026-11-24 09:30:00+01:00')).toBe('2026-11-24T08:30:00Z');
    expect(w3cDatetime('igår')).toBeNull();
    expect(w3cDatetime(null)).toBeNull();
    expect(urlsetXml('https://butik.se', [{ path: '/a', lastmod: 'igår' }])).toContain('<url><loc>https://butik.se/a</loc></url>');
  });

  it('makes addresses absolute and escapes them, so the XML stays well-formed', () => {
    const xml = urlsetXml('https://butik.se', [{ path: '/ljud/b&o-<beoplay>-1', lastmod: '2026-11-24T09:30:00Z' }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://butik.se/ljud/b&amp;o-%3Cbeoplay%3E-1</loc><lastmod>2026-11-24T09:30:00Z</lastmod></url>\n</urlset>\n',
    );
    expect(escapeXml(`a&b<c>d"e'f\u0000g`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fg');
  });

  it('lists every file in the index with its lastmod', () => {
    const xml = sitemapIndexXml('http://localhost:3000', [
      { kind: 'pages', number: 1, lastmod: null },
      { kind: 'products', number: 2, lastmod: '2026-11-24T09:30:00.000Z' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>http://localhost:3000/sitemaps/pages-1.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>http://localhost:3000/sitemaps/products-2.xml</loc><lastmod>2026-11-24T09:30:00Z</lastmod></sitemap>');
  });
});

describe('robots.txt', () => {
  const text = robotsTxt('https://butik.se');

  it('allows the shop, keeps crawlers out of private pages and calls, and names the sitemap index', () => {
    expect(text.startsWith('User-agent: *\n')).toBe(true);
    for (const path of ['/varukorg', '/kassa/', '/checkoutv3', '/produkter/sok', '/produkter/jamfor', '/api/']) expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toContain('\nSitemap: https://butik.se/sitemap.xml\n');
  });

  /** Google's reading: the longest matching rule wins, `*` is any run of characters; 'Allow: /' is the shortest. */
  const disallowed = (address: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => new RegExp(`^${line.slice('Disallow: '.length).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`))
      .some((rule) => rule.test(address));

  it('keeps filter and sorting addresses out, but not listings, their pages, products or images', () => {
    for (const address of ['/vitvaror?brands=3', '/vitvaror?page=2&sorting=lagsta_pris', '/tv?specifications=4:1', '/tillverkare/visa/bosch?per_page=48', '/varukorg', '/checkoutv3/products/add']) {
      expect(disallowed(address), address).toBe(true);
    }
    for (const address of ['/', '/vitvaror', '/vitvaror?page=2', '/tillverkare/visa/bosch', '/vitvaror/kyl/bosch-1?variant=4', '/assets/uploads/p/1.svg', '/kundservice']) {
      expect(disallowed(address), address).toBe(false);
    }
  });
});

describe('public origin', () => {
  it('is PUBLIC_URL when set, else the address the request came to', () => {
    expect(publicOrigin('https://www.butik.se/', 'http://10.0.0.5:3000/produkter/id/1')).toBe('https://www.butik.se');
    expect(publicOrigin(undefined, 'http://localhost:3401/vitvaror?page=2')).toBe('http://localhost:3401');
    expect(absoluteUrl('https://butik.se', '/assets/uploads/a b.svg')).toBe('https://butik.se/assets/uploads/a%20b.svg');
    expect(absoluteUrl('https://butik.se', 'https://res.cloudinary.com/x/image.jpg')).toBe('https://res.cloudinary.com/x/image.jpg');
  });
});
