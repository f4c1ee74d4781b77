import { describe, expect, it } from 'vitest';
import { svListing } from './sv-listing';

describe('listing texts', () => {
  it.each([
    [0, 0, 0, '0 produkter'],
    [1, 1, 1, 'Visar 1 produkt av totalt 1 produkter'],
    [25, 48, 120, 'Visar produkt 25 - 48 av totalt 120 produkter'],
  ])('result text for %i-%i of %i', (from, to, total, text) => {
    expect(svListing.resultText(from, to, total)).toBe(text);
  });

  it.each([
    [0, 'Dölj filter', '0 produkter hittades'],
    [1, 'Visa 1 produkt', '1 produkt'],
    [12, 'Visa 12 produkter', '12 produkter hittades'],
  ])('mobile filter texts for %i products', (n, button, count) => {
    expect(svListing.applyButton(n)).toBe(button);
    expect(svListing.countText(n)).toBe(count);
  });
});
