import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export interface OrderForReturn {
  id: number;
  orderNumber: string;
  email: string;
  firstName: string;
  status: string;
  createdAt: string;
  shippedAt: string | null;
  deliveredAt: string | null;
}

export interface OrderLineForReturnRow {
  id: number;
  name: string;
  quantity: number;
  /** Units of this line in earlier cases of type return. */
  alreadyReturned: number;
}

export interface NewReturnCase {
  orderId: number;
  type: 'return' | 'complaint';
  reason: string;
  lines: { orderLineId: number; quantity: number }[];
  images: { contentType: 'image/jpeg' | 'image/png'; originalName: string; data: Buffer }[];
  createdAt: string;
}

/** Return cases and the order data they are filed against. */
export function createReturnRepository(db: Kysely<Database>) {
  return {
    /** The order with this order number (as printed on the confirmation), or undefined. */
    async orderByNumber(orderNumber: string): Promise<OrderForReturn | undefined> {
      const row = await db
        .selectFrom('orders')
        .select(['id', 'order_number', 'email', 'first_name', 'status', 'created_at', 'shipped_at', 'delivered_at'])
        .where('order_number', '=', orderNumber)
        .executeTakeFirst();
      if (!row || row.order_number === null) return undefined;
      return {
        id: row.id, orderNumber: row.order_number, email: row.email, firstName: row.first_name, status: row.status, createdAt: row.created_at,
        shippedAt: row.shipped_at ?? null, deliveredAt: row.delivered_at ?? null,
      };
    },

    /** The order's lines in order, with what earlier returns took of each. */
    async linesOf(orderId: number): Promise<OrderLineForReturnRow[]> {
      const rows = await db
        .selectFrom('order_lines as l')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('return_case_lines as rl')
              .innerJoin('return_cases as c', 'c.id', 'rl.case_id')
              .where('c.type', '=', 'return')
              .where('c.order_id', '=', orderId)
              .select(['rl.order_line_id', sql<number>`sum(rl.quantity)`.as('returned')])
              .groupBy('rl.order_line_id')
              .as('r'),
          (join) => join.onRef('r.order_line_id', '=', 'l.id'),
        )
        .select(['l.id', 'l.name', 'l.parent_name', 'l.quantity', 'r.returned'])
        .where('l.order_id', '=', orderId)
        .orderBy('l.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.parent_name && !r.name.startsWith(r.parent_name) ? `${r.parent_name} ${r.name}` : r.name,
        quantity: r.quantity,
        alreadyReturned: Number(r.returned ?? 0),
      }));
    },

    /** Writes the case, its lines and images; answers the case id. Call inside the transaction that queues its mail. */
    async insertCase(input: NewReturnCase): Promise<number> {
      const inserted = await db
        .insertInto('return_cases')
        .values({ order_id: input.orderId, type: input.type, reason: input.reason, created_at: input.createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      const caseId = inserted.id;
      if (input.lines.length > 0) {
        await db.insertInto('return_case_lines').values(input.lines.map((l) => ({ case_id: caseId, order_line_id: l.orderLineId, quantity: l.quantity }))).execute();
      }
      for (const image of input.images) {
        await db
          .insertInto('return_case_images')
          .values({ case_id: caseId, content_type: image.contentType, original_name: image.originalName, size_bytes: image.data.length, data: image.data, created_at: input.createdAt })
          .execute();
      }
      return caseId;
    },
  };
}

export type ReturnRepository = ReturnType<typeof createReturnRepository>;
