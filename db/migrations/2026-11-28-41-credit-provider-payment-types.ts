import type { Kysely } from 'kysely';

/**
 * The credit provider checkouts as payment types (issue 17): Wasa Kredit leasing for companies and Svea part payment
 * for private customers. Both are credit, so never listed first nor pre-selected. A shop seeded before this
 * migration gets them too (a new shop's seed writes them); each is offered only while its provider (or its
 * simulator) is configured.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const seeded = await db.selectFrom('payment_types').select('id').limit(1).executeTakeFirst();
  if (!seeded) return;
  await db
    .insertInto('payment_types')
    .values([
      {
        code: 'wasa_leasing', name: 'Leasing via Wasa Kredit', description: 'Leasa till ditt företag och betala per månad. Avtalet signeras med BankID.',
        price_incl_vat_ore: 0, handler: 'wasa_checkout', for_private: 0, for_company: 1, is_credit: 1, position: 4, active: 1,
      },
      {
        code: 'svea_part_payment', name: 'Delbetalning via Svea', description: 'Dela upp betalningen på flera månader. Du väljer kampanj i Sveas kassa.',
        price_incl_vat_ore: 0, handler: 'svea_part_payment', for_private: 1, for_company: 0, is_credit: 1, position: 5, active: 1,
      },
    ])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('payment_types').where('code', 'in', ['wasa_leasing', 'svea_part_payment']).execute();
}
