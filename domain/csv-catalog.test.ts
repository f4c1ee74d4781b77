import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-format';
import { derivedUrl, planCsvImport, readCsvHeader, type CsvCatalogSnapshot, type CsvExistingProduct, type CsvIssue } from './csv-catalog';

const product = (over: Partial<CsvExistingProduct>): CsvExistingProduct => ({
  id: 1, hasVariants: false, sku: 'HB1', name: 'Kylskåp Frost 300', url: '/vitvaror/kylskap/kylskap-frost-300', brandId: 1, categoryId: 10,
  vatClass: 'standard', priceOre: 799_900, originalPriceOre: null, memberPriceOre: null, stock: 4, status: 'active', buyOption: true,
  gtin: null, mpn: null, parentSku: null, ...over,
});

const SNAPSHOT: CsvCatalogSnapshot = {
  products: new Map([
    ['HB1', product({})],
    ['HB2', product({ id: 2, sku: 'HB2', name: 'Soffa Lugn', url: '/mobler/soffor/soffa-lugn', categoryId: 11, brandId: 2, priceOre: 1_299_900, hasVariants: true })],
    ['HB3', product({ id: 3, sku: 'HB3', name: 'Soffa Lugn grå', url: '/mobler/soffor/soffa-lugn-gra', categoryId: 11, brandId: 2, priceOre: 1_299_900, parentSku: 'HB2' })],
  ]),
  brands: new Map([['nordkyl', 1], ['hemma', 2]]),
  categories: new Map<string, number | 'ambiguous'>([['/vitvaror/kylskap', 10], ['kylskåp', 10], ['/mobler/soffor', 11], ['soffor', 11], ['tillbehör', 'ambiguous']]),
  categoryUrls: new Map([[10, '/vitvaror/kylskap'], [11, '/mobler/soffor']]),
  vatClasses: new Set(['standard', 'reduced_12']),
  productUrls: new Map([['/vitvaror/kylskap/kylskap-frost-300', 'HB1'], ['/mobler/soffor/soffa-lugn', 'HB2'], ['/mobler/soffor/soffa-lugn-gra', 'HB3']]),
};

const LIMITS = { maxLines: 1000, maxIssues: 100 };
const PRICES = 'Artikelnummer;Pris;Ordinarie pris;Medlemspris;Lager';
const PRODUCTS = 'Artikelnummer;Namn;Adress;Varumärke;Kategori;Momsklass;Pris;Ordinarie pris;Medlemspris;Lager;Status;Köpbar;GTIN;MPN;Huvudartikel';

function plan(text: string) {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return planCsvImport(parsed.records, SNAPSHOT, LIMITS);
}

function issues(text: string): Pick<CsvIssue, 'line' | 'field' | 'code'>[] {
  const result = plan(text);
  if (result.ok) throw new Error('expected a refusal');
  return result.issues.map(({ line, field, code }) => ({ line, field, code }));
}

describe('readCsvHeader', () => {
  it('tells the files apart by their columns, in any order and any case', () => {
    const header = (text: string) => readCsvHeader({ line: 1, cells: text.split(';') });
    expect(header('lager;ARTIKELNUMMER; Pris ;Medlemspris;Ordinarie  pris')).toEqual({ ok: true, kind: 'prices', fields: ['stock', 'sku', 'price', 'memberPrice', 'originalPrice'] });
    expect(header(PRODUCTS)).toMatchObject({ ok: true, kind: 'products' });
  });

  it('refuses unknown, missing and repeated columns on line 1', () => {
    expect(issues(`${PRICES};Inköpspris\r\nHB1;1;;;1`)).toEqual([{ line: 1, field: null, code: 'unknown_column' }]);
    expect(issues('Artikelnummer;Pris;Lager;Lagersaldo\r\nHB1;1;1;1')).toEqual([{ line: 1, field: 'stock', code: 'duplicate_column' }]);
    expect(issues('Pris;Lager\r\n1;1')).toEqual([{ line: 1, field: 'sku', code: 'missing_column' }]);
    expect(issues('Artikelnummer\r\nHB1')).toEqual([{ line: 1, field: null, code: 'nothing_to_change' }]);
    expect(issues('Artikelnummer;Namn;Pris\r\nHB1;Kyl;1')).toContainEqual({ line: 1, field: 'brand', code: 'missing_column' });
  });

  it('reads the headers owners write for the export\'s columns', () => {
    const header = (text: string) => readCsvHeader({ line: 1, cells: text.split(';') });
    expect(header('Art.nr;Pris (kr);Lagersaldo;Klubbpris;Listpris')).toEqual({ ok: true, kind: 'prices', fields: ['sku', 'price', 'stock', 'memberPrice', 'originalPrice'] });
    expect(header('SKU;antal i lager')).toEqual({ ok: true, kind: 'prices', fields: ['sku', 'stock'] });
  });

  it('names the separator a header cell was meant to be split on', () => {
    const result = plan('Artikelnummer,Pris;Lager\r\nHB1,1;1');
    expect(!result.ok && result.issues).toEqual([{ line: 1, field: null, code: 'wrong_separator', value: 'Artikelnummer,Pris', detail: ',' }]);
    expect(issues('"Artikelnr, pris"\r\nHB1')).toEqual([{ line: 1, field: null, code: 'wrong_separator' }]);
    expect(issues('Artikelnummer;Okänd\r\nHB1;1')).toEqual([{ line: 1, field: null, code: 'unknown_column' }]);
  });
});

describe('planCsvImport: a prices file', () => {
  it('plans the changed products and counts the unchanged', () => {
    const result = plan(`${PRICES}\r\nHB1;7999;;;4\r\nHB2;"11 999,50";12999;11000;0\r\n`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plan.unchanged).toBe(1);
    expect(result.plan.creates).toEqual([]);
    expect(result.plan.updates).toHaveLength(1);
    expect(result.plan.updates[0]).toMatchObject({ id: 2, before: { priceOre: 1_299_900 }, after: { priceOre: 1_199_950, originalPriceOre: 1_299_900, memberPriceOre: 1_100_000, stock: 0, name: 'Soffa Lugn' } });
    expect(Object.keys(result.plan.updates[0]!.after)).not.toContain('id');
  });

  it('names every bad cell with its line: unknown SKU, bad money, negative or bad stock, duplicates, column count', () => {
    const text = [PRICES, 'HB9;100;;;1', 'HB1;12,345;;;1', 'HB2;100;;;-3', 'HB2;100;;;tre', 'HB1;100;;;1', 'HB3;100;;', 'HB3;100;;200;1', ';100;;;1', 'H B;100;;;1'].join('\r\n');
    expect(issues(text)).toEqual([
      { line: 2, field: 'sku', code: 'unknown_sku' },
      { line: 3, field: 'price', code: 'bad_money' },
      { line: 4, field: 'stock', code: 'negative_stock' },
      { line: 5, field: 'sku', code: 'duplicate_sku' },
      { line: 5, field: 'stock', code: 'bad_stock' },
      { line: 6, field: 'sku', code: 'duplicate_sku' },
      { line: 7, field: null, code: 'column_count' },
      { line: 8, field: 'memberPrice', code: 'member_above_price' },
      { line: 9, field: 'sku', code: 'required' },
      { line: 10, field: 'sku', code: 'bad_sku' },
    ]);
  });

  it('changes only the columns a file has: the others keep the product\'s values', () => {
    const result = plan('Artikelnummer;Pris;Lager\r\nHB2;"12 499,00";7\r\nHB1;7999;4');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plan.unchanged).toBe(1);
    expect(result.plan.updates).toEqual([
      { id: 2, before: expect.objectContaining({ priceOre: 1_299_900, stock: 4 }), after: expect.objectContaining({ priceOre: 1_249_900, stock: 7, originalPriceOre: null, memberPriceOre: null }) },
    ]);
    const stockOnly = plan('Lager;Artikelnummer\r\n0;HB1');
    expect(stockOnly.ok && stockOnly.plan.updates[0]!.after).toMatchObject({ priceOre: 799_900, stock: 0 });
  });

  it('checks a new price against the member price the file leaves as it is', () => {
    const member = new Map(SNAPSHOT.products);
    member.set('HB1', { ...SNAPSHOT.products.get('HB1')!, memberPriceOre: 700_000 });
    const parsed = parseCsv('Artikelnummer;Pris\r\nHB1;6000');
    const result = parsed.ok && planCsvImport(parsed.records, { ...SNAPSHOT, products: member }, LIMITS);
    expect(result && !result.ok && result.issues).toEqual([{ line: 2, field: 'memberPrice', code: 'member_above_price' }]);
  });

  it('reports an unknown article number per line: a file without names creates nothing', () => {
    expect(issues('Artikelnummer;Pris\r\nNY-1;100\r\nHB1;100\r\nNY-2;abc')).toEqual([
      { line: 2, field: 'sku', code: 'unknown_sku' },
      { line: 4, field: 'sku', code: 'unknown_sku' },
    ]);
  });

  it('names the separator of a line written with another one', () => {
    const result = plan('Artikelnummer;Pris;Lager\r\nHB1,100,4\r\nHB2;100');
    expect(!result.ok && result.issues).toEqual([
      { line: 2, field: null, code: 'wrong_separator', value: 'HB1,100,4', detail: ',' },
      { line: 3, field: null, code: 'column_count', value: '2', detail: 3 },
    ]);
  });

  it('gives the first line of a duplicate SKU and the expected column count', () => {
    const result = plan(`${PRICES}\r\nHB1;1;;;1\r\nHB1;2;;;1\r\nHB2;1`);
    expect(!result.ok && result.issues).toEqual([
      { line: 3, field: 'sku', code: 'duplicate_sku', value: 'HB1', detail: 2 },
      { line: 4, field: null, code: 'column_count', value: '2', detail: 5 },
    ]);
  });

  it('refuses a file without lines, and one with too many, as a whole', () => {
    expect(issues(`${PRICES}\r\n`)).toEqual([{ line: 0, field: null, code: 'empty' }]);
    const parsed = parseCsv(`${PRICES}\r\nHB1;1;;;1\r\nHB2;1;;;1`);
    expect(parsed.ok && planCsvImport(parsed.records, SNAPSHOT, { maxLines: 1, maxIssues: 10 })).toEqual({ ok: false, issues: [{ line: 0, field: null, code: 'too_many_lines', detail: 1 }], total: 1 });
  });

  it('keeps the first problems and counts them all', () => {
    const lines = Array.from({ length: 150 }, (_, i) => `X${i};1;;;1`);
    const result = plan([PRICES, ...lines].join('\r\n'));
    expect(!result.ok && [result.issues.length, result.total]).toEqual([100, 150]);
  });

  it('reads a guarded cell back as written', () => {
    const result = plan(`${PRICES}\r\n'-HB1;1;;;1`);
    expect(!result.ok && result.issues[0]).toMatchObject({ code: 'bad_sku', value: '-HB1' });
  });
});

describe('planCsvImport: a products file', () => {
  const row = (cells: Record<string, string>) => {
    const base = { sku: 'HB1', name: 'Kylskåp Frost 300', url: '/vitvaror/kylskap/kylskap-frost-300', brand: 'Nordkyl', category: '/vitvaror/kylskap', vat: 'standard', price: '7999,00', original: '', member: '', stock: '4', status: 'aktiv', buy: 'ja', gtin: '', mpn: '', parent: '' };
    const v = { ...base, ...cells };
    return [v.sku, v.name, v.url, v.brand, v.category, v.vat, v.price, v.original, v.member, v.stock, v.status, v.buy, v.gtin, v.mpn, v.parent].join(';');
  };

  it('finds an exported product unchanged, and plans new products with a derived address and their variants', () => {
    const result = plan([PRODUCTS, row({}), row({ sku: 'NY-1', name: 'Kylskåp Is', url: '', price: '5000' }), row({ sku: 'NY-2', name: 'Kylskåp Is vit', url: '', parent: 'NY-1' })].join('\r\n'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plan.unchanged).toBe(1);
    expect(result.plan.creates.map((p) => [p.sku, p.url, p.parentSku, p.priceOre])).toEqual([
      ['NY-1', '/vitvaror/kylskap/kylskap-is-ny-1', null, 500_000],
      ['NY-2', '/vitvaror/kylskap/kylskap-is-vit-ny-2', 'NY-1', 799_900],
    ]);
  });

  it('takes a category by its unique name and statuses, buy options and VAT classes in their words', () => {
    const result = plan([PRODUCTS, row({ category: 'Kylskåp', status: 'dold', buy: 'nej', vat: 'reduced_12', gtin: '7350000000016' })].join('\r\n'));
    expect(result.ok && result.plan.updates[0]!.after).toMatchObject({ categoryId: 10, status: 'hidden', buyOption: false, vatClass: 'reduced_12', gtin: '7350000000016' });
  });

  it('names every bad cell with its line', () => {
    const text = [
      PRODUCTS,
      row({ brand: 'Okänt' }),
      row({ sku: 'HB2', url: '/mobler/soffor/soffa-lugn', category: 'Soffkategori', brand: 'Hemma' }),
      row({ sku: 'N3', url: '', category: 'Tillbehör' }),
      row({ sku: 'N4', url: 'Stora Bokstäver', vat: 'lyx', status: 'borta', buy: 'kanske', gtin: '7350000000018' }),
      row({ sku: 'N5', url: '/vitvaror/kylskap/kylskap-frost-300', name: '' }),
      row({ sku: 'N6', url: '/vitvaror/kylskap', parent: 'N6' }),
      row({ sku: 'N7', url: '/n7', parent: 'HB3' }),
      row({ sku: 'N8', url: '/n8', parent: 'FINNS-INTE' }),
      row({ sku: 'HB2', url: '/mobler/soffor/soffa-lugn', brand: 'Hemma', category: '/mobler/soffor', parent: 'HB1' }),
      row({ sku: 'N10', url: '/n10', name: 'x'.repeat(201), mpn: 'm'.repeat(71) }),
    ].join('\r\n');
    expect(issues(text)).toEqual([
      { line: 2, field: 'brand', code: 'unknown_brand' },
      { line: 3, field: 'category', code: 'unknown_category' },
      { line: 4, field: 'category', code: 'ambiguous_category' },
      { line: 5, field: 'vatClass', code: 'unknown_vat_class' },
      { line: 5, field: 'status', code: 'bad_status' },
      { line: 5, field: 'buyOption', code: 'bad_buy_option' },
      { line: 5, field: 'gtin', code: 'bad_gtin' },
      { line: 5, field: 'url', code: 'bad_url' },
      { line: 6, field: 'name', code: 'required' },
      { line: 6, field: 'url', code: 'url_taken' },
      { line: 7, field: 'url', code: 'url_taken' },
      { line: 7, field: 'parentSku', code: 'own_parent' },
      { line: 8, field: 'parentSku', code: 'parent_is_variant' },
      { line: 9, field: 'parentSku', code: 'unknown_parent' },
      { line: 10, field: 'sku', code: 'duplicate_sku' },
      { line: 10, field: 'parentSku', code: 'has_variants' },
      { line: 11, field: 'name', code: 'too_long' },
      { line: 11, field: 'mpn', code: 'too_long' },
    ]);
  });

  it('refuses a name with a control character', () => {
    expect(issues([PRODUCTS, row({ name: 'Kyl\u0007skåp' })].join('\r\n'))).toEqual([{ line: 2, field: 'name', code: 'bad_text' }]);
  });
});

describe('derivedUrl', () => {
  it('makes a lower-case address from the name and SKU under the category', () => {
    expect(derivedUrl('/vitvaror/kylskap', 'Kylskåp Frost 300 – Öko', 'HB_12.A')).toBe('/vitvaror/kylskap/kylskap-frost-300-oko-hb-12-a');
  });
});
