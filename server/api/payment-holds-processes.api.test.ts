import { describe, expect, it } from 'vitest';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import { buildApp } from '../app';
import { orderForm as withShown } from '../testing/invoice-order';
import { plainProducts } from '../testing/plain-products';
import { createTestApp, testShopper } from '../testing/test-app';

const ORDERS = 6;

/**
 * Two shop processes on one PostgreSQL database (two apps here, each with its own pool), both sweeping expired
 * payment holds at the same moment, as every process's sweeper does each minute (issue 32): each expired card order
 * is released by exactly one of them and gives its stock back once. (On SQLite, processes write one at a time and
 * the cluster test covers them; two connections in one process would only wait for each other.)
 */
describe.skipIf(!process.env.DATABASE_URL_TEST)('payment holds swept by two processes on PostgreSQL', () => {
  it('releases each expired hold once, whichever process gets to it', async () => {
    const a = await createTestApp('postgres', { pages: false, catalogSize: 60 });
    const b = await buildApp(a.config, { pages: false });
    await b.ready();
    try {
      const db = a.app.database.db;
      const product = await plainProducts(db).where('p.stock', '>', 20).orderBy('p.id').executeTakeFirstOrThrow();
      const ombud = await db.selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow();
      const card = await db.selectFrom('payment_types').select('id').where('code', '=', 'card').executeTakeFirstOrThrow();
      const orderIds: number[] = [];
      for (let i = 0; i < ORDERS; i++) {
        const shopper = await testShopper(a.app);
        await shopper.post('/checkoutv3/products/update', { [`products[${product.id}][quantity]`]: '2' });
        await shopper.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(card.id) });
        const shown = (await shopper.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(ombud.id) })).json<CheckoutState>();
        const started = await shopper.post('/checkoutv3/checkout/card_payment', withShown(shown));
        expect(started.statusCode, started.body).toBe(200);
        const number = started.json<PlaceOrderResponse>().order_number;
        orderIds.push((await db.selectFrom('orders').select('id').where('order_number', '=', number).executeTakeFirstOrThrow()).id);
      }
      const stock = async () => (await db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow()).stock;
      expect(await stock()).toBe(product.stock - 2 * ORDERS);
      await new Promise((resolve) => setTimeout(resolve, 5));

      const [byA, byB] = await Promise.all([a.app.services.orders.releaseExpiredHolds(0), b.services.orders.releaseExpiredHolds(0)]);
      const released = [...byA, ...byB].filter((id) => orderIds.includes(id));
      expect(released.sort((x, y) => x - y)).toEqual([...orderIds].sort((x, y) => x - y));
      expect(await stock()).toBe(product.stock);
      const statuses = await db.selectFrom('orders').select('status').where('id', 'in', orderIds).execute();
      expect(statuses.every((row) => row.status === 'cancelled')).toBe(true);
    } finally {
      await b.close();
      await a.close();
    }
  }, 120_000);
});
