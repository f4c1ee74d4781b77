import type { Kysely } from 'kysely';
import type { Database, SpecificationGroupType } from '../../db/schema';
import { validateSpecificationGroup, validateSpecificationRow, type CheckedSpecificationGroup, type SpecificationGroupForm, type SpecificationRowForm } from '../../domain/catalog-structure';
import { createSpecificationRepository, type SpecificationGroupRecord } from '../../db/repositories/specification-repository';
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

export interface SpecificationGroupDetail extends SpecificationGroupRecord {
  rows: { id: number; value: string; numeric_value: number | null; productCount: number }[];
  categories: { id: number; name: string; url: string }[];
}

export type SpecificationRefusal = 'unknown' | 'taken' | 'in_use' | 'category';
export type SpecificationChange =
  | { ok: true; id: number; changed: boolean }
  | { ok: false; reason: SpecificationRefusal }
  | { ok: false; reason: 'fields'; errors: Readonly<Record<string, true>> };

/**
 * Specification groups and their rows (issue 18): what a category's products are described by on their pages and
 * filtered on in its listing. A group is linked to the categories whose filters show it; its rows are the values
 * products can have. A row or group that products use is not deleted (their pages would lose it silently). Every
 * change is audited and moves the catalog version, so the facet index is rebuilt.
 */
export function createSpecificationAdmin(db: Kysely<Database>, change: CatalogChange) {
  const specifications = createSpecificationRepository(db);

  const finish = (w: CatalogWork, action: string, id: number, before: unknown, after: unknown) => w.changed({ action, entityType: 'specification_group', entityId: id, before, after });

  const columnsOf = (group: CheckedSpecificationGroup) => ({
    title: group.title, section: group.section, type: group.type, unit: group.unit, description: group.description, show_in_filter: group.showInFilter ? 1 : 0,
  });

  return {
    async list(): Promise<SpecificationGroupSummary[]> {
      return specifications.groups();
    },

    async get(id: number): Promise<SpecificationGroupDetail | null> {
      const group = await specifications.group(id);
      if (!group) return null;
      const [rows, categories] = await Promise.all([specifications.rows(id), specifications.linkedCategories(id)]);
      return { ...group, rows, categories };
    },

    async create(form: SpecificationGroupForm, actor: Actor): Promise<SpecificationChange> {
      const checked = validateSpecificationGroup(form);
      if (!checked.ok) return { ok: false, reason: 'fields', errors: checked.errors };
      const { group } = checked;
      return change(actor, async (w) => {
        const id = await w.specifications.insertGroup(columnsOf(group));
        await finish(w, 'specification_group.create', id, null, columnsOf(group));
        return { ok: true, id, changed: true };
      });
    },

    async update(id: number, form: SpecificationGroupForm, actor: Actor): Promise<SpecificationChange> {
      const checked = validateSpecificationGroup(form);
      if (!checked.ok) return { ok: false, reason: 'fields', errors: checked.errors };
      const { group } = checked;
      return change(actor, async (w) => {
        const before = await w.specifications.group(id);
        if (!before) return { ok: false, reason: 'unknown' };
        const after = columnsOf(group);
        const { id: _id, ...old } = before;
        if (JSON.stringify(old) === JSON.stringify(after)) return { ok: true, id, changed: false };
        await w.specifications.updateGroup(id, after);
        await finish(w, 'specification_group.update', id, old, after);
        return { ok: true, id, changed: true };
      });
    },

    /** Deletes a group no product uses (its rows and category links go with it). */
    async remove(id: number, actor: Actor): Promise<SpecificationChange> {
      return change(actor, async (w) => {
        const before = await w.specifications.group(id);
        if (!before) return { ok: false, reason: 'unknown' };
        if (await w.specifications.groupInUse(id)) return { ok: false, reason: 'in_use' };
        await w.specifications.removeGroup(id);
        await finish(w, 'specification_group.delete', id, before, null);
        return { ok: true, id, changed: true };
      });
    },

    /** Adds a value to the group, checked against the group's type. */
    async addRow(groupId: number, form: SpecificationRowForm, actor: Actor): Promise<SpecificationChange> {
      return change(actor, async (w) => {
        const group = await w.specifications.group(groupId);
        if (!group) return { ok: false, reason: 'unknown' };
        const checked = validateSpecificationRow(form, group.type);
        if (!checked.ok) return { ok: false, reason: 'fields', errors: checked.errors };
        const { row } = checked;
        const rowId = await w.specifications.addRow(groupId, row.value, row.numericValue);
        if (rowId === null) return { ok: false, reason: 'taken' };
        await finish(w, 'specification_group.add_row', groupId, null, { row_id: rowId, value: row.value, numeric_value: row.numericValue });
        return { ok: true, id: groupId, changed: true };
      });
    },

    /** Deletes a row no product has. */
    async removeRow(groupId: number, rowId: number, actor: Actor): Promise<SpecificationChange> {
      return change(actor, async (w) => {
        const row = await w.specifications.row(groupId, rowId);
        if (!row) return { ok: false, reason: 'unknown' };
        if (await w.specifications.rowInUse(rowId)) return { ok: false, reason: 'in_use' };
        await w.specifications.removeRow(rowId);
        await finish(w, 'specification_group.remove_row', groupId, { row_id: row.id, value: row.value, numeric_value: row.numeric_value }, null);
        return { ok: true, id: groupId, changed: true };
      });
    },

    /** Shows the group among a category's specifications and filters (last), or stops showing it. */
    async link(groupId: number, categoryId: number, linked: boolean, actor: Actor): Promise<SpecificationChange> {
      return change(actor, async (w) => {
        if (!(await w.specifications.group(groupId))) return { ok: false, reason: 'unknown' };
        if (!(await w.specifications.categoryExists(categoryId))) return { ok: false, reason: 'category' };
        const moved = linked ? await w.specifications.link(groupId, categoryId) : await w.specifications.unlink(groupId, categoryId);
        if (!moved) return { ok: true, id: groupId, changed: false };
        await finish(w, linked ? 'specification_group.link' : 'specification_group.unlink', groupId, null, { category_id: categoryId });
        return { ok: true, id: groupId, changed: true };
      });
    },
  };
}

export type SpecificationAdmin = ReturnType<typeof createSpecificationAdmin>;
