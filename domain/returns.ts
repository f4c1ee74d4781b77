/**
 * Returns and complaints (storefront.md 'Anmäl retur eller reklamation', docs/decisions/019). A return uses the
 * 14-day right of withdrawal (ångerrätt, distansavtalslagen 2 kap. 10 §); a complaint (reklamation) the 3-year
 * period of konsumentköplagen. Both are counted from the delivery, or from the order date while the order has no
 * delivery recorded, in Swedish calendar days: the last day counts in full.
 */

import { swedishDate } from './swedish-calendar';

export const RETURN_ORDER_TYPES = ['return', 'complaint'] as const;
export type ReturnOrderType = (typeof RETURN_ORDER_TYPES)[number];

/** The first type is chosen by default (the spec). */
export const DEFAULT_RETURN_ORDER_TYPE: ReturnOrderType = RETURN_ORDER_TYPES[0];

export const WITHDRAWAL_DAYS = 14;
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
  /** ISO timestamp of the delivery, null while not delivered. */
  deliveredAt: string | null;
}

export interface ReturnWindow {
  open: boolean;
  /** The last day (Swedish date, 'YYYY-MM-DD') a case of this type can be filed. */
  lastDay: string;
  /** What the period is counted from. */
  countedFrom: 'delivery' | 'order';
}

/** Whether a case of `type` can be filed on `now` for an order with these dates. */
export function returnWindow(type: ReturnOrderType, dates: OrderDates, now: Date): ReturnWindow {
  const countedFrom = dates.deliveredAt ? 'delivery' : 'order';
  const start = swedishDate(new Date(dates.deliveredAt ?? dates.orderedAt));
  const lastDay = type === 'return' ? addToDate(start, { days: WITHDRAWAL_DAYS }) : addToDate(start, { years: COMPLAINT_YEARS });
  return { open: swedishDate(now) <= lastDay, lastDay, countedFrom };
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
