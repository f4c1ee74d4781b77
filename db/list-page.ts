import type { SelectQueryBuilder, Simplify } from 'kysely';

/** One page of a back-office list: its rows, how many rows match in all, and how many pages they fill. */
export interface ListPage<R> {
  rows: R[];
  total: number;
  pages: number;
}

/** The number of pages `total` rows fill: at least one, so an empty list still has its first page. */
function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Page `page` (from 1) of what `filtered` matches: counted first, so the list can say how many there are in all,
 * then that page's rows as `ordered` selects and orders them.
 */
export async function listPage<DB, TB extends keyof DB, Filtered, Row>(
  filtered: SelectQueryBuilder<DB, TB, Filtered>,
  ordered: (query: SelectQueryBuilder<DB, TB, Filtered>) => SelectQueryBuilder<DB, TB, Row>,
  page: number,
  pageSize: number,
): Promise<ListPage<Simplify<Row>>> {
  const { count } = await filtered
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .$castTo<{ count: number }>()
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const rows = await ordered(filtered)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, total, pages: pageCount(total, pageSize) };
}
