import { describe, expect, it } from 'vitest';
import { formatChargedAmount, kronorToOre } from '../../domain/money';
import { exclVatFromInclVat } from '../../domain/vat';
import type { CartResponse } from '../../common/contract/cart';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import { COMPANY_FORM } from '../testing/checkout-forms';
import { plainProducts } from '../testing/plain-products';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';
import { COMMAND_LINE } from '../../services/admin/audit-log';
import type { AutocompleteResponse, CompareSuggestion } from '../../common/contract/search';
import type { FilterResult } from '../../common/contract/filter';


/** Issue 11 item 2: every amount a company shopper sees is excl. VAT, from the same rule, and the rows add up. */
describe.each(testDialects)('company prices on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 300 });

  const db = () => shop().app.database.db;
  /** A product at 25 % VAT, cheap enough that the free-delivery banner names the limit ('Fri frakt över ...'). */
  const product = () =>
    plainProducts(db()).where('p.vat_class', '=', 'standard').where('p.stock', '>', 10).where('p.price_incl_vat_ore', '<', 60_000).orderBy('p.id', 'desc').executeTakeFirstOrThrow();

  async function shopper(customerType: 'private' | 'company', productId: number) {
    const s = await testShopper(shop().app);
    if (customerType === 'company') expect((await s.postJson('/checkoutv3/checkoutv3/update_customer_type', { customer_type: 'company' })).statusCode).toBe(200);
    const added = await s.post('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: '1' });
    expect(added.statusCode, added.body.slice(0, 200)).toBe(200);
    const state = async () => (await s.get('/checkoutv3/checkoutv3/show')).json<CheckoutState>();
    return { ...s, cart: added.json<CartResponse>(), state };
  }

  const excl = (kronor: number) => exclVatFromInclVat(kronorToOre(kronor), 25) / 100;

  it('shows the cart lines, "Från ...", the cheapest delivery and the free-delivery limit excl. VAT', async () => {
    const p = await product();
    const priv = await shopper('private', p.id);
    const company = await shopper('company', p.id);
    const [pc, cc] = [priv.cart, company.cart];
    expect(pc.includes_vat).toBe(true);
    expect(cc.includes_vat).toBe(false);
    expect(cc.dominant_vat_rate).toBe(25);
    // The fields keep their meaning (both bases of a line stay), the answer's own amounts follow includes_vat.
    expect(cc.products[0]).toMatchObject({ unit_price_incl_vat: pc.products[0]!.unit_price_incl_vat, unit_price_excl_vat: excl(pc.products[0]!.unit_price_incl_vat) });
    expect(pc.cheapest_delivery_price).not.toBeNull();
    expect(cc.cheapest_delivery_price).toBe(excl(pc.cheapest_delivery_price!));
    expect(pc.summary.deliveryRowText).toBe(`Från ${formatChargedAmount(kronorToOre(pc.cheapest_delivery_price!))}`);
    expect(cc.summary.deliveryRowText).toBe(`Från ${formatChargedAmount(kronorToOre(cc.cheapest_delivery_price!))}`);
    expect(pc.free_delivery_limit).toBe(1000);
    expect(cc.free_delivery_limit).toBe(800);
    expect(pc.summary.freeDeliveryText).toBe('Fri frakt över 1\u00a0000\u00a0kr');
    expect(cc.summary.freeDeliveryText).toBe('Fri frakt över 800\u00a0kr');
    expect(cc.summary.amountLeftToFreeDelivery).toBe(excl(pc.summary.amountLeftToFreeDelivery!));
  });

  it('prices the delivery options and the chosen delivery excl. VAT, so the summary rows add up', async () => {
    const p = await product();
    const priv = await shopper('private', p.id);
    const company = await shopper('company', p.id);
    const deliveryId = (await db().selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow()).id;
    const choose = async (s: typeof priv) => {
      const res = await s.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(deliveryId) });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return res.json<CheckoutState>();
    };
    const ps = await choose(priv);
    const cs = await choose(company);
    const option = (state: CheckoutState) => state.delivery_checkout.delivery_options.find((o) => o.value === deliveryId)!;
    expect(option(ps).price).toBeGreaterThan(0);
    expect(option(cs).price).toBe(excl(option(ps).price!));
    expect(cs.delivery_checkout.selected_delivery_option?.price).toBe(option(cs).price);

    const { summary } = cs.cart;
    expect(summary.deliveryPrice).toBe(option(cs).price);
    expect(summary.deliveryRowText).toBe(formatChargedAmount(kronorToOre(summary.deliveryPrice!)));
    expect(summary.totalProductSum).toBe(cs.cart.products[0]!.total_price_excl_vat);
    const rows = kronorToOre(summary.totalProductSum) + kronorToOre(summary.deliveryPrice!) + kronorToOre(summary.paymentTypePrice) - kronorToOre(summary.discountSum);
    expect(kronorToOre(summary.totalCartSum)).toBe(rows);
    expect(summary.totalCartSum).toBe(summary.totalCartSumExclVat);
  });

  it('writes the confirmation e-mail of a company order excl. VAT, then the VAT', async () => {
    const p = await product();
    const company = await shopper('company', p.id);
    const deliveryId = (await db().selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow()).id;
    await company.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(deliveryId) });
    const invoice = (await db().selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow()).id;
    await company.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(invoice) });
    const state = await company.state();
    const res = await company.post('/checkoutv3/checkout/manual_payment', { ...COMPANY_FORM, price_token: state.price_token, submission_key: state.submission_key });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const order = await db().selectFrom('orders').selectAll().where('order_number', '=', res.json<PlaceOrderResponse>().order_number).executeTakeFirstOrThrow();
    const mail = await db().selectFrom('outbox_emails').select('text_body').where('order_id', '=', order.id).where('kind', '=', 'order_confirmation').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Produkter: ${formatChargedAmount(order.products_excl_vat_ore)}`);
    expect(mail.text_body).toContain(`Frakt (${order.delivery_name}): ${formatChargedAmount(order.delivery_excl_vat_ore)}`);
    // 49 kr incl. VAT is 39,20 kr excl.: written to the öre, as charged (decision 041).
    expect(mail.text_body).toMatch(/^Frakt \(PostNord ombud[^)]*\): 39,20\u00a0kr$/m);
    expect(mail.text_body).toContain(`Summa exkl moms: ${formatChargedAmount(order.total_excl_vat_ore)}`);
    expect(mail.text_body).toContain(`Moms: ${formatChargedAmount(order.vat_ore)}`);
    expect(mail.text_body).toContain(`: ${formatChargedAmount(order.products_excl_vat_ore)}\n`);
    expect(mail.text_body).not.toContain('Varav moms');
    expect(order.delivery_excl_vat_ore).toBe(kronorToOre(state.cart.summary.deliveryPrice!));
  });

  describe('with the setting that shows companies prices incl. VAT', () => {
    const setting = (on: boolean) => shop().app.services.settingsAdmin.set('companyPricesIncludeVat', on ? 'true' : null, COMMAND_LINE);
    /** What a shopper sees of the catalog: the listing's cards, the search box's and the compare page's suggestions. */
    const catalogSeen = async (s: Awaited<ReturnType<typeof shopper>>) => {
      const listing = (await s.get('/produkter/filtrera?sorting=lagsta_pris')).json<FilterResult>();
      const suggestions = (await s.get('/produkter/autocomplete?query=diskmaskin')).json<AutocompleteResponse>().suggestions.filter((x) => x.type === 'product');
      expect(listing.products.length).toBeGreaterThan(0);
      const compared = (await s.postJson('/produkter/sok_for_jamfor', { text: 'diskmaskin' })).json<CompareSuggestion[]>();
      expect(suggestions.length).toBeGreaterThan(0);
      expect(compared.length).toBeGreaterThan(0);
      return {
        compared: compared.map((x) => x.price),
        flags: [...new Set(listing.products.map((c) => c.includes_vat))],
        prices: listing.products.map((c) => c.product_display_price),
        suggested: suggestions.map((x) => x.price),
      };
    };

    it('shows a company the listing, the suggestions, the cart and the checkout incl. VAT, and only while it is on', async () => {
      const p = await product();
      const priv = await shopper('private', p.id);
      const company = await shopper('company', p.id);
      await setting(true);
      try {
        const seen = await catalogSeen(company);
        expect(seen.flags).toEqual([true]);
        expect(seen).toEqual(await catalogSeen(priv));

        const [pc, cc] = [(await priv.get('/checkoutv3/products/index')).json<CartResponse>(), (await company.get('/checkoutv3/products/index')).json<CartResponse>()];
        expect(cc.includes_vat).toBe(true);
        expect(cc.summary).toEqual(pc.summary);
        expect(cc.summary.totalProductSum).toBe(cc.products[0]!.total_price_incl_vat);
        expect(cc.cheapest_delivery_price).toBe(pc.cheapest_delivery_price);
        expect(cc.free_delivery_limit).toBe(1000);

        const state = await company.state();
        expect(state.customer_type).toBe('company');
        expect(state.includes_vat).toBe(true);
        expect(state.cart.summary.totalCartSum).toBe(state.cart.summary.totalCartSumInclVat);
      } finally {
        await setting(false);
      }
      const off = await company.state();
      expect(off.includes_vat).toBe(false);
      expect(off.cart.summary.totalProductSum).toBe(off.cart.products[0]!.total_price_excl_vat);
      expect((await catalogSeen(company)).flags).toEqual([false]);
    });

    it("places a company's order incl. VAT and writes its e-mail with 'Varav moms'", async () => {
      const p = await product();
      const company = await shopper('company', p.id);
      await setting(true);
      try {
        const deliveryId = (await db().selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow()).id;
        await company.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(deliveryId) });
        const invoice = (await db().selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow()).id;
        await company.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(invoice) });
        const state = await company.state();
        expect(state.cart.summary.deliveryPrice).toBe(49);
        const res = await company.post('/checkoutv3/checkout/manual_payment', { ...COMPANY_FORM, price_token: state.price_token, submission_key: state.submission_key });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        const order = await db().selectFrom('orders').selectAll().where('order_number', '=', res.json<PlaceOrderResponse>().order_number).executeTakeFirstOrThrow();
        expect(order.customer_type).toBe('company');
        expect(Boolean(order.includes_vat)).toBe(true);
        const mail = await db().selectFrom('outbox_emails').select('text_body').where('order_id', '=', order.id).where('kind', '=', 'order_confirmation').executeTakeFirstOrThrow();
        expect(mail.text_body).toContain(`Produkter: ${formatChargedAmount(order.products_incl_vat_ore)}`);
        expect(mail.text_body).toContain(`Varav moms: ${formatChargedAmount(order.vat_ore)}`);
        expect(mail.text_body).not.toContain('Summa exkl moms');
      } finally {
        await setting(false);
      }
    });
  });
});
