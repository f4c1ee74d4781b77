import type { Kysely } from 'kysely';
import type { Database, SpecificationGroupType } from '../../db/schema';
import type { CheckedSpecificationGroup } from '../../domain/catalog-structure';
import type { Actor } from './audit-log';
import type { CatalogChange, CatalogWork } from './catalog-change';

export interface SpecificationGroupSummary {
  id: number;
  title: string;
  section: string;
  type: SpecificationGroupType;
  unit: string | null;
  show_in_filter: number;
  rowCount: number;
  categoryCount: number;
}

export interface SpecificationGroupDetail {
  id: number;
  title: string;
  section: string;
  type: SpecificationGroupType;
  unit: string | null;
  description: string | null;
  show_in_filter: number;
  rows: { id: number; value: string; numeric_value: number | null; productCount: number }[];
  categories: { id: number; name: string; url: string }[];
}

export type SpecificationRefusal = 'unknown' | 'taken' | 'in_use' | 'category';
export type SpecificationChange = { ok: true; id: number; changed: boolean } | { ok: false; reason: SpecificationRefusal };

/**
 * Specification groups and their rows (issue 18): what a category's products are described by on their pages and
 * filtered on in its listing. A group is linked to the categories whose filters show it; its rows are the values
 * products can have. A row or group that products use is not deleted (their pages would lose it silently). Every
 * change is audited and moves the catalog version, so the facet index is rebuilt.
 */
export function createSpecificationAdmin(db: Kysely<Database>, change: CatalogChange) {

  const finish = (w: CatalogWork, action: string, id: number, before: unknown, after: unknown) => w.changed({ action, entityType: 'specification_group', entityId: id, before, after });

  const groupRow = (trx: Kysely<Database>, id: number) =>
    trx.selectFrom('specification_groups').select(['id', 'title', 'section', 'type', 'unit', 'description', 'show_in_filter']).where('id', '=', id).executeTakeFirst();

  const columnsOf = (group: CheckedSpecificationGroup) => ({
    title: group.title, section: group.section, type: group.type, unit: group.unit, description: group.description, show_in_filter: group.showInFilter ? 1 : 0,
  });

  return {
    async list(): Promise<SpecificationGroupSummary[]> {
      const [groups, rows, links] = await Promise.all([
        db.selectFrom('specification_groups').select(['id', 'title', 'section', 'type', 'unit', 'show_in_filter']).orderBy('section').orderBy('position').orderBy('title').execute(),
        db.selectFrom('specification_rows').select((eb) => ['group_id', eb.fn.countAll<number>().as('count')]).groupBy('group_id').execute(),
        db.selectFrom('category_specification_groups').select((eb) => ['group_id', eb.fn.countAll<number>().as('count')]).groupBy('group_id').execute(),
      ]);
      const rowCount = new Map(rows.map((r) => [r.group_id, Number(r.count)]));
      const categoryCount = new Map(links.map((l) => [l.group_id, Number(l.count)]));
      return groups.map((g) => ({ ...g, rowCount: rowCount.get(g.id) ?? 0, categoryCount: categoryCount.get(g.id) ?? 0 }));
    },

    async get(id: number): Promise<SpecificationGroupDetail | null> {
      const group = await groupRow(db, id);
      if (!group) return null;
      const [rows, used, categories] = await Promise.all([
        db.selectFrom('specification_rows').select(['id', 'value', 'numeric_value']).where('group_id', '=', id).orderBy('position').orderBy('numeric_value').orderBy('value').execute(),
        db
          .selectFrom('product_specifications as ps')
          .innerJoin('specification_rows as r', 'r.id', 'ps.row_id')
          .select((eb) => ['ps.row_id', eb.fn.countAll<number>().as('count')])
          .where('r.group_id', '=', id)
          .groupBy('ps.row_id')
          .execute(),
        db
          .selectFrom('category_specification_groups as l')
          .innerJoin('categories as c', 'c.id', 'l.category_id')
          .select(['c.id', 'c.name', 'c.url'])
          .where('l.group_id', '=', id)
          .orderBy('c.url')
          .execute(),
      ]);
      const usage = new Map(used.map((u) => [u.row_id, Number(u.count)]));
      return { ...group, rows: rows.map((r) => ({ ...r, productCount: usage.get(r.id) ?? 0 })), categories };
    },

    async create(group: CheckedSpecificationGroup, actor: Actor): Promise<SpecificationChange> {
      return change(actor, async (w) => {
        const { trx } = w;
        const row = await trx.insertInto('specification_groups').values(columnsOf(group)).returning('id').executeTakeFirstOrThrow();
        await finish(w, 'specification_group.create', row.id, null, columnsOf(group));
        return { ok: true, id: row.id, changed: true };
      });
    },

    async update(id: number, group: CheckedSpecificationGroup, actor: Actor): Promise<SpecificationChange> {
      return change(actor, async (w) => {
        const { trx } = w;
        const before = await groupRow(trx, id);
        if (!before) return { ok: false, reason: 'unknown' };
        const after = columnsOf(group);
        const { id: _id, ...old } = before;
        if (JSON.stringify(old) === JSON.stringify(after)) return { ok: true, id, changed: false };
        await trx.updateTable('specification_groups').set(after).where('id', '=', id).execute();
        await finish(w, 'specification_group.update', id, old, after);
        return { ok: true, id, changed: true };
      });
    },

    /** Deletes a group no product uses (its rows and category links go with it). */
    async remove(id: number, actor: Actor): Promise<SpecificationChange> {
      return change(actor, async (w) => {
        const { trx } = w;
        const before = await groupRow(trx, id);
        if (!before) return { ok: false, reason: 'unknown' };
        const used = await trx
          .selectFrom('product_specifications as ps')
          .innerJoin('specification_rows as r', 'r.id', 'ps.row_id')
          .select('ps.row_id')
          .where('r.group_id', '=', id)
          .executeTakeFirst();
        if (used) return { ok: false, reason: 'in_use' };
        await trx.deleteFrom('category_specification_groups').where('group_id', '=', id).execute();
        await trx.deleteFrom('specification_rows').where('group_id', '=', id).execute();
        await trx.deleteFrom('specification_groups').where('id', '=', id).execute();
        await finish(w, 'specification_group.delete', id, before, null);
        return { ok: true, id, changed: true };
      });
    },

    /** The group's type, for checking a new row against it; null for an unknown group. */
    async typeOf(id: number): Promise<SpecificationGroupType | null> {
      return (await db.selectFrom('specification_groups').select('type').where('id', '=', id).executeTakeFirst())?.type ?? null;
    },

    async addRow(groupId: number, row: { value: string; numericValue: number | null }, actor: Actor): Promise<SpecificationChange> {
      return change(actor, async (w) => {
        const { trx } = w;
        if (!(await groupRow(trx, groupId))) return { ok: false, reason: 'unknown' };
        const { position } = await trx
          .selectFrom('specification_rows')
          .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(-1)).as('position'))
          .where('group_id', '=', groupId)
          .executeTakeFirstOrThrow();
        const inserted = await trx
          .insertInto('specification_rows')
          .values({ group_id: groupId, value: row.value, numeric_value: row.numericValue, position: Number(position) + 1 })
          .onConflict((oc) => oc.columns(['group_id', 'value']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return { ok: false, reason: 'taken' };
        await finish(w, 'specification_group.add_row', groupId, null, { row_id: inserted.id, value: row.value, numeric_value: row.numericValue });
        return { ok: true, id: groupId, changed: true };
      });
    },

    /** Deletes a row no product has. */
    async removeRow(groupId: number, rowId: number, actor: Actor): Promise<SpecificationChange> {
      return change(actor, async (w) => {
        const { trx } = w;
        const row = await trx.selectFrom('specification_rows').select(['id', 'value', 'numeric_value']).where('id', '=', rowId).where('group_id', '=', groupId).executeTakeFirst();
        if (!row) return { ok: false, reason: 'unknown' };
        if (await trx.selectFrom('product_specifications').select('row_id').where('row_id', '=', rowId).executeTakeFirst()) return { ok: false, reason: 'in_use' };
        await trx.deleteFrom('specification_rows').where('id', '=', rowId).execute();
        await finish(w, 'specification_group.remove_row', groupId, { row_id: row.id, value: row.value, numeric_value: row.numeric_value }, null);
        return { ok: true, id: groupId, changed: true };
      });
    },

    /** Shows the group among a category's specifications and filters (last), or stops showing it. */
    async link(groupId: number, categoryId: number, linked: boolean, actor: Actor): Promise<SpecificationChange> {
      return change(actor, async (w) => {
        const { trx } = w;
        if (!(await groupRow(trx, groupId))) return { ok: false, reason: 'unknown' };
        if (!(await trx.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst())) return { ok: false, reason: 'category' };
        if (linked) {
          const { position } = await trx
            .selectFrom('category_specification_groups')
            .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(-1)).as('position'))
            .where('category_id', '=', categoryId)
            .executeTakeFirstOrThrow();
          const inserted = await trx
            .insertInto('category_specification_groups')
            .values({ category_id: categoryId, group_id: groupId, position: Number(position) + 1 })
            .onConflict((oc) => oc.columns(['category_id', 'group_id']).doNothing())
            .returning('group_id')
            .executeTakeFirst();
          if (!inserted) return { ok: true, id: groupId, changed: false };
        } else {
          const deleted = await trx.deleteFrom('category_specification_groups').where('category_id', '=', categoryId).where('group_id', '=', groupId).executeTakeFirst();
          if (Number(deleted.numDeletedRows) === 0) return { ok: true, id: groupId, changed: false };
        }
        await finish(w, linked ? 'specification_group.link' : 'specification_group.unlink', groupId, null, { category_id: categoryId });
        return { ok: true, id: groupId, changed: true };
      });
    },
  };
}

export type SpecificationAdmin = ReturnType<typeof createSpecificationAdmin>;
