import type { Kysely, Selectable } from 'kysely';
import type { Database, InfoPagesTable } from '../../db/schema';
import { INFO_PAGE_PAGE_SIZE, type InfoPageInput } from '../../domain/info-page-admin';
import type { Actor } from './audit-log';
import type { CatalogChange } from './catalog-change';

export type InfoPageAdminRow = Selectable<InfoPagesTable>;

export type InfoPageSaved = { ok: true; page: InfoPageAdminRow; changed: boolean } | { ok: false; reason: 'url_taken' | 'parent' | 'unknown_page' };

/** What the audit log keeps of a page: everything but the body, which can be long (its length says it changed). */
function summary(page: InfoPageAdminRow) {
  return {
    title: page.title, url: page.url, type: page.type, heading: page.heading, body_length: page.body.length, position: page.position,
    parent_id: page.parent_id, expanded: page.expanded === 1, published: page.published === 1,
  };
}

/**
 * The back office's info pages (issue 18, docs/info-pages.md). Every change bumps the catalog version in its own
 * transaction: the storefront's snapshot (pages, footer, search) is rebuilt from it within seconds in every process.
 */
export function createInfoPageAdmin(db: Kysely<Database>, change: CatalogChange) {

  /** Whether `url` is the address of anything else the storefront serves: a category, product, brand or another page. */
  async function urlTaken(trx: Kysely<Database>, url: string, exceptId: number | null): Promise<boolean> {
    const [page, category, product, brand] = await Promise.all([
      trx.selectFrom('info_pages').select('id').where('url', '=', url).$if(exceptId !== null, (q) => q.where('id', '!=', exceptId!)).executeTakeFirst(),
      trx.selectFrom('categories').select('id').where('url', '=', url).executeTakeFirst(),
      trx.selectFrom('products').select('id').where('url', '=', url).executeTakeFirst(),
      trx.selectFrom('brands').select('id').where('brand_link', '=', url.slice(1)).executeTakeFirst(),
    ]);
    return Boolean(page ?? category ?? product ?? brand);
  }

  /** A parent is an existing top-level page other than the page itself (the footer lists one level of subpages). */
  async function parentOk(trx: Kysely<Database>, parentId: number | null, selfId: number | null): Promise<boolean> {
    if (parentId === null) return true;
    if (parentId === selfId) return false;
    const parent = await trx.selectFrom('info_pages').select(['id', 'parent_id']).where('id', '=', parentId).executeTakeFirst();
    if (!parent || parent.parent_id !== null) return false;
    // A page that has subpages of its own cannot become one.
    if (selfId === null) return true;
    const child = await trx.selectFrom('info_pages').select('id').where('parent_id', '=', selfId).executeTakeFirst();
    return !child;
  }

  const values = (page: InfoPageInput) => ({ ...page, expanded: page.expanded ? 1 : 0, published: page.published ? 1 : 0 });

  return {
    async list(page: number): Promise<{ rows: InfoPageAdminRow[]; total: number; pages: number }> {
      const { count } = await db.selectFrom('info_pages').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const total = Number(count);
      const rows = await db
        .selectFrom('info_pages')
        .selectAll()
        .orderBy('url')
        .limit(INFO_PAGE_PAGE_SIZE)
        .offset((page - 1) * INFO_PAGE_PAGE_SIZE)
        .execute();
      return { rows, total, pages: Math.max(1, Math.ceil(total / INFO_PAGE_PAGE_SIZE)) };
    },

    async byId(id: number): Promise<InfoPageAdminRow | null> {
      return (await db.selectFrom('info_pages').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** Top-level pages, the choices for a page's parent. */
    async parents(): Promise<{ id: number; title: string; url: string }[]> {
      return db.selectFrom('info_pages').select(['id', 'title', 'url']).where('parent_id', 'is', null).orderBy('position').orderBy('title').execute();
    },

    async create(page: InfoPageInput, actor: Actor): Promise<InfoPageSaved> {
      return change(actor, async (w): Promise<InfoPageSaved> => {
        const { trx } = w;
        if (await urlTaken(trx, page.url, null)) return { ok: false, reason: 'url_taken' };
        if (!(await parentOk(trx, page.parent_id, null))) return { ok: false, reason: 'parent' };
        const row = await trx.insertInto('info_pages').values(values(page)).onConflict((oc) => oc.column('url').doNothing()).returningAll().executeTakeFirst();
        if (!row) return { ok: false, reason: 'url_taken' };
        await w.redirects.release([row.url]);
        await w.changed({ action: 'info_page.create', entityType: 'info_page', entityId: row.id, before: null, after: summary(row) });
        return { ok: true, page: row, changed: true };
      });
    },

    async update(id: number, page: InfoPageInput, actor: Actor): Promise<InfoPageSaved> {
      return change(actor, async (w): Promise<InfoPageSaved> => {
        const { trx } = w;
        const before = await trx.selectFrom('info_pages').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return { ok: false, reason: 'unknown_page' };
        if (await urlTaken(trx, page.url, id)) return { ok: false, reason: 'url_taken' };
        if (!(await parentOk(trx, page.parent_id, id))) return { ok: false, reason: 'parent' };
        const next = { ...before, ...values(page) };
        if (JSON.stringify(next) === JSON.stringify(before)) return { ok: true, page: before, changed: false };
        const row = await trx.updateTable('info_pages').set(values(page)).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        await w.redirects.release([row.url]);
        await w.changed({ action: 'info_page.update', entityType: 'info_page', entityId: id, before: summary(before), after: summary(row) });
        return { ok: true, page: row, changed: true };
      });
    },

    /** Deletes a page; one with subpages is refused (deleting would take them along). */
    async remove(id: number, actor: Actor): Promise<{ ok: true } | { ok: false; reason: 'unknown_page' | 'has_subpages' }> {
      return change(actor, async (w): Promise<{ ok: true } | { ok: false; reason: 'unknown_page' | 'has_subpages' }> => {
        const { trx } = w;
        const before = await trx.selectFrom('info_pages').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return { ok: false, reason: 'unknown_page' };
        const child = await trx.selectFrom('info_pages').select('id').where('parent_id', '=', id).executeTakeFirst();
        if (child) return { ok: false, reason: 'has_subpages' };
        await trx.deleteFrom('info_pages').where('id', '=', id).execute();
        await w.changed({ action: 'info_page.delete', entityType: 'info_page', entityId: id, before: summary(before), after: null });
        return { ok: true };
      });
    },
  };
}

export type InfoPageAdmin = ReturnType<typeof createInfoPageAdmin>;
