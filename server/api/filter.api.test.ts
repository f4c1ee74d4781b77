import { describe, expect, it } from 'vitest';
import type { FilterResult } from '../../common/contract/filter';
import { suiteShop, testDialects } from '../testing/test-app';

describe.each(testDialects)('GET /produkter/filtrera on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 400 });

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
  async function filter(query: string, headers: Record<string, string> = {}): Promise<FilterResult> {
    const res = await get(`/produkter/filtrera${query ? `?${query}` : ''}`, headers);
    expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json<FilterResult>();
  }

  /** The leaf category with the most listed products, and its parents. */
  async function busiestLeaf() {
    const db = shop.app.database.db;
    const row = await db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['c.id', 'c.parent_id', 'c.url', 'c.level', db.fn.countAll<number>().as('n')])
      .where('p.status', '=', 'active')
      .where('p.parent_id', 'is', null)
      .where('c.level', '=', 3)
      .groupBy(['c.id', 'c.parent_id', 'c.url', 'c.level'])
      .orderBy('n', 'desc')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const parent = await db.selectFrom('categories').select(['id', 'parent_id']).where('id', '=', row.parent_id!).executeTakeFirstOrThrow();
    return { cat1: parent.parent_id!, cat2: parent.id, cat3: row.id, url: row.url, count: Number(row.n) };
  }

  it('answers the whole catalog with every contract field when nothing is chosen', async () => {
    const body = await filter('');
    const listed = await shop.app.database.db
      .selectFrom('products')
      .select(shop.app.database.db.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(body.num).toBe(Number(listed.n));
    expect(body.total_amount_of_products).toBe(body.num);
    expect(body.url).toBe('/produkter/filtrera');
    expect(body.per_page).toBe(24);
    expect(body.products).toHaveLength(24);
    expect(body.products[0]).toMatchObject({ product_id: expect.any(Number), product_name: expect.any(String), product_url: expect.any(String) });
    expect(body.result_text).toBe(`Visar produkt 1 - 24 av totalt ${body.num} produkter`);
    expect(body.pagination_links).toMatch(/^<nav class="pagination" aria-label="Sidnavigering"><ul>.*<\/ul><\/nav>$/);
    expect(body.pagination_links).toContain('aria-current="page"');
    expect(body.pagination_links).toContain('Nästa');
    expect(body.pagination_links).not.toContain('Föregående');
    expect(body.sort_options.map((o) => o.label)).toEqual(['Popularitet', 'Lägsta pris', 'Högsta pris', 'Nyheter', 'Namn A–Ö', 'Betyg']);
    expect(body.brands.length).toBeGreaterThan(1);
    expect(body.brands.some((b) => b.brand_id === 1)).toBe(false);
    expect(body.subcategories.length).toBeGreaterThan(1);
    expect(body.includes_vat).toBe(true);
    expect(body.min_price).toBeLessThanOrEqual(body.max_price);
    for (const key of ['specifications', 'primary_colors', 'selected_brands', 'selected_specifications', 'current_category', 'view_type', 'show_all', 'sorting'] as const) {
      expect(body).toHaveProperty(key);
    }
  });

  it('bounds the cost of one answer: show_all pages by 192 cards, no specification groups without a category (issue 10)', async () => {
    const all = await filter('show_all=1');
    expect(all.num).toBeGreaterThan(192);
    expect(all.show_all).toBe(true);
    expect(all.products).toHaveLength(192);
    expect(all.result_text).toBe(`Visar produkt 1 - 192 av totalt ${all.num} produkter`);
    expect(all.specifications).toEqual([]);
    expect(all.pagination_links).toContain('show_all=1&amp;page=2');
    const second = await filter('show_all=1&page=2');
    expect(second.page).toBe(2);
    expect(second.products[0]!.product_id).not.toBe(all.products[0]!.product_id);
    expect(second.result_text).toBe(`Visar produkt 193 - ${Math.min(384, all.num)} av totalt ${all.num} produkter`);
    // A brand page and a search offer specification filters once a category is chosen, not before.
    const leaf = await busiestLeaf();
    const inLeaf = await filter(`cat3=${leaf.cat3}`);
    const brand = inLeaf.brands[0]!.brand_id;
    expect((await filter(`from_brands=${brand}`)).specifications).toEqual([]);
    expect((await filter(`from_brands=${brand}&categories=${leaf.cat3}`)).specifications.length).toBeGreaterThan(0);
    // A selection of a group that is not offered is not echoed back (the widgets then drop it).
    const groups = inLeaf.specifications;
    const row = groups[0]!.rows[0]!;
    const unscoped = await filter(`specifications=${groups[0]!.groupId}:${row.products_to_property_id}`);
    expect(unscoped.selected_specifications).toEqual([]);
    expect(unscoped.num).toBe(all.num);
  });

  it('lists a category with its specification groups, and the category page as url', async () => {
    const leaf = await busiestLeaf();
    const body = await filter(`blade=category&cat1=${leaf.cat1}&cat2=${leaf.cat2}&cat3=${leaf.cat3}`);
    expect(body.num).toBe(leaf.count);
    expect(body.url).toBe(leaf.url);
    expect(body.current_category).toMatchObject({ category_id: leaf.cat3, category_active: true });
    expect(body.specifications.length).toBeGreaterThan(0);
    for (const group of body.specifications) {
      expect(group.rows.every((r) => r.product_count > 0 && r.product_property_show_in_filter)).toBe(true);
    }
    expect(body.brands.reduce((sum, b) => sum + b.product_count, 0)).toBeLessThanOrEqual(leaf.count);
  });

  it('lists a main (level-1) category in-stock first by default, then by popularity (issue 11 item 9)', async () => {
    const db = shop.app.database.db;
    const [categories, products] = await Promise.all([
      db.selectFrom('categories').select(['id', 'parent_id', 'level']).execute(),
      db
        .selectFrom('products')
        .select(['id', 'category_id', 'stock', 'allow_backorder', 'popularity'])
        .where('status', '=', 'active')
        .where('parent_id', 'is', null)
        .execute(),
    ]);
    const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
    const rootOf = (id: number | null): number | null => (id === null || parentOf.get(id) === null ? id : rootOf(parentOf.get(id) ?? null));
    const soldOut = (p: (typeof products)[number]) => (p.stock > 0 || p.allow_backorder === 1 ? 0 : 1);
    const byPopularity = (a: (typeof products)[number], b: (typeof products)[number]) => b.popularity - a.popularity || a.id - b.id;
    // A main category where a sold-out product is among the 24 most popular: listed by popularity alone it shows first.
    const main = categories
      .filter((c) => c.level === 1)
      .map((c) => ({ id: c.id, products: products.filter((p) => rootOf(p.category_id) === c.id) }))
      .find((c) => c.products.sort(byPopularity).slice(0, 24).some((p) => soldOut(p) === 1 && c.products.some((q) => soldOut(q) === 0)));
    expect(main, 'a main category with a popular sold-out product').toBeDefined();
    const expected = [...main!.products].sort((a, b) => soldOut(a) - soldOut(b) || byPopularity(a, b)).slice(0, 24).map((p) => p.id);
    const body = await filter(`blade=category&cat1=${main!.id}`);
    expect(body.products.map((p) => p.product_id)).toEqual(expected);
    expect(body.subcategories.length).toBeGreaterThan(0);
  });

  it('narrows by brand, counts brands disjunctively and narrows the other facets', async () => {
    const leaf = await busiestLeaf();
    const scope = `cat3=${leaf.cat3}`;
    const all = await filter(scope);
    const brand = [...all.brands].sort((a, b) => b.product_count - a.product_count)[0]!;
    const picked = await filter(`${scope}&brands=${brand.brand_id}`);
    expect(picked.num).toBe(brand.product_count);
    expect(picked.num).toBeLessThan(all.num);
    expect(picked.selected_brands).toEqual([brand.brand_id]);
    expect(picked.brands.find((b) => b.brand_id === brand.brand_id)).toMatchObject({ selected: true, product_count: brand.product_count });
    // Disjunctive: the other brands keep their counts, so a second brand adds up.
    expect(picked.brands.map((b) => [b.brand_id, b.product_count])).toEqual(all.brands.map((b) => [b.brand_id, b.product_count]));
    const other = all.brands.find((b) => b.brand_id !== brand.brand_id);
    if (other) expect((await filter(`${scope}&brands=${brand.brand_id}|${other.brand_id}`)).num).toBe(brand.product_count + other.product_count);
    // A specification row's count now only counts that brand's products.
    const groupTotal = (r: FilterResult) => r.specifications.flatMap((g) => g.rows).reduce((s, row) => s + row.product_count, 0);
    expect(groupTotal(picked)).toBeLessThan(groupTotal(all));
  });

  it('narrows by a specification value: OR within a multiple-choice group, counts without its own selection', async () => {
    const leaf = await busiestLeaf();
    const scope = `cat3=${leaf.cat3}`;
    const all = await filter(scope);
    const group = all.specifications.find((g) => g.type !== 'interval' && g.rows.length >= 2)!;
    expect(group).toBeDefined();
    const [a, b] = group.rows;
    const one = await filter(`${scope}&specifications=${group.groupId}:${a!.products_to_property_id}`);
    expect(one.num).toBe(a!.product_count);
    expect(one.specifications.find((g) => g.groupId === group.groupId)!.rows).toEqual(group.rows);
    expect(one.selected_specifications).toEqual([{ groupId: group.groupId, values: [a!.products_to_property_id] }]);
    const two = await filter(`${scope}&specifications=${group.groupId}:${a!.products_to_property_id},${b!.products_to_property_id}`);
    if (group.type === 'multiple_choice') expect(two.num).toBeGreaterThanOrEqual(one.num);
    else expect(two.selected_specifications).toEqual([{ groupId: group.groupId, values: [b!.products_to_property_id] }]);
  });

  it('filters intervals by min and max', async () => {
    const leaf = await busiestLeaf();
    const all = await filter(`cat3=${leaf.cat3}`);
    const group = all.specifications.find((g) => g.type === 'interval' && g.rows.length >= 2);
    if (!group) return;
    const first = group.rows[0]!;
    const value = Number(first.products_to_property_value.replace(',', '.'));
    const body = await filter(`cat3=${leaf.cat3}&specifications=${group.groupId}:${group.min}~${Math.ceil(value)}`);
    expect(body.num).toBeGreaterThanOrEqual(first.product_count);
    expect(body.num).toBeLessThan(all.num);
    expect(body.specifications.find((g) => g.groupId === group.groupId)).toMatchObject({ selected_min: group.min, selected_max: Math.ceil(value) });
  });

  it('filters by price on the shopper’s VAT basis and sorts by price', async () => {
    const leaf = await busiestLeaf();
    const all = await filter(`cat3=${leaf.cat3}&sorting=lagsta_pris&per_page=96`);
    const middle = Math.round((all.min_price + all.max_price) / 2);
    const cheap = await filter(`cat3=${leaf.cat3}&price_max=${middle}&sorting=hogsta_pris&per_page=96`);
    expect(cheap.num).toBeLessThan(all.num);
    expect(cheap.input_price_max).toBe(middle);
    expect(cheap.min_price).toBe(all.min_price); // the bounds ignore the price selection
    const prices = cheap.products.filter((p) => !p.product_hide_price).map((p) => Math.round(p.product_display_price));
    expect(prices.every((p) => p <= middle)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const ascending = all.products.filter((p) => !p.product_hide_price).map((p) => p.product_display_price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it("gives the price range the price control starts at: the input, else the result's rounded bounds, else 0 to 1000 (spec)", async () => {
    const leaf = await busiestLeaf();
    const all = await filter(`cat3=${leaf.cat3}&per_page=96`);
    expect(all.input_price_min).toBeNull();
    expect(all.max_price).toBeGreaterThan(all.min_price);
    expect(all.price_range).toEqual({ min: all.min_price, max: all.max_price });
    const shown = all.products.filter((p) => !p.product_hide_price).map((p) => p.product_display_price);
    if (all.num <= 96) expect(all.price_range).toEqual({ min: Math.floor(Math.min(...shown)), max: Math.ceil(Math.max(...shown)) });
    expect((await filter(`cat3=${leaf.cat3}&price_max=${all.max_price - 1}`)).price_range).toEqual({ min: all.min_price, max: all.max_price - 1 });
    expect((await filter('text=zzzqqqxxx')).price_range).toEqual({ min: 0, max: 1000 });
  });

  it("answers each category with its products in this result and its child categories ('products', 'childs')", async () => {
    const leaf = await busiestLeaf();
    const body = await filter('');
    const main = body.subcategories.find((c) => c.category_id === leaf.cat1)!;
    expect(main).toMatchObject({ products: main.category_visible_product_count, category_level: 1 });
    const middle = main.childs.find((c) => c.category_id === leaf.cat2)!;
    expect(middle.category_level).toBe(2);
    const bottom = middle.childs.find((c) => c.category_id === leaf.cat3)!;
    expect(bottom).toMatchObject({ products: leaf.count, category_level: 3, childs: [] });
    expect(main.childs.reduce((sum, c) => sum + c.products, 0)).toBeLessThanOrEqual(main.products);
    // Within a narrower result the counts are that result's, and a category without products in it is left out.
    const brand = (await filter(`cat3=${leaf.cat3}`)).brands[0]!;
    const narrowed = await filter(`brands=${brand.brand_id}`);
    const inBrand = narrowed.subcategories.find((c) => c.category_id === leaf.cat1)!;
    expect(inBrand.products).toBe(narrowed.num - narrowed.subcategories.filter((c) => c !== inBrand).reduce((sum, c) => sum + c.products, 0));
    expect(inBrand.childs.find((c) => c.category_id === leaf.cat2)!.childs.find((c) => c.category_id === leaf.cat3)!.products).toBe(brand.product_count);
    for (const c of narrowed.subcategories) expect(c.childs.every((child) => child.products > 0)).toBe(true);
  });

  it('shows a company session prices excl. VAT without creating a session for anyone', async () => {
    const anonymous = await get('/produkter/filtrera');
    expect(anonymous.headers['set-cookie']).toBeUndefined();
    const session = await shop.app.services.sessions.create();
    await shop.app.database.db.updateTable('sessions').set({ data: JSON.stringify({ customer_type: 'company' }) }).where('id_hash', '=', session.idHash).execute();
    const company = await filter('sorting=lagsta_pris', { cookie: `sid=${session.id}` });
    const privat = await filter('sorting=lagsta_pris');
    expect(company.includes_vat).toBe(false);
    expect(company.max_price).toBeLessThan(privat.max_price);
    expect(company.products[0]!.includes_vat).toBe(false);
  });

  it.each(['popularitet', 'nyheter', 'namn', 'betyg'])('sorts by %s', async (sorting) => {
    const body = await filter(`sorting=${sorting}&per_page=96`);
    expect(body.sorting).toBe(sorting);
    if (sorting === 'namn') {
      const names = body.products.map((p) => p.product_name);
      expect(names).toEqual([...names].sort(new Intl.Collator('sv').compare));
    }
    if (sorting === 'betyg') {
      const ratings = body.products.map((p) => p.average_rating ?? -1);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
  });

  it('pages, marks the current page and clamps a page past the end', async () => {
    const page2 = await filter('page=2');
    expect(page2.page).toBe(2);
    expect(page2.url).toBe('/produkter/filtrera?page=2');
    expect(page2.result_text).toBe(`Visar produkt 25 - 48 av totalt ${page2.num} produkter`);
    expect(page2.pagination_links).toContain('<a href="/produkter/filtrera?page=2" aria-current="page">2</a>');
    expect(page2.pagination_links).toContain('Föregående');
    const page1 = await filter('');
    expect(page2.products.map((p) => p.product_id)).not.toContain(page1.products[0]!.product_id);
    const past = await filter('page=999999');
    expect(past.page).toBe(past.page_count);
    expect(past.products.length).toBeGreaterThan(0);
    expect(past.pagination_links).not.toContain('Nästa');
  });

  it('finds products by text and answers the search page as url', async () => {
    const brand = (await filter('')).brands[0]!;
    const body = await filter(`text=${encodeURIComponent(brand.brand_name.toUpperCase())}&per_page=48`);
    // The brand's own products first (the name matches); after them products that only mention it (issue 13 searches
    // specification values too: 'Fungerar med Apple HomeKit').
    expect(body.num).toBeGreaterThanOrEqual(brand.product_count);
    expect(body.url).toBe(`/produkter/sok?s=${encodeURIComponent(brand.brand_name.toUpperCase()).replace(/%20/g, '+')}&per_page=48`);
    expect(body.products.slice(0, brand.product_count).every((p) => p.brand_id === brand.brand_id || p.product_name.toLowerCase().includes(brand.brand_name.toLowerCase()))).toBe(true);
    expect((await filter('s=zzzqqqxxx')).result_text).toBe('0 produkter');
  });

  it('uses the brand page as url on a brand listing', async () => {
    const brand = (await filter('')).brands[0]!;
    const body = await filter(`blade=brand&from_brands=${brand.brand_id}`);
    expect(body.num).toBe(brand.product_count);
    expect(body.url).toBe(brand.url);
  });

  it.each([
    'specifications=garbage',
    'brands=abc|-1',
    'price_min=1e12',
    'page=999999',
    'per_page=7',
    `text=${'a'.repeat(10_000)}`,
    'specifications=%FF%FE|1:~|:|99999999999:1',
    'cat1=abc&cat2=-1&cat3=99999',
    'price_min=-5&price_max=abc',
    'sorting=%3Cscript%3E&view_type=x&blade=y',
    'categories=999999&from_brands=0',
    'page=1&page=2&brands[]=3',
  ])('answers bad input with a valid answer, never a 500: %s', async (query) => {
    const res = await get(`/produkter/filtrera?${query}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<FilterResult>();
    expect(body.products.length).toBeLessThanOrEqual(body.per_page);
    expect([24, 48, 96]).toContain(body.per_page);
    expect(body.page).toBeGreaterThanOrEqual(1);
    expect(body.page).toBeLessThanOrEqual(body.page_count);
    expect(body.text.length).toBeLessThanOrEqual(200);
  });

  it('clamps specific bad values as documented', async () => {
    expect((await filter('per_page=7')).per_page).toBe(24);
    expect((await filter('brands=abc|-1')).selected_brands).toEqual([]);
    expect((await filter('price_min=1e12')).input_price_min).toBeNull();
    expect((await filter('categories=999999')).num).toBe(0);
    expect((await filter('cat3=99999')).result_text).toBe('0 produkter');
  });

  it('searches and echoes a text without what cannot be typed: a NUL is a space', async () => {
    const body = await filter('s=kyl%00');
    expect(body.text).toBe('kyl');
    expect(body.url).toBe('/produkter/sok?s=kyl');
    const empty = await filter('s=%00');
    expect([empty.text, empty.url, empty.sorting]).toEqual(['', '/produkter/filtrera', 'popularitet']);
  });

  it('stays within the statement budget: no SQL for the facets', async () => {
    const leaf = await busiestLeaf();
    const url = `/produkter/filtrera?cat3=${leaf.cat3}&sorting=lagsta_pris&page=2`;
    await get(url); // warm the catalog snapshot
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-sql-statements'])).toBeLessThanOrEqual(8);
    const empty = await get('/produkter/filtrera?cat3=99999');
    expect(Number(empty.headers['x-sql-statements'])).toBeLessThanOrEqual(1);
  });
});
