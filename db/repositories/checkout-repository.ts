import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export function createCheckoutRepository(db: Kysely<Database>) {
  return {
    async paymentTypes() {
      return db.selectFrom('payment_types').selectAll().where('active', '=', 1).orderBy('position').orderBy('id').execute();
    },

    async customer(customerId: number) {
      return db.selectFrom('customers').select(['first_name', 'last_name', 'email']).where('id', '=', customerId).executeTakeFirst();
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
