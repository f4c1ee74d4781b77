import { describe, expect, it } from 'vitest';
import { createFeedRepository } from '../db/repositories/feed-repository';
import { isValidGtin } from '../domain/feeds/gtin';
import { createFeedService } from '../services/feeds/feed-service';
import { PRISJAKT_COLUMNS } from '../services/feeds/prisjakt-feed';
import { suiteShop, testDialects } from './testing/test-app';

/** The price comparison feeds (issue 14) on the demo catalog. Needs `npm run build` (it opens product pages). */

/** `inject` asks for http://localhost:80: the origin the shop names without PUBLIC_URL. */
const ORIGIN = 'http://localhost';
const PRICE = /^\d+\.\d{2} SEK$/;
const ISO_SECONDS = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:Z|[+-]\\d{2}:?\\d{2})';
const INTERVAL = new RegExp(`^${ISO_SECONDS}/${ISO_SECONDS}$`);

const unescapeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

type GoogleItem = Map<string, string[]>;

/**
 * Checks the feed is well-formed XML of the RSS shape (every element closed in order, no bare '<' or '&' in text,
 * nothing XML 1.0 forbids) and reads each <item>'s g: fields; g:shipping's own fields are read as shipping.country
 * and shipping.price.
 */
function parseGoogleFeed(xml: string): GoogleItem[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  // eslint-disable-next-line no-control-regex
  expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  const stack: string[] = [];
  const items: GoogleItem[] = [];
  let item: GoogleItem | null = null;
  for (const token of xml.slice(xml.indexOf('?>') + 2).split(/(<[^>]*>)/)) {
    if (token.startsWith('<')) {
      const tag = /^<(\/?)([a-z][a-z:_]*)(?:\s+[a-z:]+="[^"<&]*")*>$/i.exec(token);
      if (!tag) throw new Error(`not a plain tag: ${token}`);
      if (tag[1]) {
        expect(stack.pop(), token).toBe(tag[2]);
        if (tag[2] === 'item') items.push(item!);
      } else {
        stack.push(tag[2]!);
        if (tag[2] === 'item') item = new Map();
      }
    } else {
      expect(token, 'text').not.toMatch(/<|>|&(?!(?:amp|lt|gt|quot|apos);)/);
      const name = stack.at(-1)!;
      if (item && stack.includes('item') && name.startsWith('g:')) {
        const key = stack.at(-2) === 'g:shipping' ? `shipping.${name.slice(2)}` : name.slice(2);
        item.set(key, [...(item.get(key) ?? []), unescapeXml(token)]);
      } else if (stack.length === 0) expect(token.trim()).toBe('');
    }
  }
  expect(stack).toEqual([]);
  expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  return items;
}

const one = (item: GoogleItem, key: string) => {
  const values = item.get(key) ?? [];
  expect(values.length, `${key} of item ${item.get('id')?.[0]}`).toBe(1);
  return values[0]!;
};

/** RFC 4180: quoted fields with doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(quoted).toBe(false);
  expect(cell === '' && record.length === 0, 'the last record ends with CRLF').toBe(true);
  return records;
}

describe.each(testDialects)('price comparison feeds on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 300 });
  const get = (url: string, headers: Record<string, string> = {}) => shop().app.inject({ method: 'GET', url, headers });
  const db = () => shop().app.database.db;

  /** What a shopper can buy, worked out here from the rows: active, price shown, parent active, not a parent of active variants. */
  async function buyableIds(): Promise<number[]> {
    const rows = await db()
      .selectFrom('products as p')
      .leftJoin('products as pp', 'pp.id', 'p.parent_id')
      .select(['p.id', 'p.parent_id', 'p.status', 'p.hide_price', 'p.buy_option', 'pp.status as parent_status'])
      .execute();
    const withActiveVariants = new Set(rows.filter((r) => r.parent_id !== null && r.status === 'active').map((r) => r.parent_id));
    return rows
      .filter((r) => r.status === 'active' && r.hide_price === 0 && r.buy_option === 1 && (r.parent_id === null || r.parent_status === 'active') && !withActiveVariants.has(r.id))
      .map((r) => r.id)
      .sort((a, b) => a - b);
  }

  it('lists every buyable product once in the Google feed with the fields Merchant Center requires', async () => {
    const res = await get('/feeds/google.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const items = parseGoogleFeed(res.body);
    const ids = items.map((item) => Number(one(item, 'id')));
    expect(new Set(ids).size).toBe(ids.length);
    const buyable = await buyableIds();
    expect(buyable.length).toBeGreaterThan(100);
    expect([...ids].sort((a, b) => a - b)).toEqual(buyable);

    const products = new Map((await db().selectFrom('products').select(['id', 'parent_id', 'url', 'gtin', 'mpn', 'stock', 'allow_backorder']).execute()).map((p) => [p.id, p]));
    for (const item of items) {
      const product = products.get(Number(one(item, 'id')))!;
      expect(one(item, 'title').length).toBeLessThanOrEqual(150);
      expect(one(item, 'title').length).toBeGreaterThan(0);
      expect(one(item, 'description').length).toBeLessThanOrEqual(5000);
      expect(one(item, 'description')).not.toMatch(/<[a-z/]/i);
      expect(one(item, 'link')).toBe(`${ORIGIN}${product.url}`);
      expect(one(item, 'image_link')).toMatch(/^http:\/\/localhost\/\S+$/);
      expect((item.get('additional_image_link') ?? []).length).toBeLessThanOrEqual(10);
      expect(one(item, 'price')).toMatch(PRICE);
      expect(['in_stock', 'out_of_stock', 'backorder']).toContain(one(item, 'availability'));
      expect(one(item, 'availability')).toBe(product.stock > 0 ? 'in_stock' : product.allow_backorder === 1 ? 'backorder' : 'out_of_stock');
      expect(one(item, 'brand').length).toBeGreaterThan(0);
      expect(one(item, 'condition')).toBe('new');
      expect(one(item, 'shipping.country')).toBe('SE');
      expect(one(item, 'shipping.price')).toMatch(PRICE);
      if (item.has('gtin')) expect(isValidGtin(one(item, 'gtin')), one(item, 'gtin')).toBe(true);
      expect(item.get('gtin')?.[0] ?? null).toBe(product.gtin);
      expect(item.get('mpn')?.[0] ?? null).toBe(product.mpn);
      expect(item.get('identifier_exists') ?? []).toEqual(product.gtin === null && product.mpn === null ? ['no'] : []);
      expect(item.get('item_group_id') ?? []).toEqual(product.parent_id === null ? [] : [String(product.parent_id)]);
      expect(one(item, 'product_type')).toMatch(/^[^>]+( > [^>]+)+$/);
      if (item.has('sale_price')) {
        expect(one(item, 'sale_price')).toMatch(PRICE);
        expect(parseFloat(one(item, 'sale_price'))).toBeLessThan(parseFloat(one(item, 'price')));
        expect(one(item, 'sale_price_effective_date')).toMatch(INTERVAL);
      } else expect(item.has('sale_price_effective_date')).toBe(false);
    }
    // The demo catalog exercises every branch the rules have.
    expect(items.some((item) => item.has('sale_price'))).toBe(true);
    expect(items.some((item) => item.has('item_group_id'))).toBe(true);
    expect(items.some((item) => item.has('identifier_exists'))).toBe(true);
    expect(items.some((item) => !item.has('gtin') && item.has('mpn'))).toBe(true);
    expect(items.some((item) => one(item, 'shipping.price') === '0.00 SEK')).toBe(true);
    expect(items.some((item) => one(item, 'shipping.price') !== '0.00 SEK')).toBe(true);

    // The links lead to the products' pages: single products and variants alike.
    const sample = [...items.filter((item) => !item.has('item_group_id')).slice(0, 8), ...items.filter((item) => item.has('item_group_id')).slice(0, 4)];
    for (const item of sample) {
      const page = await get(one(item, 'link').slice(ORIGIN.length));
      expect(page.statusCode, one(item, 'link')).toBe(200);
    }
  });

  it('answers 304 to a matching If-None-Match, and a full feed to another origin', async () => {
    const first = await get('/feeds/google.xml');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/feeds/google.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const csv = await get('/feeds/prisjakt.csv');
    expect((await get('/feeds/prisjakt.csv', { 'if-none-match': csv.headers.etag as string })).statusCode).toBe(304);
    // Another host is another feed (its addresses differ).
    expect((await get('/feeds/google.xml', { 'if-none-match': etag, host: 'butik.example' })).statusCode).toBe(200);
  });

  it('lets crawlers fetch the feeds', async () => {
    const robots = (await get('/robots.txt')).body;
    const disallowed = robots.split('\n').filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    // Robots rules: a path prefix where '*' is any run of characters and a final '$' anchors the end.
    const matches = (rule: string, path: string) =>
      new RegExp(`^${rule.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(path);
    expect(matches('/*?*brands=', '/tv?brands=1')).toBe(true);
    for (const path of ['/feeds/google.xml', '/feeds/prisjakt.csv']) {
      for (const rule of disallowed) expect(matches(rule, path), rule).toBe(false);
    }
  });

  it('writes the Prisjakt CSV with one row per buyable product, quoting names and defusing formulas', async () => {
    const listed = await buyableIds();
    const [quoted, formula] = await db().selectFrom('products').select(['id', 'sku', 'name']).where('id', 'in', listed.slice(0, 2)).orderBy('id').execute();
    const quotedName = `Kylskåp "Frost", 60 cm`;
    await db().updateTable('products').set({ name: quotedName }).where('id', '=', quoted!.id).execute();
    await db().updateTable('products').set({ name: '=HYPERLINK("http://evil.example")' }).where('id', '=', formula!.id).execute();
    try {
      const res = await get('/feeds/prisjakt.csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const [header, ...rows] = parseCsv(res.body);
      expect(header).toEqual([...PRISJAKT_COLUMNS]);
      expect(rows.length).toBe((await buyableIds()).length);
      for (const row of rows) expect(row.length).toBe(PRISJAKT_COLUMNS.length);
      const column = (name: (typeof PRISJAKT_COLUMNS)[number]) => PRISJAKT_COLUMNS.indexOf(name);
      expect(new Set(rows.map((row) => row[column('Art.nr.')])).size).toBe(rows.length);
      const bySku = new Map(rows.map((row) => [row[column('Art.nr.')], row]));
      expect(bySku.get(quoted!.sku)![column('Produktnamn')]).toBe(quotedName);
      expect(bySku.get(formula!.sku)![column('Produktnamn')]).toBe(`'=HYPERLINK("http://evil.example")`);
      for (const row of rows) {
        expect(row[column('Pris inkl.moms')]).toMatch(/^\d+\.\d{2}$/);
        expect(row[column('Frakt')]).toMatch(/^\d+\.\d{2}$/);
        expect(row[column('Produkt-URL')]).toMatch(/^http:\/\/localhost\/\S+$/);
        expect(['I lager', 'Slut i lager', 'Beställningsvara']).toContain(row[column('Lagerstatus')]);
        const gtin = row[column('EAN/GTIN')]!;
        if (gtin !== '') expect(isValidGtin(gtin)).toBe(true);
      }
    } finally {
      await db().updateTable('products').set({ name: quoted!.name }).where('id', '=', quoted!.id).execute();
      await db().updateTable('products').set({ name: formula!.name }).where('id', '=', formula!.id).execute();
    }
  });

  it('keeps the Google feed well-formed with markup and control characters in a product name', async () => {
    const [id] = await buyableIds();
    const before = await db().selectFrom('products').select('name').where('id', '=', id!).executeTakeFirstOrThrow();
    await db().updateTable('products').set({ name: 'Ugn <b>A & B</b>\u0001\u001f "60"' }).where('id', '=', id!).execute();
    try {
      const items = parseGoogleFeed((await get('/feeds/google.xml')).body);
      expect(one(items.find((item) => one(item, 'id') === String(id))!, 'title')).toBe('Ugn <b>A & B</b> "60"');
    } finally {
      await db().updateTable('products').set({ name: before.name }).where('id', '=', id!).execute();
    }
  });

  it('reads the catalog in keyset batches and lists every product exactly once across them', async () => {
    const { app } = shop();
    const feeds = createFeedService(createFeedRepository(app.database.db), { catalog: app.services.catalog, shopConfig: app.services.cart.shopConfig, batchSize: 7 });
    const body = await feeds.google(ORIGIN);
    const chunks: string[] = [];
    for await (const chunk of body.chunks) chunks.push(chunk);
    const buyable = await buyableIds();
    // The head, one chunk per batch, the tail.
    expect(chunks.length).toBe(2 + Math.ceil(buyable.length / 7));
    const ids = parseGoogleFeed(chunks.join('')).map((item) => Number(one(item, 'id')));
    expect(ids).toEqual(buyable);
  });
});
