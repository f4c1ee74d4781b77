import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** A stored draft: its form's name and the draft as the service wrote it (JSON, checked when read). */
export interface StoredFormDraft {
  form: string;
  json: string;
}

/** Back-office form drafts (decision 031): one row per staff session, page and form. */
export function createFormDraftRepository(db: Kysely<Database>) {
  return {
    async deleteOlderThan(createdBeforeIso: string): Promise<void> {
      await db.deleteFrom('staff_form_drafts').where('created_at', '<', createdBeforeIso).execute();
    },

    /** Writes the draft, replacing the session's earlier one of the same form. */
    async upsert(sessionIdHash: string, page: string, form: string, json: string, nowIso: string): Promise<void> {
      await db
        .insertInto('staff_form_drafts')
        .values({ session_id_hash: sessionIdHash, page, form, draft: json, created_at: nowIso })
        .onConflict((oc) => oc.columns(['session_id_hash', 'page', 'form']).doUpdateSet({ draft: json, created_at: nowIso }))
        .execute();
    },

    async onPage(sessionIdHash: string, page: string, createdFromIso: string): Promise<StoredFormDraft[]> {
      const rows = await db
        .selectFrom('staff_form_drafts')
        .select(['form', 'draft'])
        .where('session_id_hash', '=', sessionIdHash)
        .where('page', '=', page)
        .where('created_at', '>=', createdFromIso)
        .execute();
      return rows.map((r) => ({ form: r.form, json: r.draft }));
    },

    async delete(sessionIdHash: string, page: string, form: string): Promise<void> {
      await db.deleteFrom('staff_form_drafts').where('session_id_hash', '=', sessionIdHash).where('page', '=', page).where('form', '=', form).execute();
    },
  };
}
