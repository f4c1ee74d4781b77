/**
 * Rules of the back office (issue 18): who may do what, which addresses belong to it, and the bounds of what the
 * order list and the audit log accept in their queries.
 */
import type { OrderState } from './order-states';
import { parsePriceInput } from './money';
import { typedSearchText } from './text-input';

export type StaffRole = 'admin' | 'staff';
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'staff'];

/** Everything under /admin is the back office: pages, calls, the login, and the dashboard's data address. */
export function isBackOfficePath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return path === '/admin' || path === '/admin.data' || path.startsWith('/admin/');
}

/**
 * Who may use a route (docs/decisions/034): every route under /admin declares one of these where it is declared;
 * `page` leaves it to the page table below, read on the path as React Router will match it.
 */
export type RouteAccess = 'public' | 'staff' | 'admin' | 'page';
export const ROUTE_ACCESS: readonly RouteAccess[] = ['public', 'staff', 'admin', 'page'];

/**
 * The path of an address as React Router matches it: percent-decoded, case-folded, without empty or dot segments,
 * trailing dots or the `.data` of a page's data request. `/%61dmin//Personal.` and `/admin/personal.data` both name
 * /admin/personal. A malformed escape is left as it is: it matches no page.
 */
export function foldedPath(url: string): string {
  const raw = url.split('?', 1)[0]!.replace(/\\/g, '/');
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  const segments: string[] = [];
  for (const segment of decoded.toLowerCase().replace(/\.data$/, '').split('/')) {
    if (segment === '..') segments.pop();
    else if (segment.replace(/\.+$/, '') !== '') segments.push(segment.replace(/\.+$/, ''));
  }
  return `/${segments.join('/')}`;
}

/**
 * The back-office pages only an admin may use: staff accounts and the shop's settings. A staff member who could reach
 * them could make themselves an admin. (The calls behind them declare `admin` on their routes.)
 */
const ADMIN_ONLY_PAGES = [
  '/admin/personal', '/admin/installningar',
  // Gift cards are money the shop issues (docs/back-office.md).
  '/admin/presentkort',
  // Delivery and payment types decide what every checkout offers and costs.
  '/admin/leverans-och-betalning',
  // The accountant's export holds the whole shop's sales and payments (issue 30).
  '/admin/bokforing',
];

/** Who may open a page, by its folded path (foldedPath): anyone outside the back office and at its login. */
export function pageAccess(path: string): Exclude<RouteAccess, 'page'> {
  if (!isBackOfficePath(path)) return 'public';
  if (path === '/admin/login') return 'public';
  return ADMIN_ONLY_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ? 'admin' : 'staff';
}

/** A staff session lasts a working day at most, whatever happens in it. */
export const STAFF_SESSION_HOURS = 12;

export const ORDER_STATES: readonly OrderState[] = ['awaiting_invoice', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled'];
export const ORDER_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;
const MAX_PAGE = 10_000;

/** Every payment handler an order can have (db/schema.ts PaymentHandler): the order list filters by them. */
export type PaymentHandlerFilter = 'card_redirect' | 'manual_payment' | 'free_order' | 'klarna_checkout' | 'swish' | 'svea_part_payment' | 'wasa_checkout';
const PAYMENT_HANDLERS: readonly PaymentHandlerFilter[] = ['card_redirect', 'manual_payment', 'free_order', 'klarna_checkout', 'swish', 'svea_part_payment', 'wasa_checkout'];

export interface OrderListQuery {
  /** Order number, name or e-mail, as typed (trimmed, at most 100 characters). */
  search: string;
  state: OrderState | null;
  payment: PaymentHandlerFilter | null;
  /** Calendar days (YYYY-MM-DD, Swedish time), inclusive. */
  from: string | null;
  to: string | null;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD that exists, or null. */
export function validDay(value: string | null): string | null {
  if (value === null || !DAY.test(value)) return null;
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

/** A list page number from the address (`sida`): 1 unless it is a whole number in range. */
export function listPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** The order list's query from its address: anything unknown or malformed is left out, never an error. */
export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  const state = params.get('status');
  const payment = params.get('betalning');
  return {
    search: typedSearchText(params.get('q'), 100),
    state: ORDER_STATES.includes(state as OrderState) ? (state as OrderState) : null,
    payment: PAYMENT_HANDLERS.includes(payment as PaymentHandlerFilter) ? (payment as PaymentHandlerFilter) : null,
    from: validDay(params.get('fran')),
    to: validDay(params.get('till')),
    page: listPage(params.get('sida')),
  };
}

export interface AuditQuery {
  staff: string;
  entityType: string;
  action: string;
  from: string | null;
  to: string | null;
  page: number;
}

export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const word = (name: string) => typedSearchText(params.get(name), 100);
  return { staff: word('vem'), entityType: word('typ'), action: word('handling'), from: validDay(params.get('fran')), to: validDay(params.get('till')), page: listPage(params.get('sida')) };
}

/**
 * The UTC instant a Swedish calendar day starts (Europe/Stockholm: CET or CEST), for "today" on the dashboard and
 * the date filters. Found by asking what the local time is at UTC midnight, which is exact for any whole-hour offset.
 */
export function swedishDayStart(day: string): string {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Stockholm', hour: '2-digit', hourCycle: 'h23' }).format(utcMidnight);
  const offsetHours = Number(parts);
  return new Date(utcMidnight.getTime() - offsetHours * 3_600_000).toISOString();
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A carrier's tracking number: letters, digits, spaces and dashes, 4–40 of them (PostNord, DHL, Budbee, ...). */
export function normaliseTrackingNumber(input: string): string | null {
  const text = input.trim().replace(/\s+/g, ' ');
  return /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/.test(text) ? text.toUpperCase() : null;
}

export type DiscountKind = 'percent' | 'amount' | 'free_delivery';

/** What the back office's new-code form sends (all text, as a form posts it). */
export interface DiscountCodeForm {
  code: string;
  kind: string;
  percent: string;
  amount: string;
  min_order: string;
  valid_from: string;
  valid_until: string;
  usage_limit_total: string;
  usage_limit_per_customer: string;
  member_only: boolean;
  label: string;
}

export interface NewDiscountCode {
  code: string;
  kind: DiscountKind;
  percent: number | null;
  amount_ore: number | null;
  min_order_ore: number | null;
  /** The start of the first Swedish day, and the start of the day after the last (ISO, UTC). */
  valid_from: string | null;
  valid_until: string | null;
  usage_limit_total: number | null;
  usage_limit_per_customer: number | null;
  member_only: boolean;
  label: string | null;
}

export type DiscountCodeField = keyof DiscountCodeForm;

function limit(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000_000 ? n : 'invalid';
}

/**
 * A new discount code from the form, or the fields that are wrong. The code is stored in the form the checkout
 * looks it up in (domain/discounts.ts normaliseCode: no spaces, upper case).
 */
export function validateDiscountCode(form: DiscountCodeForm, normalise: (typed: string) => string): { ok: true; code: NewDiscountCode } | { ok: false; errors: Partial<Record<DiscountCodeField, true>> } {
  const errors: Partial<Record<DiscountCodeField, true>> = {};
  const code = normalise(form.code);
  if (!/^[A-ZÅÄÖ0-9_-]{3,40}$/u.test(code)) errors.code = true;
  const kind = (['percent', 'amount', 'free_delivery'] as const).find((k) => k === form.kind);
  if (!kind) errors.kind = true;
  let percent: number | null = null;
  if (kind === 'percent') {
    percent = Number(form.percent.trim());
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) errors.percent = true;
  }
  let amount: number | null = null;
  if (kind === 'amount') {
    amount = parsePriceInput(form.amount);
    if (amount === null || amount <= 0) errors.amount = true;
  }
  const minOrder = form.min_order.trim() === '' ? null : parsePriceInput(form.min_order);
  if (form.min_order.trim() !== '' && minOrder === null) errors.min_order = true;
  const from = form.valid_from.trim() === '' ? null : validDay(form.valid_from.trim());
  if (form.valid_from.trim() !== '' && from === null) errors.valid_from = true;
  const until = form.valid_until.trim() === '' ? null : validDay(form.valid_until.trim());
  if (form.valid_until.trim() !== '' && (until === null || (from !== null && until < from))) errors.valid_until = true;
  const total = limit(form.usage_limit_total);
  if (total === 'invalid') errors.usage_limit_total = true;
  const perCustomer = limit(form.usage_limit_per_customer);
  if (perCustomer === 'invalid') errors.usage_limit_per_customer = true;
  const label = form.label.trim();
  if ([...label].length > 100) errors.label = true;
  if (Object.keys(errors).length > 0 || !kind) return { ok: false, errors };
  return {
    ok: true,
    code: {
      code, kind, percent, amount_ore: amount, min_order_ore: minOrder,
      valid_from: from ? swedishDayStart(from) : null, valid_until: until ? swedishDayStart(nextDay(until)) : null,
      usage_limit_total: total as number | null, usage_limit_per_customer: perCustomer as number | null,
      member_only: form.member_only, label: label === '' ? null : label,
    },
  };
}
