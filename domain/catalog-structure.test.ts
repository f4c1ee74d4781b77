import { describe, expect, it } from 'vitest';
import {
  categoryUrl,
  createsCycle,
  fitsUnder,
  isValidSlug,
  slugOf,
  slugify,
  subtreeHeight,
  validateBrand,
  validateCategory,
  validateSpecificationGroup,
  validateSpecificationRow,
  type CategoryForm,
} from './catalog-structure';

describe('slugify', () => {
  it.each([
    ['Tvättmaskiner', 'tvattmaskiner'],
    ['Kök & Bad', 'kok-bad'],
    ['  Hörlurar (trådlösa)  ', 'horlurar-tradlosa'],
    ['Crème brûlée', 'creme-brulee'],
    ['Åäö', 'aao'],
    ['!!!', ''],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('isValidSlug', () => {
  it.each([
    ['diskmaskiner', true],
    ['tv-och-ljud', true],
    ['a1', true],
    ['', false],
    ['-a', false],
    ['a--b', false],
    ['Stora', false],
    ['a/b', false],
    ['x'.repeat(81), false],
  ])('%s: %s', (slug, valid) => {
    expect(isValidSlug(slug)).toBe(valid);
  });
});

describe('addresses', () => {
  it('joins a parent address and a part, and takes the part back', () => {
    expect(categoryUrl('/vitvaror', 'diskmaskiner')).toBe('/vitvaror/diskmaskiner');
    expect(categoryUrl(null, 'vitvaror')).toBe('/vitvaror');
    expect(slugOf('/vitvaror/diskmaskiner')).toBe('diskmaskiner');
  });
});

describe('the tree', () => {
  // 1 > 2 > 3, and 4 on its own.
  const parentOf = new Map<number, number | null>([[1, null], [2, 1], [3, 2], [4, null]]);
  const childrenOf = new Map<number, number[]>([[1, [2]], [2, [3]]]);

  it.each<[number, number | null, boolean]>([
    [1, 1, true],
    [1, 2, true],
    [1, 3, true],
    [2, 3, true],
    [3, 1, false],
    [2, 4, false],
    [1, null, false],
  ])('moving %s under %s makes a cycle: %s', (id, parent, cycle) => {
    expect(createsCycle(id, parent, parentOf)).toBe(cycle);
  });

  it('refuses a tree that has a cycle already', () => {
    expect(createsCycle(9, 5, new Map([[5, 6], [6, 5]]))).toBe(true);
  });

  it('measures a subtree and whether it fits', () => {
    expect(subtreeHeight(1, childrenOf)).toBe(3);
    expect(subtreeHeight(3, childrenOf)).toBe(1);
    expect(fitsUnder(0, 3)).toBe(true);
    expect(fitsUnder(1, 3)).toBe(false);
    expect(fitsUnder(2, 1)).toBe(true);
    expect(fitsUnder(3, 1)).toBe(false);
  });
});

describe('validateCategory', () => {
  const form = (overrides: Partial<CategoryForm> = {}): CategoryForm => ({
    name: 'Diskmaskiner', slug: '', parent_id: '3', description: '', seo_title: '', meta_description: '', visible: true, ...overrides,
  });

  it('makes the address part from the name when none is typed', () => {
    expect(validateCategory(form())).toEqual({
      ok: true,
      category: { name: 'Diskmaskiner', slug: 'diskmaskiner', parentId: 3, description: '', seoTitle: null, metaDescription: null, visible: true },
    });
  });
  it('keeps a typed part and the SEO fields; no parent is the top level', () => {
    const checked = validateCategory(form({ slug: 'Disk', parent_id: '', seo_title: 'Köp diskmaskin', meta_description: 'Alla diskmaskiner.' }));
    expect(checked.ok && checked.category).toMatchObject({ slug: 'disk', parentId: null, seoTitle: 'Köp diskmaskin', metaDescription: 'Alla diskmaskiner.' });
  });
  it.each<[string, Partial<CategoryForm>, string]>([
    ['no name', { name: ' ' }, 'name'],
    ['a name without letters or digits', { name: '!!!' }, 'slug'],
    ['a part with a slash', { slug: 'a/b' }, 'slug'],
    ['a parent that is not an id', { parent_id: '1.5' }, 'parent_id'],
    ['a long SEO title', { seo_title: 'x'.repeat(71) }, 'seo_title'],
    ['a long meta description', { meta_description: 'x'.repeat(301) }, 'meta_description'],
  ])('refuses %s', (_name, overrides, field) => {
    const checked = validateCategory(form(overrides));
    expect(!checked.ok && Object.keys(checked.errors)).toContain(field);
  });
});

describe('validateBrand', () => {
  it('makes the link from the name, or keeps a typed one', () => {
    expect(validateBrand({ name: 'Électrolux', brand_link: '', description: '' })).toEqual({ ok: true, brand: { name: 'Électrolux', brandLink: 'electrolux', description: '' } });
    expect(validateBrand({ name: 'AEG', brand_link: 'aeg-sverige', description: 'Tyskt.' })).toMatchObject({ ok: true, brand: { brandLink: 'aeg-sverige' } });
  });
  it('refuses an empty name and a bad link', () => {
    expect(validateBrand({ name: '', brand_link: '', description: '' })).toMatchObject({ ok: false, errors: { name: true } });
    expect(validateBrand({ name: 'X', brand_link: 'x y', description: '' })).toMatchObject({ ok: false, errors: { brand_link: true } });
  });
});

describe('validateSpecificationGroup', () => {
  const form = { title: 'Energiklass', section: '', type: 'single_choice', unit: '', description: '', show_in_filter: true };
  it('defaults the section and leaves empty unit and description out', () => {
    expect(validateSpecificationGroup(form)).toEqual({
      ok: true,
      group: { title: 'Energiklass', section: 'Allmänt', type: 'single_choice', unit: null, description: null, showInFilter: true },
    });
  });
  it('refuses an empty title, an unknown type and a long unit', () => {
    const checked = validateSpecificationGroup({ ...form, title: ' ', type: 'fritext', unit: 'x'.repeat(21) });
    expect(!checked.ok && Object.keys(checked.errors).sort()).toEqual(['title', 'type', 'unit']);
  });
});

describe('validateSpecificationRow', () => {
  it('reads a Swedish decimal, and needs a number for an interval group only', () => {
    expect(validateSpecificationRow({ value: '59,5 cm', numeric_value: '59,5' }, 'interval')).toEqual({ ok: true, row: { value: '59,5 cm', numericValue: 59.5 } });
    expect(validateSpecificationRow({ value: 'A+++', numeric_value: '' }, 'single_choice')).toEqual({ ok: true, row: { value: 'A+++', numericValue: null } });
    expect(validateSpecificationRow({ value: '60 cm', numeric_value: '' }, 'interval')).toMatchObject({ ok: false, errors: { numeric_value: true } });
    expect(validateSpecificationRow({ value: '', numeric_value: 'abc' }, 'single_choice')).toMatchObject({ ok: false, errors: { value: true, numeric_value: true } });
  });
});
