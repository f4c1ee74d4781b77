import { describe, expect, it } from 'vitest';
import {
  addCompared,
  appendToCompareAddress,
  compareCandidates,
  compareHref,
  comparedIdOf,
  comparedList,
  compareSpecifications,
  keepKnown,
  MAX_COMPARED,
  removeCompared,
} from './compare';

const active = { status: 'active' };

describe('compare list rules', () => {
  it('allows four products', () => {
    expect(MAX_COMPARED).toBe(4);
  });

  it('adds in order and refuses a fifth, leaving the list as it was', () => {
    let ids: number[] = [];
    for (const id of [5, 3, 9, 1]) {
      const result = addCompared(ids, id, active);
      expect(result).toMatchObject({ ok: true, changed: true });
      if (result.ok) ids = result.ids;
    }
    expect(ids).toEqual([5, 3, 9, 1]);
    expect(addCompared(ids, 7, active)).toEqual({ ok: false, reason: 'full' });
    expect(ids).toEqual([5, 3, 9, 1]);
  });

  it('adding a product already there changes nothing, even when the list is full', () => {
    expect(addCompared([1, 2, 3, 4], 3, active)).toEqual({ ok: true, ids: [1, 2, 3, 4], changed: false });
  });

  it.each([
    ['an inactive product', { status: 'inactive' }],
    ['an unknown product', null],
    ['a product of another status', { status: 'hidden' }],
  ])('refuses %s', (_name, product) => {
    expect(addCompared([1], 2, product)).toEqual({ ok: false, reason: 'not_comparable' });
  });

  it('removes a product, and removing one not there changes nothing', () => {
    expect(removeCompared([1, 2, 3], 2)).toEqual({ ids: [1, 3], changed: true });
    expect(removeCompared([1, 3], 2)).toEqual({ ids: [1, 3], changed: false });
  });

  it.each([
    [undefined, []],
    ['1,2', []],
    [{ 1: 1 }, []],
    [[1, '2', 2, 'x', -3, 0, 1.5, '2147483648', null, 8, 9, 10], [1, 2, 8, 9]],
  ])('reads a stored list %j as %j', (stored, ids) => {
    expect(comparedList(stored)).toEqual(ids);
  });

  it.each([
    ['42', 42],
    [' 42 ', 42],
    [42, 42],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['4.0', null],
    ['12345678901', null],
    ['4\u0000', null],
    ['', null],
    [null, null],
    [[4], null],
  ])('reads the id %j as %j', (value, id) => {
    expect(comparedIdOf(value)).toBe(id);
  });
});

describe('the compare address', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    ['3,1,3,,2,', [3, 1, 2]],
    ['a,1,-2,0,2.5,4', [1, 4]],
    ['', []],
    [null, []],
    ['1,2,3,4,5,6', [1, 2, 3, 4, 5, 6]],
  ])('p=%j names the candidates %j', (p, ids) => {
    expect(compareCandidates(p)).toEqual(ids);
  });

  it('looks at no more than twenty candidates of a long address', () => {
    const p = Array.from({ length: 5000 }, (_, i) => i + 1).join(',');
    expect(compareCandidates(p)).toHaveLength(20);
  });

  it('drops unknown candidates before taking the first four', () => {
    expect(keepKnown([9, 1, 2, 8, 3, 4, 5], new Set([1, 2, 3, 4, 5]))).toEqual([1, 2, 3, 4]);
  });

  it('links to the compare page with the ids joined by commas', () => {
    expect(compareHref([3, 1, 2])).toBe('/produkter/jamfor?p=3,1,2');
    expect(compareHref([])).toBe('/produkter/jamfor');
  });

  it.each([
    ['/produkter/jamfor?p=1,2', 3, '/produkter/jamfor?p=1,2,3'],
    ['/produkter/jamfor?p=1,,2,', 3, '/produkter/jamfor?p=1,2,3'],
    ['/produkter/jamfor?p=1,2#top', 3, '/produkter/jamfor?p=1,2,3'],
    ['/produkter/jamfor', 3, '/produkter/jamfor?p=3'],
    ['/produkter/jamfor?p=', 3, '/produkter/jamfor?p=3'],
    ['/produkter/jamfor?x=1&p=1%2C2', 3, '/produkter/jamfor?x=1&p=1,2,3'],
  ])('%s plus %i is %s', (address, id, expected) => {
    expect(appendToCompareAddress(address, id)).toBe(expected);
  });
});

describe('comparing specifications', () => {
  const tv = (size: string, hdmi: string[], extra = true) => [
    { section: 'Bild', rows: [{ title: 'Skärmstorlek', unit: 'tum', values: [size] }] },
    {
      section: 'Anslutningar',
      rows: [{ title: 'HDMI', unit: null, values: hdmi }, ...(extra ? [{ title: 'USB', unit: null, values: ['2'] }] : [])],
    },
  ];

  it('lists every row of any product, grouped by section, and marks the rows whose values differ', () => {
    const sections = compareSpecifications([tv('55', ['2.1', '2.0']), tv('65', ['2.0', '2.1'], false)]);
    expect(sections).toEqual([
      { section: 'Bild', rows: [{ title: 'Skärmstorlek', unit: 'tum', values: ['55', '65'], differs: true }] },
      {
        section: 'Anslutningar',
        rows: [
          { title: 'HDMI', unit: null, values: ['2.1, 2.0', '2.0, 2.1'], differs: false },
          { title: 'USB', unit: null, values: ['2', null], differs: true },
        ],
      },
    ]);
  });

  it('ignores case and spacing when deciding that values are the same', () => {
    const [section] = compareSpecifications([
      [{ section: 'Allmänt', rows: [{ title: 'Färg', unit: null, values: ['Svart '] }] }],
      [{ section: 'Allmänt', rows: [{ title: 'Färg', unit: null, values: ['svart'] }] }],
    ]);
    expect(section!.rows[0]!.differs).toBe(false);
  });

  it('never marks a single product\'s rows as different', () => {
    expect(compareSpecifications([tv('55', ['2.1'])]).flatMap((s) => s.rows).some((r) => r.differs)).toBe(false);
  });
});
