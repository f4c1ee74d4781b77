import { describe, expect, it } from 'vitest';
import { isValidGtin } from '../../domain/feeds/gtin';
import { buildDemoCatalog } from './index';

describe('demo product identifiers', () => {
  const { rows } = buildDemoCatalog({ size: 500, now: new Date('2026-11-25T00:00:00Z') });
  const products = rows.products;

  it('gives most products a valid GTIN-13 and an MPN, the same on every build, and some neither', () => {
    const withGtin = products.filter((p) => p.gtin);
    expect(withGtin.length).toBeGreaterThan(products.length / 2);
    for (const p of withGtin) expect(isValidGtin(p.gtin!), p.gtin!).toBe(true);
    expect(new Set(withGtin.map((p) => p.gtin)).size).toBe(withGtin.length);
    expect(products.filter((p) => !p.gtin && p.mpn).length).toBeGreaterThan(0);
    expect(products.filter((p) => !p.gtin && !p.mpn && p.brand_id !== 1).length).toBeGreaterThan(0);
    const again = buildDemoCatalog({ size: 500, now: new Date('2026-11-25T00:00:00Z') }).rows.products;
    expect(again.map((p) => [p.gtin, p.mpn])).toEqual(products.map((p) => [p.gtin, p.mpn]));
  });

  it('leaves packages and digital products without identifiers', () => {
    for (const p of products.filter((p) => p.is_package === 1 || p.is_digital === 1)) expect([p.gtin, p.mpn]).toEqual([null, null]);
  });
});
