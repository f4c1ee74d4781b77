import type { Kysely } from 'kysely';
import type { Database, PaymentHandler, PaymentRecordKind } from '../schema';
import { parseArray, type OrderVatRow } from './order-repository';

/** An order's figures as its sale is booked. */
export interface BookedSale {
  order_number: string;
  /** When it was placed, or (a credit) when it was credited: ISO instant. */
  at: string;
  payment_handler: PaymentHandler;
  vat_breakdown: OrderVatRow[];
  gift_cards_ore: number;
  to_pay_ore: number;
  total_incl_vat_ore: number;
}

/** A payment record with the order it belongs to, and a credit invoice's VAT rows. */
export interface BookedMovement {
  kind: PaymentRecordKind;
  method: string;
  provider_reference: string | null;
  amount_ore: number;
  booked_at: string;
  order_number: string;
  payment_handler: PaymentHandler;
  /** A credit invoice's rows as issued; empty for anything else. */
  credited_vat: OrderVatRow[];
}

/**
 * The accountant's export (issue 30): the period's sales, the sales reversed by a cancellation that paid money
 * back, and the money movements recorded, each from `fromIso` up to (not including) `untilIso`.
 */
export function createAccountingRepository(db: Kysely<Database>) {
  const saleColumns = ['o.order_number', 'o.payment_handler', 'o.vat_breakdown', 'o.gift_cards_ore', 'o.to_pay_ore', 'o.total_incl_vat_ore'] as const;

  return {
    /**
     * Orders placed in the period that are sales: not those still waiting for a card or Swish payment, and not
     * those cancelled before any payment (never a sale). An order paid and cancelled later is a sale, and its credit.
     */
    async salesPlaced(fromIso: string, untilIso: string): Promise<BookedSale[]> {
      const rows = await db
        .selectFrom('orders as o')
        .select([...saleColumns, 'o.created_at as at'])
        .where('o.created_at', '>=', fromIso)
        .where('o.created_at', '<', untilIso)
        .where('o.status', '!=', 'awaiting_payment')
        // A cancelled order stays a sale when money or an invoice was issued for it: its refund or credit invoice reverses it.
        .where((eb) =>
          eb.or([
            eb('o.status', '!=', 'cancelled'),
            eb('o.paid_at', 'is not', null),
            eb.exists(eb.selectFrom('invoices as ii').select('ii.id').whereRef('ii.order_id', '=', 'o.id').where('ii.kind', '=', 'invoice')),
          ]),
        )
        .orderBy('o.created_at')
        .orderBy('o.id')
        .execute();
      return rows.map((row) => ({ ...row, order_number: row.order_number ?? '', vat_breakdown: parseArray<OrderVatRow>(row.vat_breakdown) }));
    },

    /** Paid orders cancelled in the period with money owed back: the whole sale is reversed when the refund is decided. */
    async salesCancelled(fromIso: string, untilIso: string): Promise<BookedSale[]> {
      const rows = await db
        .selectFrom('order_refunds as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .select([...saleColumns, 'r.created_at as at'])
        .where('r.created_at', '>=', fromIso)
        .where('r.created_at', '<', untilIso)
        .where('o.paid_at', 'is not', null)
        // An invoiced order's cancellation is reversed by its credit invoice, booked among the movements.
        .where((eb) => eb.not(eb.exists(eb.selectFrom('invoices as ci').select('ci.id').whereRef('ci.order_id', '=', 'o.id').where('ci.kind', '=', 'credit'))))
        .orderBy('r.created_at')
        .orderBy('r.id')
        .execute();
      return rows.map((row) => ({ ...row, order_number: row.order_number ?? '', vat_breakdown: parseArray<OrderVatRow>(row.vat_breakdown) }));
    },

    async movements(fromIso: string, untilIso: string): Promise<BookedMovement[]> {
      const rows = await db
        .selectFrom('payment_records as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .leftJoin('invoices as i', (join) => join.onRef('i.id', '=', 'p.invoice_id').on('i.kind', '=', 'credit'))
        .select(['p.kind', 'p.method', 'p.provider_reference', 'p.amount_ore', 'p.booked_at', 'o.order_number', 'o.payment_handler', 'i.vat_breakdown as credited_vat'])
        .where('p.booked_at', '>=', fromIso)
        .where('p.booked_at', '<', untilIso)
        .orderBy('p.booked_at')
        .orderBy('p.id')
        .execute();
      return rows.map((row) => ({
        ...row, order_number: row.order_number ?? '', credited_vat: row.credited_vat === null ? [] : parseArray<OrderVatRow>(row.credited_vat),
      }));
    },
  };
}

export type AccountingRepository = ReturnType<typeof createAccountingRepository>;
