/**
 * Subcategory button lists on category pages (storefront spec section 2): desktop shows the first five with
 * 'Visa alla (N)' / 'Visa färre'; on mobile a subcategory shows only if it is active and has products, or when
 * the current category is a main (level 1) category.
 */

export const SUBCATEGORY_PREVIEW = 5;

export interface SubcategoryEntry {
  category_active: boolean;
  category_visible_product_count: number;
}

/** The subcategories the mobile list offers, in their order. */
export function mobileSubcategories<T extends SubcategoryEntry>(subcategories: readonly T[], currentLevel: number): T[] {
  if (currentLevel === 1) return [...subcategories];
  return subcategories.filter((c) => c.category_active && c.category_visible_product_count > 0);
}

/** The entries a list shows: all when expanded, else the first `preview`; and whether it needs the toggle at all. */
export function previewOf<T>(items: readonly T[], expanded: boolean, preview = SUBCATEGORY_PREVIEW): { shown: T[]; toggle: boolean } {
  const toggle = items.length > preview;
  return { shown: expanded || !toggle ? [...items] : items.slice(0, preview), toggle };
}
