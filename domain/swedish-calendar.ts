/**
 * The calendar date in Sweden of an instant. The formatter is made on first use, not when the module loads: a
 * time-zone formatter costs a browser 15–20 ms to create (four times that on a phone), and most pages that import
 * a module using this never ask for a date.
 */
let stockholmDay: Intl.DateTimeFormat | undefined;

/** 'YYYY-MM-DD' of the day it is in Sweden at the instant (ms since the epoch or a Date). */
export function swedishDate(at: number | Date): string {
  stockholmDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = stockholmDay.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
