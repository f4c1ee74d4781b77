import { beforeAll, describe, expect, it } from 'vitest';
import { campaignsFor, monthlyCostOre, type CampaignTerms } from '../../domain/installments';
import { leasingMonthlyOre } from '../../domain/leasing';
import { formatKronorAmount, kronorToOre } from '../../domain/money';
import type { ProductRecommendationsResponse } from '../../common/contract/recommendations';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';

const SETTINGS_REREAD_MS = 2_100; // settings are re-read every 2 s

const campaigns: CampaignTerms[] = [
  { id: 7, label: 'Delbetala 12 mån räntefritt', months: 12, interestRatePercent: 0, monthlyFeeOre: 2900, startFeeOre: 19500, minAmountOre: 100, maxAmountOre: null, interestFree: true },
  { id: 8, label: 'Delbetala 36 mån', months: 36, interestRatePercent: 14.95, monthlyFeeOre: 2900, startFeeOre: 0, minAmountOre: 100, maxAmountOre: null, interestFree: false },
];
const leasing = { months: [24, 12], residualValuePercent: 10, interestRatePercent: 6.5, minAmountOre: 100 };

describe.each(testDialects)('the product page widget calls on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 150 });
  const app = () => shop().app;
  const db = () => app().database.db;

  beforeAll(async () => {
    for (const [key, value] of Object.entries({ sveaCampaigns: campaigns, leasingTerms: leasing })) {
      await db().deleteFrom('site_settings').where('key', '=', key).execute();
      await db().insertInto('site_settings').values({ key, value: JSON.stringify(value) }).execute();
    }
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_REREAD_MS));
  });

  /** The price excl. VAT in öre as the catalog shows it to a company. */
  const exclVatOre = async (productId: number) =>
    kronorToOre((await app().services.catalog.cardsByIds([productId], { includesVat: false, memberPrices: false }))[0]!.product_display_price);

  const simpleProduct = () =>
    db().selectFrom('products').select(['id', 'name', 'price_incl_vat_ore'])
      .where('status', '=', 'active').where('parent_id', 'is', null).where('hide_price', '=', 0)
      .where('price_incl_vat_ore', '>', 10_000).orderBy('id').executeTakeFirstOrThrow();

  describe('POST /api/internal/svea_campaigns/index/{productId}', () => {
    it('answers the campaigns computed from the terms and the price incl. VAT, cheapest first', async () => {
      const product = await simpleProduct();
      const res = await (await testShopper(app())).post(`/api/internal/svea_campaigns/index/${product.id}`, {});
      expect(res.statusCode).toBe(200);
      const body = res.json<{ id: number; label: string; monthlyCost: number; interestFree: boolean }[]>();
      expect(body).toEqual(campaignsFor(campaigns, product.price_incl_vat_ore));
      expect(body.find((c) => c.id === 7)!.monthlyCost).toBe(monthlyCostOre(campaigns[0]!, product.price_incl_vat_ore) / 100);
      expect(body.find((c) => c.id === 7)!.monthlyCost).toBe(Math.ceil((product.price_incl_vat_ore + 19500) / 12 / 100 + 29));
    });

    it('answers an empty list for a product whose price is hidden', async () => {
      const product = await simpleProduct();
      await db().updateTable('products').set({ hide_price: 1 }).where('id', '=', product.id).execute();
      try {
        const res = await (await testShopper(app())).post(`/api/internal/svea_campaigns/index/${product.id}`, {});
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([]);
      } finally {
        await db().updateTable('products').set({ hide_price: 0 }).where('id', '=', product.id).execute();
      }
    });

    it('answers an empty list to a shopper whose checkout does not offer part payment: a company, or anyone once it is off', async () => {
      const product = await simpleProduct();
      const shopper = await testShopper(app());
      const campaignsOf = async () => {
        const res = await shopper.post(`/api/internal/svea_campaigns/index/${product.id}`, {});
        expect(res.statusCode).toBe(200);
        return res.json();
      };
      const offered = campaignsFor(campaigns, product.price_incl_vat_ore);
      const customerType = async (type: 'private' | 'company') =>
        expect((await shopper.postJson('/checkoutv3/checkoutv3/update_customer_type', { customer_type: type })).statusCode).toBe(200);
      await customerType('company');
      expect(await campaignsOf()).toEqual([]);
      await customerType('private');
      expect(await campaignsOf()).toEqual(offered);

      await db().updateTable('payment_types').set({ active: 0 }).where('handler', '=', 'svea_part_payment').execute();
      app().services.checkout.forgetPaymentTypes();
      try {
        expect(await campaignsOf()).toEqual([]);
      } finally {
        await db().updateTable('payment_types').set({ active: 1 }).where('handler', '=', 'svea_part_payment').execute();
        app().services.checkout.forgetPaymentTypes();
      }
    });

    it('answers 404 for an unknown product, 400 for a garbage id and 419 without the CSRF token', async () => {
      const shopper = await testShopper(app());
      expect((await shopper.post('/api/internal/svea_campaigns/index/999999', {})).statusCode).toBe(404);
      for (const garbage of ['abc', '-1', '0', '1.5', '99999999999999', '%00']) {
        const res = await shopper.post(`/api/internal/svea_campaigns/index/${garbage}`, {});
        expect(res.statusCode, garbage).toBe(400);
        expect(res.headers['content-type']).toMatch(/json/);
      }
      const product = await simpleProduct();
      const { 'x-csrf-token': _token, ...withoutToken } = shopper.headers;
      const res = await app().inject({ method: 'POST', url: `/api/internal/svea_campaigns/index/${product.id}`, headers: withoutToken });
      expect(res.statusCode).toBe(419);
    });
  });

  describe('GET /api/internal/wasa/leasing_widget', () => {
    const get = (query: string) => app().inject({ method: 'GET', url: `/api/internal/wasa/leasing_widget?${query}` });

    it('answers an HTML fragment with a monthly cost per contract length from the price excl. VAT', async () => {
      const product = await simpleProduct();
      const res = await get(`product_id=${product.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const months12 = formatKronorAmount(leasingMonthlyOre(await exclVatOre(product.id), 12, 10, 6.5));
      expect(res.body).toContain(`12 mån: ${months12} kr/mån exkl. moms`);
      expect(res.body.indexOf('12 mån')).toBeLessThan(res.body.indexOf('24 mån'));
    });

    it('escapes every interpolated value', async () => {
      const product = await simpleProduct();
      await db().updateTable('products').set({ name: '<script>alert("x")</script> & co' }).where('id', '=', product.id).execute();
      try {
        const res = await get(`product_id=${product.id}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('<script>');
        expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
      } finally {
        await db().updateTable('products').set({ name: product.name }).where('id', '=', product.id).execute();
      }
    });

    it('prices a variant of the product, and refuses a variant of another product', async () => {
      const variant = await db().selectFrom('products').select(['id', 'parent_id'])
        .where('status', '=', 'active').where('parent_id', 'is not', null).where('hide_price', '=', 0).orderBy('id').executeTakeFirstOrThrow();
      const res = await get(`product_id=${variant.parent_id}&variant_id=${variant.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`12 mån: ${formatKronorAmount(leasingMonthlyOre(await exclVatOre(variant.id), 12, 10, 6.5))} kr/mån`);
      const other = await db().selectFrom('products').select('id').where('status', '=', 'active').where('parent_id', 'is', null)
        .where('id', '!=', variant.parent_id!).orderBy('id').executeTakeFirstOrThrow();
      expect((await get(`product_id=${other.id}&variant_id=${variant.id}`)).statusCode).toBe(400);
    });

    it('answers 404 for an unknown product, 400 for garbage and 204 when no leasing applies', async () => {
      expect((await get('product_id=999999')).statusCode).toBe(404);
      for (const query of ['', 'product_id=abc', 'product_id=1&variant_id=x', 'product_id=%00', `product_id=${'9'.repeat(5000)}`]) {
        expect((await get(query)).statusCode, query.slice(0, 30)).toBe(400);
      }
      const product = await simpleProduct();
      await db().updateTable('products').set({ hide_price: 1 }).where('id', '=', product.id).execute();
      try {
        const res = await get(`product_id=${product.id}`);
        expect(res.statusCode).toBe(204);
        expect(res.body).toBe('');
      } finally {
        await db().updateTable('products').set({ hide_price: 0 }).where('id', '=', product.id).execute();
      }
    });
  });

  describe('GET /api/internal/product_recommendations/{productId}', () => {
    const buyable = () =>
      db().selectFrom('products').select(['id', 'category_id', 'brand_id', 'price_incl_vat_ore', 'popularity'])
        .where('status', '=', 'active').where('parent_id', 'is', null).where('hide_price', '=', 0).where('stock', '>', 0).orderBy('id');

    let orderCount = 0;
    async function order(productIds: number[], status: 'paid' | 'cancelled' = 'paid') {
      const now = new Date().toISOString();
      const key = `widgets-${dialect}-${++orderCount}`;
      const row = await db()
        .insertInto('orders')
        .values({
          order_number: null, idempotency_key: key, status, session_id_hash: null, customer_id: null, customer_type: 'private',
          email: 'kund@example.se', first_name: 'Test', last_name: 'Kund', identity_number: null, company: null, address: 'Gatan 1', postal_code: '11122',
          city: 'Stockholm', country: 'SE', mobile: '0701234567', delivery_type_id: null, delivery_name: 'Hämta', shipping_option_key: null,
          delivery_incl_vat_ore: 0, delivery_excl_vat_ore: 0, payment_type_id: null, payment_name: 'Kort', payment_handler: 'card_redirect', payment_fee_incl_vat_ore: 0,
          payment_fee_excl_vat_ore: 0, products_incl_vat_ore: 0, products_excl_vat_ore: 0, discount_incl_vat_ore: 0, discount_excl_vat_ore: 0,
          total_incl_vat_ore: 0, total_excl_vat_ore: 0, vat_ore: 0, gift_cards_ore: 0, to_pay_ore: 0, vat_breakdown: '[]', discounts: '[]', includes_vat: 1,
          dominant_vat_rate: 25, subscribe: 0, view_token: key, created_at: now, updated_at: now, paid_at: now, cart_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('order_lines')
        .values(productIds.map((id) => ({
          order_id: row.id, product_id: id, variant_id: null, sold_product_id: id, name: 'Produkt', parent_name: null, quantity: 1,
          unit_price_incl_vat_ore: 10_000, vat_rate: 25, total_incl_vat_ore: 10_000, total_excl_vat_ore: 8_000, discount_incl_vat_ore: 0, give_away_campaign_id: null,
        })))
        .execute();
    }

    const fetchGrids = async (productId: number) => {
      const res = await app().inject({ method: 'GET', url: `/api/internal/product_recommendations/${productId}` });
      expect(res.statusCode).toBe(200);
      return res.json<ProductRecommendationsResponse>();
    };

    it("ranks 'ordered with' by shared orders from real orders, ignores cancelled ones and fills up with popular products", async () => {
      const products = await buyable().execute();
      const [viewed, a, b, c, hidden] = products.slice(-5);
      await order([viewed!.id, a!.id, b!.id]);
      await order([viewed!.id, b!.id]);
      await order([viewed!.id, b!.id, hidden!.id]);
      await order([viewed!.id, c!.id], 'cancelled');
      await order([viewed!.id, c!.id], 'cancelled');
      await order([viewed!.id, c!.id], 'cancelled');
      await order([viewed!.id, c!.id], 'cancelled');
      await db().updateTable('products').set({ status: 'hidden' }).where('id', '=', hidden!.id).execute();
      try {
        const grids = await fetchGrids(viewed!.id);
        const ids = grids.ordered_with.products.map((p) => p.product_id);
        expect(ids.slice(0, 2)).toEqual([b!.id, a!.id]);
        expect(ids).not.toContain(viewed!.id);
        expect(ids).not.toContain(hidden!.id);
        // the two ordered together first, then at least one popular product of the related or the same category
        expect(ids.length).toBeGreaterThan(2);
        expect(new Set(ids).size).toBe(ids.length);
        expect(grids.ordered_with.title).toBe('Andra kunder köpte även');
      } finally {
        await db().updateTable('products').set({ status: 'active' }).where('id', '=', hidden!.id).execute();
      }
    });

    it('recommends popular products of the same category or brand, never the product itself or its variants', async () => {
      const variant = await db().selectFrom('products').select(['id', 'parent_id']).where('status', '=', 'active').where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
      const parent = await db().selectFrom('products').select(['id', 'category_id', 'brand_id']).where('id', '=', variant.parent_id!).executeTakeFirstOrThrow();
      const grids = await fetchGrids(parent.id);
      const ids = grids.recommended.products.map((p) => p.product_id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(parent.id);
      expect(ids).not.toContain(variant.id);
      const rows = await db().selectFrom('products').select(['id', 'category_id', 'brand_id', 'parent_id']).where('id', 'in', ids).execute();
      for (const row of rows) {
        expect(row.parent_id).toBeNull();
        expect(row.category_id === parent.category_id || row.brand_id === parent.brand_id, `product ${row.id}`).toBe(true);
      }
      expect(grids.ordered_with.products.map((p) => p.product_id)).not.toContain(variant.id);
    });

    it('answers 404 for an unknown product and 400 for a garbage id', async () => {
      expect((await app().inject({ method: 'GET', url: '/api/internal/product_recommendations/999999' })).statusCode).toBe(404);
      expect((await app().inject({ method: 'GET', url: '/api/internal/product_recommendations/x%00' })).statusCode).toBe(400);
    });
  });
});
