import { describe, expect, it } from 'vitest';
import type { CartResponse } from '../../common/contract/cart';
import type { CheckoutState } from '../../common/contract/checkout';
import { formatPrice } from '../../domain/money';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { plainProducts } from '../testing/plain-products';
import { staffBrowser } from '../testing/staff-browser';
import { suiteShop, testDialects } from '../testing/test-app';

type Json = Record<string, unknown>;

/**
 * Member campaigns (issue 15): a running campaign is a member price, shown and charged to logged-in members only,
 * the lowest member price winning; an order re-prices at the moment it is placed; the back office's calls are
 * staff-only, CSRF-checked, audited and refuse bad input field by field.
 */
describe.each(testDialects)('member campaigns on %s', (dialect) => {
  // The shop's clock: moved forward to end a campaign between the cart and the order.
  let clock = new Date();
  const shop = suiteShop(dialect, { catalogSize: 150, now: () => clock });
  const db = () => shop.app.database.db;

  /** A visitor (server/testing/staff-browser.ts) who shops, logs in as a member or as staff, and orders by invoice. */
  async function browser() {
    const b = await staffBrowser(shop.app);
    const shopper = b.shopperForm;
    const self = {
      page: b.page,
      get: b.call,
      shopper,
      form: b.form,
      json: b.json,
      async staffLogin() {
        await b.logIn();
        return self;
      },
      async customerLogin(email: string, password: string) {
        const res = await b.shopperCall('/konto/login_from_checkout', { email, password });
        expect(res.json()).toEqual({ error: false, msg: '' });
        return self;
      },
      async setQuantity(productId: number, quantity: number) {
        const res = await shopper('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: String(quantity) });
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        return res.json<CartResponse>();
      },
      async cartPrice(productId: number) {
        const cart = (await self.get('/checkoutv3/products/index')).json<CartResponse>();
        return cart.products.find((p) => p.product_id === productId)?.unit_price_incl_vat;
      },
      async checkout() {
        const deliveryId = (await db().selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow()).id;
        const invoiceId = (await db().selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow()).id;
        expect((await shopper('/checkoutv3/deliverytypes/update', { delivery_type_id: String(deliveryId) })).statusCode).toBe(200);
        expect((await shopper('/checkoutv3/paymentTypes/update', { payment_type_id: String(invoiceId) })).statusCode).toBe(200);
        return (await self.get('/checkoutv3/checkoutv3/show')).json<CheckoutState>();
      },
      order: (state: Pick<CheckoutState, 'price_token' | 'submission_key'>, email: string) =>
        shopper('/checkoutv3/checkout/manual_payment', { ...PRIVATE_FORM, user_email: email, price_token: state.price_token, submission_key: state.submission_key }),
    };
    return self;
  }

  /** Products without a member price of their own, each used by one test only. */
  let nextProduct = 0;
  async function freshProduct() {
    return plainProducts(db())
      .where('p.member_price_incl_vat_ore', 'is', null)
      .where('p.stock', '>=', 20)
      .where('p.price_incl_vat_ore', '>=', 50_000)
      .orderBy('p.id')
      .offset(nextProduct++)
      .limit(1)
      .executeTakeFirstOrThrow();
  }
  const skuOf = async (id: number) => (await db().selectFrom('products').select('sku').where('id', '=', id).executeTakeFirstOrThrow()).sku;
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(clock);
  const orderLine = async (orderNumber: string) =>
    db().selectFrom('order_lines as l').innerJoin('orders as o', 'o.id', 'l.order_id').select(['l.unit_price_incl_vat_ore', 'o.to_pay_ore']).where('o.order_number', '=', orderNumber).executeTakeFirstOrThrow();

  async function createCampaign(fields: Record<string, string>) {
    const admin = await (await browser()).staffLogin();
    const res = await admin.json('/admin/api/member-campaigns', { name: 'Medlemsvecka', kind: 'percent', percent: '20', scope: 'products', ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return { admin, id: res.json<{ id: number }>().id };
  }

  it('gives a logged-in member the campaign price on the card, the product page, the cart and the order; a guest and a non-member pay the ordinary price', async () => {
    const product = await freshProduct();
    const campaignPrice = Math.floor((product.price_incl_vat_ore * 80) / 10_000) * 100;
    const versionBefore = (await db().selectFrom('catalog_state').select('version').executeTakeFirstOrThrow()).version;
    await createCampaign({ products: await skuOf(product.id), valid_from: today(), valid_until: today() });
    expect((await db().selectFrom('catalog_state').select('version').executeTakeFirstOrThrow()).version).toBeGreaterThan(versionBefore);

    // The card carries the member price; pages show it to members only.
    const [card] = await shop.app.services.catalog.cardsByIds([product.id], { includesVat: true, memberPrices: true });
    expect(card!.product_member_price).toBe(campaignPrice / 100);
    expect(card!.product_display_price).toBe(product.price_incl_vat_ore / 100);
    // A member price is not a reduction over time: no struck price or badge comes from it.
    expect(card!.discount_badge).toBeNull();

    const url = (await db().selectFrom('products').select('url').where('id', '=', product.id).executeTakeFirstOrThrow()).url;
    const member = await (await browser()).customerLogin('kund@example.se', 'kund1234');
    const memberPage = await member.page(url);
    expect(memberPage.statusCode).toBe(200);
    expect(memberPage.body).toContain(formatPrice(campaignPrice));
    const guest = await browser();
    const guestPage = await guest.page(url);
    expect(guestPage.body).not.toContain('price__member');

    await member.setQuantity(product.id, 1);
    expect(await member.cartPrice(product.id)).toBe(campaignPrice / 100);
    await guest.setQuantity(product.id, 1);
    expect(await guest.cartPrice(product.id)).toBe(product.price_incl_vat_ore / 100);
    const company = await (await browser()).customerLogin('foretag@example.se', 'foretag1234');
    await company.setQuantity(product.id, 1);
    expect(await company.cartPrice(product.id)).toBe(product.price_incl_vat_ore / 100);
    await company.setQuantity(product.id, 0);

    const memberOrder = await member.order(await member.checkout(), 'kund@example.se');
    expect(memberOrder.statusCode, memberOrder.body.slice(0, 300)).toBe(200);
    expect((await orderLine(memberOrder.json<{ order_number: string }>().order_number)).unit_price_incl_vat_ore).toBe(campaignPrice);
    const guestOrder = await guest.order(await guest.checkout(), 'gast@example.se');
    expect(guestOrder.statusCode, guestOrder.body.slice(0, 300)).toBe(200);
    expect((await orderLine(guestOrder.json<{ order_number: string }>().order_number)).unit_price_incl_vat_ore).toBe(product.price_incl_vat_ore);
  });

  it("keeps a product's own member price when it is lower than the campaign's, and takes the lowest of two campaigns", async () => {
    const product = await freshProduct();
    const own = product.price_incl_vat_ore - 10_000;
    await db().updateTable('products').set({ member_price_incl_vat_ore: own }).where('id', '=', product.id).execute();
    const brandId = (await db().selectFrom('products').select('brand_id').where('id', '=', product.id).executeTakeFirstOrThrow()).brand_id;
    await createCampaign({ percent: '1', products: String(product.id) });
    const member = await (await browser()).customerLogin('kund@example.se', 'kund1234');
    await member.setQuantity(product.id, 1);
    expect(await member.cartPrice(product.id)).toBe(own / 100);

    await createCampaign({ percent: '50', scope: 'brand', brand_id: String(brandId), valid_from: today() });
    const half = Math.floor((product.price_incl_vat_ore * 50) / 10_000) * 100;
    expect(await member.cartPrice(product.id)).toBe(Math.min(half, own) / 100);
    await member.setQuantity(product.id, 0);
  });

  it('re-prices at order time: a campaign that ended after the cart was filled is refused at the shown price and then charged the ordinary price', async () => {
    const product = await freshProduct();
    const campaignPrice = Math.floor((product.price_incl_vat_ore * 80) / 10_000) * 100;
    await createCampaign({ products: await skuOf(product.id), valid_until: today() });
    const member = await (await browser()).customerLogin('kund@example.se', 'kund1234');
    await member.setQuantity(product.id, 1);
    const shown = await member.checkout();
    expect(shown.cart.products.find((p) => p.product_id === product.id)?.unit_price_incl_vat).toBe(campaignPrice / 100);

    const realNow = clock;
    try {
      clock = new Date(clock.getTime() + 86_400_000);
      const refused = await member.order(shown, 'kund@example.se');
      expect(refused.statusCode).toBe(409);
      expect(refused.json<Json>().message).toEqual(expect.stringContaining(product.name));
      expect(await member.cartPrice(product.id)).toBe(product.price_incl_vat_ore / 100);
      const placed = await member.order(await member.checkout(), 'kund@example.se');
      expect(placed.statusCode, placed.body.slice(0, 300)).toBe(200);
      expect((await orderLine(placed.json<{ order_number: string }>().order_number)).unit_price_incl_vat_ore).toBe(product.price_incl_vat_ore);
    } finally {
      clock = realNow;
    }
  });

  it('switches a campaign off with an audit entry once, even when two calls race; members pay the ordinary price at once', async () => {
    const product = await freshProduct();
    const { admin, id } = await createCampaign({ products: await skuOf(product.id) });
    const member = await (await browser()).customerLogin('kund@example.se', 'kund1234');
    await member.setQuantity(product.id, 1);
    expect(await member.cartPrice(product.id)).toBeLessThan(product.price_incl_vat_ore / 100);

    const answers = await Promise.all([admin.json(`/admin/api/member-campaigns/${id}/active`, { active: '0' }), admin.json(`/admin/api/member-campaigns/${id}/active`, { active: '0' })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json<{ changed: boolean }>().changed).sort()).toEqual([false, true]);
    const entries = await db().selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('entity_type', '=', 'member_campaign').where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(entries.map((e) => e.action)).toEqual(['member_campaign.create', 'member_campaign.deactivate']);
    expect(JSON.parse(entries[1]!.after_json!)).toMatchObject({ active: false, percent: 20 });
    expect(await member.cartPrice(product.id)).toBe(product.price_incl_vat_ore / 100);
    await member.setQuantity(product.id, 0);

    // Changed: the new rule is audited with before and after; the same form again changes nothing.
    const edit = { name: 'Medlemsvecka', kind: 'percent', percent: '30', scope: 'products', products: await skuOf(product.id), valid_from: '', valid_until: '' };
    const saved = await admin.form(`/admin/api/member-campaigns/${id}`, edit);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/admin/medlemskampanjer/${id}?klart=saved`);
    expect((await admin.form(`/admin/api/member-campaigns/${id}`, edit)).headers.location).toBe(`/admin/medlemskampanjer/${id}?klart=unchanged`);
    const page = await admin.page(`/admin/medlemskampanjer/${id}?klart=saved`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Kampanjen är sparad.');
  });

  it('refuses bad input field by field, unknown products and ids, a missing CSRF token, and everyone but staff', async () => {
    const admin = await (await browser()).staffLogin();
    const post = (fields: Record<string, unknown>) => admin.json('/admin/api/member-campaigns', { name: 'X', kind: 'percent', percent: '10', scope: 'products', products: '1', ...fields });
    const cases: [Record<string, unknown>, string][] = [
      [{ percent: '0' }, 'percent'],
      [{ percent: '91' }, 'percent'],
      [{ kind: 'price', price: '12,50' }, 'price'],
      [{ kind: 'price', price: '100', scope: 'category', category_id: '1' }, 'kind'],
      [{ scope: 'category', category_id: '999999' }, 'category_id'],
      [{ scope: 'brand', brand_id: 'abc' }, 'brand_id'],
      [{ valid_from: '2026-13-01' }, 'valid_from'],
      [{ name: '' }, 'name'],
      // NUL and other control characters are refused before the call, with the shop's Swedish message.
      [{ name: 'a\u0000b' }, 'validation_failed'],
      [{ name: ['a', 'b'] }, 'form'],
      [{ products: 'x'.repeat(50_000) }, 'form'],
      [{ products: "SKU-FINNS-INTE' OR 1=1 --" }, 'products'],
    ];
    for (const [fields, code] of cases) {
      const res = await post(fields);
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(422);
      expect(res.json<Json>().code, JSON.stringify(fields).slice(0, 80) + res.body.slice(0, 200)).toBe(code);
    }
    const unknown = await post({ products: 'SKU-FINNS-INTE' });
    expect(unknown.json<Json>().unknown).toEqual(['SKU-FINNS-INTE']);

    const form = await admin.form('/admin/api/member-campaigns', { name: 'X', kind: 'percent', percent: '0', scope: 'products', products: '1' });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/admin/medlemskampanjer?fel=percent');
    const shownError = await admin.page('/admin/medlemskampanjer?fel=percent');
    expect(shownError.body).toContain('Ange en procentsats från 1 till 90.');

    expect((await admin.json('/admin/api/member-campaigns/999999', { name: 'X', kind: 'percent', percent: '10', scope: 'products', products: '1' })).statusCode).toBe(404);
    expect((await admin.json('/admin/api/member-campaigns/abc/active', { active: '0' })).statusCode).toBe(404);
    expect((await admin.json('/admin/api/member-campaigns/999999/active', { active: '0' })).statusCode).toBe(404);
    expect((await admin.json('/admin/api/member-campaigns', { name: 'X', kind: 'percent', percent: '10', scope: 'products', products: '1' }, 'fel-token')).statusCode).toBe(419);
    expect((await admin.page('/admin/medlemskampanjer/999999')).statusCode).toBe(404);

    const member = await (await browser()).customerLogin('kund@example.se', 'kund1234');
    for (const visitor of [await browser(), member]) {
      expect((await visitor.json('/admin/api/member-campaigns', { name: 'X', kind: 'percent', percent: '10', scope: 'products', products: '1' })).statusCode).toBe(401);
      const page = await visitor.page('/admin/medlemskampanjer');
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toContain('/admin/login');
    }
    const stored = await db().selectFrom('member_campaigns').select('name').where('name', '=', 'X').execute();
    expect(stored).toHaveLength(0);
  });
});
