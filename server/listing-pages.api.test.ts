import { describe, expect, it } from 'vitest';
import type { FilterResult } from '../common/contract/filter';
import { suiteShop, testDialects } from './testing/test-app';

/** The listing pages as a browser without JavaScript gets them (issue 11 items 7, 8, 9 and 11). Needs `npm run build`. */
describe.each(testDialects)('listing pages on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 300 });

  const get = (url: string) => shop.app.inject({ method: 'GET', url });
  const filter = async (query: string) => (await get(`/produkter/filtrera?${query}`)).json<FilterResult>();
  const inputValue = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];

  /** A leaf category with its levels and url. */
  async function leaves() {
    const db = shop.app.database.db;
    const rows = await db.selectFrom('categories').select(['id', 'parent_id', 'level', 'url']).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return rows
      .filter((r) => r.level === 3)
      .map((r) => {
        const parent = byId.get(r.parent_id!)!;
        return { url: r.url, query: `blade=category&cat1=${parent.parent_id}&cat2=${parent.id}&cat3=${r.id}` };
      });
  }

  it('gives a main (level-1) category the listing of deeper levels: filters, sorting and the view switch', async () => {
    const main = await shop.app.database.db.selectFrom('categories').select('url').where('level', '=', 1).orderBy('position').executeTakeFirstOrThrow();
    const res = await get(main.url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="filter-sidebar"');
    expect(res.body).toMatch(/<select[^>]*name="sorting"/);
    expect(res.body).toContain('class="view-toggle"');
    expect(res.body).toContain('<h2 class="facet__title">Kategori</h2>');
  });

  it('turns a submitted filter form into the address the script builds (no JavaScript)', async () => {
    const leaf = (await leaves())[0]!;
    const listing = await filter(leaf.query);
    const [a, b] = listing.brands.map((x) => x.brand_id);
    const form = new URLSearchParams([
      ['filter_form', '1'], ['view_type', 'grid'], ['brands', String(a)], ['brands', String(b)],
      ['price_min', String(listing.min_price)], ['price_max', String(listing.max_price)], ['price_limits', `${listing.min_price}~${listing.max_price}`],
      ['sorting', 'lagsta_pris'], ['per_page', 'all'], ['view_type', 'list'],
    ]);
    const res = await get(`${leaf.url}?${form}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${leaf.url}?brands=${a}|${b}&sorting=lagsta_pris&view_type=list&show_all=1`);
    const page = await get(res.headers.location as string);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('product-grid--list');

    const search = await get('/produkter/sok?filter_form=1&s=kyl&sorting=namn&per_page=24&view_type=grid');
    expect(search.statusCode).toBe(303);
    expect(search.headers.location).toBe('/produkter/sok?s=kyl&sorting=namn');
  });

  it('keeps an applied price or interval visible with its value when the products left share one value (issue 11 item 11)', async () => {
    // A brand with one product in a leaf: its price is the only one (the 'Pris' section used to vanish) and
    // each of its interval values the only one (the group collapsed to a disabled checkbox).
    let found: { url: string; brand: number; price: number; group: number; value: number } | null = null;
    for (const leaf of await leaves()) {
      const listing = await filter(leaf.query);
      for (const brand of listing.brands.filter((x) => x.product_count === 1)) {
        const one = await filter(`${leaf.query}&brands=${brand.brand_id}`);
        const group = one.specifications.find((g) => g.type === 'interval' && g.min !== null && g.min === g.max);
        if (one.min_price === one.max_price && one.min_price > 1 && group) {
          found = { url: leaf.url, brand: brand.brand_id, price: one.min_price, group: group.groupId, value: group.min! };
          break;
        }
      }
      if (found) break;
    }
    expect(found, 'a leaf with a single-product brand').not.toBeNull();
    const { url, brand, price, group, value } = found!;
    const res = await get(`${url}?brands=${brand}&specifications=${group}:${value}~${value}&price_max=${price - 1}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('0 produkter');
    expect(inputValue(res.body, 'price_max')).toBe(String(price - 1));
    expect(inputValue(res.body, `spec-${group}-min`)).toBe(String(value));
    expect(inputValue(res.body, `spec-${group}-max`)).toBe(String(value));
  });

  // The mobile filter panel renders in the browser on first open (issue 12) and asks the same priceFacetShown rule.
  it('hides the price filter in the sidebar, and a main category keeps a one-column grid, as the settings say (issue 11 item 7)', async () => {
    const db = shop.app.database.db;
    await db.insertInto('site_settings').values([{ key: 'hidePriceFilter', value: 'true' }, { key: 'minimumTwoColumnGrid', value: 'false' }]).execute();
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_100)); // settings are re-read every 2 s
      const leaf = (await leaves())[0]!;
      const page = await get(leaf.url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('id="filter-sidebar"');
      expect(page.body).not.toMatch(/aria-label="(Lägsta|Högsta) pris"/);
      const main = await db.selectFrom('categories').select('url').where('level', '=', 1).orderBy('position').executeTakeFirstOrThrow();
      expect((await get(main.url)).body).toContain('product-grid--single-mobile');
    } finally {
      await db.deleteFrom('site_settings').where('key', 'in', ['hidePriceFilter', 'minimumTwoColumnGrid']).execute();
    }
  });
});
