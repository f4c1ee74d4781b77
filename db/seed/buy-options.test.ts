import { describe, expect, it } from 'vitest';
import { chooseStoreOnly } from './buy-options';
import { buildDemoCatalog } from './index';

describe('demo products without a buy option', () => {
  const { rows } = buildDemoCatalog({ size: 2000, now: new Date('2026-11-25T12:00:00Z') });
  const storeOnly = rows.products.filter((p) => p.buy_option === 0);

  it('are a few standalone products from 1 000 kr', () => {
    expect(storeOnly.length).toBeGreaterThan(0);
    expect(storeOnly.length).toBeLessThan(rows.products.length / 50);
    const parents = new Set(rows.products.map((p) => p.parent_id).filter((id) => id !== null));
    for (const p of storeOnly) {
      expect(p.parent_id).toBeNull();
      expect(parents.has(p.id!)).toBe(false);
      expect(p.hide_price).toBe(0);
      expect(p.price_incl_vat_ore).toBeGreaterThanOrEqual(100_000);
    }
  });

  it('are never an add-on or a product with add-ons', () => {
    const ids = new Set(storeOnly.map((p) => p.id));
    for (const a of rows.productAddOns) {
      expect(ids.has(a.product_id)).toBe(false);
      expect(ids.has(a.add_on_product_id)).toBe(false);
    }
  });

  it('are the same for the same catalog', () => {
    const again = buildDemoCatalog({ size: 2000, now: new Date('2026-11-25T12:00:00Z') }).rows.products.filter((p) => p.buy_option === 0);
    expect(again.map((p) => p.id)).toEqual(storeOnly.map((p) => p.id));
  });

  it('skips the first 200 products, parents, cheap products and products with hidden prices', () => {
    const base = { category_id: 1, parent_id: null, price_incl_vat_ore: 500_000, stock: 5 };
    const chosen = chooseStoreOnly(
      [
        { ...base, id: 41 },
        { ...base, id: 235 },
        { ...base, id: 332, price_incl_vat_ore: 50_000 },
        { ...base, id: 429, hide_price: 1 },
        { ...base, id: 526 },
        { ...base, id: 9999, parent_id: 526 },
        { ...base, id: 236 },
      ],
      [],
    );
    expect([...chosen]).toEqual([235]);
  });
});
