/**
 * Rules of the back office (issue 18): who may do what, which addresses belong to it, and the bounds of what the
 * order list and the audit log accept in their queries.
 */
import type { OrderState } from './order-states';

export type StaffRole = 'admin' | 'staff';
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'staff'];

/** Everything under /admin is the back office: pages, calls, the login, and the dashboard's data address. */
export function isBackOfficePath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return path === '/admin' || path === '/admin.data' || path.startsWith('/admin/');
}

/** Pages and calls anyone may reach without a staff session: only the login itself. */
export function isOpenBackOfficePath(url: string): boolean {
  const path = url.split('?', 1)[0]!.replace(/\/+$/, '');
  return path === '/admin/login';
}

/**
 * Pages and calls only an admin may use: staff accounts and the shop's settings (the developer bar and its theme
 * switch are settings too). A staff member who could reach them could make themselves an admin.
 */
const ADMIN_ONLY = ['/admin/personal', '/admin/api/staff', '/admin/installningar', '/admin/api/settings', '/admin/dev-bar', '/admin/themes'];

export function requiresAdmin(url: string): boolean {
  const path = url.split('?', 1)[0]!.replace(/\/+$/, '');
  return ADMIN_ONLY.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function mayUse(role: StaffRole, url: string): boolean {
  return role === 'admin' || !requiresAdmin(url);
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

function validDay(value: string | null): string | null {
  if (value === null || !DAY.test(value)) return null;
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** The order list's query from its address: anything unknown or malformed is left out, never an error. */
export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  const state = params.get('status');
  const payment = params.get('betalning');
  return {
    search: (params.get('q') ?? '').trim().slice(0, 100),
    state: ORDER_STATES.includes(state as OrderState) ? (state as OrderState) : null,
    payment: PAYMENT_HANDLERS.includes(payment as PaymentHandlerFilter) ? (payment as PaymentHandlerFilter) : null,
    from: validDay(params.get('fran')),
    to: validDay(params.get('till')),
    page: pageOf(params.get('sida')),
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
  const word = (name: string) => (params.get(name) ?? '').trim().slice(0, 100);
  return { staff: word('vem'), entityType: word('typ'), action: word('handling'), from: validDay(params.get('fran')), to: validDay(params.get('till')), page: pageOf(params.get('sida')) };
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

/** The Swedish calendar day (YYYY-MM-DD) an instant falls on. */
export function swedishDay(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
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
