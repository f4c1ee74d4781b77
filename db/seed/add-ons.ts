/** Products offered as add-ons beside an expensive product's buy button. */
const ADD_ONS_FROM_ORE = 200_000;
/** An add-on is a small extra: under this price. */
const ADD_ON_MAX_ORE = 60_000;
const ADD_ONS_PER_PRODUCT = 3;

export interface AddOnCandidate {
  id: number;
  parent_id: number | null;
  category_id: number;
  price_incl_vat_ore: number;
  stock?: number;
  status?: string;
  hide_price?: number;
  is_package?: number;
}

/**
 * The demo catalog's add-ons: every product from 2 000 kr gets the three cheapest buyable products under 600 kr of
 * its main category (accessories, cables, services), the same rows for the same catalog.
 */
export function chooseAddOns(
  products: readonly AddOnCandidate[],
  mainCategoryOf: (categoryId: number) => number,
): { product_id: number; add_on_product_id: number; position: number }[] {
  const parents = new Set(products.flatMap((p) => (p.parent_id === null ? [] : [p.parent_id])));
  const sellable = (p: AddOnCandidate) =>
    p.parent_id === null && !parents.has(p.id) && (p.status ?? 'active') === 'active' && !p.hide_price && p.is_package !== 1;
  const cheapByMain = new Map<number, AddOnCandidate[]>();
  for (const p of products) {
    if (!sellable(p) || p.price_incl_vat_ore >= ADD_ON_MAX_ORE || (p.stock ?? 0) <= 0) continue;
    const main = mainCategoryOf(p.category_id);
    cheapByMain.set(main, [...(cheapByMain.get(main) ?? []), p]);
  }
  for (const list of cheapByMain.values()) list.sort((a, b) => a.price_incl_vat_ore - b.price_incl_vat_ore || a.id - b.id);
  const rows: { product_id: number; add_on_product_id: number; position: number }[] = [];
  for (const p of products) {
    if (!sellable(p) && !parents.has(p.id)) continue;
    if (p.parent_id !== null || p.price_incl_vat_ore < ADD_ONS_FROM_ORE) continue;
    const picks = (cheapByMain.get(mainCategoryOf(p.category_id)) ?? []).filter((c) => c.id !== p.id).slice(0, ADD_ONS_PER_PRODUCT);
    picks.forEach((c, position) => rows.push({ product_id: p.id, add_on_product_id: c.id, position }));
  }
  return rows;
}
