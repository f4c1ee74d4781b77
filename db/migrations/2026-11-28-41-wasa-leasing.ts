import type { Kysely } from 'kysely';

/**
 * Wasa Kredit leasing as a payment type (issue 17): for companies only, and credit, so never listed first nor
 * pre-selected. A shop seeded before this migration gets it too (a new shop's seed writes it); it is offered only
 * while Wasa Kredit (or its simulator) is configured.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const seeded = await db.selectFrom('payment_types').select('id').limit(1).executeTakeFirst();
  if (!seeded) return;
  await db
    .insertInto('payment_types')
    .values({
      code: 'wasa_leasing', name: 'Leasing via Wasa Kredit', description: 'Leasa till ditt företag och betala per månad. Avtalet signeras med BankID.',
      price_incl_vat_ore: 0, handler: 'wasa_checkout', for_private: 0, for_company: 1, is_credit: 1, position: 4, active: 1,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('payment_types').where('code', '=', 'wasa_leasing').execute();
}
