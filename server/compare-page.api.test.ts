import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../common/web/html';
import { suiteShop, testDialects, testShopper } from './testing/test-app';

/** The compare page as the server renders it. Needs `npm run build`. */
describe.each(testDialects)('the compare page on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 150 });
  const app = () => shop().app;

  async function products(count: number) {
    return app().database.db.selectFrom('products').select(['id', 'name']).where('status', '=', 'active').orderBy('id').limit(count).execute();
  }
  const columnsOf = (html: string) => [...html.matchAll(/<th scope="col">/g)].length;

  it('shows the products of p side by side, dropping malformed, repeated and unknown ids, without being indexed', async () => {
    const [a, b] = await products(2);
    const res = await app().inject({ method: 'GET', url: `/produkter/jamfor?p=${a!.id},x,,${b!.id},${a!.id},2147483647,-3` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(res.body).toMatch(/<title>Jämför produkter – [^<]+<\/title>/);
    expect(columnsOf(res.body)).toBe(2);
    expect(res.body).toContain(escapeHtml(a!.name));
    expect(res.body).toContain(escapeHtml(b!.name));
    expect(res.body).toContain('Jämförelse av 2 produkter');
  });

  it('shows the first four of more', async () => {
    const five = await products(5);
    const res = await app().inject({ method: 'GET', url: `/produkter/jamfor?p=${five.map((p) => p.id).join(',')}` });
    expect(columnsOf(res.body)).toBe(4);
    expect(res.body).not.toContain(escapeHtml(five[4]!.name));
  });

  it.each(['', '?p=', '?p=,,,', '?p=abc', `?p=${'9'.repeat(5000)}`])('shows the empty state for %s', async (query) => {
    const res = await app().inject({ method: 'GET', url: `/produkter/jamfor${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Du har inga produkter att jämföra än.');
    expect(res.body).toContain('placeholder="Sök och jämför en till produkt"');
  });

  it("never renders a visitor's compare list into the page (pages are shared)", async () => {
    const shopper = await testShopper(app());
    const [a] = await products(1);
    expect((await shopper.post('/api/internal/compare/store', { product_id: String(a!.id) })).statusCode).toBe(200);
    const page = await app().inject({ method: 'GET', url: '/', headers: { cookie: shopper.headers.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('compare-bar');
    expect(page.body).not.toContain('Jämför produkter (');
  });
});
