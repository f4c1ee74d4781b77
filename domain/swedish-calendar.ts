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

const MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];

/**
 * A calendar day written out as Swedes read it, '27 november 2026', from 'YYYY-MM-DD'. Spelled here rather than by an
 * Intl formatter: creating one for sv-SE cost a phone's main thread about 90 ms on the product page (its reviews'
 * dates). Anything else is returned as it came.
 */
export function swedishLongDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
}
