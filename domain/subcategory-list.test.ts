import { describe, expect, it } from 'vitest';
import { mobileSubcategories, previewOf, SUBCATEGORY_PREVIEW } from './subcategory-list';

const cat = (id: number, active: boolean, count: number) => ({ id, category_active: active, category_visible_product_count: count });

describe('mobile subcategory rule', () => {
  const list = [cat(1, false, 4), cat(2, true, 3), cat(3, true, 0), cat(4, false, 0)];

  it('shows every subcategory on a level 1 category', () => {
    expect(mobileSubcategories(list, 1).map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it.each([2, 3])('shows only active subcategories with products on level %i', (level) => {
    expect(mobileSubcategories(list, level).map((c) => c.id)).toEqual([2]);
  });
});

describe('preview of five', () => {
  const items = [1, 2, 3, 4, 5, 6, 7];

  it('shows five until expanded', () => {
    expect(SUBCATEGORY_PREVIEW).toBe(5);
    expect(previewOf(items, false)).toEqual({ shown: [1, 2, 3, 4, 5], toggle: true });
    expect(previewOf(items, true)).toEqual({ shown: items, toggle: true });
  });

  it('needs no toggle for five or fewer', () => {
    expect(previewOf([1, 2, 3, 4, 5], false)).toEqual({ shown: [1, 2, 3, 4, 5], toggle: false });
    expect(previewOf([], false)).toEqual({ shown: [], toggle: false });
  });
});
