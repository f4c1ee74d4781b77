import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../common/contract/cart';
import { plainProducts } from '../testing/plain-products';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';

/** Settings are re-read every 2 s (services/catalog/catalog-service.ts). */
const SETTINGS_REREAD_MS = 2_100;

describe.each(testDialects)('offer mode and ecommerceDisabled on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 150 });
  const db = () => shop.app.database.db;

  async function setting(key: string, value: unknown) {
    await db().deleteFrom('site_settings').where('key', '=', key).execute();
    if (value !== undefined) await db().insertInto('site_settings').values({ key, value: JSON.stringify(value) }).execute();
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_REREAD_MS));
  }

  /** A plain product (server/testing/plain-products.ts) in stock, sold online. */
  const product = () => plainProducts(db()).where('p.buy_option', '=', 1).where('p.stock', '>', 5).orderBy('p.id').executeTakeFirstOrThrow();

  const contact = { name: 'Anna Berg', email: 'anna@example.se', company_name: 'Berg AB', phone: '070-123 45 67', message: 'Tio stycken, tack.' };

  it('refuses an offer request outside offer mode', async () => {
    const shopper = await testShopper(shop.app);
    const res = await shopper.post('/checkoutv3/offer_request', contact);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true, code: 'offer_requests_closed', message: 'Butiken tar inte emot offertförfrågningar.' });
  });

  describe('with isOffer', () => {
    beforeAll(() => setting('isOffer', true));
    afterAll(() => setting('isOffer', undefined));

    it('stores the cart as an offer request with its confirmation mail, empties the cart and takes no stock', async () => {
      const shopper = await testShopper(shop.app);
      const item = await product();
      const countOrders = async () => Number((await db().selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const ordersBefore = await countOrders();
      expect((await shopper.post('/checkoutv3/products/add', { product_id: String(item.id), quantity: '2' })).statusCode).toBe(200);

      const res = await shopper.post('/checkoutv3/offer_request', contact);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ success: boolean; offer_number: string; message: string; redirectUrl: string }>();
      expect(body).toMatchObject({ success: true, offer_number: expect.stringMatching(/^OF\d{6}$/), redirectUrl: '/checkoutv3?offert=skickad' });
      expect(body.message).toBe(`Förfrågan ${body.offer_number} är skickad. Vi har skickat en bekräftelse till anna@example.se och återkommer med en offert.`);

      const id = Number(body.offer_number.slice(2));
      const stored = await db().selectFrom('offer_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ name: 'Anna Berg', email: 'anna@example.se', company_name: 'Berg AB', phone: '070-123 45 67', message: 'Tio stycken, tack.', total_incl_vat_ore: item.price_incl_vat_ore * 2, status: 'received' });
      const lines = await db().selectFrom('offer_request_lines').selectAll().where('offer_request_id', '=', id).execute();
      expect(lines).toEqual([expect.objectContaining({ product_id: item.id, variant_id: null, quantity: 2, unit_price_incl_vat_ore: item.price_incl_vat_ore })]);

      const mail = await db().selectFrom('outbox_emails').selectAll().where('kind', '=', `offer_request_${id}`).executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ order_id: null, recipient: 'anna@example.se', subject: `Vi har tagit emot din offertförfrågan ${body.offer_number}` });
      expect(mail.text_body).toContain(`2 st ${item.name}`);
      expect(mail.text_body).toContain('du betalar ingenting');

      expect((await shopper.get('/checkoutv3/products/index')).json<CartResponse>().products).toEqual([]);
      const after = await db().selectFrom('products').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow();
      expect(after.stock).toBe(item.stock);
      expect(await countOrders()).toBe(ordersBefore);
    });

    it('refuses an empty offer request and one without a valid e-mail, storing nothing', async () => {
      const shopper = await testShopper(shop.app);
      const empty = await shopper.post('/checkoutv3/offer_request', contact);
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toMatchObject({ message: 'Offertförfrågan är tom. Lägg till produkter först.' });

      await shopper.post('/checkoutv3/products/add', { product_id: String((await product()).id) });
      const before = await db().selectFrom('offer_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const bad = await shopper.post('/checkoutv3/offer_request', { ...contact, email: 'anna@example', name: '' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ errors: { email: ['Ange en giltig e-postadress.'], name: ['Fyll i fältet.'] } });
      const after = await db().selectFrom('offer_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      expect((await shopper.get('/checkoutv3/products/index')).json<CartResponse>().products).toHaveLength(1);
    });

    it('refuses placing an order: the checkout sends an offer request instead', async () => {
      const shopper = await testShopper(shop.app);
      await shopper.post('/checkoutv3/products/add', { product_id: String((await product()).id) });
      for (const path of ['/checkoutv3/checkout/freeorder', '/checkoutv3/checkout/manual_payment', '/checkoutv3/checkout/card_payment', '/checkout/manual_payment']) {
        const res = await shopper.post(path, {});
        expect(res.statusCode, path).toBe(409);
        expect(res.json()).toMatchObject({ code: 'offer_mode_order' });
      }
    });

    it('sends a form posted without JavaScript on to the thank-you', async () => {
      const shopper = await testShopper(shop.app);
      await shopper.post('/checkoutv3/products/add', { product_id: String((await product()).id) });
      const res = await shopper.post('/checkoutv3/offer_request', contact, { 'x-requested-with': '', accept: 'text/html' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/checkoutv3?offert=skickad');
      const sent = await shop.app.services.offers.takeSent((await shop.app.services.sessions.find(shopper.session.id))!);
      expect(sent).toMatchObject({ offerNumber: expect.stringMatching(/^OF/), email: 'anna@example.se' });
    });
  });

  describe('with ecommerceDisabled', () => {
    beforeAll(() => setting('ecommerceDisabled', true));
    afterAll(() => setting('ecommerceDisabled', undefined));

    it('refuses every cart and checkout call with 403 and a Swedish message', async () => {
      const shopper = await testShopper(shop.app);
      const id = String((await product()).id);
      const calls = [
        shopper.get('/checkoutv3/products/index'),
        shopper.post('/checkoutv3/products/add', { product_id: id }),
        shopper.post('/checkoutv3/products/update', { [`products[${id}][quantity]`]: '1' }),
        shopper.post(`/checkoutv3/products/buy/${id}`, {}),
        shopper.post('/checkoutv3/discounts/store', { code: 'X' }),
        shopper.post('/api/internal/orders/update_order_message', { order_message: 'Hej' }),
        shopper.post('/api/internal/orders/subscribe', { value: '1' }),
        shopper.get('/checkoutv3/checkoutv3/show'),
        shopper.post('/checkoutv3/countries/update', { country_code: 'SE' }),
        shopper.post('/checkoutv3/checkout/freeorder', {}),
        shopper.post('/checkoutv3/offer_request', contact),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ error: true, code: 'ecommerce_disabled', message: 'Webbutiken tar inte emot beställningar just nu.' });
      }
      const carts = await db().selectFrom('carts').select('id').where('session_id_hash', '=', shopper.session.idHash).execute();
      expect(carts).toEqual([]);
    });

    it('answers a form posted without JavaScript with the Swedish page', async () => {
      const shopper = await testShopper(shop.app);
      const res = await shopper.post('/checkoutv3/products/add', { product_id: String((await product()).id) }, { 'x-requested-with': '', accept: 'text/html' });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Webbutiken tar inte emot beställningar just nu');
    });
  });
});
