import { describe, expect, it } from 'vitest';
import { visibleBadges } from './badge-rules';

const base = { hasDiscountBadge: false, discountIsSecondPriority: false, ribbonPosition: null, hasTags: false, isPackage: false };

describe('visibleBadges', () => {
  it('shows a discount badge on its own', () => {
    expect(visibleBadges({ ...base, hasDiscountBadge: true })).toEqual({ discount: true, ribbon: null, packageMarker: false });
  });

  it('lets a first-priority discount badge hide the ribbon', () => {
    expect(visibleBadges({ ...base, hasDiscountBadge: true, ribbonPosition: 'left_top' })).toEqual({ discount: true, ribbon: null, packageMarker: false });
  });

  it('lets a ribbon hide a second-priority discount badge', () => {
    expect(visibleBadges({ ...base, hasDiscountBadge: true, discountIsSecondPriority: true, ribbonPosition: 'right_top' })).toEqual({
      discount: false,
      ribbon: 'right',
      packageMarker: false,
    });
  });

  it('keeps a second-priority discount badge when there is no ribbon', () => {
    expect(visibleBadges({ ...base, hasDiscountBadge: true, discountIsSecondPriority: true })).toEqual({ discount: true, ribbon: null, packageMarker: false });
  });

  it('hides the ribbon when the product has tags, and never shows _ri positions as a ribbon', () => {
    expect(visibleBadges({ ...base, ribbonPosition: 'left_top', hasTags: true }).ribbon).toBeNull();
    expect(visibleBadges({ ...base, ribbonPosition: 'left_ri' }).ribbon).toBeNull();
    expect(visibleBadges({ ...base, ribbonPosition: 'left_top' }).ribbon).toBe('left');
    expect(visibleBadges({ ...base, ribbonPosition: 'right' }).ribbon).toBe('right');
    expect(visibleBadges({ ...base, ribbonPosition: 'top_right' }).ribbon).toBeNull();
  });

  it('marks a package that saves nothing (or whose saving badge gives way) with the package marker', () => {
    expect(visibleBadges({ ...base, isPackage: true })).toEqual({ discount: false, ribbon: null, packageMarker: true });
    expect(visibleBadges({ ...base, isPackage: true, hasDiscountBadge: true }).packageMarker).toBe(false);
    expect(visibleBadges({ ...base, isPackage: true, hasDiscountBadge: true, discountIsSecondPriority: true, ribbonPosition: 'left_top' })).toEqual({
      discount: false,
      ribbon: 'left',
      packageMarker: true,
    });
  });
});
