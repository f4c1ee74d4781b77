import { sql, type RawBuilder } from 'kysely';

/**
 * `column` contains `text`, in any case, with LIKE's wildcards in the text taken literally. The escape character is
 * named because SQLite has none by default.
 */
export function contains(column: RawBuilder<unknown>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${column}) like ${pattern} escape '\\'`;
}
