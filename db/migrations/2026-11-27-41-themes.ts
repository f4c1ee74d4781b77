import type { Kysely } from 'kysely';

/**
 * Themes (issue 16, docs/decisions/024): a named set of site settings and a palette
 * of the design tokens. The developer bar switches the active one (site setting activeThemeId). The demo's two are
 * data every shop starts with: 'Standard' (id 1, the settings as stored) and 'Offert' (id 2, offer mode).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('themes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('palette', 'text', (c) => c.notNull().defaultTo('standard'))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db
    .insertInto('themes')
    .values([
      { id: 1, name: 'Standard', palette: 'standard', settings: '{}' },
      { id: 2, name: 'Offert', palette: 'offer', settings: JSON.stringify({ isOffer: true }) },
    ])
    .execute();
}
