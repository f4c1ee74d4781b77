import { describe, expect, it } from 'vitest';
import { swedishDate, swedishLongDate } from './swedish-calendar';

describe('swedishDate', () => {
  it('gives the Swedish calendar day, which runs ahead of UTC by one hour in winter and two in summer', () => {
    expect(swedishDate(Date.parse('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(swedishDate(Date.parse('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(swedishDate(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(swedishDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});

describe('swedishLongDate', () => {
  it('writes a day out as sv-SE does, without a leading zero', () => {
    for (const day of ['2026-01-05', '2026-11-27', '2024-02-29', '2027-12-31']) {
      const intl = new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
      expect(swedishLongDate(day)).toBe(intl);
    }
    expect(swedishLongDate('2026-11-27')).toBe('27 november 2026');
  });

  it('returns what is not a day as it came', () => {
    expect(swedishLongDate('2026-13-01')).toBe('2026-13-01');
    expect(swedishLongDate('igår')).toBe('igår');
  });
});
