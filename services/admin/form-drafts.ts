import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** How long a refused form's values are shown again: long enough to read the message and correct the field. */
export const FORM_DRAFT_TTL_MS = 15 * 60_000;

/** A refused form as typed: its values and every field found wrong. */
export interface FormDraft {
  values: Record<string, string | boolean>;
  fields: string[];
}

function isDraft(value: unknown): value is FormDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { values, fields } = value as Partial<FormDraft>;
  return (
    typeof values === 'object' && values !== null && Object.values(values).every((v) => typeof v === 'string' || typeof v === 'boolean') &&
    Array.isArray(fields) && fields.every((f) => typeof f === 'string')
  );
}

/**
 * The values of back-office forms refused without script (issue 18): the plain post is answered with a redirect to
 * its page (`?fel=`), which shows what was typed from here rather than the stored values. Kept in the database per
 * staff session and form (the page may be served by another process), replaced by the next refusal, dropped by a
 * success, and ignored after FORM_DRAFT_TTL_MS.
 */
export function createFormDrafts(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async keep(sessionIdHash: string, page: string, form: string, draft: FormDraft): Promise<void> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        // Old drafts of every session go with the next refusal: no housekeeping task for a few rows.
        await trx.deleteFrom('staff_form_drafts').where('created_at', '<', new Date(at.getTime() - FORM_DRAFT_TTL_MS).toISOString()).execute();
        await trx
          .insertInto('staff_form_drafts')
          .values({ session_id_hash: sessionIdHash, page, form, draft: JSON.stringify(draft), created_at: at.toISOString() })
          .onConflict((oc) => oc.columns(['session_id_hash', 'page', 'form']).doUpdateSet({ draft: JSON.stringify(draft), created_at: at.toISOString() }))
          .execute();
      });
    },

    /** The session's drafts of forms on `page` (by form name), still fresh. */
    async onPage(sessionIdHash: string, page: string): Promise<Record<string, FormDraft>> {
      const rows = await db
        .selectFrom('staff_form_drafts')
        .select(['form', 'draft'])
        .where('session_id_hash', '=', sessionIdHash)
        .where('page', '=', page)
        .where('created_at', '>=', new Date(now().getTime() - FORM_DRAFT_TTL_MS).toISOString())
        .execute();
      const drafts: Record<string, FormDraft> = {};
      for (const row of rows) {
        const parsed: unknown = JSON.parse(row.draft);
        if (isDraft(parsed)) drafts[row.form] = parsed;
      }
      return drafts;
    },

    async forget(sessionIdHash: string, page: string, form: string): Promise<void> {
      await db.deleteFrom('staff_form_drafts').where('session_id_hash', '=', sessionIdHash).where('page', '=', page).where('form', '=', form).execute();
    },
  };
}

export type FormDrafts = ReturnType<typeof createFormDrafts>;
