/**
 * The period an accountant exports (issue 30): Swedish calendar days, both ends included, inside one calendar year
 * (the fiscal year the SIE file declares). A month by default: the one today falls in.
 */
import { validDay } from '../back-office';

export interface ExportPeriod {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The calendar month of a day (YYYY-MM-DD). */
export function monthOf(day: string): ExportPeriod {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The period asked for, or null when either end is not a real day, the end comes first, or the years differ. */
export function exportPeriod(from: string, to: string): ExportPeriod | null {
  const start = validDay(from);
  const end = validDay(to);
  if (!start || !end || end < start || start.slice(0, 4) !== end.slice(0, 4)) return null;
  return { from: start, to: end };
}

/** The calendar year the period lies in: the fiscal year the file declares (#RAR 0). */
export function fiscalYearOf(period: ExportPeriod): ExportPeriod {
  const year = period.from.slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The download's name without its extension: `hembutiken-2026-11` for a whole month, else both days. */
export function exportFileStem(shop: string, period: ExportPeriod): string {
  const month = monthOf(period.from);
  const span = month.from === period.from && month.to === period.to ? period.from.slice(0, 7) : `${period.from}--${period.to}`;
  return `${shop}-${span}`;
}
