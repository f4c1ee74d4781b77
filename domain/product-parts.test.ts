import { describe, expect, it } from 'vitest';
import { addOnRefusal, type CandidateProduct, MAX_ADD_ONS, packageFlagRefusal, parsePartQuantity, parseSku, partRefusal, variantDeletionRefusal } from './product-parts';

const single = (id: number, over: Partial<CandidateProduct> = {}): CandidateProduct => ({
  id, parentId: null, isPackage: false, hasVariants: false, status: 'active', hidePrice: false, buyOption: true, ...over,
});

describe('package parts', () => {
  it('reads an article number and a quantity of 1 to 99', () => {
    expect(parseSku('  AB-12.x_3 ')).toBe('AB-12.x_3');
    expect(parseSku('')).toBeNull();
    expect(parseSku('har mellanslag')).toBeNull();
    expect(['1', '99', ' 5 '].map(parsePartQuantity)).toEqual([1, 99, 5]);
    expect(['0', '100', '-1', '1,5', '1e1', ''].map(parsePartQuantity)).toEqual([null, null, null, null, null, null]);
  });

  it('takes a single product or a variant, never the package itself, a package, a product with variants or a part twice', () => {
    const pkg = { id: 1, isPackage: true };
    expect(partRefusal(pkg, single(2), [])).toBeNull();
    expect(partRefusal(pkg, single(3, { parentId: 9 }), [])).toBeNull();
    expect(partRefusal({ id: 1, isPackage: false }, single(2), [])).toBe('not_package');
    expect(partRefusal(pkg, null, [])).toBe('part_unknown');
    expect(partRefusal(pkg, single(1, { isPackage: true }), [])).toBe('part_self');
    expect(partRefusal(pkg, single(4, { isPackage: true }), [])).toBe('part_is_package');
    expect(partRefusal(pkg, single(5, { hasVariants: true }), [])).toBe('part_has_variants');
    expect(partRefusal(pkg, single(2), [2])).toBe('part_duplicate');
  });

  it('makes a package only of a single product that is no part, and keeps the flag while parts are left', () => {
    const product = { parentId: null, hasVariants: false, isPartElsewhere: false, partCount: 0 };
    expect(packageFlagRefusal(product, true)).toBeNull();
    expect(packageFlagRefusal({ ...product, parentId: 3 }, true)).toBe('package_variant');
    expect(packageFlagRefusal({ ...product, hasVariants: true }, true)).toBe('package_has_variants');
    expect(packageFlagRefusal({ ...product, isPartElsewhere: true }, true)).toBe('package_is_part');
    expect(packageFlagRefusal({ ...product, partCount: 2 }, false)).toBe('package_has_parts');
    expect(packageFlagRefusal(product, false)).toBeNull();
  });
});

describe('add-ons', () => {
  const main = { id: 1, parentId: null };
  it('offers an active, buyable single product with a shown price, at most ten, on a main product', () => {
    expect(addOnRefusal(main, single(2), [])).toBeNull();
    expect(addOnRefusal({ id: 1, parentId: 7 }, single(2), [])).toBe('add_on_on_variant');
    expect(addOnRefusal(main, null, [])).toBe('add_on_unknown');
    expect(addOnRefusal(main, single(1), [])).toBe('add_on_self');
    expect(addOnRefusal(main, single(2), [2])).toBe('add_on_duplicate');
    expect(addOnRefusal(main, single(2, { parentId: 5 }), [])).toBe('add_on_variant');
    expect(addOnRefusal(main, single(2, { hasVariants: true }), [])).toBe('add_on_has_variants');
    for (const over of [{ status: 'hidden' }, { status: 'discontinued' }, { hidePrice: true }, { buyOption: false }]) {
      expect(addOnRefusal(main, single(2, over), []), JSON.stringify(over)).toBe('add_on_not_sellable');
    }
    expect(addOnRefusal(main, single(99), Array.from({ length: MAX_ADD_ONS }, (_, i) => i + 10))).toBe('add_on_too_many');
  });
});

describe('deleting a variant', () => {
  it('deletes only a variant nobody ordered, in no package and no gift campaign', () => {
    const variant = { parentId: 1, ordered: false, inPackage: false, inGiftCampaign: false };
    expect(variantDeletionRefusal(variant)).toBeNull();
    expect(variantDeletionRefusal({ ...variant, parentId: null })).toBe('not_variant');
    expect(variantDeletionRefusal({ ...variant, ordered: true })).toBe('variant_ordered');
    expect(variantDeletionRefusal({ ...variant, inPackage: true })).toBe('variant_in_package');
    expect(variantDeletionRefusal({ ...variant, inGiftCampaign: true })).toBe('variant_in_gift_campaign');
  });
});
