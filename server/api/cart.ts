import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_LINE_QUANTITY, parseQuantity } from '../../domain/cart-rules';
import { svServer } from '../../common/copy/sv';
import type { BuyAndShowModalResponse, CartResponse, DiscountCallResponse } from '../../common/contract/cart';
import type { CartResult, QuantityRequest } from '../../services/cart/cart-service';
import { errorBody } from '../errors';
import { NOTICE_KEY } from '../../services/cart/cart-service';
import { buyModalHtml } from './cart-modal-html';
import { bodyOf, idSchema, invalid, invalidField, isPlainFormPost, optionalId, pageBefore, textField } from './request-fields';
import { ABUSE_LIMITS } from '../plugins/rate-limit';
import { parseRowId } from '../../domain/text-input';
import { addCommerceGate } from './commerce-gate';
import * as CALLS from '../../common/web/call-paths';
import * as PAGES from '../../common/web/page-paths';


const addSchema = z.object({
  product_id: idSchema,
  variant_id: optionalId,
  // formbody gives `extra_product_ids[]` for repeated fields; JSON gives `extra_product_ids`.
  'extra_product_ids[]': z.union([idSchema, z.array(idSchema).max(20)]).optional(),
  extra_product_ids: z.array(idSchema).max(20).optional(),
  // How many to add (the product page's quantity stepper); one when absent, as the spec's add call has it.
  quantity: z
    .union([z.number(), z.string().trim().regex(/^\d{1,6}$/)])
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_LINE_QUANTITY))
    .optional(),
});

const codeSchema = z.object({
  code: textField(10_000).optional(),
  campaign_code: textField(10_000).optional(),
  // 1 when the code is entered on the checkout page: the answer then carries the refreshed checkout's snippet. Any
  // other value is a plain cart change, so a flag never costs the shopper the code.
  refresh_checkout: z.unknown().optional(),
});
const refreshes = (flag: unknown) => flag === '1' || flag === 1 || flag === true;
const messageSchema = z.object({ order_message: textField(20_000, { multiline: true }).optional().default('') });
const subscribeSchema = z.object({ value: z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.boolean()]) });

const PRODUCT_KEY = /^products\[(\d{1,10})\]\[quantity\]$/;
/** A quantity as typed: one value (not a list), at most 20 characters, no control characters; unreadable ones are skipped. */
const quantityField = textField(20).optional();
const rowIdField = z.union([textField(32), z.null()]).optional();

type QuantityParse = { ok: true; requests: QuantityRequest[] } | { ok: false; reason: 'invalid' | 'unknown_product' };

/**
 * The quantity changes of a products/update payload: form keys `products[{id}][quantity]`, or the same nested in JSON.
 * An id beyond what a product can have (above 2^31 - 1) names no product; a quantity or row id that is a list, an
 * object or holds control characters makes the payload invalid.
 */
function quantityRequests(body: Record<string, unknown>): QuantityParse {
  const variant = optionalId.safeParse(body.variant_id);
  const row = rowIdField.safeParse(body.row_id);
  if (!variant.success || !row.success) return { ok: false, reason: 'invalid' };
  const rowId = row.data ?? null;
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(body)) {
    const match = PRODUCT_KEY.exec(key);
    if (match) entries.push([match[1]!, value]);
  }
  if (body.products && typeof body.products === 'object' && !Array.isArray(body.products)) {
    for (const [id, value] of Object.entries(body.products as Record<string, unknown>)) {
      if (/^\d{1,10}$/.test(id)) entries.push([id, value && typeof value === 'object' ? (value as Record<string, unknown>).quantity : undefined]);
    }
  }
  if (entries.length === 0 || entries.length > 50) return { ok: false, reason: 'invalid' };
  const requests: QuantityRequest[] = [];
  for (const [id, quantity] of entries) {
    const productId = parseRowId(id);
    if (productId === null) return { ok: false, reason: 'unknown_product' };
    if (!quantityField.safeParse(quantity).success) return { ok: false, reason: 'invalid' };
    requests.push({
      productId,
      variantId: entries.length === 1 ? variant.data : null,
      rowId: entries.length === 1 && rowId !== '' ? rowId : null,
      quantity: parseQuantity(quantity),
    });
  }
  return { ok: true, requests };
}

const backTo = (request: FastifyRequest) => pageBefore(request, PAGES.cart);

/**
 * Without JavaScript a refusal cannot be answered in place: its message is kept in the session (NOTICE_KEY) and
 * shown once by the next cart page, where the redirect lands.
 */
async function redirectBack(request: FastifyRequest, reply: FastifyReply, result: CartResult): Promise<FastifyReply> {
  if (!result.ok || result.cart.messages.length > 0) {
    const session = await request.session();
    await request.server.services.sessions.update(session, { [NOTICE_KEY]: result.ok ? result.cart.messages.join(' ') : result.message });
  }
  return reply.redirect(backTo(request), 303);
}

async function sendCart(request: FastifyRequest, reply: FastifyReply, result: CartResult): Promise<FastifyReply> {
  if (isPlainFormPost(request)) return redirectBack(request, reply, result);
  if (result.ok) return reply.send(result.cart);
  const code = result.status === 404 ? 'product_not_found' : 'cart_change_refused';
  return reply.status(result.status).send({ ...errorBody(code, result.message), cart: result.cart });
}

/**
 * The spec's discount answer: discount, message and snippet. With refresh_checkout the checkout is worked out again
 * after the change, so its snippet (e.g. free_order once a gift card pays everything) comes with the answer.
 */
async function sendDiscount(request: FastifyRequest, reply: FastifyReply, result: CartResult, refreshCheckout: boolean): Promise<FastifyReply> {
  if (isPlainFormPost(request)) return redirectBack(request, reply, result);
  const snippet = refreshCheckout ? (await request.server.services.checkout.state(await request.session())).snippet : null;
  const body: DiscountCallResponse = {
    error: !result.ok,
    message: result.ok ? null : result.message,
    discount: result.cart.discount,
    snippet,
    cart: result.cart,
  };
  if (result.ok) return reply.send(body);
  return reply.status(result.status).send({ ...body, code: 'discount_code_refused' });
}


/** The cart calls of cart-and-checkout.md section 7, with the spec's paths and payloads. */
export const cartApi: FastifyPluginAsync = async (app) => {
  const cart = app.services.cart;
  // ecommerceDisabled refuses every cart call.
  addCommerceGate(app, 'cart');

  app.get(CALLS.cartIndex, async (request, reply): Promise<CartResponse> => {
    void reply.header('cache-control', 'private, no-store');
    return cart.view(await request.findSession());
  });

  app.post(CALLS.cartAdd, async (request, reply) => {
    const parsed = addSchema.safeParse(bodyOf(request));
    if (!parsed.success) {
      const quantityWrong = parsed.error.issues.some((issue) => issue.path[0] === 'quantity');
      return quantityWrong ? invalid(reply, 'quantity', svServer.cartRules.quantityOutOfRange(MAX_LINE_QUANTITY)) : invalid(reply, 'product_id', svServer.cartRules.productNotFound);
    }
    const extra = parsed.data['extra_product_ids[]'];
    const extraIds = [...(Array.isArray(extra) ? extra : extra === undefined ? [] : [extra]), ...(parsed.data.extra_product_ids ?? [])];
    const result = await cart.add(await request.session(), {
      productId: parsed.data.product_id,
      variantId: parsed.data.variant_id,
      extraProductIds: [...new Set(extraIds)],
      quantity: parsed.data.quantity ?? 1,
    });
    return sendCart(request, reply, result);
  });

  app.post(CALLS.cartUpdate, async (request, reply) => {
    const parsed = quantityRequests(bodyOf(request));
    if (!parsed.ok && parsed.reason === 'unknown_product') return reply.status(404).send(errorBody('product_not_found'));
    if (!parsed.ok) return invalid(reply, 'products', svServer.cart.lineRequired);
    return sendCart(request, reply, await cart.update(await request.session(), parsed.requests));
  });

  // The buy-and-show-modal button: adds one and answers the modal's markup and the cart total.
  app.post<{ Params: { productId: string } }>(CALLS.cartBuyAndShowModal, async (request, reply) => {
    const id = idSchema.safeParse(request.params.productId);
    if (!id.success) return reply.status(404).send(errorBody('product_not_found'));
    const result = await cart.add(await request.session(), { productId: id.data, variantId: null, extraProductIds: [] });
    if (!result.ok) return reply.status(result.status).send({ ...errorBody(result.status === 404 ? 'product_not_found' : 'cart_change_refused', result.message) });
    const line = result.cart.products.find((p) => p.product_id === id.data && p.variant_id === null && p.give_away_campaign_id === null);
    return {
      modalHtml: buyModalHtml(line ?? null, result.cart),
      cartTotal: result.cart.summary.totalCartSum,
      count: result.cart.count,
      facebook_tracking_events: result.cart.facebook_tracking_events,
    } satisfies BuyAndShowModalResponse;
  });

  app.get(CALLS.discountIndex, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return (await cart.view(await request.findSession())).discount;
  });

  app.post(CALLS.discountStore, { config: { rateLimit: ABUSE_LIMITS.discountCode } }, async (request, reply) => {
    const parsed = codeSchema.safeParse(bodyOf(request));
    if (!parsed.success) return invalidField(reply, 'code', parsed.error, svServer.discounts.notFound);
    const typed = parsed.data.code ?? parsed.data.campaign_code ?? '';
    return sendDiscount(request, reply, await cart.storeCode(await request.session(), typed), refreshes(parsed.data.refresh_checkout));
  });

  app.post(CALLS.discountDestroy, async (request, reply) => {
    const parsed = codeSchema.safeParse(bodyOf(request));
    if (!parsed.success) return invalidField(reply, 'code', parsed.error, svServer.discounts.notInCart);
    const typed = parsed.data.code ?? parsed.data.campaign_code ?? '';
    return sendDiscount(request, reply, await cart.removeCode(await request.session(), typed), refreshes(parsed.data.refresh_checkout));
  });

  app.post(CALLS.orderMessage, async (request, reply) => {
    const parsed = messageSchema.safeParse(bodyOf(request));
    if (!parsed.success) return invalidField(reply, 'order_message', parsed.error, svServer.cart.orderMessageRefused);
    const result = await cart.saveOrderMessage(await request.session(), parsed.data.order_message);
    if (!result.ok) return invalid(reply, 'order_message', result.message);
    if (isPlainFormPost(request)) return reply.redirect(backTo(request), 303);
    return { error: false, order_message: result.orderMessage };
  });

  app.post(CALLS.orderSubscribe, async (request, reply) => {
    const parsed = subscribeSchema.safeParse(bodyOf(request));
    if (!parsed.success) return invalid(reply, 'value', svServer.cart.subscribeChoiceRequired);
    const value = parsed.data.value;
    await cart.saveSubscribe(await request.session(), value === true || value === 1 || value === '1');
    return { error: false };
  });

  app.get(CALLS.emptyStateCategories, async () => ({ categories: await cart.emptyStateCategories() }));
};
