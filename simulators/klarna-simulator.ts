import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatChargedAmount } from '../domain/money';
import { escapeHtml } from '../common/web/html';
import type { ProviderFetch } from '../payments/payment-provider';
import {
  klarnaAmountError, klarnaOrderRequestSchema, klarnaRefundSchema, klarnaShippingServiceResponseSchema, type KlarnaManagedOrder, type KlarnaOrder, type KlarnaOrderRequest,
  type KlarnaShippingOptionUpdate,
} from '../payments/klarna/klarna-api';
import { SIMULATOR_PAGE_CSP, simulatorPage } from './simulator-page';
import { sameSecret } from '../payments/same-secret';
import { checkoutFaultFields, faultControl } from './checkout-faults';

/** Where the shop serves this simulator (under the simulators' one prefix). */
export const KLARNA_SIMULATOR_PATH = '/_simulators/klarna';

/** A failure the simulator is told to play (tests and demos of the shop's error handling). */
const faultSchema = z.object({
  ...checkoutFaultFields,
  /** How many times the push callback is sent after a completed checkout (Klarna retries until acknowledged). */
  pushes: z.number().int().min(0).max(5).default(1),
  /** The checkout order carries the buyer's personal number (Klarna gives one only in some markets and set-ups). */
  national_identification_number: z.boolean().default(false),
});
type Faults = z.infer<typeof faultSchema>;

/** A Swedish test consumer, as Klarna's playground offers one. */
const TEST_CONSUMER = {
  given_name: 'Testperson-se', family_name: 'Approved', email: 'youremail@email.com', street_address: 'Stårgatan 1',
  postal_code: '12345', city: 'Ankeborg', phone: '+46765260000', national_identification_number: '19770111-6050',
};

interface SimulatedOrder {
  order: KlarnaOrder;
  acknowledged: number;
  cancelled: boolean;
  /** Order Management: captured (in Klarna's portal, here by `_control/orders/{id}/capture`) and refunded, in öre. */
  captured: number;
  refunds: { key: string; amount: number }[];
}

function klarnaError(reply: FastifyReply, status: number, code: string, messages: string[]): FastifyReply {
  const correlationId = crypto.randomUUID();
  return reply.status(status).header('klarna-correlation-id', correlationId).send({ error_code: code, error_messages: messages, correlation_id: correlationId });
}

/**
 * A stand-in for Klarna Checkout v3 and Order Management v1, served by the shop in demo and test mode: the same
 * paths, Basic auth, JSON bodies and error shape as Klarna's API, the amount checks Klarna makes, an embed page
 * (the html_snippet's iframe) that a person or a test completes, and the validation and push callbacks to the
 * merchant_urls. Orders live in memory: the simulator is a test double, not a store.
 */
export function klarnaSimulator(options: { username: string; password: string; http: ProviderFetch; log: (message: string) => void }): FastifyPluginAsync {
  return async (app) => {
    const orders = new Map<string, SimulatedOrder>();
    let faults: Faults = faultSchema.parse({});
    const expectedAuth = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
    const open = { config: { csrf: false } };

    const authorised = (request: FastifyRequest) => {
      return sameSecret(expectedAuth, request.headers.authorization ?? '');
    };

    /** Create and update share their checks: auth, the body's shape, Klarna's amount rules, then the played fault. */
    async function accepted(request: FastifyRequest, reply: FastifyReply): Promise<KlarnaOrderRequest | null> {
      if (!authorised(request)) {
        await klarnaError(reply, 401, 'UNAUTHORIZED', ['Invalid credentials']);
        return null;
      }
      const parsed = klarnaOrderRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        await klarnaError(reply, 400, 'BAD_VALUE', parsed.error.issues.map((i) => `Bad value: ${i.path.join('.')}`));
        return null;
      }
      const amountError = klarnaAmountError(parsed.data);
      if (amountError) {
        await klarnaError(reply, 400, 'BAD_VALUE', [`Bad value: ${amountError}`]);
        return null;
      }
      if (faults.fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, faults.delay_ms));
      if (faults.fault === 'error') {
        await klarnaError(reply, 500, 'INTERNAL_ERROR', ['Internal error']);
        return null;
      }
      if (faults.fault === 'garbage') {
        await reply.status(200).type('text/html').send('<html>Bad gateway</html>');
        return null;
      }
      return parsed.data;
    }

    const snippet = (orderId: string) =>
      `<div id="klarna-checkout-container" style="overflow: hidden;">` +
      `<iframe id="klarna-checkout-iframe" title="Klarna Checkout (simulator)" src="${KLARNA_SIMULATOR_PATH}/checkout/${encodeURIComponent(orderId)}" style="width:100%;height:1060px;border:0"></iframe>` +
      // Klarna's client API (window._klarnaCheckout(api => api.on({ shipping_option_change }))), fed by the embed's messages.
      `<script>(function () { var w = window; w.__kcoHandlers = []; w._klarnaCheckout = function (cb) { cb({ on: function (h) { w.__kcoHandlers.push(h); } }); };` +
      `if (!w.__kcoListening) { w.__kcoListening = true; w.addEventListener('message', function (e) { var f = document.getElementById('klarna-checkout-iframe');` +
      `if (e.origin !== location.origin || !f || e.source !== f.contentWindow || !e.data || e.data.klarnaEvent !== 'shipping_option_change') return;` +
      `w.__kcoHandlers.forEach(function (h) { if (h.shipping_option_change) h.shipping_option_change(e.data.data); }); }); }` +
      `document.getElementById('klarna-checkout-container').setAttribute('data-klarna-loaded', 'true'); })();</script></div>`;

    /** Klarna answers country and currency codes in lower case, whatever case they were sent in. */
    const answeredAsKlarna = (body: KlarnaOrderRequest): KlarnaOrderRequest =>
      ({ ...body, purchase_country: body.purchase_country.toLowerCase(), purchase_currency: body.purchase_currency.toLowerCase() });

    const fillUrl = (template: string, orderId: string) => template.replace('{checkout.order.id}', encodeURIComponent(orderId));

    app.post(`${KLARNA_SIMULATOR_PATH}/checkout/v3/orders`, open, async (request, reply) => {
      const body = await accepted(request, reply);
      if (!body) return reply;
      const orderId = crypto.randomUUID();
      const order: KlarnaOrder = { ...answeredAsKlarna(body), order_id: orderId, status: 'checkout_incomplete', html_snippet: snippet(orderId) };
      orders.set(orderId, { order, acknowledged: 0, cancelled: false, captured: 0, refunds: [] });
      return reply.status(201).header('location', `${KLARNA_SIMULATOR_PATH}/checkout/v3/orders/${orderId}`).send(order);
    });

    app.post<{ Params: { id: string } }>(`${KLARNA_SIMULATOR_PATH}/checkout/v3/orders/:id`, open, async (request, reply) => {
      const found = orders.get(request.params.id);
      if (!authorised(request)) return klarnaError(reply, 401, 'UNAUTHORIZED', ['Invalid credentials']);
      if (!found) return klarnaError(reply, 404, 'NOT_FOUND', ['Order not found']);
      if (found.order.status === 'checkout_complete') return klarnaError(reply, 403, 'READ_ONLY_ORDER', ['Cannot update a completed order']);
      const body = await accepted(request, reply);
      if (!body) return reply;
      found.order = { ...found.order, ...answeredAsKlarna(body) };
      return found.order;
    });

    app.get<{ Params: { id: string } }>(`${KLARNA_SIMULATOR_PATH}/checkout/v3/orders/:id`, async (request, reply) => {
      if (!authorised(request)) return klarnaError(reply, 401, 'UNAUTHORIZED', ['Invalid credentials']);
      const found = orders.get(request.params.id);
      if (faults.read_delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, faults.read_delay_ms));
      return found ? found.order : klarnaError(reply, 404, 'NOT_FOUND', ['Order not found']);
    });

    /** The played fault of an Order Management call after the purchase (read, cancel, refund); true when it answered. */
    async function managementFault(reply: FastifyReply): Promise<boolean> {
      if (faults.refund_fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, faults.delay_ms));
      if (faults.refund_fault === 'error') {
        await klarnaError(reply, 500, 'INTERNAL_ERROR', ['Internal error']);
        return true;
      }
      return false;
    }
    const refundedOf = (found: SimulatedOrder) => found.refunds.reduce((sum, r) => sum + r.amount, 0);

    for (const action of ['acknowledge', 'cancel'] as const) {
      app.post<{ Params: { id: string } }>(`${KLARNA_SIMULATOR_PATH}/ordermanagement/v1/orders/:id/${action}`, open, async (request, reply) => {
        if (!authorised(request)) return klarnaError(reply, 401, 'UNAUTHORIZED', ['Invalid credentials']);
        const found = orders.get(request.params.id);
        if (!found || found.order.status !== 'checkout_complete') return klarnaError(reply, 404, 'NO_SUCH_ORDER', ['Order not found']);
        if (action === 'acknowledge') found.acknowledged += 1;
        else {
          if (await managementFault(reply)) return reply;
          // Klarna cancels only an order with nothing captured (captured money is refunded instead).
          if (found.captured > 0 || found.cancelled) return klarnaError(reply, 403, 'NOT_ALLOWED', ['Cannot cancel a captured or cancelled order']);
          found.cancelled = true;
        }
        return reply.status(204).send();
      });
    }

    app.get<{ Params: { id: string } }>(`${KLARNA_SIMULATOR_PATH}/ordermanagement/v1/orders/:id`, async (request, reply) => {
      if (!authorised(request)) return klarnaError(reply, 401, 'UNAUTHORIZED', ['Invalid credentials']);
      if (await managementFault(reply)) return reply;
      const found = orders.get(request.params.id);
      if (!found || found.order.status !== 'checkout_complete') return klarnaError(reply, 404, 'NO_SUCH_ORDER', ['Order not found']);
      const amount = found.order.order_amount;
      const status = found.cancelled ? 'CANCELLED' : found.captured === 0 ? 'AUTHORIZED' : found.captured < amount ? 'PART_CAPTURED' : 'CAPTURED';
      return { order_id: found.order.order_id, status, order_amount: amount, captured_amount: found.captured, refunded_amount: refundedOf(found) } satisfies KlarnaManagedOrder;
    });

    app.post<{ Params: { id: string } }>(`${KLARNA_SIMULATOR_PATH}/ordermanagement/v1/orders/:id/refunds`, open, async (request, reply) => {
      if (!authorised(request)) return klarnaError(reply, 401, 'UNAUTHORIZED', ['Invalid credentials']);
      if (await managementFault(reply)) return reply;
      const found = orders.get(request.params.id);
      if (!found || found.order.status !== 'checkout_complete') return klarnaError(reply, 404, 'NO_SUCH_ORDER', ['Order not found']);
      const parsed = klarnaRefundSchema.safeParse(request.body);
      if (!parsed.success) return klarnaError(reply, 400, 'BAD_VALUE', parsed.error.issues.map((i) => `Bad value: ${i.path.join('.')}`));
      const key = String(request.headers['klarna-idempotency-key'] ?? '');
      // The same idempotency key is the same refund: answered again, never made twice.
      if (key && found.refunds.some((r) => r.key === key)) return reply.status(201).send();
      if (refundedOf(found) + parsed.data.refunded_amount > found.captured) return klarnaError(reply, 403, 'REFUND_NOT_ALLOWED', ['Refunded amount exceeds the captured amount']);
      found.refunds.push({ key, amount: parsed.data.refunded_amount });
      return reply.status(201).header('refund-id', crypto.randomUUID()).send();
    });

    /** Captures the whole order, as the merchant would in Klarna's portal (a refund then needs the refunds call). */
    app.post<{ Params: { id: string } }>(`${KLARNA_SIMULATOR_PATH}/_control/orders/:id/capture`, open, async (request, reply) => {
      const found = orders.get(request.params.id);
      if (!found || found.order.status !== 'checkout_complete' || found.cancelled) return reply.status(404).send({ error: true });
      found.captured = found.order.order_amount;
      return { captured_amount: found.captured };
    });

    // The embed (what html_snippet's iframe shows): the order and the consumer's details, then 'Slutför köp'.
    app.get<{ Params: { id: string }; Querystring: { changed?: string } }>(`${KLARNA_SIMULATOR_PATH}/checkout/:id`, async (request, reply) => {
      // After a shipping option change the page tells Klarna's client API on the merchant's page (a script with this
      // answer's nonce); otherwise it runs none.
      const nonce = crypto.randomBytes(16).toString('base64');
      const changedOption = request.query.changed === '1' ? orders.get(request.params.id)?.order.selected_shipping_option : undefined;
      void reply.header('content-security-policy', changedOption ? SIMULATOR_PAGE_CSP.replace("script-src 'none'", `script-src 'nonce-${nonce}'`) : SIMULATOR_PAGE_CSP)
        .type('text/html; charset=utf-8');
      const found = orders.get(request.params.id);
      if (!found) return reply.status(404).send(simulatorPage('Klarna', '<h1>Köpet finns inte längre</h1><p>Ladda om kassan.</p>'));
      const o = found.order;
      const rows = o.order_lines
        .map((l) => `<tr><td>${escapeHtml(l.name)}${l.quantity > 1 ? ` × ${l.quantity}` : ''}</td><td class="num">${escapeHtml(formatChargedAmount(l.total_amount))}</td></tr>`)
        .join('');
      const field = (name: keyof typeof TEST_CONSUMER, label: string, type = 'text') =>
        `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" value="${escapeHtml(TEST_CONSUMER[name])}" required>`;
      // Klarna's own shipping options, when the merchant sent some: changing one calls shipping_option_update.
      const shipping = o.shipping_options ?? [];
      const selectedShipping = o.selected_shipping_option?.id ?? shipping.find((s) => s.preselected)?.id;
      const shippingForm = shipping.length === 0 ? '' :
        `<form method="post" action="${KLARNA_SIMULATOR_PATH}/checkout/${encodeURIComponent(o.order_id)}/shipping"><fieldset><legend>Leveranssätt</legend>` +
        shipping.map((s) => `<label class="choice"><input type="radio" name="shipping_option" value="${escapeHtml(s.id)}"${s.id === selectedShipping ? ' checked' : ''}> ${escapeHtml(s.name)}: ${escapeHtml(formatChargedAmount(s.price))}</label>`).join('') +
        '</fieldset><button class="secondary" type="submit">Byt leveranssätt</button></form>';
      return simulatorPage(
        'Klarna Checkout (simulator)',
        '<span class="badge">Klarna.</span><h1>Slutför ditt köp</h1><p class="note">Simulator av Klarna Checkout: inga pengar dras.</p>' +
          `<table><caption class="note">Order</caption><thead><tr><th scope="col">Vara</th><th scope="col" class="num">Belopp</th></tr></thead><tbody>${rows}` +
          `<tr class="total"><td>Att betala</td><td class="num">${escapeHtml(formatChargedAmount(o.order_amount))}</td></tr></tbody></table>` + shippingForm +
          `<form method="post" action="${KLARNA_SIMULATOR_PATH}/checkout/${encodeURIComponent(o.order_id)}/complete" target="_top"><fieldset><legend>Dina uppgifter</legend>` +
          field('national_identification_number', 'Personnummer') + field('given_name', 'Förnamn') + field('family_name', 'Efternamn') +
          field('email', 'E-postadress', 'email') + field('phone', 'Mobilnummer', 'tel') + field('street_address', 'Gatuadress') +
          field('postal_code', 'Postnummer') + field('city', 'Ort') +
          '</fieldset><button type="submit">Slutför köp</button></form>',
      ).replace('</body>', changedOption
        ? `<script nonce="${nonce}">parent.postMessage(${JSON.stringify({ klarnaEvent: 'shipping_option_change', data: { id: changedOption.id, name: changedOption.name, price: changedOption.price } }).replace(/</g, '\\u003c')}, window.location.origin);</script></body>`
        : '</body>');
    });

    // A shipping option chosen in the embed: Klarna asks the merchant (shipping_option_update) for the order's new
    // amounts and lines, checks them as it checks every order, and shows them.
    app.post<{ Params: { id: string } }>(`${KLARNA_SIMULATOR_PATH}/checkout/:id/shipping`, open, async (request, reply) => {
      const found = orders.get(request.params.id);
      const form = z.object({ shipping_option: z.string().max(100) }).safeParse(request.body);
      const back = `${KLARNA_SIMULATOR_PATH}/checkout/${encodeURIComponent(request.params.id)}`;
      const option = found && form.success ? found.order.shipping_options?.find((s) => s.id === form.data.shipping_option) : undefined;
      const url = found?.order.merchant_urls.shipping_option_update;
      if (!found || !option || !url || found.order.status !== 'checkout_incomplete') return reply.redirect(back, 303);
      const o = found.order;
      // The callback's documented body: the order's amounts, lines and addresses so far with the chosen option; no
      // order id, status, merchant_urls or purchase country (the merchant URL names the order).
      const body: KlarnaShippingOptionUpdate = {
        purchase_currency: o.purchase_currency, order_amount: o.order_amount, order_tax_amount: o.order_tax_amount, order_lines: o.order_lines,
        locale: o.locale, ...(o.merchant_reference1 === undefined ? {} : { merchant_reference1: o.merchant_reference1 }), selected_shipping_option: option,
      };
      try {
        const answer = await options.http(fillUrl(url, o.order_id), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const parsed = klarnaShippingServiceResponseSchema.safeParse(answer.status === 200 ? await answer.json() : null);
        if (parsed.success && parsed.data.purchase_currency === o.purchase_currency.toUpperCase() && klarnaAmountError(parsed.data) === null) {
          const { purchase_currency: _sameCurrency, ...amounts } = parsed.data;
          found.order = { ...found.order, ...amounts, selected_shipping_option: option };
          return reply.redirect(`${back}?changed=1`, 303);
        } else {
          options.log(`klarna simulator: shipping_option_update answered ${answer.status} with no usable order`);
        }
      } catch (error) {
        options.log(`klarna simulator: shipping_option_update failed: ${(error as Error).message}`);
      }
      return reply.redirect(back, 303);
    });

    // Completion, as Klarna does it: the validation callback may refuse (303 with where to send the consumer);
    // otherwise the order is complete, the browser goes to the confirmation URL and the push callback follows.
    app.post<{ Params: { id: string } }>(`${KLARNA_SIMULATOR_PATH}/checkout/:id/complete`, open, async (request, reply) => {
      const found = orders.get(request.params.id);
      if (!found) return reply.status(404).header('content-security-policy', SIMULATOR_PAGE_CSP).type('text/html; charset=utf-8').send(simulatorPage('Klarna', '<h1>Köpet finns inte längre</h1>'));
      const form = z.record(z.string(), z.string().max(200)).safeParse(request.body);
      const typed = form.success ? form.data : {};
      const value = (name: keyof typeof TEST_CONSUMER) => (typed[name] ?? TEST_CONSUMER[name]).trim() || TEST_CONSUMER[name];
      const o = found.order;
      if (o.status === 'checkout_incomplete') {
        const address = {
          given_name: value('given_name'), family_name: value('family_name'), email: value('email'), street_address: value('street_address'),
          postal_code: value('postal_code'), city: value('city'), phone: value('phone'), country: o.purchase_country.toLowerCase(),
        };
        const candidate: KlarnaOrder = {
          ...o, billing_address: address, shipping_address: address,
          customer: { type: 'person', ...(faults.national_identification_number ? { national_identification_number: value('national_identification_number') } : {}) },
        };
        if (o.merchant_urls.validation) {
          const url = fillUrl(o.merchant_urls.validation, o.order_id);
          try {
            const answer = await options.http(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(candidate) });
            if (answer.status === 303 || answer.status === 302) return reply.redirect(answer.headers.get('location') ?? fillUrl(o.merchant_urls.checkout, o.order_id), 303);
            if (answer.status < 200 || answer.status > 299) return reply.redirect(fillUrl(o.merchant_urls.checkout, o.order_id), 303);
          } catch (error) {
            options.log(`klarna simulator: validation callback failed: ${(error as Error).message}`);
            return reply.redirect(fillUrl(o.merchant_urls.checkout, o.order_id), 303);
          }
        }
        found.order = { ...candidate, status: 'checkout_complete' };
        const push = fillUrl(o.merchant_urls.push, o.order_id);
        const pushes = faults.pushes;
        // After the answer, as Klarna's push comes on its own, not within the consumer's request.
        setImmediate(() => {
          void (async () => {
            for (let i = 0; i < pushes; i += 1) {
              try {
                await options.http(push, { method: 'POST', headers: {} });
              } catch (error) {
                options.log(`klarna simulator: push failed: ${(error as Error).message}`);
              }
            }
          })();
        });
      }
      return reply.redirect(fillUrl(found.order.merchant_urls.confirmation, o.order_id), 303);
    });

    // The simulator's own controls (not Klarna's API): play a failure, or read what the merchant did.
    app.post(`${KLARNA_SIMULATOR_PATH}/_control/faults`, open, faultControl(faultSchema, (played) => { faults = played; }));
    app.get<{ Params: { id: string } }>(`${KLARNA_SIMULATOR_PATH}/_control/orders/:id`, async (request, reply) => {
      const found = orders.get(request.params.id);
      return found ? { order: found.order, acknowledged: found.acknowledged, cancelled: found.cancelled, captured: found.captured, refunds: found.refunds } : reply.status(404).send({ error: true });
    });
  };
}
