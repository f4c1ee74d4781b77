import type { Kysely } from 'kysely';

/**
 * A provider checkout the shop refused (issue 28) keeps why (`refused_reason`, ProviderRefusalReason in
 * domain/provider-refusals.ts), whether the cancel call at the provider succeeded (`refused_cancel`: 'cancelled' or
 * 'failed'; null when the provider had closed its order itself), the amount of the provider's order and when, so
 * the back office can list them. A checkout refused before this migration keeps its time and last known amount;
 * its reason and cancel outcome stay unknown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['refused_reason', 'refused_cancel', 'refused_at']) {
    await db.schema.alterTable('provider_sessions').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('provider_sessions').addColumn('refused_amount_ore', 'integer').execute();
  await db.updateTable('provider_sessions').set((eb) => ({ refused_at: eb.ref('updated_at'), refused_amount_ore: eb.ref('amount_ore') })).where('status', '=', 'refused').execute();
  await db.schema.createIndex('provider_sessions_refused_idx').on('provider_sessions').column('refused_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('provider_sessions_refused_idx').execute();
  for (const column of ['refused_amount_ore', 'refused_at', 'refused_cancel', 'refused_reason']) {
    await db.schema.alterTable('provider_sessions').dropColumn(column).execute();
  }
}
