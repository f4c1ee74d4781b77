import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createInfoPageRepository, type InfoPageRepository, type InfoPageRow } from '../../db/repositories/info-page-repository';
import { INFO_PAGE_PAGE_SIZE, validateInfoPage, type InfoPageField, type InfoPageForm, type InfoPageInput } from '../../domain/info-page-admin';
import type { Actor } from './audit-log';
import type { CatalogChange } from './catalog-change';

export type InfoPageAdminRow = InfoPageRow;

export type InfoPageSaved =
  | { ok: true; page: InfoPageAdminRow; changed: boolean }
  | { ok: false; reason: 'url_taken' | 'parent' | 'unknown_page' }
  | { ok: false; reason: 'invalid'; errors: Partial<Record<InfoPageField, true>> };

/** What the audit log keeps of a page: everything but the body, which can be long (its length says it changed). */
function summary(page: InfoPageAdminRow) {
  return {
    title: page.title, url: page.url, type: page.type, heading: page.heading, body_length: page.body.length, position: page.position,
    parent_id: page.parent_id, expanded: page.expanded === 1, published: page.published === 1,
  };
}

/**
 * The back office's info pages (issue 18, docs/info-pages.md). Every change goes through the catalog's unit of work:
 * the storefront's snapshot (pages, footer, search) follows at once here and within seconds in every other process.
 */
export function createInfoPageAdmin(db: Kysely<Database>, change: CatalogChange) {
  const pages = createInfoPageRepository(db);

  /** A parent is an existing top-level page other than the page itself (the footer lists one level of subpages). */
  async function parentOk(repo: InfoPageRepository, parentId: number | null, selfId: number | null): Promise<boolean> {
    if (parentId === null) return true;
    if (parentId === selfId) return false;
    const parent = await repo.byId(parentId);
    if (!parent || parent.parent_id !== null) return false;
    // A page that has subpages of its own cannot become one.
    return selfId === null || !(await repo.hasSubpages(selfId));
  }

  const values = (page: InfoPageInput) => ({ ...page, expanded: page.expanded ? 1 : 0, published: page.published ? 1 : 0 });

  return {
    async list(page: number): Promise<{ rows: InfoPageAdminRow[]; total: number; pages: number }> {
      const { rows, total } = await pages.page(INFO_PAGE_PAGE_SIZE, (page - 1) * INFO_PAGE_PAGE_SIZE);
      return { rows, total, pages: Math.max(1, Math.ceil(total / INFO_PAGE_PAGE_SIZE)) };
    },

    byId: (id: number): Promise<InfoPageAdminRow | null> => pages.byId(id),

    /** Top-level pages, the choices for a page's parent. */
    parents: (): Promise<{ id: number; title: string; url: string }[]> => pages.topLevel(),

    async create(form: InfoPageForm, actor: Actor): Promise<InfoPageSaved> {
      const checked = validateInfoPage(form);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const { page } = checked;
      return change(actor, async (w): Promise<InfoPageSaved> => {
        if (await w.infoPages.urlTaken(page.url, null)) return { ok: false, reason: 'url_taken' };
        if (!(await parentOk(w.infoPages, page.parent_id, null))) return { ok: false, reason: 'parent' };
        const row = await w.infoPages.insert(values(page));
        if (!row) return { ok: false, reason: 'url_taken' };
        await w.redirects.release([row.url]);
        await w.changed({ action: 'info_page.create', entityType: 'info_page', entityId: row.id, before: null, after: summary(row) });
        return { ok: true, page: row, changed: true };
      });
    },

    async update(id: number, form: InfoPageForm, actor: Actor): Promise<InfoPageSaved> {
      const checked = validateInfoPage(form);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const { page } = checked;
      return change(actor, async (w): Promise<InfoPageSaved> => {
        const before = await w.infoPages.byId(id);
        if (!before) return { ok: false, reason: 'unknown_page' };
        if (await w.infoPages.urlTaken(page.url, id)) return { ok: false, reason: 'url_taken' };
        if (!(await parentOk(w.infoPages, page.parent_id, id))) return { ok: false, reason: 'parent' };
        const next = { ...before, ...values(page) };
        if (JSON.stringify(next) === JSON.stringify(before)) return { ok: true, page: before, changed: false };
        const row = await w.infoPages.update(id, values(page));
        await w.redirects.release([row.url]);
        await w.changed({ action: 'info_page.update', entityType: 'info_page', entityId: id, before: summary(before), after: summary(row) });
        return { ok: true, page: row, changed: true };
      });
    },

    /** Deletes a page; one with subpages is refused (deleting would take them along). */
    async remove(id: number, actor: Actor): Promise<{ ok: true } | { ok: false; reason: 'unknown_page' | 'has_subpages' }> {
      return change(actor, async (w): Promise<{ ok: true } | { ok: false; reason: 'unknown_page' | 'has_subpages' }> => {
        const before = await w.infoPages.byId(id);
        if (!before) return { ok: false, reason: 'unknown_page' };
        if (await w.infoPages.hasSubpages(id)) return { ok: false, reason: 'has_subpages' };
        await w.infoPages.remove(id);
        await w.changed({ action: 'info_page.delete', entityType: 'info_page', entityId: id, before: summary(before), after: null });
        return { ok: true };
      });
    },
  };
}

export type InfoPageAdmin = ReturnType<typeof createInfoPageAdmin>;
