import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatChargedAmount } from '../domain/money';
import { escapeHtml } from '../common/web/html';
import type { ProviderFetch } from '../payments/payment-provider';
import {
  WASA_ORDER_ID_KEY, oreOfWasa, wasaCheckoutRequestSchema, wasaTotals, wasaVatError, type WasaCheckoutRequest, type WasaOrder, type WasaOrderStatus,
} from '../payments/wasa/wasa-api';
import { simulatorPage } from './simulator-page';
import { sameSecret } from '../payments/same-secret';
import { checkoutFaultFields, faultControl } from './checkout-faults';

/** Where the shop serves this simulator (under the simulators' one prefix). */
export const WASA_SIMULATOR_PATH = '/_simulators/wasa';

const faultSchema = z.object({
  ...checkoutFaultFields,
  /** How many times each status ping is sent (Wasa may ping more than once). */
  pings: z.number().int().min(0).max(5).default(1),
  /** The snippet's script cannot be loaded (the spec's 'Wasa script missing'). */
  script_missing: z.boolean().default(false),
  /** The embed's onComplete result lacks the order-id entry (the spec's 'invalid or empty reply'). */
  complete_without_order_id: z.boolean().default(false),
  /**
   * The signed order as the quick start's read-order answer shows it: no purchaser_name nor purchaser_phone (the
   * recipient's instead) and the organisation number written with its hyphen.
   */
  documented_shape: z.boolean().default(false),
});
type Faults = z.infer<typeof faultSchema>;

/** A Swedish test company, as Wasa's test environment offers one. */
const TEST_COMPANY = {
  customer_organization_number: '5560160680', company_name: 'Testföretaget AB', purchaser_name: 'Tess Testsson', purchaser_email: 'inkop@testforetaget.se',
  purchaser_phone: '+46701234567', street_address: 'Företagsvägen 1', postal_code: '41118', city: 'Göteborg',
};
type CompanyField = keyof typeof TEST_COMPANY;

interface SimulatedOrder {
  id: string;
  request: WasaCheckoutRequest;
  order: WasaOrder;
}

function wasaError(reply: FastifyReply, status: number, code: string, description: string): FastifyReply {
  return reply.status(status).header('x-request-id', crypto.randomUUID()).send({ error_code: code, description });
}

/** The embed's page CSP: a script only with this answer's nonce (the message to the shop's page), framed by the shop. */
const pageCsp = (nonce: string) =>
  `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-ancestors 'self'; form-action 'self'; base-uri 'none'`;

/**
 * The script Wasa's snippet loads (checkout.js): `window.wasaCheckout.init(options)` fills the snippet's container
 * with the checkout's iframe and turns the iframe's messages into the options' onComplete and onCancel calls with
 * the order references, as Wasa's own script does (without options: to confirmation_callback_url, as Wasa does).
 */
const CHECKOUT_SCRIPT = `(function () {
  var origin = window.location.origin;
  window.wasaCheckout = {
    init: function (options) {
      options = options || {};
      var container = document.getElementById('wasa-checkout-container');
      if (!container) return;
      var id = container.getAttribute('data-wasa-order');
      var frame = document.createElement('iframe');
      frame.title = 'Wasa Kredit leasing (simulator)';
      frame.src = '${WASA_SIMULATOR_PATH}/checkout/' + encodeURIComponent(id);
      frame.style.cssText = 'width:100%;height:900px;border:0';
      container.replaceChildren(frame);
      window.addEventListener('message', function (event) {
        var data = event.data;
        if (event.origin !== origin || event.source !== frame.contentWindow || !data || data.wasaCheckout !== id) return;
        if (data.event === 'complete') {
          if (options.onComplete) options.onComplete(data.orderReferences);
          else window.location.href = data.confirmationUrl;
        } else if (data.event === 'cancel' && options.onCancel) {
          options.onCancel(data.orderReferences);
        }
      });
    }
  };
})();`;

/**
 * A stand-in for Wasa Kredit's B2B checkout API, served by the shop in demo and test mode: the client-credentials
 * token, create checkout (an HTML snippet with Wasa's container and script), read order, order status, the pings
 * to ping_url, and the checkout itself as a page in the iframe that a person or a test signs or cancels. In
 * memory: a test double, not a store.
 */
export function wasaSimulator(options: { clientId: string; clientSecret: string; http: ProviderFetch; log: (message: string) => void }): FastifyPluginAsync {
  return async (app) => {
    const orders = new Map<string, SimulatedOrder>();
    const tokens = new Set<string>();
    let faults: Faults = faultSchema.parse({});
    const open = { config: { csrf: false } };
    const authorised = (request: FastifyRequest) => {
      const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
      return match !== null && tokens.has(match[1]!);
    };

    /**
     * Wasa's ping: the order id and its new status; the merchant reads the order itself. `first` sends the first
     * ping before answering (a signature or cancellation reaches the merchant before the browser moves on, as with
     * Wasa); every other ping comes on its own after the answer.
     */
    async function ping(found: SimulatedOrder, status: WasaOrderStatus, first: 'before' | 'after' = 'after'): Promise<void> {
      const send = async () => {
        try {
          await options.http(found.request.ping_url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: found.id, order_status: status }) });
        } catch (error) {
          options.log(`wasa simulator: ping failed: ${(error as Error).message}`);
        }
      };
      let times = faults.pings;
      if (first === 'before' && times > 0) {
        await send();
        times -= 1;
      }
      setImmediate(() => {
        void (async () => {
          for (let i = 0; i < times; i += 1) await send();
        })();
      });
    }

    app.post(`${WASA_SIMULATOR_PATH}/auth/connect/token`, open, async (request, reply) => {
      const form = z.object({ client_id: z.string(), client_secret: z.string(), grant_type: z.literal('client_credentials') }).safeParse(request.body);
      if (!form.success) return reply.status(400).send({ error: 'invalid_request' });
      if (!sameSecret(options.clientId, form.data.client_id) || !sameSecret(options.clientSecret, form.data.client_secret)) return reply.status(400).send({ error: 'invalid_client' });
      const token = crypto.randomBytes(24).toString('base64url');
      tokens.add(token);
      return { access_token: token, expires_in: '3600', token_type: 'Bearer' };
    });

    app.post(`${WASA_SIMULATOR_PATH}/v4/leasing/checkouts`, open, async (request, reply) => {
      if (!authorised(request)) return wasaError(reply, 401, 'unauthorized', 'Invalid access token');
      const parsed = wasaCheckoutRequestSchema.safeParse(request.body);
      if (!parsed.success) return wasaError(reply, 400, 'validation_error', parsed.error.issues.map((i) => i.path.join('.')).join(', '));
      const vatError = wasaVatError(parsed.data.cart_items);
      if (vatError) return wasaError(reply, 400, 'validation_error', `Bad value: ${vatError}`);
      if (wasaTotals(parsed.data.cart_items, parsed.data.shipping_cost_ex_vat).amountOre <= 0) return wasaError(reply, 400, 'validation_error', 'The financed amount must be above 0');
      if (faults.fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, faults.delay_ms));
      if (faults.fault === 'error') return wasaError(reply, 500, 'internal_error', 'Internal error');
      if (faults.fault === 'garbage') return reply.status(200).type('text/html').send('<html>Bad gateway</html>');
      const id = crypto.randomUUID();
      const body = parsed.data;
      const found: SimulatedOrder = {
        id, request: body,
        order: {
          order_references: body.order_references, status: { status: 'initialized' }, cart_items: body.cart_items, shipping_cost_ex_vat: body.shipping_cost_ex_vat,
          ...(body.customer_organization_number ? { customer_organization_number: body.customer_organization_number } : {}),
        },
      };
      orders.set(id, found);
      void ping(found, 'initialized');
      const script = faults.script_missing ? `${WASA_SIMULATOR_PATH}/checkout-unavailable.js` : `${WASA_SIMULATOR_PATH}/checkout.js`;
      return reply.status(201).header('x-request-id', crypto.randomUUID()).type('text/html; charset=utf-8')
        .send(`<div id="wasa-checkout-container" data-wasa-order="${id}"></div><script src="${script}"></script>`);
    });

    app.get<{ Params: { id: string } }>(`${WASA_SIMULATOR_PATH}/v4/orders/:id`, async (request, reply) => {
      if (!authorised(request)) return wasaError(reply, 401, 'unauthorized', 'Invalid access token');
      if (faults.read_delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, faults.read_delay_ms));
      const found = orders.get(request.params.id);
      return found ? found.order : wasaError(reply, 404, 'not_found', 'Order not found');
    });

    app.put<{ Params: { id: string; status: string } }>(`${WASA_SIMULATOR_PATH}/v4/orders/:id/status/:status`, open, async (request, reply) => {
      if (!authorised(request)) return wasaError(reply, 401, 'unauthorized', 'Invalid access token');
      if (faults.refund_fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, faults.delay_ms));
      if (faults.refund_fault === 'error') return wasaError(reply, 500, 'internal_error', 'Internal error');
      const found = orders.get(request.params.id);
      if (!found) return wasaError(reply, 404, 'not_found', 'Order not found');
      const status = request.params.status;
      if (status !== 'canceled' && status !== 'shipped') return wasaError(reply, 400, 'validation_error', 'Unknown status');
      if (found.order.status.status === 'shipped' && status === 'canceled') return wasaError(reply, 409, 'conflict', 'A shipped order cannot be canceled');
      found.order = { ...found.order, status: { status } };
      void ping(found, status);
      return reply.status(200).send({ status: { status } });
    });

    app.get(`${WASA_SIMULATOR_PATH}/checkout.js`, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(CHECKOUT_SCRIPT));
    // Wasa's script as when Wasa is down: it loads, but brings no checkout (window.wasaCheckout stays undefined).
    app.get(`${WASA_SIMULATOR_PATH}/checkout-unavailable.js`, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send('/* Wasa Kredit checkout unavailable (simulator) */'));

    // The checkout in the iframe: the order, the company's details, 'Signera' or 'Avbryt'.
    app.get<{ Params: { id: string } }>(`${WASA_SIMULATOR_PATH}/checkout/:id`, async (request, reply) => {
      void reply.header('content-security-policy', pageCsp(crypto.randomBytes(16).toString('base64'))).type('text/html; charset=utf-8');
      const found = orders.get(request.params.id);
      if (!found || found.order.status.status !== 'initialized') {
        return reply.status(404).send(simulatorPage('Wasa Kredit (simulator)', '<h1>Leasingansökan finns inte längre</h1><p>Ladda om kassan.</p>'));
      }
      const rows = found.order.cart_items
        .map((i) => `<tr><td>${escapeHtml(i.product_name)}${i.quantity > 1 ? ` × ${i.quantity}` : ''}</td><td class="num">${escapeHtml(formatChargedAmount(i.quantity * oreOfWasa(i.price_ex_vat)))}</td></tr>`)
        .join('');
      const totals = wasaTotals(found.order.cart_items, found.order.shipping_cost_ex_vat);
      const field = (name: CompanyField, label: string, type = 'text') =>
        `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" value="${escapeHtml(TEST_COMPANY[name])}" required>`;
      return simulatorPage(
        'Wasa Kredit leasing (simulator)',
        '<span class="badge">Wasa Kredit</span><h1>Leasing för företag</h1><p class="note">Simulator av Wasa Kredits kassa: inget avtal tecknas.</p>' +
          `<table><caption class="note">Att finansiera</caption><thead><tr><th scope="col">Vara</th><th scope="col" class="num">Exkl. moms</th></tr></thead><tbody>${rows}` +
          `<tr class="total"><td>Totalt exkl. moms</td><td class="num">${escapeHtml(formatChargedAmount(totals.amountOre - totals.vatOre))}</td></tr></tbody></table>` +
          `<form method="post" action="${WASA_SIMULATOR_PATH}/checkout/${found.id}"><fieldset><legend>Företagets uppgifter</legend>` +
          field('customer_organization_number', 'Organisationsnummer') + field('company_name', 'Företagsnamn') + field('purchaser_name', 'Ditt namn') +
          field('purchaser_email', 'E-postadress', 'email') + field('purchaser_phone', 'Mobilnummer', 'tel') + field('street_address', 'Gatuadress') +
          field('postal_code', 'Postnummer') + field('city', 'Ort') +
          '</fieldset><button type="submit" name="answer" value="sign">Signera med BankID</button><button class="secondary" type="submit" name="answer" value="cancel" formnovalidate>Avbryt</button></form>',
      );
    });

    // Signing (or cancelling): the order's status changes, Wasa pings, and the page tells the shop's page (the
    // embed's onComplete/onCancel with the order references and Wasa's order id).
    app.post<{ Params: { id: string } }>(`${WASA_SIMULATOR_PATH}/checkout/:id`, open, async (request, reply) => {
      const nonce = crypto.randomBytes(16).toString('base64');
      void reply.header('content-security-policy', pageCsp(nonce)).type('text/html; charset=utf-8');
      const found = orders.get(request.params.id);
      const form = z.record(z.string(), z.string().max(200)).safeParse(request.body);
      const typed = form.success ? form.data : {};
      if (!found || found.order.status.status !== 'initialized' || (typed.answer !== 'sign' && typed.answer !== 'cancel')) {
        return reply.status(400).send(simulatorPage('Wasa Kredit (simulator)', '<h1>Leasingansökan kan inte längre signeras</h1>'));
      }
      const value = (name: CompanyField) => (typed[name] ?? TEST_COMPANY[name]).trim() || TEST_COMPANY[name];
      const signed = typed.answer === 'sign';
      if (signed) {
        const address = { company_name: value('company_name'), street_address: value('street_address'), postal_code: value('postal_code'), city: value('city'), country: 'Sweden' };
        const organisation = value('customer_organization_number');
        const purchaser = faults.documented_shape ? {} : { purchaser_name: value('purchaser_name'), purchaser_phone: value('purchaser_phone') };
        found.order = {
          ...found.order, status: { status: 'pending' }, ...purchaser, purchaser_email: value('purchaser_email'),
          customer_organization_number: faults.documented_shape ? organisation.replace(/^(\d{6})(\d{4})$/, '$1-$2') : organisation,
          billing_address: address, delivery_address: address, recipient_name: value('purchaser_name'), recipient_phone: value('purchaser_phone'),
        };
      } else {
        found.order = { ...found.order, status: { status: 'canceled' } };
      }
      await ping(found, found.order.status.status, 'before');
      const references = signed && !faults.complete_without_order_id
        ? [...found.order.order_references, { key: WASA_ORDER_ID_KEY, value: found.id }]
        : found.order.order_references;
      const message = { wasaCheckout: found.id, event: signed ? 'complete' : 'cancel', orderReferences: references, confirmationUrl: found.request.confirmation_callback_url };
      const done = signed ? 'Avtalet är signerat' : 'Leasingansökan avbröts';
      // JSON inside a script: '<' escaped so no text can close the element.
      const json = JSON.stringify(message).replace(/</g, '\\u003c');
      return simulatorPage('Wasa Kredit (simulator)', `<span class="badge">Wasa Kredit</span><h1>${done}</h1>`).replace(
        '</body>', `<script nonce="${nonce}">parent.postMessage(${json}, window.location.origin);</script></body>`,
      );
    });

    app.post(`${WASA_SIMULATOR_PATH}/_control/faults`, open, faultControl(faultSchema, (played) => { faults = played; }));
    /** Marks a signed order shipped, as the merchant would tell Wasa on delivery (the leasing contract then runs). */
    app.post<{ Params: { id: string } }>(`${WASA_SIMULATOR_PATH}/_control/orders/:id/ship`, open, async (request, reply) => {
      const found = orders.get(request.params.id);
      if (!found || !['pending', 'ready_to_ship'].includes(found.order.status.status)) return reply.status(404).send({ error: true });
      found.order = { ...found.order, status: { status: 'shipped' } };
      return found.order.status;
    });
    app.get<{ Params: { id: string } }>(`${WASA_SIMULATOR_PATH}/_control/orders/:id`, async (request, reply) => {
      const found = orders.get(request.params.id);
      return found ? { order: found.order, request: found.request } : reply.status(404).send({ error: true });
    });
  };
}
