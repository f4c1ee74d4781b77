import { describe, expect, it } from 'vitest';
import { chooseAddOns, type AddOnCandidate } from './add-ons';

const product = (id: number, price: number, extra: Partial<AddOnCandidate> = {}): AddOnCandidate => ({
  id, parent_id: null, category_id: 10, price_incl_vat_ore: price * 100, stock: 5, status: 'active', hide_price: 0, is_package: 0, ...extra,
});
// Categories 10 and 11 are under main category 1; 20 is under 2.
const mainOf = (id: number) => (id < 20 ? 1 : 2);

describe('demo add-ons', () => {
  it('gives an expensive product the three cheapest buyable small products of its main category, cheapest first', () => {
    const rows = chooseAddOns(
      [product(1, 5000), product(2, 499, { category_id: 11 }), product(3, 199), product(4, 299), product(5, 99), product(6, 150, { category_id: 20 })],
      mainOf,
    );
    expect(rows.filter((r) => r.product_id === 1)).toEqual([
      { product_id: 1, add_on_product_id: 5, position: 0 },
      { product_id: 1, add_on_product_id: 3, position: 1 },
      { product_id: 1, add_on_product_id: 4, position: 2 },
    ]);
  });

  it('offers nothing beside cheap products, and never a sold-out, hidden-price, variant, parent or package product as an add-on', () => {
    const rows = chooseAddOns(
      [
        product(1, 5000),
        product(2, 100, { stock: 0 }),
        product(3, 100, { hide_price: 1 }),
        product(4, 100, { parent_id: 9 }),
        product(9, 100),
        product(5, 100, { is_package: 1 }),
        product(6, 100, { status: 'hidden' }),
        product(7, 1500),
      ],
      mainOf,
    );
    expect(rows).toEqual([]);
  });
});
