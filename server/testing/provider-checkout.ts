import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CustomerType } from '../../domain/checkout-form';
import type { CheckoutState } from '../../common/contract/checkout';
import { suiteShop, testShopper, type TestDialect } from './test-app';

/**
 * What the API tests of a provider checkout (Svea, Wasa) share: a shop whose provider calls time out quickly, its
 * simulator's control calls, a shopper who fills a cart and chooses the provider, and the orders a provider
 * order placed.
 */
export function providerCheckoutSuite(dialect: TestDialect, simulatorPath: string, options: { pages?: boolean } = {}) {
  const shop = suiteShop(dialect, { pages: options.pages ?? false, catalogSize: 300, env: { PROVIDER_TIMEOUT_MS: '300' } });
  const db = () => shop().app.database.db;
  const simulator = (path: string, payload?: Record<string, unknown>) =>
    shop().app.inject({ method: payload ? 'POST' : 'GET', url: `${simulatorPath}${path}`, ...(payload ? { payload } : {}) });
  const faults = (payload: Record<string, unknown>) => simulator('/_control/faults', payload);
  const idOf = async (table: 'payment_types' | 'delivery_types', column: 'code' | 'name', value: string) =>
    (await db().selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id;

  async function shopper() {
    const s = await testShopper(shop().app);
    return {
      ...s,
      async state(): Promise<CheckoutState> {
        return (await s.get('/checkoutv3/checkoutv3/show')).json<CheckoutState>();
      },
      async add(productId: number, quantity = 1) {
        expect((await s.post('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: String(quantity) })).statusCode).toBe(200);
      },
      async code(code: string) {
        expect((await s.post('/checkoutv3/discounts/store', { code })).statusCode).toBe(200);
      },
      /** Chooses the customer type (when given), PostNord ombud and the payment type: the state the payment block then shows. */
      async pay(paymentTypeCode: string, customerType?: CustomerType): Promise<CheckoutState> {
        if (customerType) expect((await s.postJson('/checkoutv3/checkoutv3/update_customer_type', { customer_type: customerType })).statusCode).toBe(200);
        expect((await s.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(await idOf('delivery_types', 'name', 'PostNord ombud')) })).statusCode).toBe(200);
        const res = await s.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(await idOf('payment_types', 'code', paymentTypeCode)) });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        return res.json<CheckoutState>();
      },
    };
  }

  type Shopper = Awaited<ReturnType<typeof shopper>>;

  /** The orders placed for a provider's order (its idempotency key names the provider and its order id). */
  const ordersOf = (provider: string, providerOrderId: string | number) =>
    db().selectFrom('orders').selectAll().where('idempotency_key', '=', `sub:${provider}:${providerOrderId}`).execute();

  /** Reads until `done` holds: provider callbacks arrive after the answer that caused them. */
  const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    for (let i = 0; i < 100; i += 1) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('timed out waiting');
  };

  /**
   * The amount tests' products: the second at 12 % VAT and the third at 6 %, so with the first at 25 % and the gift
   * card at 0 % a provider's lines carry every rate the shop knows.
   */
  async function useMixedVatRates(products: readonly { id: number }[]) {
    await db().updateTable('products').set({ vat_class: 'reduced_12' }).where('id', '=', products[1]!.id).execute();
    await db().updateTable('products').set({ vat_class: 'reduced_6' }).where('id', '=', products[2]!.id).execute();
    shop().app.services.catalog.forgetCards(products.map((p) => p.id));
  }

  async function restoreVatRates(products: readonly { id: number }[]) {
    await db().updateTable('products').set({ vat_class: 'standard' }).where('id', 'in', products.map((p) => p.id)).execute();
    shop().app.services.catalog.forgetCards(products.map((p) => p.id));
  }

  /** The amount tests' cart: 3, 1 and 2 of the mixed-rate products, a discount code and a 500 kr gift card. */
  async function fillMixedVatCart(s: Shopper, products: readonly { id: number }[], discountCode: string) {
    await s.add(products[0]!.id, 3);
    await s.add(products[1]!.id, 1);
    await s.add(products[2]!.id, 2);
    await s.code(discountCode);
    await s.code('PRESENTKORT500');
  }

  return { shop, db, simulator, faults, shopper, ordersOf, waitFor, useMixedVatRates, restoreVatRates, fillMixedVatCart };
}

/**
 * Sets a payment type's fee (öre) the way a test needs it seen: the checkout reads its payment types again at once,
 * and the cart's 2-second configuration cache has run out before the next call. Restoring the fee the same way keeps
 * the next test from opening a provider checkout at a fee the placement no longer charges (which the shop then
 * rightly refuses as a changed amount).
 */
export async function setPaymentFee(app: FastifyInstance, code: string, feeOre: number): Promise<void> {
  await app.database.db.updateTable('payment_types').set({ price_incl_vat_ore: feeOre }).where('code', '=', code).execute();
  app.services.checkout.forgetPaymentTypes();
  await new Promise((resolve) => setTimeout(resolve, 2_100));
}
