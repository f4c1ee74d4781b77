import { describe, expect, it } from 'vitest';
import { cartBadge } from './cart-badge';

describe('cartBadge', () => {
  it('names the count, the total in kronor with its no-break spaces and the plural in the label', () => {
    expect(cartBadge(2, 1249, false)).toEqual({ count: '2', total: '1\u00a0249\u00a0kr', label: 'Varukorg, 2 produkter, 1\u00a0249\u00a0kr' });
  });

  it('says produkt for one and names the offer request in offer mode', () => {
    expect(cartBadge(1, 99.5, true).label).toBe('Offertförfrågan, 1 produkt, 99,50\u00a0kr');
  });

  it('shows an empty cart as 0 and 0 kr', () => {
    expect(cartBadge(0, 0, false)).toMatchObject({ count: '0', total: '0\u00a0kr' });
  });
});
