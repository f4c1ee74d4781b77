import { describe, expect, it } from 'vitest';
import { swedishDate } from './swedish-calendar';

describe('swedishDate', () => {
  it('gives the Swedish calendar day, which runs ahead of UTC by one hour in winter and two in summer', () => {
    expect(swedishDate(Date.parse('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(swedishDate(Date.parse('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(swedishDate(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(swedishDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});
