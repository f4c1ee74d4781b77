import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import { PRIVATE_FORM } from './checkout-forms';
import { testShopper } from './test-app';

/** A cart line a test fills in: the product and how many (one unless told). */
export interface TestLine {
  productId: number;
  quantity?: number;
}

/** The call the checkout page places an invoice order with. */
export const INVOICE_ORDER = '/checkoutv3/checkout/manual_payment';

/**
 * A shopper with these lines in the cart (and the code, when given), PostNord ombud and invoice chosen: `shown` is the
 * checkout the payment block then shows, whose price token and submission key an order is placed with.
 */
export async function invoiceReadyShopper(app: FastifyInstance, lines: TestLine[], code?: string) {
  const db = app.database.db;
  const shopper = await testShopper(app);
  for (const { productId, quantity = 1 } of lines) {
    expect((await shopper.post('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: String(quantity) })).statusCode).toBe(200);
  }
  if (code) expect((await shopper.post('/checkoutv3/discounts/store', { code })).statusCode).toBe(200);
  const ombud = await db.selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow();
  expect((await shopper.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(ombud.id) })).statusCode).toBe(200);
  const invoice = await db.selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow();
  const shown = (await shopper.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(invoice.id) })).json<CheckoutState>();
  return { shopper, shown };
}

/** The order form as the checkout page posts it: the customer's fields with the shown checkout's price token and submission key. */
export const orderForm = (shown: CheckoutState, form: Record<string, string> = PRIVATE_FORM) => ({ ...form, price_token: shown.price_token, submission_key: shown.submission_key });

/** An invoice order of these lines placed through the checkout calls, as a shopper places it; answers its order number. */
export async function placeInvoiceOrder(app: FastifyInstance, lines: TestLine[], code?: string): Promise<string> {
  const { shopper, shown } = await invoiceReadyShopper(app, lines, code);
  const res = await shopper.post(INVOICE_ORDER, orderForm(shown));
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json<PlaceOrderResponse>().order_number;
}
