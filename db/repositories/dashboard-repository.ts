import { sql, type Kysely } from 'kysely';
import type { Database, OutboxStatus } from '../schema';
import type { ManualRefundReason } from '../../domain/refunds';

/** How many rows each of the dashboard's lists shows. */
const LIST_LIMIT = 10;

export interface DashboardFigures {
  ordersToday: number;
  revenueTodayOre: number;
  awaitingShipment: number;
  lowStock: { id: number; name: string; sku: string; stock: number }[];
  failedPayments: { order_number: string; created_at: string; amount_ore: number; email: string }[];
  unsentMail: { id: number; kind: string; recipient: string; status: OutboxStatus; attempts: number; last_error: string | null; created_at: string; order_number: string | null }[];
  manualRefunds: { order_number: string; amount_ore: number; created_at: string; method: string; reason: ManualRefundReason | null }[];
  pendingRefunds: number;
}

/** The times the dashboard's figures are counted from; the service decides them (the Swedish day, how late is late). */
export interface DashboardWindow {
  dayStartIso: string;
  failedSinceIso: string;
  /** A pending mail created before this is late. */
  mailLateBeforeIso: string;
  lowStockThreshold: number;
}

/** The back office's dashboard (issue 18): today's orders and what needs a person. */
export function createDashboardRepository(db: Kysely<Database>) {
  return {
    async figures(window: DashboardWindow): Promise<DashboardFigures> {
      const [today, toShip, lowStock, failedPayments, unsentMail, manualRefunds, pendingRefunds] = await Promise.all([
        db
          .selectFrom('orders')
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('total_incl_vat_ore'), sql.lit(0)).as('sum')])
          .where('created_at', '>=', window.dayStartIso)
          .where('order_number', 'is not', null)
          .where('status', '!=', 'cancelled')
          .where('status', '!=', 'awaiting_payment')
          .executeTakeFirstOrThrow(),
        db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', 'in', ['paid', 'awaiting_invoice']).executeTakeFirstOrThrow(),
        db
          .selectFrom('products as p')
          .select(['p.id', 'p.name', 'p.sku', 'p.stock'])
          .where('p.status', '=', 'active')
          .where('p.allow_backorder', '=', 0)
          .where('p.is_digital', '=', 0)
          .where('p.is_package', '=', 0)
          .where('p.stock', '<=', window.lowStockThreshold)
          // A product with variants has no stock of its own: its variants are listed instead.
          .where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'p.id'))))
          .orderBy('p.stock')
          .orderBy('p.id')
          .limit(LIST_LIMIT)
          .execute(),
        db
          .selectFrom('card_payments as c')
          .innerJoin('orders as o', 'o.id', 'c.order_id')
          .select(['o.order_number', 'c.updated_at as created_at', 'c.amount_ore', 'o.email'])
          .where('c.status', '=', 'cancelled')
          // Swish requests share card_payments; an unanswered one is the payer's choice, not a failed card payment.
          .where('o.payment_handler', '=', 'card_redirect')
          .where('c.updated_at', '>=', window.failedSinceIso)
          .orderBy('c.updated_at', 'desc')
          .limit(LIST_LIMIT)
          .execute(),
        db
          .selectFrom('outbox_emails as m')
          .leftJoin('orders as o', 'o.id', 'm.order_id')
          .select(['m.id', 'm.kind', 'm.recipient', 'm.status', 'm.attempts', 'm.last_error', 'm.created_at', 'o.order_number'])
          .where((eb) => eb.or([eb('m.status', '=', 'failed'), eb.and([eb('m.status', '=', 'pending'), eb('m.created_at', '<', window.mailLateBeforeIso)])]))
          .orderBy('m.id', 'desc')
          .limit(LIST_LIMIT)
          .execute(),
        db
          .selectFrom('order_refunds as r')
          .innerJoin('orders as o', 'o.id', 'r.order_id')
          .select(['o.order_number', 'r.amount_ore', 'r.created_at', 'r.method', 'r.reason'])
          .where('r.status', '=', 'manual')
          .orderBy('r.created_at')
          .limit(LIST_LIMIT)
          .execute(),
        db.selectFrom('order_refunds').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow(),
      ]);
      return {
        ordersToday: Number(today.n),
        revenueTodayOre: Number(today.sum),
        awaitingShipment: Number(toShip.n),
        lowStock: lowStock.map((p) => ({ ...p, stock: Number(p.stock) })),
        failedPayments: failedPayments.map((f) => ({ ...f, order_number: f.order_number ?? '' })),
        unsentMail,
        manualRefunds: manualRefunds.map((r) => ({ ...r, order_number: r.order_number ?? '', reason: r.reason as ManualRefundReason | null })),
        pendingRefunds: Number(pendingRefunds.n),
      };
    },
  };
}
