import type { Insertable, Kysely } from 'kysely';
import type { Database, SpecificationGroupsTable, SpecificationGroupType } from '../schema';

/** A specification group as the back office edits it (its audit entries record these columns as they are). */
export interface SpecificationGroupRecord {
  id: number;
  title: string;
  section: string;
  type: SpecificationGroupType;
  unit: string | null;
  description: string | null;
  show_in_filter: number;
}

export type SpecificationGroupColumns = Omit<Insertable<SpecificationGroupsTable>, 'id' | 'position'>;

const GROUP_COLUMNS = ['id', 'title', 'section', 'type', 'unit', 'description', 'show_in_filter'] as const;

/** Specification groups, their rows, and the categories whose filters show them (issue 18). */
export function createSpecificationRepository(db: Kysely<Database>) {
  /** The position after the last of a group's rows or a category's groups: 0 for the first. */
  async function nextPosition(table: 'specification_rows' | 'category_specification_groups', scope: 'group_id' | 'category_id', scopeId: number): Promise<number> {
    const { position } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(-1)).as('position'))
      .where(scope, '=', scopeId)
      .executeTakeFirstOrThrow();
    return Number(position) + 1;
  }

  return {
    /** Every group by section, position and title, with how many rows and categories it has. */
    async groups() {
      const [groups, rows, links] = await Promise.all([
        db.selectFrom('specification_groups').select(['id', 'title', 'section', 'type', 'unit', 'show_in_filter']).orderBy('section').orderBy('position').orderBy('title').execute(),
        db.selectFrom('specification_rows').select((eb) => ['group_id', eb.fn.countAll<number>().as('count')]).groupBy('group_id').execute(),
        db.selectFrom('category_specification_groups').select((eb) => ['group_id', eb.fn.countAll<number>().as('count')]).groupBy('group_id').execute(),
      ]);
      const rowCount = new Map(rows.map((r) => [r.group_id, Number(r.count)]));
      const categoryCount = new Map(links.map((l) => [l.group_id, Number(l.count)]));
      return groups.map((g) => ({ ...g, rowCount: rowCount.get(g.id) ?? 0, categoryCount: categoryCount.get(g.id) ?? 0 }));
    },

    async group(id: number): Promise<SpecificationGroupRecord | null> {
      return (await db.selectFrom('specification_groups').select(GROUP_COLUMNS).where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** A group's rows in their order, each with how many products have it. */
    async rows(groupId: number): Promise<{ id: number; value: string; numeric_value: number | null; productCount: number }[]> {
      const [rows, used] = await Promise.all([
        db.selectFrom('specification_rows').select(['id', 'value', 'numeric_value']).where('group_id', '=', groupId).orderBy('position').orderBy('numeric_value').orderBy('value').execute(),
        db
          .selectFrom('product_specifications as ps')
          .innerJoin('specification_rows as r', 'r.id', 'ps.row_id')
          .select((eb) => ['ps.row_id', eb.fn.countAll<number>().as('count')])
          .where('r.group_id', '=', groupId)
          .groupBy('ps.row_id')
          .execute(),
      ]);
      const usage = new Map(used.map((u) => [u.row_id, Number(u.count)]));
      return rows.map((r) => ({ ...r, productCount: usage.get(r.id) ?? 0 }));
    },

    /** The categories showing the group, by address. */
    async linkedCategories(groupId: number): Promise<{ id: number; name: string; url: string }[]> {
      return db
        .selectFrom('category_specification_groups as l')
        .innerJoin('categories as c', 'c.id', 'l.category_id')
        .select(['c.id', 'c.name', 'c.url'])
        .where('l.group_id', '=', groupId)
        .orderBy('c.url')
        .execute();
    },

    async insertGroup(columns: SpecificationGroupColumns): Promise<number> {
      return (await db.insertInto('specification_groups').values(columns).returning('id').executeTakeFirstOrThrow()).id;
    },

    async updateGroup(id: number, columns: SpecificationGroupColumns): Promise<void> {
      await db.updateTable('specification_groups').set(columns).where('id', '=', id).execute();
    },

    /** Whether any product has one of the group's rows. */
    async groupInUse(id: number): Promise<boolean> {
      const used = await db
        .selectFrom('product_specifications as ps')
        .innerJoin('specification_rows as r', 'r.id', 'ps.row_id')
        .select('ps.row_id')
        .where('r.group_id', '=', id)
        .executeTakeFirst();
      return used !== undefined;
    },

    /** Deletes the group with its rows and category links. */
    async removeGroup(id: number): Promise<void> {
      await db.deleteFrom('category_specification_groups').where('group_id', '=', id).execute();
      await db.deleteFrom('specification_rows').where('group_id', '=', id).execute();
      await db.deleteFrom('specification_groups').where('id', '=', id).execute();
    },

    /** Adds a row last in its group; null when the group has that value already. */
    async addRow(groupId: number, value: string, numericValue: number | null): Promise<number | null> {
      const position = await nextPosition('specification_rows', 'group_id', groupId);
      const inserted = await db
        .insertInto('specification_rows')
        .values({ group_id: groupId, value, numeric_value: numericValue, position })
        .onConflict((oc) => oc.columns(['group_id', 'value']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    },

    async row(groupId: number, rowId: number): Promise<{ id: number; value: string; numeric_value: number | null } | null> {
      return (await db.selectFrom('specification_rows').select(['id', 'value', 'numeric_value']).where('id', '=', rowId).where('group_id', '=', groupId).executeTakeFirst()) ?? null;
    },

    async rowInUse(rowId: number): Promise<boolean> {
      return (await db.selectFrom('product_specifications').select('row_id').where('row_id', '=', rowId).executeTakeFirst()) !== undefined;
    },

    async removeRow(rowId: number): Promise<void> {
      await db.deleteFrom('specification_rows').where('id', '=', rowId).execute();
    },

    async categoryExists(id: number): Promise<boolean> {
      return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Shows the group last among the category's; false when it already was. */
    async link(groupId: number, categoryId: number): Promise<boolean> {
      const position = await nextPosition('category_specification_groups', 'category_id', categoryId);
      const inserted = await db
        .insertInto('category_specification_groups')
        .values({ category_id: categoryId, group_id: groupId, position })
        .onConflict((oc) => oc.columns(['category_id', 'group_id']).doNothing())
        .returning('group_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Stops showing the group in the category; false when it did not. */
    async unlink(groupId: number, categoryId: number): Promise<boolean> {
      const deleted = await db.deleteFrom('category_specification_groups').where('category_id', '=', categoryId).where('group_id', '=', groupId).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
  };
}

export type SpecificationRepository = ReturnType<typeof createSpecificationRepository>;
