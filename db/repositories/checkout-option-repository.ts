import type { Kysely, Updateable } from 'kysely';
import { isPostgres } from '../dialect';
import type { Database, DeliveryTypeRow, DeliveryTypesTable, PaymentTypeRow, PaymentTypesTable } from '../schema';

/** The delivery and payment types a checkout offers, as the back office reads and changes them. */
export function createCheckoutOptionRepository(db: Kysely<Database>) {
  return {
    async deliveryTypes(): Promise<DeliveryTypeRow[]> {
      return db.selectFrom('delivery_types').selectAll().orderBy('position').orderBy('id').limit(500).execute();
    },

    async paymentTypes(): Promise<PaymentTypeRow[]> {
      return db.selectFrom('payment_types').selectAll().orderBy('position').orderBy('id').limit(500).execute();
    },

    async deliveryType(id: number): Promise<DeliveryTypeRow | null> {
      return (await db.selectFrom('delivery_types').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async paymentType(id: number): Promise<PaymentTypeRow | null> {
      return (await db.selectFrom('payment_types').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** Every delivery type, locked on PostgreSQL so two changes cannot each take away "the other last one". */
    async lockedDeliveryTypes(): Promise<DeliveryTypeRow[]> {
      const query = db.selectFrom('delivery_types').selectAll().orderBy('id');
      return (isPostgres(db) ? query.forUpdate() : query).execute();
    },

    /** Every payment type, locked like the delivery types. */
    async lockedPaymentTypes(): Promise<PaymentTypeRow[]> {
      const query = db.selectFrom('payment_types').selectAll().orderBy('id');
      return (isPostgres(db) ? query.forUpdate() : query).execute();
    },

    async updateDeliveryType(id: number, values: Updateable<DeliveryTypesTable>): Promise<void> {
      await db.updateTable('delivery_types').set(values).where('id', '=', id).execute();
    },

    async updatePaymentType(id: number, values: Updateable<PaymentTypesTable>): Promise<void> {
      await db.updateTable('payment_types').set(values).where('id', '=', id).execute();
    },
  };
}

export type CheckoutOptionRepository = ReturnType<typeof createCheckoutOptionRepository>;
