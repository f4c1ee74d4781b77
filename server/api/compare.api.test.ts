import { describe, expect, it } from 'vitest';
import type { CompareIndexResponse } from '../../common/contract/compare';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';
import type { CompareSuggestion } from '../../common/contract/search';

const FULL = 'Du kan jämföra högst 4 produkter.';

describe.each(testDialects)('the compare calls on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 150 });
  const app = () => shop().app;

  /** Active products, and one taken out of the range (hidden) for the tests that need it. */
  async function productIds(count: number): Promise<number[]> {
    const rows = await app().database.db.selectFrom('products').select('id').where('status', '=', 'active').orderBy('id').limit(count).execute();
    return rows.map((r) => r.id);
  }
  async function hiddenProductId(): Promise<number> {
    const rows = await app().database.db.selectFrom('products').select('id').where('status', '=', 'active').orderBy('id', 'desc').limit(1).execute();
    await app().database.db.updateTable('products').set({ status: 'hidden' }).where('id', '=', rows[0]!.id).execute();
    return rows[0]!.id;
  }

  async function shopper() {
    const base = await testShopper(app());
    return {
      ...base,
      store: (productId: string | number) => base.post('/api/internal/compare/store', { product_id: String(productId) }),
      remove: (productId: string | number) => base.post('/api/internal/compare/delete', { product_id: String(productId) }),
      async list(): Promise<number[]> {
        const res = await base.get('/api/internal/compare/index');
        expect(res.statusCode).toBe(200);
        return Object.keys(res.json<CompareIndexResponse>()).map(Number);
      },
    };
  }

  it('answers an empty list to a visitor without a session, and stores nothing for the read', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/internal/compare/index' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('stores products, answers the keyed list with the spec fields, and a repeated store changes nothing', async () => {
    const s = await shopper();
    const [a, b, c] = await productIds(3);
    expect((await s.store(a!)).statusCode).toBe(200);
    expect((await s.store(b!)).statusCode).toBe(200);
    const res = await s.store(c!);
    expect(res.statusCode).toBe(200);
    const list = res.json<CompareIndexResponse>();
    expect(Object.keys(list)).toEqual([a, b, c].map(String));
    expect(Object.keys(list[String(a)]!).sort()).toEqual(['brand_name', 'product_id', 'product_image', 'product_link', 'product_name']);
    expect(list[String(a)]).toMatchObject({ product_id: a, product_link: expect.stringMatching(/^\//) });
    expect((await s.store(b!)).json()).toEqual(list);
    expect(await s.list()).toEqual([a, b, c]);
  });

  it('refuses a fifth product with a Swedish message and keeps the four', async () => {
    const s = await shopper();
    const ids = await productIds(5);
    for (const id of ids.slice(0, 4)) expect((await s.store(id)).statusCode).toBe(200);
    const res = await s.store(ids[4]!);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: true, message: FULL, errors: { product_id: [FULL] } });
    expect(await s.list()).toEqual(ids.slice(0, 4));
    // A product already listed may still be stored again when the list is full.
    expect((await s.store(ids[0]!)).statusCode).toBe(200);
  });

  it('stores exactly four of eight concurrent stores from one session', async () => {
    const s = await shopper();
    const ids = await productIds(8);
    const answers = await Promise.all(ids.map((id) => s.store(id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((r) => r.statusCode === 422).map((r) => r.json().message)).toEqual([FULL, FULL, FULL, FULL]);
    const stored = await s.list();
    expect(stored).toHaveLength(4);
    for (const id of stored) expect(ids).toContain(id);
  });

  it('stores the list of a visitor whose session had nothing stored yet', async () => {
    const page = await app().inject({ method: 'GET', url: '/api/internal/compare/index' });
    expect(page.statusCode).toBe(200);
    const session = app().services.sessions.start();
    const headers = { cookie: `sid=${session.id}`, 'x-csrf-token': session.csrfToken, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' };
    const [id] = await productIds(1);
    const answers = await Promise.all([1, 2].map(() => app().inject({ method: 'POST', url: '/api/internal/compare/store', headers, payload: `product_id=${id}` })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const index = await app().inject({ method: 'GET', url: '/api/internal/compare/index', headers: { cookie: headers.cookie } });
    expect(Object.keys(index.json())).toEqual([String(id)]);
  });

  describe('refuses bad input with a 4xx and leaves the list as it was', () => {
    const bad: [string, (s: Awaited<ReturnType<typeof shopper>>) => Promise<{ statusCode: number }>, number][] = [
      ['no product_id', (s) => s.post('/api/internal/compare/store', {}), 422],
      ['an empty product_id', (s) => s.store(''), 422],
      ['letters', (s) => s.store('abc'), 422],
      ['a negative id', (s) => s.store('-5'), 422],
      ['zero', (s) => s.store('0'), 422],
      ['a decimal', (s) => s.store('1.5'), 422],
      ['an exponent', (s) => s.store('1e3'), 422],
      ['an id past int4', (s) => s.store('2147483648'), 422],
      ['an id of many digits', (s) => s.store('9'.repeat(400)), 422],
      ['a NUL byte', (s) => s.store('1\u0000'), 422],
      ['a list of ids', (s) => s.postJson('/api/internal/compare/store', { product_id: [1, 2] }), 422],
      ['an object', (s) => s.postJson('/api/internal/compare/store', { product_id: { id: 1 } }), 422],
      ['an unknown product', (s) => s.store('2147483647'), 404],
      ['a product id repeated as form fields', (s) => app().inject({
        method: 'POST', url: '/api/internal/compare/store', headers: { ...s.headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'product_id=1&product_id=2',
      }), 422],
      ['a huge payload', (s) => app().inject({
        method: 'POST', url: '/api/internal/compare/store', headers: { ...s.headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: `product_id=1&x=${'a'.repeat(2 * 1024 * 1024)}`,
      }), 413],
      ['a broken JSON body', (s) => app().inject({
        method: 'POST', url: '/api/internal/compare/store', headers: { ...s.headers, 'content-type': 'application/json' }, payload: '{"product_id":',
      }), 400],
      ['no CSRF token', (s) => app().inject({
        method: 'POST', url: '/api/internal/compare/store', headers: { cookie: s.headers.cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'product_id=1',
      }), 419],
      ['a malformed delete', (s) => s.remove('x'), 422],
    ];

    it.each(bad)('%s', async (_name, call, status) => {
      const s = await shopper();
      const [first] = await productIds(1);
      await s.store(first!);
      const res = await call(s);
      expect(res.statusCode).toBe(status);
      expect(await s.list()).toEqual([first]);
    });

    it('a product taken out of the range', async () => {
      const s = await shopper();
      const [first] = await productIds(1);
      await s.store(first!);
      const hidden = await hiddenProductId();
      const res = await s.store(hidden);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: true, message: 'Produkten kunde inte hittas.' });
      expect(await s.list()).toEqual([first]);
    });
  });

  it('removes a product, removing one not listed changes nothing, and clear empties the list', async () => {
    const s = await shopper();
    const [a, b, c] = await productIds(3);
    for (const id of [a, b, c]) await s.store(id!);
    const removed = await s.remove(b!);
    expect(removed.statusCode).toBe(200);
    expect(Object.keys(removed.json())).toEqual([a, c].map(String));
    expect((await s.remove(b!)).statusCode).toBe(200);
    expect(await s.list()).toEqual([a, c]);
    const cleared = await s.post('/api/internal/compare/clear', {});
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({});
    expect(await s.list()).toEqual([]);
    // After clearing, four may be compared again.
    for (const id of await productIds(4)) expect((await s.store(id)).statusCode).toBe(200);
  });

  it('leaves the list of another session alone', async () => {
    const [s1, s2] = [await shopper(), await shopper()];
    const [a, b] = await productIds(2);
    await s1.store(a!);
    await s2.store(b!);
    await s2.post('/api/internal/compare/clear', {});
    expect(await s1.list()).toEqual([a]);
  });

  describe('the compare page search', () => {
    async function search(s: Awaited<ReturnType<typeof shopper>>, text: string) {
      const form = new FormData();
      form.append('text', text);
      const request = new Request('http://shop/', { method: 'POST', body: form });
      return app().inject({
        method: 'POST',
        url: '/produkter/sok_for_jamfor',
        headers: { ...s.headers, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    }

    it('answers suggestions with id, name, image and the price as HTML text', async () => {
      const s = await shopper();
      const product = await app().database.db.selectFrom('products').select(['id', 'name']).where('status', '=', 'active').where('hide_price', '=', 0)
        .where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
      const res = await search(s, product.name.split(' ').slice(0, 2).join(' '));
      expect(res.statusCode).toBe(200);
      const suggestions = res.json<CompareSuggestion[]>();
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(10);
      expect(Object.keys(suggestions[0]!).sort()).toEqual(['id', 'image', 'name', 'price']);
      expect(suggestions.every((x) => x.price === '' || /^[−\d\u00a0]+(,\d\d)?\u00a0kr$/.test(x.price))).toBe(true);
    });

    it('suggests nothing for less than two characters', async () => {
      expect((await search(await shopper(), 'a')).json()).toEqual([]);
    });

    it.each([
      ['a NUL byte', '\u0000tv', 422],
      ['a text of 300 characters', 'a'.repeat(300), 422],
    ])('refuses %s', async (_name, text, status) => {
      expect((await search(await shopper(), text)).statusCode).toBe(status);
    });

    it('refuses a body that is not multipart, a body too large, and a call without the CSRF token', async () => {
      const s = await shopper();
      const broken = await app().inject({
        method: 'POST', url: '/produkter/sok_for_jamfor', headers: { ...s.headers, 'content-type': 'multipart/form-data; boundary=x' }, payload: 'garbage',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ error: true });
      const large = await app().inject({
        method: 'POST', url: '/produkter/sok_for_jamfor', headers: { ...s.headers, 'content-type': 'multipart/form-data; boundary=x' }, payload: 'x'.repeat(64 * 1024),
      });
      expect(large.statusCode).toBe(413);
      const noToken = await app().inject({
        method: 'POST', url: '/produkter/sok_for_jamfor', headers: { cookie: s.headers.cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'text=tv',
      });
      expect(noToken.statusCode).toBe(419);
      // The same field as a plain form works too.
      expect((await s.post('/produkter/sok_for_jamfor', { text: 'tv' })).statusCode).toBe(200);
    });
  });

  describe("the compare page's products from p", () => {
    const page = (p: string | null) => app().services.compare.page(p, { includesVat: true, memberPrices: false }).then((r) => r.products.map((x) => x.card.product_id));

    it('drops malformed, repeated and unknown ids, and shows the first four', async () => {
      const [a, b, c, d, e] = await productIds(5);
      expect(await page(`${a},${b},${a},,x,-1,2147483647,${c}`)).toEqual([a, b, c]);
      expect(await page(`${a},${b},${c},${d},${e}`)).toEqual([a, b, c, d]);
      expect(await page(`2147483647,${e},${d},${c},${b},${a}`)).toEqual([e, d, c, b]);
      expect(await page('')).toEqual([]);
      expect(await page(null)).toEqual([]);
      expect(await page(',,,')).toEqual([]);
    });

    it('leaves out products taken out of the range', async () => {
      const [a] = await productIds(1);
      const hidden = await hiddenProductId();
      expect(await page(`${hidden},${a}`)).toEqual([a]);
    });

    it('lists every specification row of the products, marking the ones that differ', async () => {
      const ids = await productIds(3);
      const result = await app().services.compare.page(ids.join(','), { includesVat: true, memberPrices: false });
      const rows = result.sections.flatMap((s) => s.rows);
      for (const product of result.products) {
        for (const section of product.specifications) {
          for (const row of section.rows) expect(rows.some((r) => r.title === row.title && r.unit === row.unit)).toBe(true);
        }
      }
      for (const row of rows) {
        expect(row.values).toHaveLength(result.products.length);
        expect(row.differs).toBe(new Set(row.values.map((v) => v?.toLowerCase() ?? null)).size > 1);
      }
    });
  });
});
