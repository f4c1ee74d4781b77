import { describe, expect, it } from 'vitest';
import { suiteShop, testDialects } from '../testing/test-app';
import type { AutocompleteResponse } from '../../common/contract/search';

/**
 * Issue 13: search that finds what a Swedish shopper types. The relevance table is what a shopper would judge: the
 * first product for each query must be the kind of product they meant (the demo catalog's names are generated, so
 * the table names the product by what it is rather than by its model).
 */
const RELEVANCE: [query: string, first: RegExp][] = [
  ['tvättmaskin', /tvättmaskin/i],
  ['tvattmaskin', /tvättmaskin/i],
  ['tvattm', /tvättmaskin/i],
  ['tvatmaskin', /tvättmaskin/i],
  ['tvättmaskiner', /tvättmaskin/i],
  ['diskmaskin', /diskmaskin/i],
  ['diskmaskiner', /diskmaskin/i],
  ['diskmskin', /diskmaskin/i],
  ['bosch diskmaskin', /^Bosch .*diskmaskin/i],
  ['samsng', /^Samsung /],
  ['samsung kylskåp', /^Samsung .*kylskåp/i],
  ['kylskap', /kylskåp/i],
  ['kylfrys', /kyl\/frys/i],
  ['kyl frys', /kyl\/frys/i],
  ['horlurar', /hörlurar/i],
  ['hörlurar sony', /^Sony .*hörlurar/i],
  ['iphone 16', /iPhone 16/],
  ['iphnoe', /iPhone/],
  ['espresomaskin', /espressomaskin/i],
  ['kaffebryggare', /kaffebryggare/i],
  ['dammsugre', /dammsugare/i],
  ['robotdammsugare', /robotdammsugare/i],
  ['airfryer', /airfryer/i],
  ['mikrovagsugn', /mikrovågsugn/i],
  ['soundbar', /soundbar/i],
  ['barbar dator', /bärbar dator/i],
  ['gamingmus', /gamingmus/i],
  ['torktumlare', /torktumlare/i],
  ['induktionshall', /induktionshäll/i],
  ['brodrost', /brödrost/i],
  ['frysskap', /frysskåp/i],
  ['tangentbord', /tangentbord/i],
];

describe.each(testDialects)('search on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 2000 });
  const app = () => shop().app;
  const suggest = async (query: string) => {
    const response = await app().inject({ method: 'GET', url: `/produkter/autocomplete?query=${encodeURIComponent(query)}` });
    expect(response.statusCode, query).toBe(200);
    return response.json<AutocompleteResponse>();
  };
  const firstProduct = async (query: string) => (await suggest(query)).suggestions.find((s) => s.type === 'product')?.value;

  it.each(RELEVANCE)('puts the product a shopper means first for %s', async (query, first) => {
    expect(await firstProduct(query)).toMatch(first);
  });

  it('finds a product by its article number and by its model code, as typed or in lower case', async () => {
    const product = await app().database.db.selectFrom('products').select(['id', 'sku', 'name']).where('parent_id', 'is', null).where('name', 'like', 'Bosch Serie%diskmaskin').orderBy('id').executeTakeFirstOrThrow();
    const model = product.name.split(' ')[3]!;
    expect(await firstProduct(product.sku)).toBe(product.name);
    expect(await firstProduct(product.sku.toLowerCase())).toBe(product.name);
    expect(await firstProduct(model)).toBe(product.name);
    expect(await firstProduct(model.toLowerCase().slice(0, 6))).toMatch(/^Bosch /);
  });

  it('answers the spec suggestion shape: products, then Kategorier, Varumärken and Sidor, at most 10 each', async () => {
    const { suggestions } = await suggest('tvattm');
    const types = suggestions.map((s) => s.type);
    expect(types.indexOf('category')).toBeGreaterThan(types.lastIndexOf('product'));
    expect(types.filter((t) => t === 'product').length).toBeLessThanOrEqual(10);
    const product = suggestions[0]!;
    expect(product).toMatchObject({ type: 'product', header_type: 'Produkter', hide_price: false });
    expect(product.url).toMatch(/^\//);
    expect(product.price).toMatch(/^\d[\d\s]*\skr$/);
    expect(product.value_html).toContain('<mark>');
    expect(suggestions.find((s) => s.type === 'category')).toMatchObject({ header_type: 'Kategorier', value: 'Tvättmaskiner', value_html: '<mark>Tvättm</mark>askiner' });
    const brands = (await suggest('bosc')).suggestions.filter((s) => s.type === 'brand');
    expect(brands[0]).toMatchObject({ header_type: 'Varumärken', value: 'Bosch' });
    const pages = (await suggest('kopvillkor')).suggestions.filter((s) => s.type === 'page');
    expect(pages[0]).toMatchObject({ header_type: 'Sidor', value: 'Köpvillkor', url: '/kundservice/kopvillkor' });
  });

  it('escapes everything in value_html but its own marks', async () => {
    await app().database.db.updateTable('info_pages').set({ title: 'Köpvillkor <img src=x onerror=alert(1)> & "mer"' }).where('url', '=', '/kundservice/kopvillkor').execute();
    await app().database.db.updateTable('catalog_state').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
    await app().services.catalogIndex.refresh();
    const page = (await suggest('kopvillkor')).suggestions.find((s) => s.type === 'page')!;
    expect(page.value_html).toBe('<mark>Köpvillkor</mark> &lt;img src=x onerror=alert(1)&gt; &amp; &quot;mer&quot;');
  });

  it('gives sensible answers to queries that are too short, too long, only symbols, or injection attempts', async () => {
    expect((await suggest('t')).suggestions).toEqual([]);
    expect((await suggest('')).suggestions).toEqual([]);
    expect((await suggest('%%%%')).suggestions).toEqual([]);
    // Taken as the words 'or' and '1', literally: whatever they find, nothing else happens.
    for (const s of (await suggest("' OR 1=1 --")).suggestions) expect(s.value_html).not.toMatch(/<(?!\/?mark>)/);
    expect((await suggest('.*(a+)+$[')).suggestions).toEqual([]);
    expect((await suggest('tvättmaskin\u0000')).suggestions.length).toBeGreaterThan(0);
    const long = await suggest('tvättmaskin '.repeat(420));
    expect(long.query.length).toBeLessThanOrEqual(200);
    expect(long.suggestions.length).toBeGreaterThan(0);
    const repeated = await app().inject({ method: 'GET', url: '/produkter/autocomplete?query=tv&query=ab' });
    expect(repeated.statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: '/produkter/autocomplete' })).json()).toEqual({ query: '', suggestions: [], relaxed_query: null });
  });

  it('lists search results with the filters, relevance first by default, and offers relevance only with a text', async () => {
    const result = await app().inject({ method: 'GET', url: '/produkter/filtrera?blade=search&text=tvattmaskin' });
    expect(result.statusCode).toBe(200);
    const body = result.json<{ products: { product_name: string }[]; sorting: string; sort_options: { value: string }[]; num: number; brands: unknown[] }>();
    expect(body.sorting).toBe('relevans');
    expect(body.sort_options[0]!.value).toBe('relevans');
    expect(body.num).toBeGreaterThan(0);
    expect(body.products[0]!.product_name).toMatch(/tvättmaskin/i);
    expect(body.brands.length).toBeGreaterThan(0);
    const plain = (await app().inject({ method: 'GET', url: '/produkter/filtrera?sorting=relevans' })).json<{ sorting: string; sort_options: { value: string }[] }>();
    expect(plain.sorting).toBe('popularitet');
    expect(plain.sort_options.map((o) => o.value)).not.toContain('relevans');
  });

  it("suggests a correction ('Menade du ...?') when the words find nothing but a corrected query would", async () => {
    expect(await app().services.search.engine.correction('tvättmaskinxy')).toBe('tvättmaskin');
    expect(await app().services.search.engine.correction('qwxzv')).toBeNull();
    expect(await app().services.search.engine.correction('tvättmaskin')).toBeNull();
  });

  describe('measures (issue 31)', () => {
    type Listing = { num: number; products: { product_id: number; product_name: string }[] };
    const listing = async (text: string) => {
      const response = await app().inject({ method: 'GET', url: `/produkter/filtrera?blade=search&per_page=96&text=${encodeURIComponent(text)}` });
      expect(response.statusCode, text).toBe(200);
      return response.json<Listing>();
    };
    /** The products that name '65"' before those that don't. */
    const expectNamedSizeFirst = (names: string[]) => {
      expect(names.length).toBeGreaterThan(0);
      const named = names.map((name) => name.includes('65"'));
      expect(named.slice(0, named.lastIndexOf(true) + 1).every(Boolean), names.join(' | ')).toBe(true);
    };
    /** The listed TVs whose Skärmstorlek is 65 tum, as the database has them. */
    const tvs65 = async () => {
      const rows = await app().database.db
        .selectFrom('products')
        .innerJoin('product_specifications as ps', 'ps.product_id', 'products.id')
        .innerJoin('specification_rows as r', 'r.id', 'ps.row_id')
        .innerJoin('specification_groups as g', 'g.id', 'r.group_id')
        .select('products.id')
        .where('g.title', '=', 'Skärmstorlek').where('g.unit', '=', 'tum').where('r.numeric_value', '=', 65)
        .where('products.parent_id', 'is', null).where('products.status', '=', 'active').where('products.name', 'like', '%TV%')
        .execute();
      return rows.map((r) => r.id).sort((a, b) => a - b);
    };

    it("finds the 65-inch TVs for '65 tum tv', 'tv 65 tum' and '65\" tv', in the results and the suggestions", async () => {
      const expected = await tvs65();
      expect(expected.length).toBeGreaterThan(0);
      for (const query of ['65 tum tv', 'tv 65 tum', '65" tv', '65 inch tv']) {
        const found = await listing(query);
        expect(found.products.map((p) => p.product_id), query).toEqual(expect.arrayContaining(expected));
        for (const p of found.products) expect(p.product_name).toMatch(/TV/);
        // A wall mount for TVs up to 65 inches matches too, after the products that name the size.
        expectNamedSizeFirst(found.products.map((p) => p.product_name));
        const answer = await suggest(query);
        expect(answer.relaxed_query).toBeNull();
        expectNamedSizeFirst(answer.suggestions.filter((s) => s.type === 'product').map((s) => s.value));
      }
    });

    it("ranks 'tv 65' by the word: the TVs of 65 inches first, no tumble dryer", async () => {
      const found = await listing('tv 65');
      expect(found.products.map((p) => p.product_id)).toEqual(expect.arrayContaining(await tvs65()));
      expectNamedSizeFirst(found.products.map((p) => p.product_name));
      for (const p of found.products) expect(p.product_name).not.toMatch(/torktumlare|tvättmaskin/i);
    });

    it('answers a query that finds nothing with a looser one, said so, in the suggestions and the engine', async () => {
      const answer = await suggest('66 tum tv');
      expect(answer.relaxed_query).toBe('tv');
      expect(answer.suggestions.filter((s) => s.type === 'product').length).toBeGreaterThan(0);
      expect(await app().services.search.engine.relaxed('66 tum tv')).toBe('tv');
      expect(await app().services.search.engine.relaxed('65 tum tv')).toBeNull();
      expect((await suggest('qwxzvq')).relaxed_query).toBeNull();
    });
  });
});
