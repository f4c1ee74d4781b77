import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { listPage, type ListPage } from '../list-page';

/** An issued invoice as the follow-up list shows it, with its order and customer. */
export interface InvoiceFollowUpRow {
  id: number;
  ocr: string;
  order_number: string;
  first_name: string;
  last_name: string;
  company: string | null;
  amount_ore: number;
  paid_ore: number;
  due_date: string;
  paid_at: string | null;
}

export interface InvoiceTotals {
  open_count: number;
  open_ore: number;
  overdue_count: number;
  overdue_ore: number;
}

/** An invoice a payment may be booked on. */
export interface PayableInvoice {
  id: number;
  order_number: string;
  amount_ore: number;
  paid_ore: number;
  status: 'open' | 'paid' | 'credited';
}

export interface InvoiceListFilter {
  filter: 'open' | 'overdue' | 'paid';
  /** Today in Sweden (YYYY-MM-DD): an open invoice due before it is overdue. */
  today: string;
  /** 'Betalda' lists invoices paid from this instant on. */
  paidSinceIso: string;
  page: number;
  pageSize: number;
}

/**
 * The issued invoices after they are sent (issue 30): the unpaid and overdue list, the invoice a payment names, and
 * the payment booked on it. Only invoices of kind 'invoice' are paid; credit invoices are not.
 */
export function createInvoicePaymentRepository(db: Kysely<Database>) {
  // A placed order always has its number; an invoice is only issued for a placed one.
  const issued = () => db.selectFrom('invoices as i').innerJoin('orders as o', 'o.id', 'i.order_id').where('i.kind', '=', 'invoice').where('o.order_number', 'is not', null);
  const payable = () => issued().select(['i.id', 'o.order_number', 'i.amount_ore', 'i.paid_ore', 'i.status']).$narrowType<{ order_number: string }>();

  return {
    async page(query: InvoiceListFilter): Promise<ListPage<InvoiceFollowUpRow>> {
      let filtered = issued();
      if (query.filter === 'paid') filtered = filtered.where('i.status', '=', 'paid').where('i.paid_at', '>=', query.paidSinceIso);
      else filtered = filtered.where('i.status', '=', 'open');
      if (query.filter === 'overdue') filtered = filtered.where('i.due_date', '<', query.today);
      return listPage(
        filtered,
        (q) => {
          const selected = q.select(['i.id', 'i.ocr', 'o.order_number', 'o.first_name', 'o.last_name', 'o.company', 'i.amount_ore', 'i.paid_ore', 'i.due_date', 'i.paid_at']).$narrowType<{ order_number: string }>();
          return query.filter === 'paid' ? selected.orderBy('i.paid_at', 'desc').orderBy('i.id', 'desc') : selected.orderBy('i.due_date').orderBy('i.id');
        },
        query.page,
        query.pageSize,
      );
    },

    /** What is still owed on open invoices, all and overdue (due before `today`). */
    async totals(today: string): Promise<InvoiceTotals> {
      const row = await db
        .selectFrom('invoices')
        .select((eb) => {
          const owed = eb('amount_ore', '-', eb.ref('paid_ore'));
          const overdue = eb('due_date', '<', today);
          return [
            eb.fn.countAll<number>().as('open_count'),
            eb.fn.coalesce(eb.fn.sum<number>(owed), eb.val(0)).as('open_ore'),
            eb.fn.coalesce(eb.fn.sum<number>(eb.case().when(overdue).then(1).else(0).end()), eb.val(0)).as('overdue_count'),
            eb.fn.coalesce(eb.fn.sum<number>(eb.case().when(overdue).then(owed).else(0).end()), eb.val(0)).as('overdue_ore'),
          ];
        })
        .where('kind', '=', 'invoice')
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      // PostgreSQL answers sums and counts as bigint text.
      return { open_count: Number(row.open_count), open_ore: Number(row.open_ore), overdue_count: Number(row.overdue_count), overdue_ore: Number(row.overdue_ore) };
    },

    /** The invoice a person's reference names: its OCR reference exactly, else its invoice number. */
    async byReference(reference: string): Promise<PayableInvoice | null> {
      const byOcr = await payable().where('i.ocr', '=', reference).executeTakeFirst();
      if (byOcr) return byOcr;
      const invoiceNumber = Number(reference);
      if (!Number.isSafeInteger(invoiceNumber) || invoiceNumber < 1 || invoiceNumber > 2_147_483_647) return null;
      return (await payable().where('i.id', '=', invoiceNumber).executeTakeFirst()) ?? null;
    },

    /** The invoices a bank file's references name that can take a payment (open, or paid and so overpaid). */
    async payableByNumbers(invoiceNumbers: readonly number[]): Promise<PayableInvoice[]> {
      if (invoiceNumbers.length === 0) return [];
      return payable().where('i.id', 'in', [...invoiceNumbers]).where('i.status', 'in', ['open', 'paid']).execute();
    },

    /** The order's invoice while it is open. */
    async openOfOrder(orderNumber: string): Promise<PayableInvoice | null> {
      return (await payable().where('o.order_number', '=', orderNumber).where('i.status', '=', 'open').executeTakeFirst()) ?? null;
    },

    /** The recorded result (audit entry's after_json) of a bank file's import, by the import's id. */
    async auditedImport(entityType: string, importId: string): Promise<string | null> {
      const entry = await db.selectFrom('audit_log').select('after_json').where('entity_type', '=', entityType).where('entity_id', '=', importId).executeTakeFirst();
      return entry?.after_json ?? null;
    },

    /**
     * Adds a payment to an invoice in one conditional statement, so concurrent payments add up rather than overwrite:
     * paid once what was paid reaches the amount (`paidAtIso` kept from the payment that paid it). Null when the
     * invoice cannot take payments (credited).
     */
    async addPayment(invoiceId: number, amountOre: number, paidAtIso: string, nowIso: string): Promise<{ paid_ore: number; amount_ore: number; status: string } | null> {
      const updated = await db
        .updateTable('invoices')
        .set((eb) => {
          // SET expressions read the row as it was: what is paid after this payment, compared with what is owed.
          const reaches = eb(eb('paid_ore', '+', amountOre), '>=', eb.ref('amount_ore'));
          return {
            paid_ore: eb('paid_ore', '+', amountOre),
            status: eb.case().when(reaches).then('paid' as const).else(eb.ref('status')).end(),
            paid_at: eb.case().when(eb.and([reaches, eb('paid_at', 'is', null)])).then(paidAtIso).else(eb.ref('paid_at')).end(),
            updated_at: nowIso,
          };
        })
        .where('id', '=', invoiceId)
        .where('kind', '=', 'invoice')
        .where('status', 'in', ['open', 'paid'])
        .returning(['paid_ore', 'amount_ore', 'status'])
        .executeTakeFirst();
      return updated ?? null;
    },
  };
}

export type InvoicePaymentRepository = ReturnType<typeof createInvoicePaymentRepository>;
