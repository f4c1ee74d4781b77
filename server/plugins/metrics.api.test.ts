import { describe, expect, it } from 'vitest';
import { suiteShop, testDialects } from '../testing/test-app';
import { placeInvoiceOrder } from '../testing/invoice-order';
import { plainProducts } from '../testing/plain-products';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The value of one sample line (`name{labels} value`) in the text format, or null when it is absent. */
function sample(body: string, name: string, labels = ''): number | null {
  const line = body.split('\n').find((l) => l.startsWith(`${name}${labels} `) || (labels === '' && l.startsWith(`${name} `)));
  return line === undefined ? null : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(testDialects)('/metrics on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 60, env: { METRICS_TOKEN: TOKEN, METRICS_ALLOW: '127.0.0.1/32,10.1.0.0/16' } });
  const scrape = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    shop.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('is read from an allowed address or with the token, and is a 404 to anyone else (a forged X-Forwarded-For included)', async () => {
    expect((await scrape()).statusCode).toBe(200);
    expect((await scrape({}, '10.1.4.5')).statusCode).toBe(200);
    expect((await scrape({}, '203.0.113.5')).statusCode).toBe(404);
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1' }, '203.0.113.5')).statusCode).toBe(404);
    expect((await scrape({ authorization: 'Bearer wrong-token-wrong-token-wrong' }, '203.0.113.5')).statusCode).toBe(404);
    const withToken = await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.5');
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(withToken.headers['set-cookie']).toBeUndefined();
  });

  it('shows process memory, event-loop lag and request durations by route pattern, not by address', async () => {
    await shop.app.inject({ method: 'GET', url: '/checkoutv3/products/index' });
    await shop.app.inject({ method: 'GET', url: '/api/no-such-call-here' });
    const body = (await scrape()).body;
    expect(sample(body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(body).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(sample(body, 'http_request_duration_seconds_count', '{method="GET",route="/checkoutv3/products/index",status_code="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'http_request_duration_seconds_count', '{method="GET",route="/api/*",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain('no-such-call-here');
  });

  it('counts orders by payment type and shows the outbox and payment holds as they stand in the database', async () => {
    const db = shop.app.database.db;
    const product = await plainProducts(db).where('p.stock', '>', 5).orderBy('p.id').executeTakeFirstOrThrow();
    const before = sample((await scrape()).body, 'shop_orders_placed_total', '{payment_type="manual_payment"}') ?? 0;
    const number = await placeInvoiceOrder(shop.app, [{ productId: product.id }]);
    const order = await db.selectFrom('orders').select('id').where('order_number', '=', number).executeTakeFirstOrThrow();
    await shop.app.services.outbox.drain();

    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    await db.insertInto('outbox_emails').values({
      order_id: null, kind: 'order_confirmation', recipient: 'vantar@example.se', subject: 'Väntar', text_body: 'Hej', html_body: '<p>Hej</p>', next_attempt_at: inAnHour, created_at: hourAgo,
    }).execute();
    await db.updateTable('orders').set({ status: 'awaiting_payment' }).where('id', '=', order.id).execute();

    const body = (await scrape()).body;
    expect(sample(body, 'shop_orders_placed_total', '{payment_type="manual_payment"}')).toBe(before + 1);
    expect(sample(body, 'shop_outbox_pending')).toBe(1);
    expect(sample(body, 'shop_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(3_599);
    expect(sample(body, 'shop_payment_holds_open')).toBe(1);
  });
});
