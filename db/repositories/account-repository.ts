import { sql, type Kysely } from 'kysely';
import type { AccountTokenPurpose, CustomerAddressRow, CustomerRow, Database, OrderLineRow, OrderRow } from '../schema';

export type NewCustomer = {
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  customer_type: 'private' | 'company';
  company: string;
  mobile: string;
  newsletter: boolean;
  is_member: boolean;
  email_verified_at: string | null;
};

export type AddressFields = Omit<CustomerAddressRow, 'id' | 'customer_id' | 'is_default' | 'created_at' | 'country'>;

/** The orders a customer may see: their own, and (once their e-mail is verified) guest orders placed with it. */
function ownedOrders(db: Kysely<Database>, customer: { id: number; email: string; includeGuestOrders: boolean }) {
  return db.selectFrom('orders').where((eb) =>
    customer.includeGuestOrders
      ? eb.or([eb('customer_id', '=', customer.id), eb.and([eb('customer_id', 'is', null), eb(sql<string>`lower(email)`, '=', customer.email)])])
      : eb('customer_id', '=', customer.id),
  );
}

/** Customers, their addresses, their mailed links and the orders Mina sidor lists. */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    async byEmail(email: string): Promise<CustomerRow | undefined> {
      return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async byId(id: number): Promise<CustomerRow | undefined> {
      return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Inserts a customer; null when the e-mail is taken (also by a concurrent registration). */
    async insertCustomer(customer: NewCustomer, address: AddressFields | null, nowIso: string): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('customers')
          .values({ ...customer, newsletter: customer.newsletter ? 1 : 0, is_member: customer.is_member ? 1 : 0, created_at: nowIso, updated_at: nowIso })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return null;
        if (address) await trx.insertInto('customer_addresses').values({ ...address, customer_id: inserted.id, is_default: 1, created_at: nowIso }).execute();
        return inserted.id;
      });
    },

    async updateCustomer(
      id: number,
      patch: Partial<Pick<CustomerRow, 'password_hash' | 'first_name' | 'last_name' | 'company' | 'mobile' | 'newsletter' | 'is_member' | 'email_verified_at'>>,
      nowIso: string,
    ): Promise<void> {
      await db.updateTable('customers').set({ ...patch, updated_at: nowIso }).where('id', '=', id).execute();
    },

    async insertToken(token: { token_hash: string; purpose: AccountTokenPurpose; customer_id: number | null; email: string; expires_at: string }, nowIso: string): Promise<void> {
      await db.insertInto('account_tokens').values({ ...token, created_at: nowIso }).execute();
    },

    async findToken(tokenHash: string) {
      return db.selectFrom('account_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** Marks a link used; false when it was used already (a second tab, a replay): only one use wins. */
    async useToken(tokenHash: string, nowIso: string): Promise<boolean> {
      const result = await db.updateTable('account_tokens').set({ used_at: nowIso }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Earlier unused links of the same kind stop working when a new one is sent, or when one of them is used. */
    async retireTokens(email: string, purpose: AccountTokenPurpose, nowIso: string): Promise<void> {
      await db.updateTable('account_tokens').set({ used_at: nowIso }).where('email', '=', email).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
    },

    async queueMail(mail: { kind: string; recipient: string; subject: string; text: string; html: string }, nowIso: string): Promise<void> {
      await db
        .insertInto('outbox_emails')
        .values({ order_id: null, kind: mail.kind, recipient: mail.recipient, subject: mail.subject, text_body: mail.text, html_body: mail.html, next_attempt_at: nowIso, created_at: nowIso })
        .execute();
    },

    /** Whether any order was placed with this e-mail (an existing customer without a login). */
    async hasOrdersWithEmail(email: string): Promise<boolean> {
      const row = await db.selectFrom('orders').select('id').where(sql<string>`lower(email)`, '=', email).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    async addresses(customerId: number): Promise<CustomerAddressRow[]> {
      return db.selectFrom('customer_addresses').selectAll().where('customer_id', '=', customerId).orderBy('is_default', 'desc').orderBy('id').execute();
    },

    async insertAddress(customerId: number, address: AddressFields, makeDefault: boolean, nowIso: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const first = !(await trx.selectFrom('customer_addresses').select('id').where('customer_id', '=', customerId).limit(1).executeTakeFirst());
        if (makeDefault && !first) await trx.updateTable('customer_addresses').set({ is_default: 0 }).where('customer_id', '=', customerId).execute();
        const row = await trx
          .insertInto('customer_addresses')
          .values({ ...address, customer_id: customerId, is_default: makeDefault || first ? 1 : 0, created_at: nowIso })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    /** Changes one of the customer's own addresses; false when no such address is theirs. */
    async updateAddress(customerId: number, addressId: number, address: AddressFields, makeDefault: boolean): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx.updateTable('customer_addresses').set(address).where('id', '=', addressId).where('customer_id', '=', customerId).executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        if (makeDefault) {
          await trx.updateTable('customer_addresses').set({ is_default: sql<number>`case when id = ${addressId} then 1 else 0 end` }).where('customer_id', '=', customerId).execute();
        }
        return true;
      });
    },

    /** Deletes one of the customer's own addresses (another becomes the default); false when no such address is theirs. */
    async deleteAddress(customerId: number, addressId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('customer_addresses').where('id', '=', addressId).where('customer_id', '=', customerId).executeTakeFirst();
        if (Number(result.numDeletedRows) !== 1) return false;
        const rest = await trx.selectFrom('customer_addresses').select(['id', 'is_default']).where('customer_id', '=', customerId).orderBy('id').execute();
        if (rest.length > 0 && !rest.some((r) => r.is_default === 1)) {
          await trx.updateTable('customer_addresses').set({ is_default: 1 }).where('id', '=', rest[0]!.id).execute();
        }
        return true;
      });
    },

    async orders(customer: { id: number; email: string; includeGuestOrders: boolean }, limit: number): Promise<OrderRow[]> {
      return ownedOrders(db, customer).selectAll().where('order_number', 'is not', null).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    /** One of the customer's orders by its number, with its lines; null when it is not theirs (or does not exist). */
    async order(customer: { id: number; email: string; includeGuestOrders: boolean }, orderNumber: string): Promise<{ order: OrderRow; lines: OrderLineRow[] } | null> {
      const order = await ownedOrders(db, customer).selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
      if (!order) return null;
      const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
      return { order, lines };
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
