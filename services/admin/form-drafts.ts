import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createFormDraftRepository } from '../../db/repositories/form-draft-repository';

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
  const freshFrom = (at: Date) => new Date(at.getTime() - FORM_DRAFT_TTL_MS).toISOString();
  return {
    async keep(sessionIdHash: string, page: string, form: string, draft: FormDraft): Promise<void> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        const drafts = createFormDraftRepository(trx);
        // Old drafts of every session go with the next refusal: no housekeeping task for a few rows.
        await drafts.deleteOlderThan(freshFrom(at));
        await drafts.upsert(sessionIdHash, page, form, JSON.stringify(draft), at.toISOString());
      });
    },

    /** The session's drafts of forms on `page` (by form name), still fresh. */
    async onPage(sessionIdHash: string, page: string): Promise<Record<string, FormDraft>> {
      const drafts: Record<string, FormDraft> = {};
      for (const stored of await createFormDraftRepository(db).onPage(sessionIdHash, page, freshFrom(now()))) {
        const parsed: unknown = JSON.parse(stored.json);
        if (isDraft(parsed)) drafts[stored.form] = parsed;
      }
      return drafts;
    },

    async forget(sessionIdHash: string, page: string, form: string): Promise<void> {
      await createFormDraftRepository(db).delete(sessionIdHash, page, form);
    },
  };
}

export type FormDrafts = ReturnType<typeof createFormDrafts>;
