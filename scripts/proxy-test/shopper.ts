import { PRIVATE_FORM } from '../../server/testing/checkout-forms';
import type { Answer, Client } from './https-client';

/** A browser's session at the shop: its cookie and the page's CSRF token. */
export interface Session {
  cookie: string;
  csrf: string;
}

/** What a purchase needs from the catalog: products to buy and the ids of a delivery and the invoice payment. */
export interface Goods {
  productIds: number[];
  deliveryTypeId: number;
  invoiceId: number;
}

/** Opens the cart page as a new visitor does: the session cookie it sets and the token on the page. */
export async function openSession(call: Client, base: string): Promise<Session> {
  const page = await call(`${base}/varukorg`, { headers: { 'accept-encoding': 'br, gzip' } });
  if (page.status !== 200) throw new Error(`the cart page answered ${page.status}`);
  const cookie = setCookies(page).find((c) => c.startsWith('sid='))?.split(';')[0];
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(page.text())?.[1];
  if (!cookie || !csrf) throw new Error('the cart page set no session cookie or carried no CSRF token');
  return { cookie, csrf };
}

export function setCookies(answer: Answer): string[] {
  const header = answer.headers['set-cookie'];
  return header === undefined ? [] : header;
}

/** A call of the storefront's widgets: form-encoded, with the token and X-Requested-With, JSON back. */
export function post(call: Client, base: string, session: Session, path: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  return call(base + path, {
    method: 'POST',
    headers: {
      cookie: session.cookie, 'x-csrf-token': session.csrf, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'br, gzip', ...headers,
    },
    body: new URLSearchParams(form).toString(),
  });
}

/** Puts one of a product in the cart, as the cart's quantity field does. */
export function addToCart(call: Client, base: string, session: Session, productId: number): Promise<Answer> {
  return post(call, base, session, '/checkoutv3/products/update', { [`products[${productId}][quantity]`]: '1' });
}

/**
 * The checkout's steps after the cart: delivery, invoice, then the order placed with the prices the page showed
 * (price token) and its submission key. Every answer is handed to `seen` as it comes.
 */
export async function placeInvoiceOrder(call: Client, base: string, session: Session, goods: Goods, email: string, seen: (answer: Answer) => void = () => {}): Promise<Answer> {
  seen(await post(call, base, session, '/checkoutv3/deliverytypes/update', { delivery_type_id: String(goods.deliveryTypeId) }));
  const payment = await post(call, base, session, '/checkoutv3/paymentTypes/update', { payment_type_id: String(goods.invoiceId) });
  seen(payment);
  const state = JSON.parse(payment.text()) as { price_token?: unknown; submission_key?: unknown };
  return post(call, base, session, '/checkoutv3/checkout/manual_payment', {
    ...PRIVATE_FORM, user_email: email, price_token: String(state.price_token), submission_key: String(state.submission_key),
  });
}
