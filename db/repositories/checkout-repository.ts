import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export function createCheckoutRepository(db: Kysely<Database>) {
  return {
    async paymentTypes() {
      return db.selectFrom('payment_types').selectAll().where('active', '=', 1).orderBy('position').orderBy('id').execute();
    },

    /** The city earlier orders to this postal code went to most often, or null when the shop has not delivered there. */
    async knownCity(country: string, postalCode: string): Promise<string | null> {
      const row = await db
        .selectFrom('orders')
        .select(['city', db.fn.countAll<number>().as('n')])
        .where('country', '=', country)
        .where('postal_code', '=', postalCode)
        .groupBy('city')
        .orderBy('n', 'desc')
        .orderBy('city')
        .limit(1)
        .executeTakeFirst();
      return row?.city ?? null;
    },

    /** A logged-in customer's details and default address (or latest, when none is the default), for the form. */
    async customer(customerId: number) {
      const [customer, address] = await Promise.all([
        db.selectFrom('customers').select(['first_name', 'last_name', 'email', 'mobile', 'company', 'customer_type', 'is_member']).where('id', '=', customerId).executeTakeFirst(),
        db.selectFrom('customer_addresses').select(['address', 'co', 'postal_code', 'city', 'mobile']).where('customer_id', '=', customerId)
          .orderBy('is_default', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),
      ]);
      return customer ? { ...customer, address: address ?? null } : undefined;
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
