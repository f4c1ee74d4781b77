import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import { createOrderFulfilment, REVIEW_REQUEST_MAIL } from '../../services/orders/order-fulfilment';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { plainProducts } from '../testing/plain-products';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';

const ORIGIN = 'https://butik.example.se';
const NOT_IN_ORDER = 'Produkten ingår inte i ordern.';
const UNKNOWN = 'Länken till omdömet är ogiltig.';

describe.each(testDialects)('product reviews by e-mail link on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 200 });
  const app = () => shop().app;
  const db = () => app().database.db;
  const fulfilment = () => createOrderFulfilment(db(), { origin: ORIGIN });

  /** An invoice order of these products placed through the checkout calls, as a shopper places it. */
  async function placeInvoiceOrder(productIds: number[]): Promise<string> {
    const s = await testShopper(app());
    for (const id of productIds) expect((await s.post('/checkoutv3/products/update', { [`products[${id}][quantity]`]: '1' })).statusCode).toBe(200);
    const delivery = await db().selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow();
    const invoice = await db().selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow();
    await s.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(delivery.id) });
    const state = (await s.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(invoice.id) })).json<CheckoutState>();
    const res = await s.post('/checkoutv3/checkout/manual_payment', { ...PRIVATE_FORM, price_token: state.price_token, submission_key: state.submission_key });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PlaceOrderResponse>().order_number;
  }

  async function products(count: number, skip = 0) {
    // Products without the demo's reviews, so the averages and lists are this test's own.
    return plainProducts(db())
      .where('p.stock', '>', 20)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('product_reviews as r').select('r.id').whereRef('r.product_id', '=', 'p.id'))))
      .orderBy('p.id')
      .offset(skip)
      .limit(count)
      .execute();
  }

  async function deliveredOrder(productIds: number[]): Promise<{ orderNumber: string; uuid: string }> {
    const orderNumber = await placeInvoiceOrder(productIds);
    const outcome = await fulfilment().apply(orderNumber, 'deliver');
    if (!outcome.ok || !outcome.reviewRequest) throw new Error(`not delivered: ${JSON.stringify(outcome)}`);
    return { orderNumber, uuid: outcome.reviewRequest.uuid };
  }

  async function reviewer() {
    const s = await testShopper(app());
    return {
      ...s,
      store: (uuid: string, productId: number | string, rating: unknown) => s.postJson(`/api/internal/product_review/${uuid}/${productId}/store`, { rating }),
      update: (uuid: string, reviewId: number | string, payload: Record<string, unknown>) => s.postJson(`/api/internal/product_review/${uuid}/${reviewId}/update`, payload),
    };
  }

  const reviewCount = async () => Number((await db().selectFrom('product_reviews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('ships and delivers an invoice order, queues one review mail with the link, and a second delivery sends nothing more', async () => {
    const [a, b] = await products(2);
    const orderNumber = await placeInvoiceOrder([a!.id, b!.id]);
    const shipped = await fulfilment().apply(orderNumber, 'ship');
    expect(shipped).toMatchObject({ ok: true, from: 'awaiting_invoice', to: 'shipped', changed: true, reviewRequest: null });
    const delivered = await fulfilment().apply(orderNumber, 'deliver');
    expect(delivered).toMatchObject({ ok: true, from: 'shipped', to: 'delivered', changed: true });
    if (!delivered.ok || !delivered.reviewRequest) throw new Error('no review request');
    const { uuid, link } = delivered.reviewRequest;
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(link).toBe(`${ORIGIN}/product_review/${uuid}`);

    const order = await db().selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
    expect(order.status).toBe('delivered');
    expect(order.shipped_at).not.toBeNull();
    expect(order.delivered_at).not.toBeNull();
    expect(order.paid_at).toBeNull();

    // The invoice is paid after the delivery: the payment is recorded, the state stays.
    expect(await fulfilment().apply(orderNumber, 'pay')).toMatchObject({ ok: true, from: 'delivered', to: 'delivered', changed: true });
    expect(await fulfilment().apply(orderNumber, 'pay')).toMatchObject({ ok: true, changed: false });
    const paid = await db().selectFrom('orders').select(['status', 'paid_at']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
    expect(paid.status).toBe('delivered');
    expect(paid.paid_at).not.toBeNull();

    const again = await fulfilment().apply(orderNumber, 'deliver');
    expect(again).toMatchObject({ ok: true, changed: false, reviewRequest: { uuid, created: false } });
    const mails = await db().selectFrom('outbox_emails').selectAll().where('order_id', '=', order.id).where('kind', '=', REVIEW_REQUEST_MAIL).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(PRIVATE_FORM.user_email);
    expect(mails[0]!.subject).toBe('Vad tycker du om dina produkter?');
    expect(mails[0]!.text_body).toContain(link);
    expect(mails[0]!.text_body).toContain(a!.name);
    expect(mails[0]!.text_body).toContain(b!.name);
    expect(mails[0]!.html_body).toContain(`href="${link}"`);

    await app().services.outbox.drain();
    const files = fs.readdirSync(shop().config.outboxDir).filter((f) => f.includes(REVIEW_REQUEST_MAIL));
    expect(files.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses what the order states do not allow, and an unknown order', async () => {
    const [a] = await products(1, 2);
    const orderNumber = await placeInvoiceOrder([a!.id]);
    expect(await fulfilment().apply('999999999', 'deliver')).toEqual({ ok: false, reason: 'unknown_order' });
    await db().updateTable('orders').set({ status: 'awaiting_payment' }).where('order_number', '=', orderNumber).execute();
    expect(await fulfilment().apply(orderNumber, 'deliver')).toMatchObject({ ok: false, reason: 'not_paid' });
    expect(await fulfilment().apply(orderNumber, 'pay')).toMatchObject({ ok: false, reason: 'card_payment' });
    await db().updateTable('orders').set({ status: 'cancelled' }).where('order_number', '=', orderNumber).execute();
    expect(await fulfilment().apply(orderNumber, 'ship')).toMatchObject({ ok: false, reason: 'cancelled' });
    const requests = await db().selectFrom('product_review_requests as r').innerJoin('orders as o', 'o.id', 'r.order_id').select('r.uuid').where('o.order_number', '=', orderNumber).execute();
    expect(requests).toEqual([]);
  });

  it('rates, re-rates, completes each product, recomputes the average and lists the review with Verifierad kund data', async () => {
    const [a, b] = await products(2, 4);
    const { uuid } = await deliveredOrder([a!.id, b!.id]);
    const r = await reviewer();

    const first = await r.store(uuid, a!.id, 4);
    expect(first.statusCode, first.body).toBe(200);
    const stored = first.json<{ id: number; rating: number; reviewer: string }>();
    expect(stored).toEqual({ id: expect.any(Number), rating: 4, reviewer: 'Anna S.' });
    // A second first rating (another tab) changes the same review.
    const second = await r.store(uuid, a!.id, '2');
    expect(second.json()).toEqual({ ...stored, rating: 2 });
    let product = await db().selectFrom('products').select(['rating_average', 'rating_count']).where('id', '=', a!.id).executeTakeFirstOrThrow();
    expect(product).toEqual({ rating_average: 2, rating_count: 1 });

    const rerated = await r.update(uuid, stored.id, { rating: 5 });
    expect(rerated.statusCode).toBe(200);
    expect(rerated.json()).toMatchObject({ id: stored.id, rating: 5 });
    expect(rerated.json()).not.toHaveProperty('redirect_url');

    // Not listed until it has a text.
    expect((await r.get(`/api/internal/product_reviews/${a!.id}`)).json()).toEqual({ data: [], pagination: { total: 0, count: 0, next_page: null }, error: false });

    const completed = await r.update(uuid, stored.id, { text: 'Tyst och snabb.\nRekommenderas.', reviewer: 'Anna från Göteborg', product_id: a!.id });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ reviewer: 'Anna från Göteborg', redirect_url: `/product_review/${uuid}` });

    const bStored = (await r.store(uuid, b!.id, 3)).json<{ id: number }>();
    const last = await r.update(uuid, bStored.id, { text: 'Helt ok.', reviewer: 'Anna S.', product_id: String(b!.id) });
    expect(last.json()).toMatchObject({ redirect_url: `/product_review/${uuid}/complete` });
    const request = await db().selectFrom('product_review_requests').select('completed_at').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(request.completed_at).not.toBeNull();

    product = await db().selectFrom('products').select(['rating_average', 'rating_count']).where('id', '=', a!.id).executeTakeFirstOrThrow();
    expect(product).toEqual({ rating_average: 5, rating_count: 1 });
    const [card] = await app().services.catalog.cardsByIds([a!.id], { includesVat: true, memberPrices: false });
    expect(card).toMatchObject({ average_rating: 5, rating_count: 1 });

    const list = await r.get(`/api/internal/product_reviews/${a!.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      data: [{ id: stored.id, reviewer: 'Anna från Göteborg', rating: 5, text: 'Tyst och snabb.\nRekommenderas.', store_name: 'Hembutiken', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), verified_buyer: true }],
      pagination: { total: 1, count: 1, next_page: null },
      error: false,
    });
  });

  it('pages a long list five at a time with next_page links', async () => {
    const [a] = await products(1, 6);
    for (let i = 0; i < 7; i++) {
      const { uuid } = await deliveredOrder([a!.id]);
      const r = await reviewer();
      const { id } = (await r.store(uuid, a!.id, (i % 5) + 1)).json<{ id: number }>();
      expect((await r.update(uuid, id, { text: `Omdöme ${i}`, reviewer: 'Anna S.', product_id: a!.id })).statusCode).toBe(200);
    }
    const r = await reviewer();
    const first = (await r.get(`/api/internal/product_reviews/${a!.id}`)).json<{ data: unknown[]; pagination: { total: number; count: number; next_page: string | null } }>();
    expect(first.pagination).toEqual({ total: 7, count: 5, next_page: `/api/internal/product_reviews/${a!.id}?page=2` });
    const second = (await r.get(first.pagination.next_page!)).json<{ data: { text: string }[]; pagination: { count: number; next_page: string | null } }>();
    expect(second.pagination).toMatchObject({ count: 2, next_page: null });
    expect(second.data.map((d) => d.text)).toEqual(['Omdöme 1', 'Omdöme 0']);
    const product = await db().selectFrom('products').select(['rating_average', 'rating_count']).where('id', '=', a!.id).executeTakeFirstOrThrow();
    expect(product).toEqual({ rating_average: 2.6, rating_count: 7 });
    for (const page of ['0', '-1', 'x', '1.5', '9999999', '1%00']) {
      const res = await r.get(`/api/internal/product_reviews/${a!.id}?page=${page}`);
      expect(res.statusCode, page).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, page).toBeLessThan(500);
    }
    expect((await r.get('/api/internal/product_reviews/999999999')).statusCode).toBe(404);
    expect((await r.get('/api/internal/product_reviews/abc')).statusCode).toBe(404);
  });

  it('refuses every bad input with a Swedish 4xx and stores nothing', async () => {
    const [a, b] = await products(2, 8);
    const [other] = await products(1, 10);
    const { uuid } = await deliveredOrder([a!.id, b!.id]);
    const r = await reviewer();
    const before = await reviewCount();

    const wrongUuid = await r.store('00000000-0000-4000-8000-000000000000', a!.id, 4);
    expect(wrongUuid.statusCode).toBe(404);
    expect(wrongUuid.json()).toMatchObject({ error: true, message: UNKNOWN });
    expect((await r.store('inte-en-uuid', a!.id, 4)).statusCode).toBe(404);
    const notInOrder = await r.store(uuid, other!.id, 4);
    expect(notInOrder.statusCode).toBe(422);
    expect(notInOrder.json()).toMatchObject({ message: NOT_IN_ORDER, errors: { product_id: [NOT_IN_ORDER] } });
    for (const rating of [0, 6, 3.5, '3.0', '', null, 'fem', [4], { a: 1 }, -1, 1e9]) {
      const res = await r.store(uuid, a!.id, rating);
      expect(res.statusCode, JSON.stringify(rating)).toBe(422);
      expect(res.json()).toMatchObject({ errors: { rating: ['Välj ett betyg från 1 till 5.'] } });
    }
    const form = await r.post(`/api/internal/product_review/${uuid}/${a!.id}/store`, { rating: '7' });
    expect(form.statusCode).toBe(422);
    const noCsrf = await app().inject({ method: 'POST', url: `/api/internal/product_review/${uuid}/${a!.id}/store`, headers: { cookie: r.headers.cookie }, payload: { rating: 4 } });
    expect(noCsrf.statusCode).toBe(419);
    expect(await reviewCount()).toBe(before);

    const { id } = (await r.store(uuid, a!.id, 4)).json<{ id: number }>();
    const bStored = (await r.store(uuid, b!.id, 4)).json<{ id: number }>();
    const cases: [Record<string, unknown>, string][] = [
      [{ text: '', reviewer: 'Anna S.', product_id: a!.id }, 'text'],
      [{ text: '   ', reviewer: 'Anna S.', product_id: a!.id }, 'text'],
      [{ text: 'x'.repeat(10_000), reviewer: 'Anna S.', product_id: a!.id }, 'text'],
      [{ text: 'x'.repeat(2_001), reviewer: 'Anna S.', product_id: a!.id }, 'text'],
      [{ text: 'Bra', reviewer: 'x'.repeat(101), product_id: a!.id }, 'reviewer'],
      [{ text: 'Bra', reviewer: '', product_id: a!.id }, 'reviewer'],
      [{ text: 'Bra\u0000', reviewer: 'Anna S.', product_id: a!.id }, 'text'],
      [{ text: 'Bra', reviewer: 'Anna\u0000', product_id: a!.id }, 'reviewer'],
      [{ text: ['Bra'], reviewer: 'Anna S.', product_id: a!.id }, 'text'],
      [{ text: 'Bra', reviewer: 'Anna S.', product_id: 'x' }, 'product_id'],
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{}, 'rating'],
    ];
    for (const [payload, field] of cases) {
      const res = await r.update(uuid, id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json<{ error: boolean; message: string; errors?: Record<string, string[]> }>();
      expect(body.error).toBe(true);
      if (res.statusCode === 422) expect(Object.keys(body.errors ?? {})).toContain(field);
    }
    // Another product of the same order named for this review, another request's review, an unknown review.
    expect((await r.update(uuid, id, { text: 'Bra', reviewer: 'Anna S.', product_id: b!.id })).json()).toMatchObject({ message: NOT_IN_ORDER });
    const { uuid: otherUuid } = await deliveredOrder([other!.id]);
    expect((await r.update(otherUuid, id, { rating: 3 })).statusCode).toBe(404);
    expect((await r.update(uuid, 999_999_999, { rating: 3 })).statusCode).toBe(404);
    expect((await r.update('00000000-0000-4000-8000-000000000000', id, { rating: 3 })).statusCode).toBe(404);

    const rows = await db().selectFrom('product_reviews').select(['id', 'rating', 'text', 'reviewer']).where('request_uuid', '=', uuid).orderBy('id').execute();
    expect(rows).toEqual([
      { id, rating: 4, text: null, reviewer: 'Anna S.' },
      { id: bStored.id, rating: 4, text: null, reviewer: 'Anna S.' },
    ]);
  });

  it('refuses the 61st review call of one session within ten minutes with 429 and a Swedish message', async () => {
    const r = await reviewer();
    const wrong = '00000000-0000-4000-8000-000000000000';
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push((await r.store(wrong, 1, 5)).statusCode);
    expect(answers.every((status) => status === 404)).toBe(true);
    const refused = await r.store(wrong, 1, 5);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^För många försök på kort tid\./);
  });

  it('stores one review for two first ratings at once', async () => {
    const [a] = await products(1, 12);
    const { uuid } = await deliveredOrder([a!.id]);
    const r = await reviewer();
    const answers = await Promise.all([r.store(uuid, a!.id, 2), r.store(uuid, a!.id, 5), r.store(uuid, a!.id, 4)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((res) => res.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    const rows = await db().selectFrom('product_reviews').select('rating').where('request_uuid', '=', uuid).execute();
    expect(rows).toHaveLength(1);
    const product = await db().selectFrom('products').select(['rating_average', 'rating_count']).where('id', '=', a!.id).executeTakeFirstOrThrow();
    expect(product.rating_count).toBe(1);
    expect(product.rating_average).toBe(rows[0]!.rating);
  });
});
