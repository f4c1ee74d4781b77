import type { Kysely } from 'kysely';

/**
 * What a staff member typed into a back-office form that was refused without script (issue 18): the plain post is
 * answered with a redirect to the page, which shows these values and the wrong fields instead of the stored ones.
 * Kept per staff session and form for minutes, in the database so the page may be served by another process; a
 * session's drafts go with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_form_drafts')
    .addColumn('session_id_hash', 'text', (c) => c.notNull().references('staff_sessions.id_hash').onDelete('cascade'))
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('draft', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_form_drafts_pk', ['session_id_hash', 'page', 'form'])
    .execute();
  await db.schema.createIndex('staff_form_drafts_created_idx').on('staff_form_drafts').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_form_drafts').execute();
}
