import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COMMAND_LINE } from '../../services/admin/audit-log';
import { CSV_BOM } from '../../domain/csv-format';
import { MAX_CSV_BYTES } from '../../domain/csv-catalog';
import { lowestPriceInWindow } from '../../domain/price-history';
import { plainProducts } from '../testing/plain-products';
import { nextShopperAddress, suiteShop, testDialects } from '../testing/test-app';

const PRICES_HEADER = 'Artikelnummer;Pris;Ordinarie pris;Medlemspris;Lager';

/** A multipart body as a browser's form sends it: the fields, then the file. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer | string }) {
  const boundary = `----csv${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fil"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`));
    parts.push(Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

interface ImportAnswer {
  error: boolean;
  code: string;
  import_id: number;
  created: number;
  updated: number;
  unchanged: number;
  issues: { line: number; column: string | null; message: string }[];
  total: number;
}

/**
 * CSV import and export (issue 18, docs/back-office.md): staff only, the staff session's CSRF token, a bad line
 * anywhere and nothing is written, a good file in one transaction with its price history, one audit entry, the
 * catalog version moved once; the export reads back in with no change; two imports at once never interleave.
 */
describe.each(testDialects)('catalog CSV import and export on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 1000 });
  const db = () => shop().app.database.db;

  /** A browser holding a staff login (cookie jar of sid and admin_sid) and the staff session's token. */
  async function staffBrowser(email = 'admin@example.se', password = 'admin1234') {
    const { app } = shop();
    const session = await app.services.sessions.create();
    const address = nextShopperAddress();
    const login = await app.inject({
      method: 'POST', url: '/admin/login', headers: { cookie: `sid=${session.id}`, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      payload: new URLSearchParams({ email, password, _token: session.csrfToken }).toString(),
    });
    const staffId = login.cookies.find((c) => c.name === 'admin_sid')?.value;
    if (!staffId) throw new Error(`no staff login for ${email}`);
    const token = (await app.services.staff.find(staffId))!.csrfToken;
    const cookie = `sid=${session.id}; admin_sid=${staffId}`;
    return { ...browserWith(cookie, token, address), shopperToken: session.csrfToken };
  }

  function browserWith(cookie: string, token: string | null, address = nextShopperAddress()) {
    const { app } = shop();
    const headers = (extra: Record<string, string>) => ({ ...(cookie ? { cookie } : {}), 'x-forwarded-for': address, ...extra });
    return {
      token,
      cookie,
      /** The upload as the page's script would send it: JSON answer. */
      upload: (name: string, data: Buffer | string, fields: Record<string, string> = {}) => {
        const body = multipart(fields, { name, data });
        return app.inject({
          method: 'POST', url: '/admin/api/catalog-import', payload: body.payload,
          headers: headers({ 'content-type': body.contentType, accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(token ? { 'x-csrf-token': token } : {}) }),
        });
      },
      /** The page's own form post (no script): the token as a field, answered with a redirect. */
      formUpload: (name: string, data: Buffer | string, fields: Record<string, string> = {}) => {
        const body = multipart({ ...(token ? { _token: token } : {}), ...fields }, { name, data });
        return app.inject({ method: 'POST', url: '/admin/api/catalog-import', payload: body.payload, headers: headers({ 'content-type': body.contentType, accept: 'text/html' }) });
      },
      get: (url: string, accept = 'text/html') => app.inject({ method: 'GET', url, headers: headers({ accept }) }),
    };
  }

  const products = () => db().selectFrom('products').select(['id', 'sku', 'price_incl_vat_ore', 'original_price_incl_vat_ore', 'member_price_incl_vat_ore', 'stock']).orderBy('id').execute();
  const historyCount = async () => Number((await db().selectFrom('product_price_history').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const version = async () => (await db().selectFrom('catalog_state').select('version').executeTakeFirstOrThrow()).version;
  const kronor = (ore: number | null) => (ore === null ? '' : `${Math.floor(ore / 100)},${String(ore % 100).padStart(2, '0')}`);

  /** A prices file changing the first `n` products' price by `delta` öre (kept at least 1 kr). */
  async function priceFile(n: number, delta: number): Promise<{ text: string; changed: { id: number; sku: string; price: number }[] }> {
    const rows = (await products()).slice(0, n);
    const changed = rows.map((p) => ({ id: p.id, sku: p.sku, price: Math.max(100, p.price_incl_vat_ore + delta) }));
    const lines = rows.map((p, i) => `${p.sku};${kronor(changed[i]!.price)};${kronor(p.original_price_incl_vat_ore)};${kronor(p.member_price_incl_vat_ore && Math.min(p.member_price_incl_vat_ore, changed[i]!.price))};${p.stock}`);
    return { text: `${CSV_BOM}${PRICES_HEADER}\r\n${lines.join('\r\n')}\r\n`, changed };
  }

  it('lets staff and admins in and nobody else: anonymous and shopper sessions get the login or 401, whatever they send', async () => {
    const { app } = shop();
    const anonymous = browserWith('', null);
    const shopperSession = await app.services.sessions.create();
    const shopper = browserWith(`sid=${shopperSession.id}; admin_sid=${shopperSession.id}`, shopperSession.csrfToken);
    for (const visitor of [anonymous, shopper]) {
      const page = await visitor.get('/admin/import-export');
      expect([page.statusCode, page.headers.location]).toEqual([303, '/admin/login?tillbaka=%2Fadmin%2Fimport-export']);
      expect((await visitor.get('/admin/api/catalog-export/produkter.csv', 'text/csv')).statusCode).toBe(401);
      expect((await visitor.upload('priser.csv', `${PRICES_HEADER}\r\nHB0000001;1;;;1`)).statusCode).toBe(401);
      expect((await visitor.formUpload('priser.csv', `${PRICES_HEADER}\r\nHB0000001;1;;;1`)).statusCode).toBe(401);
    }

    await app.services.staff.create({ email: `lager-${dialect}@example.se`, password: 'lager12345', name: 'Lager', role: 'staff' }, COMMAND_LINE);
    for (const who of [await staffBrowser(`lager-${dialect}@example.se`, 'lager12345'), await staffBrowser()]) {
      const page = await who.get('/admin/import-export');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('Import och export');
      const file = await who.get('/admin/api/catalog-export/priser-och-lager.csv', 'text/csv');
      expect(file.statusCode).toBe(200);
      expect(file.headers['x-robots-tag']).toContain('noindex');
    }
    expect(await db().selectFrom('catalog_imports').select('id').execute()).toEqual([]);
  }, 60_000);

  it('refuses an upload without the staff session token, with a wrong one or with the shopper session one (419), writing nothing', async () => {
    const admin = await staffBrowser();
    const { text } = await priceFile(5, -100);
    const before = await products();
    for (const token of [null, 'x'.repeat(43), admin.shopperToken]) {
      const other = browserWith(admin.cookie, token);
      expect((await other.formUpload('priser.csv', text)).statusCode).toBe(419);
      expect((await other.upload('priser.csv', text)).statusCode).toBe(419);
    }
    expect(await products()).toEqual(before);
    expect(await db().selectFrom('catalog_imports').select('id').execute()).toEqual([]);
  });

  it('refuses a file of 1 000 price changes with two bad lines, naming both, and writes nothing', async () => {
    const admin = await staffBrowser();
    const { text } = await priceFile(1000, -500);
    const lines = text.split('\r\n');
    // Line 2 of the file is its first product; these become lines 101 and 702.
    lines[100] = lines[100]!.replace(/^([^;]+);[^;]+;/, '$1;12.345,00;');
    lines[701] = lines[701]!.replace(/;\d+$/, ';-4');
    const bad = lines.join('\r\n');
    const before = await products();
    const [history, v] = [await historyCount(), await version()];

    const res = await admin.upload('priser.csv', bad);
    expect(res.statusCode).toBe(422);
    const answer = res.json<ImportAnswer>();
    expect(answer).toMatchObject({ error: true, code: 'refused', total: 2 });
    expect(answer.issues).toEqual([
      { line: 101, column: 'Pris', message: '"12.345,00" är inget giltigt belopp. Skriv kronor med decimalkomma, till exempel 1299,50.' },
      { line: 702, column: 'Lager', message: 'Lagersaldot får inte vara negativt (-4).' },
    ]);
    expect(await products()).toEqual(before);
    expect([await historyCount(), await version()]).toEqual([history, v]);
    expect(await db().selectFrom('audit_log').select('id').where('action', '=', 'catalog.import').execute()).toEqual([]);

    // Without script: back to the page, which shows the report.
    const form = await admin.formUpload('priser.csv', bad);
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toMatch(/^\/admin\/import-export\?import=\d+&fel=refused$/);
    const page = await admin.get(form.headers.location as string);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Filen lästes inte in: 2 fel. Ingenting har ändrats.');
    expect(page.body).toMatch(/<td class="admin-num">101<\/td><td>Pris<\/td>/);
    expect(page.body).toMatch(/<td class="admin-num">702<\/td><td>Lager<\/td>/);
    expect(await products()).toEqual(before);
  }, 60_000);

  it('checks a file without writing it when asked to check only', async () => {
    const admin = await staffBrowser();
    const { text } = await priceFile(50, 200);
    const before = await products();
    const [history, v] = [await historyCount(), await version()];
    const res = await admin.upload('kontroll.csv', text, { kontroll: '1' });
    expect(res.json<ImportAnswer>()).toMatchObject({ error: false, code: 'checked', updated: 50, unchanged: 0 });
    expect(await products()).toEqual(before);
    expect([await historyCount(), await version()]).toEqual([history, v]);
    const form = await admin.formUpload('kontroll.csv', text, { kontroll: '1' });
    expect(form.headers.location).toMatch(/^\/admin\/import-export\?import=\d+&klart=checked$/);
    const page = await admin.get(form.headers.location as string);
    expect(page.body).toContain('Filen är korrekt och ändrades inte. En import skulle ge 0 nya produkter, 50 ändrade och 0 oförändrade.');
    expect(await products()).toEqual(before);
  });

  it('writes a good file in one go: the prices, one history row per changed price, one audit entry, the catalog version once', async () => {
    const admin = await staffBrowser();
    const { text, changed } = await priceFile(1000, 1000);
    const before = new Map((await products()).map((p) => [p.id, p.price_incl_vat_ore]));
    const reallyChanged = changed.filter((c) => before.get(c.id) !== c.price);
    const [history, v] = [await historyCount(), await version()];
    const started = new Date().toISOString();

    const res = await admin.upload('priser.csv', text);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json<ImportAnswer>()).toMatchObject({ error: false, code: 'imported', created: 0, updated: reallyChanged.length, unchanged: 1000 - reallyChanged.length });
    const after = new Map((await products()).map((p) => [p.id, p.price_incl_vat_ore]));
    for (const c of changed) expect(after.get(c.id)).toBe(c.price);
    expect(await historyCount()).toBe(history + reallyChanged.length);
    const newest = await db().selectFrom('product_price_history').selectAll().where('valid_from', '>=', started).execute();
    expect(newest).toHaveLength(reallyChanged.length);
    for (const row of newest) expect(row.price_incl_vat_ore).toBe(after.get(row.product_id));
    expect(await version()).toBe(v + 1);
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'catalog.import').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_email).toBe('admin@example.se');
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ file: 'priser.csv', kind: 'prices', created: 0, updated: reallyChanged.length, unchanged: 1000 - reallyChanged.length });

    // The same file again changes nothing and records nothing.
    const again = await admin.upload('priser.csv', text);
    expect(again.json<ImportAnswer>()).toMatchObject({ updated: 0, unchanged: 1000 });
    expect(await historyCount()).toBe(history + reallyChanged.length);
    expect(await version()).toBe(v + 1);
  }, 60_000);

  it('announces a reduction an import made with the Omnibus line, measured against the lowest price of the 30 days before it', async () => {
    const admin = await staffBrowser();
    const product = (await plainProducts(db()).select(['p.sku', 'p.stock']).where('p.original_price_incl_vat_ore', 'is', null).where('p.member_price_incl_vat_ore', 'is', null).orderBy('p.id', 'desc').limit(1).executeTakeFirst())!;
    const before = product.price_incl_vat_ore;
    // The lowest price of the last 30 days so far (this suite may have changed the price already): the prior price.
    const history = await db().selectFrom('product_price_history').select(['price_incl_vat_ore as priceOre', 'valid_from as validFrom']).where('product_id', '=', product.id).execute();
    const prior = lowestPriceInWindow(history, new Date().toISOString())!;
    const line = (price: number, original: number | null) => `${PRICES_HEADER}\r\n${product.sku};${kronor(price)};${kronor(original)};;${product.stock}\r\n`;
    // Raised first, then "reduced" from the raised price: the announced saving is still measured from the price before.
    expect((await admin.upload('hojning.csv', line(before * 2, null))).json<ImportAnswer>()).toMatchObject({ updated: 1 });
    const reduced = Math.round((prior * 0.8) / 100) * 100;
    expect((await admin.upload('rea.csv', line(reduced, before * 2))).json<ImportAnswer>()).toMatchObject({ updated: 1 });
    const { catalog } = shop().app.services;
    await expect.poll(async () => (await catalog.cardsByIds([product.id], { includesVat: true, memberPrices: false }))[0]?.product_display_price, { timeout: 10_000 }).toBe(reduced / 100);
    const [card] = await catalog.cardsByIds([product.id], { includesVat: true, memberPrices: false });
    expect(card).toMatchObject({ is_discounted: true, product_display_original_price: prior / 100, product_lowest_price_30_days: prior / 100 });
  });

  it('exports both files in Swedish Excel form, which import again with no change at all', async () => {
    const admin = await staffBrowser();
    const exportsBefore = await db().selectFrom('audit_log').select('id').where('action', '=', 'catalog.export').execute();
    for (const [file, header] of [['produkter.csv', 'Artikelnummer;Namn;Adress;Varumärke;Kategori;Momsklass;Pris;Ordinarie pris;Medlemspris;Lager;Status;Köpbar;GTIN;MPN;Huvudartikel'], ['priser-och-lager.csv', PRICES_HEADER]] as const) {
      const res = await admin.get(`/admin/api/catalog-export/${file}`, 'text/csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="(produkter|priser-och-lager)-\d{4}-\d{2}-\d{2}\.csv"$/);
      const body = res.rawPayload;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = body.toString('utf8');
      expect(text.slice(1, text.indexOf('\r\n'))).toBe(header);
      const count = (await db().selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
      expect(text.trimEnd().split('\r\n')).toHaveLength(Number(count) + 1);
      const before = await products();
      const v = await version();
      const back = await admin.upload(file, body);
      expect(back.statusCode, back.body.slice(0, 500)).toBe(200);
      expect(back.json<ImportAnswer>()).toMatchObject({ created: 0, updated: 0, unchanged: Number(count) });
      expect(await products()).toEqual(before);
      expect(await version()).toBe(v);
    }
    const exports = await db().selectFrom('audit_log').select(['entity_id', 'after_json']).where('action', '=', 'catalog.export').where('id', 'not in', [0, ...exportsBefore.map((e) => e.id)]).execute();
    expect(exports.map((e) => e.entity_id).sort()).toEqual(['prices', 'products']);
    expect(JSON.parse(exports[0]!.after_json!)).toMatchObject({ kind: 'products', file: expect.stringMatching(/^produkter-/) });
  }, 60_000);

  it('creates products and variants from a products file, with their first price in the history', async () => {
    const admin = await staffBrowser();
    const exported = (await admin.get('/admin/api/catalog-export/produkter.csv', 'text/csv')).rawPayload.toString('utf8');
    const [header, first] = exported.slice(1).split('\r\n');
    const cells = first!.split(';');
    const main = [`NY-${dialect}`, 'Testprodukt Ny', '', ...cells.slice(3, 6), '499,00', '', '', '7', 'aktiv', 'ja', '', '', ''].join(';');
    const variant = [`NY-${dialect}-V`, 'Testprodukt Ny röd', '', ...cells.slice(3, 6), '519,00', '', '', '2', 'aktiv', 'ja', '', '', `NY-${dialect}`].join(';');
    const res = await admin.upload('nya.csv', `${header}\r\n${variant}\r\n${main}\r\n`);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json<ImportAnswer>()).toMatchObject({ created: 2, updated: 0 });
    const created = await db().selectFrom('products').select(['id', 'sku', 'parent_id', 'url', 'price_incl_vat_ore']).where('sku', 'like', `NY-${dialect}%`).orderBy('sku').execute();
    expect(created[1]!.parent_id).toBe(created[0]!.id);
    expect(created[0]!.url).toMatch(new RegExp(`/testprodukt-ny-ny-${dialect}$`));
    const history = await db().selectFrom('product_price_history').select(['product_id', 'price_incl_vat_ore']).where('product_id', 'in', created.map((p) => p.id)).orderBy('product_id').execute();
    expect(history).toEqual([{ product_id: created[0]!.id, price_incl_vat_ore: 49_900 }, { product_id: created[1]!.id, price_incl_vat_ore: 51_900 }]);

    // Changed through the same file: every column written, the new price in the history, the variant made a main product.
    const changedMain = [`NY-${dialect}`, 'Testprodukt Nyare', `${cells[4]}/testprodukt-nyare`, ...cells.slice(3, 5), 'reduced_12', '459,00', '499,00', '449,00', '3', 'dold', 'nej', '7350000000016', 'MPN-1', ''].join(';');
    const unchangedVariant = [`NY-${dialect}-V`, 'Testprodukt Ny röd', '', ...cells.slice(3, 6), '519,00', '', '', '2', 'aktiv', 'ja', '', '', ''].join(';');
    const changed = await admin.upload('andrade.csv', `${header}\r\n${changedMain}\r\n${unchangedVariant}\r\n`);
    expect(changed.json<ImportAnswer>()).toMatchObject({ created: 0, updated: 2, unchanged: 0 });
    const row = await db().selectFrom('products').selectAll().where('id', '=', created[0]!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Testprodukt Nyare', url: `${cells[4]}/testprodukt-nyare`, vat_class: 'reduced_12', price_incl_vat_ore: 45_900, original_price_incl_vat_ore: 49_900,
      member_price_incl_vat_ore: 44_900, stock: 3, status: 'hidden', buy_option: 0, gtin: '7350000000016', mpn: 'MPN-1', parent_id: null,
    });
    expect((await db().selectFrom('products').select('parent_id').where('id', '=', created[1]!.id).executeTakeFirstOrThrow()).parent_id).toBeNull();
    const prices = await db().selectFrom('product_price_history').select('price_incl_vat_ore').where('product_id', 'in', created.map((p) => p.id)).orderBy('id').execute();
    expect(prices.map((p) => p.price_incl_vat_ore)).toEqual([49_900, 51_900, 45_900]);
  }, 60_000);

  it('reports a file that is not text, holds a NUL byte, is empty, has unknown columns or is too large', async () => {
    const admin = await staffBrowser();
    const cases: [Buffer | string, number, string][] = [
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), 422, 'Filen går inte att läsa som text.'],
      [`${PRICES_HEADER}\r\nHB0000001;1;;;1\r\nHB0000002;1\u0000;;;1`, 422, 'NUL-tecken'],
      [`${PRICES_HEADER};Inköpspris\r\nHB0000001;1;;;1;1`, 422, 'Okänd kolumn "Inköpspris".'],
      [`${PRICES_HEADER}\r\n`, 422, 'Filen har inga produktrader.'],
    ];
    for (const [data, status, message] of cases) {
      const res = await admin.upload('fel.csv', data);
      expect(res.statusCode).toBe(status);
      expect(res.json<ImportAnswer>().issues[0]!.message).toContain(message);
    }
    const huge = Buffer.alloc(MAX_CSV_BYTES + 10, 'a');
    const tooLarge = await admin.upload('stor.csv', huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<ImportAnswer>().issues[0]!.message).toBe('Filen är för stor (högst 40 MB).');
    const noFile = multipart({ _token: admin.token! });
    const res = await shop().app.inject({ method: 'POST', url: '/admin/api/catalog-import', payload: noFile.payload, headers: { cookie: admin.cookie, 'content-type': noFile.contentType, accept: 'text/html' } });
    expect([res.statusCode, res.headers.location]).toEqual([303, '/admin/import-export?fel=file']);
  }, 60_000);

  describe('the files owners write (issue 30)', () => {
    /** A product with a member price, and its columns as they are before a test. */
    async function memberProduct(offset: number) {
      return db()
        .selectFrom('products')
        .select(['id', 'sku', 'price_incl_vat_ore', 'original_price_incl_vat_ore', 'member_price_incl_vat_ore', 'stock'])
        .where('member_price_incl_vat_ore', 'is not', null)
        .where('parent_id', 'is', null)
        .orderBy('id')
        .offset(offset)
        .limit(1)
        .executeTakeFirstOrThrow();
    }
    const row = (id: number) => db().selectFrom('products').select(['price_incl_vat_ore', 'original_price_incl_vat_ore', 'member_price_incl_vat_ore', 'stock']).where('id', '=', id).executeTakeFirstOrThrow();
    /** A price a little above the product's, so the member price stays below it. */
    const raised = (p: { price_incl_vat_ore: number }) => p.price_incl_vat_ore + 123_400;

    it('takes a three-column price file: price and stock change, the member and ordinary prices stay, the history and audit follow', async () => {
      const admin = await staffBrowser();
      const p = await memberProduct(0);
      const [history, v] = [await historyCount(), await version()];
      const price = raised(p);
      const res = await admin.upload('pris.csv', `Artikelnummer;Pris;Lager\r\n${p.sku};${kronor(price).replace(/^(\d+)(\d{3}),/, '$1 $2,')};${p.stock + 5}\r\n`);
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      expect(res.json<ImportAnswer>()).toMatchObject({ code: 'imported', kind: 'prices', updated: 1, unchanged: 0 });
      expect(await row(p.id)).toEqual({ price_incl_vat_ore: price, original_price_incl_vat_ore: p.original_price_incl_vat_ore, member_price_incl_vat_ore: p.member_price_incl_vat_ore, stock: p.stock + 5 });
      expect([await historyCount(), await version()]).toEqual([history + 1, v + 1]);
      const newest = await db().selectFrom('product_price_history').select(['product_id', 'price_incl_vat_ore']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      expect(newest).toEqual({ product_id: p.id, price_incl_vat_ore: price });
      const audit = await db().selectFrom('audit_log').select('after_json').where('action', '=', 'catalog.import').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after_json!)).toEqual({ file: 'pris.csv', kind: 'prices', created: 0, updated: 1, unchanged: 0 });

      // A stock file: only the stock moves, and no price history is written.
      const stock = await admin.upload('lager.csv', `Lagersaldo;Art.nr\r\n2;${p.sku}\r\n`);
      expect(stock.json<ImportAnswer>()).toMatchObject({ updated: 1 });
      expect(await row(p.id)).toMatchObject({ price_incl_vat_ore: price, member_price_incl_vat_ore: p.member_price_incl_vat_ore, stock: 2 });
      expect(await historyCount()).toBe(history + 1);
    });

    it('reads comma and tab files, quoted cells respected', async () => {
      const admin = await staffBrowser();
      const [a, b] = [await memberProduct(1), await memberProduct(2)];
      const comma = await admin.upload('komma.csv', `Artikelnummer,Pris,Lager\r\n${a.sku},"${kronor(raised(a))}",9\r\n${b.sku},${(raised(b) / 100).toFixed(2)},8\r\n`);
      expect(comma.statusCode, comma.body.slice(0, 500)).toBe(200);
      expect([await row(a.id), await row(b.id)]).toMatchObject([{ price_incl_vat_ore: raised(a), stock: 9 }, { price_incl_vat_ore: raised(b), stock: 8 }]);
      const tab = await admin.upload('tabb.txt', `Artikelnummer\tLager\r\n${a.sku}\t11\r\n${b.sku}\t12\r\n`);
      expect(tab.statusCode, tab.body.slice(0, 500)).toBe(200);
      expect([await row(a.id), await row(b.id)]).toMatchObject([{ price_incl_vat_ore: raised(a), stock: 11 }, { price_incl_vat_ore: raised(b), stock: 12 }]);
    });

    it('reads a Windows-1252 file (Excel\'s plain CSV) and a UTF-8 file with its byte-order mark', async () => {
      const admin = await staffBrowser();
      const p = await memberProduct(3);
      const latin = Buffer.from(`Artikelnummer;Namn;Lager\r\n${p.sku};Kylskåp Frost;3\r\n`, 'latin1');
      expect(latin.includes(0xe5)).toBe(true);
      const refused = await admin.upload('kyl.csv', latin);
      // The name is read as written (å intact), which is what makes this a products file with its missing columns.
      expect(refused.json<ImportAnswer>().issues.map((i) => i.message)).toContain('Kolumnen "Varumärke" saknas.');
      const stock = await admin.upload('kyl.csv', Buffer.from(`Artikelnummer;Lager;Ordinarie pris\r\n${p.sku};3;"${kronor(raised(p))}"\r\n`, 'latin1'));
      expect(stock.statusCode, stock.body.slice(0, 500)).toBe(200);
      const bom = await admin.upload('bom.csv', `${CSV_BOM}Artikelnummer;Lager\r\n${p.sku};4\r\n`);
      expect(bom.statusCode, bom.body.slice(0, 500)).toBe(200);
      expect(await row(p.id)).toMatchObject({ original_price_incl_vat_ore: raised(p), stock: 4, member_price_incl_vat_ore: p.member_price_incl_vat_ore });
      const unknown = await admin.upload('okand.csv', Buffer.from('Artikelnummer;Lager\r\nKylskåp-1;3\r\n', 'latin1'));
      expect(unknown.json<ImportAnswer>().issues).toEqual([
        { line: 2, column: 'Artikelnummer', message: expect.stringContaining('"Kylskåp-1" är ogiltigt') },
      ]);
    });

    it('says which separator a file seems to use, and that a file without names creates nothing, per line', async () => {
      const admin = await staffBrowser();
      const p = await memberProduct(4);
      const before = await row(p.id);
      const mixed = await admin.upload('blandad.csv', `Artikelnummer,Pris;Lager\r\n${p.sku},100;4\r\n`);
      expect(mixed.statusCode).toBe(422);
      expect(mixed.json<ImportAnswer>().issues).toEqual([{ line: 1, column: null, message: expect.stringMatching(/^Filen verkar vara separerad med komma \(,\): "Artikelnummer,Pris" blev en enda kolumn\./) }]);
      const rows = await admin.upload('rader.csv', `Artikelnummer;Pris;Lager\r\n${p.sku},100,4\r\nNY-PRODUKT;100;4\r\n`);
      expect(rows.json<ImportAnswer>().issues).toEqual([
        { line: 2, column: null, message: expect.stringMatching(/^Filen verkar vara separerad med komma \(,\)/) },
        { line: 3, column: 'Artikelnummer', message: 'Det finns ingen produkt med artikelnummer NY-PRODUKT. En fil utan kolumnen Namn ändrar bara befintliga produkter; nya produkter läggs in med produktfilen (Ladda ner produkter).' },
      ]);
      expect(await row(p.id)).toEqual(before);
    });
  });

  it('runs two imports at once one after the other: every product ends with one file\'s prices, and each price change is in the history once', async () => {
    const [a, b] = [await staffBrowser(), await staffBrowser()];
    const fileA = await priceFile(600, 3300);
    const fileB = await priceFile(600, 7700);
    const history = await historyCount();
    const v = await version();
    const [resA, resB] = await Promise.all([a.upload('a.csv', fileA.text), b.upload('b.csv', fileB.text)]);
    expect([resA.statusCode, resB.statusCode]).toEqual([200, 200]);
    const after = new Map((await products()).map((p) => [p.id, p.price_incl_vat_ore]));
    const fromA = fileA.changed.every((c) => after.get(c.id) === c.price);
    const fromB = fileB.changed.every((c) => after.get(c.id) === c.price);
    expect(fromA !== fromB).toBe(true);
    const updated = resA.json<ImportAnswer>().updated + resB.json<ImportAnswer>().updated;
    expect(await historyCount()).toBe(history + updated);
    expect(await version()).toBe(v + 2);
    // The later import compared with the earlier one's prices, so it changed every product again.
    expect(resA.json<ImportAnswer>().updated).toBe(600);
    expect(resB.json<ImportAnswer>().updated).toBe(600);
  }, 60_000);
});
