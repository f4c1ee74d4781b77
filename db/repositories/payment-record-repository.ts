import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PaymentRecordsTable } from '../schema';

export type PaymentRecord = Selectable<PaymentRecordsTable>;
export type NewPaymentRecord = Omit<Insertable<PaymentRecordsTable>, 'id'>;

/**
 * The money movements (issue 30): written where the money moves, in the same transaction as the order change it
 * belongs to, and read by the order page and the accountant's export.
 */
export function createPaymentRecordRepository(db: Kysely<Database>) {
  return {
    /** Records a movement once: false when its `source_key` was recorded already (a repeated callback, a re-read bank file). */
    async record(entry: NewPaymentRecord): Promise<boolean> {
      const inserted = await db.insertInto('payment_records').values(entry).onConflict((oc) => oc.column('source_key').doNothing()).executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async forOrder(orderId: number): Promise<PaymentRecord[]> {
      return db.selectFrom('payment_records').selectAll().where('order_id', '=', orderId).orderBy('booked_at').orderBy('id').execute();
    },

    /** The movements booked from `fromIso` up to (not including) `untilIso`, in booking order. */
    async bookedBetween(fromIso: string, untilIso: string): Promise<PaymentRecord[]> {
      return db.selectFrom('payment_records').selectAll().where('booked_at', '>=', fromIso).where('booked_at', '<', untilIso).orderBy('booked_at').orderBy('id').execute();
    },
  };
}

export type PaymentRecordRepository = ReturnType<typeof createPaymentRecordRepository>;
