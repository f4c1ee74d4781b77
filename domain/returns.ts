/**
 * Returns and complaints (storefront.md 'Anmäl retur eller reklamation', docs/decisions/019). A return uses the
 * 14-day right of withdrawal (ångerrätt, distansavtalslagen 2 kap. 12 §), or the shop's longer open purchase (öppet
 * köp, a site setting); a complaint (reklamation) the 3-year period of konsumentköplagen. Both run from the day the
 * shopper receives the goods (issue 30): the delivery, or when the shop records none, the shipping plus
 * TRANSIT_DAYS. While nothing is shipped a return period has not started; a complaint counts from the order date.
 * Days are Swedish calendar days: the last day counts in full.
 */

import { swedishDate } from './swedish-calendar';

export const RETURN_ORDER_TYPES = ['return', 'complaint'] as const;
export type ReturnOrderType = (typeof RETURN_ORDER_TYPES)[number];

/** The first type is chosen by default (the spec). */
export const DEFAULT_RETURN_ORDER_TYPE: ReturnOrderType = RETURN_ORDER_TYPES[0];

export const WITHDRAWAL_DAYS = 14;
/** The days a shipped parcel is taken to be under way when the shop records no delivery (stated to the shopper). */
export const TRANSIT_DAYS = 3;
export const COMPLAINT_YEARS = 3;

/** Order states a return or complaint can be filed for: the goods are bought (paid, or invoiced and on the way). */
const ELIGIBLE_STATES: ReadonlySet<string> = new Set(['awaiting_invoice', 'paid', 'shipped', 'delivered']);

export function isReturnOrderType(value: unknown): value is ReturnOrderType {
  return typeof value === 'string' && (RETURN_ORDER_TYPES as readonly string[]).includes(value);
}

export function isEligibleOrderState(status: string): boolean {
  return ELIGIBLE_STATES.has(status);
}

function addToDate(date: string, add: { days?: number; years?: number }): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y + (add.years ?? 0), m - 1, d));
  // 29 February plus whole years lands on 1 March in a common year: the period ends on 28 February instead.
  if (add.years && at.getUTCDate() !== d) at.setUTCDate(0);
  at.setUTCDate(at.getUTCDate() + (add.days ?? 0));
  return at.toISOString().slice(0, 10);
}

export interface OrderDates {
  /** ISO timestamp of the order. */
  orderedAt: string;
  /** ISO timestamp of the shipping, null while not shipped. */
  shippedAt: string | null;
  /** ISO timestamp of the delivery, null while not delivered (or when the shop does not record deliveries). */
  deliveredAt: string | null;
}

export type ReturnWindow =
  /** A return before the goods are shipped: the period has not started, so a return can be filed. */
  | { open: true; countedFrom: 'not_received'; lastDay: null; withdrawalLastDay: null }
  | {
      open: boolean;
      /** What the period is counted from: the delivery, the shipping plus TRANSIT_DAYS, or (complaints only) the order. */
      countedFrom: 'delivery' | 'shipping' | 'order';
      /** The last day (Swedish date, 'YYYY-MM-DD') a case of this type can be filed: for a return, the open purchase's when longer. */
      lastDay: string;
      /** A return's last day of the 14-day right of withdrawal; null for a complaint, and once it has passed (the open purchase still runs). */
      withdrawalLastDay: string | null;
    };

/** The Swedish date the goods count as received, and from what; null while not shipped. */
function receivedOn(dates: OrderDates): { day: string; from: 'delivery' | 'shipping' } | null {
  if (dates.deliveredAt) return { day: swedishDate(new Date(dates.deliveredAt)), from: 'delivery' };
  if (dates.shippedAt) return { day: addToDate(swedishDate(new Date(dates.shippedAt)), { days: TRANSIT_DAYS }), from: 'shipping' };
  return null;
}

/**
 * Whether a case of `type` can be filed on `now` for an order with these dates, and until when. `openPurchaseDays`
 * (the site setting, at least 14) extends a return's period past the right of withdrawal.
 */
export function returnWindow(type: ReturnOrderType, dates: OrderDates, openPurchaseDays: number, now: Date): ReturnWindow {
  const received = receivedOn(dates);
  const today = swedishDate(now);
  if (type === 'complaint') {
    const lastDay = addToDate(received?.day ?? swedishDate(new Date(dates.orderedAt)), { years: COMPLAINT_YEARS });
    return { open: today <= lastDay, countedFrom: received?.from ?? 'order', lastDay, withdrawalLastDay: null };
  }
  if (!received) return { open: true, countedFrom: 'not_received', lastDay: null, withdrawalLastDay: null };
  const withdrawalLastDay = addToDate(received.day, { days: WITHDRAWAL_DAYS });
  const lastDay = addToDate(received.day, { days: Math.max(WITHDRAWAL_DAYS, openPurchaseDays) });
  return { open: today <= lastDay, countedFrom: received.from, lastDay, withdrawalLastDay: today <= withdrawalLastDay ? withdrawalLastDay : null };
}

export interface OrderLineForReturn {
  id: number;
  quantity: number;
  /** Units of the line already in earlier return cases (returns only: a complaint may follow a complaint). */
  alreadyReturned: number;
}

/** How many units of a line a new case of `type` may name. */
export function returnableQuantity(type: ReturnOrderType, line: OrderLineForReturn): number {
  return type === 'return' ? Math.max(0, line.quantity - line.alreadyReturned) : line.quantity;
}

export type LinesCheck =
  | { ok: true; lines: { orderLineId: number; quantity: number }[] }
  | { ok: false; problem: 'none_chosen' }
  | { ok: false; problem: 'unknown_line'; orderLineId: number }
  | { ok: false; problem: 'too_many'; orderLineId: number; max: number };

/** The lines a shopper asked for, checked against the order's: known lines, 1..returnable units, at least one. */
export function checkReturnLines(type: ReturnOrderType, orderLines: readonly OrderLineForReturn[], requested: ReadonlyMap<number, number>): LinesCheck {
  const byId = new Map(orderLines.map((l) => [l.id, l]));
  const lines: { orderLineId: number; quantity: number }[] = [];
  for (const [orderLineId, quantity] of [...requested].sort((a, b) => a[0] - b[0])) {
    const line = byId.get(orderLineId);
    if (!line) return { ok: false, problem: 'unknown_line', orderLineId };
    if (quantity === 0) continue;
    const max = returnableQuantity(type, line);
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > max) return { ok: false, problem: 'too_many', orderLineId, max };
    lines.push({ orderLineId, quantity });
  }
  return lines.length === 0 ? { ok: false, problem: 'none_chosen' } : { ok: true, lines };
}

export const MAX_RETURN_REASON = 2000;

/** A complaint must say what is wrong; a return may say why (the right of withdrawal needs no reason). */
export function checkReturnReason(type: ReturnOrderType, reason: string): 'ok' | 'required' | 'too_long' {
  if ([...reason].length > MAX_RETURN_REASON) return 'too_long';
  if (type === 'complaint' && reason.trim().length === 0) return 'required';
  return 'ok';
}

/** The case number a shopper quotes: 'R' and the case's id, at least six digits. */
export function returnCaseNumber(id: number): string {
  return `R${String(id).padStart(6, '0')}`;
}

/** Order e-mails compare without case or surrounding space (people type them both ways). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
