import { describe, expect, it } from 'vitest';
import { exportFileStem, exportPeriod, fiscalYearOf, monthOf } from './export-period';

describe('export period', () => {
  it('is the calendar month of a day by default', () => {
    expect(monthOf('2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it.each([
    ['2026-11-01', '2026-11-30', { from: '2026-11-01', to: '2026-11-30' }],
    ['2026-11-05', '2026-11-05', { from: '2026-11-05', to: '2026-11-05' }],
    ['2026-11-30', '2026-11-01', null],
    ['2026-02-30', '2026-03-01', null],
    ['2026-12-01', '2027-01-31', null],
    ['november', '2026-11-30', null],
    ['', '', null],
  ])('from %s to %s is %o', (from, to, expected) => {
    expect(exportPeriod(from, to)).toEqual(expected);
  });

  it('lies in the calendar year that is its fiscal year', () => {
    expect(fiscalYearOf({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('names a whole month by the month, any other period by its days', () => {
    expect(exportFileStem('hembutiken', { from: '2026-11-01', to: '2026-11-30' })).toBe('hembutiken-2026-11');
    expect(exportFileStem('hembutiken', { from: '2026-11-01', to: '2026-11-15' })).toBe('hembutiken-2026-11-01--2026-11-15');
  });
});
