import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { campaignsFor, type CampaignTerms } from '../domain/installments';
import { formatChargedAmount, formatPrice } from '../domain/money';
import { escapeHtml } from '../common/web/html';
import type { ProviderFetch } from '../payments/payment-provider';
import { sveaAuthorization, sveaCreateOrderSchema, sveaTotalOre, type SveaOrder } from '../payments/svea/svea-api';
import { SIMULATOR_PAGE_CSP, invalidJson, simulatorPage } from './simulator-page';
import { sameSecret } from '../payments/same-secret';
import { checkoutFaultFields, faultControl } from './checkout-faults';

/** Where the shop serves this simulator (under the simulators' one prefix). */
export const SVEA_SIMULATOR_PATH = '/_simulators/svea';

const faultSchema = z.object({
  ...checkoutFaultFields,
  /** How many times the push is sent after a completed checkout. */
  pushes: z.number().int().min(0).max(5).default(1),
  /**
   * The completed order in the other shape Svea's data types allow: country codes in lower case, no national id,
   * the consumer's name only as FullName on the ShippingAddress, and no BillingAddress.
   */
  documented_shape: z.boolean().default(false),
});
type Faults = z.infer<typeof faultSchema>;

/** A Swedish test consumer, as Svea's stage environment offers one. */
const TEST_CONSUMER = {
  NationalId: '194605092222', FirstName: 'Persson', LastName: 'Tess T', EmailAddress: 'tess.persson@example.se', PhoneNumber: '+46701234567',
  StreetAddress: 'Testgatan 1', PostalCode: '99999', City: 'Stan',
};
type ConsumerField = keyof typeof TEST_CONSUMER;

function sveaError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.status(status).header('x-request-id', crypto.randomUUID()).send({ Code: code, Message: message });
}

/**
 * A stand-in for Svea Checkout's merchant API, served by the shop in demo and test mode: signed requests (checked as
 * Svea checks them, within 5 minutes of the timestamp), create and read order, the push after completion, and the
 * checkout as a page (the snippet's iframe) where the consumer chooses a part payment campaign. The campaigns are
 * the merchant account's: here the shop's own configured terms, the same the product page shows. In memory.
 */
export function sveaSimulator(options: {
  merchantId: string; secret: string; http: ProviderFetch; campaigns: () => Promise<readonly CampaignTerms[]>; log: (message: string) => void;
}): FastifyPluginAsync {
  return async (app) => {
    const orders = new Map<number, SveaOrder>();
    let nextId = 8_000_000 + crypto.randomInt(1_000_000);
    let faults: Faults = faultSchema.parse({});
    const open = { config: { csrf: false } };

    const authorised = (request: FastifyRequest, body: string) => {
      const timestamp = String(request.headers.timestamp ?? '');
      const at = Date.parse(`${timestamp.replace(' ', 'T')}Z`);
      if (!Number.isFinite(at) || Math.abs(Date.now() - at) > 5 * 60_000) return false;
      return sameSecret(sveaAuthorization(options.merchantId, options.secret, body, timestamp), request.headers.authorization ?? '');
    };
    const fill = (template: string, id: number) => template.replace('{checkout.order.uri}', String(id));
    const snippet = (id: number) =>
      `<iframe id="svea-checkout-iframe" title="Svea Checkout (simulator)" src="${SVEA_SIMULATOR_PATH}/checkout/${id}" style="width:100%;height:1100px;border:0"></iframe>`;

    // The signature covers the raw body: read it as text, then parse.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (!request.url.startsWith(`${SVEA_SIMULATOR_PATH}/api/`) && !request.url.startsWith(`${SVEA_SIMULATOR_PATH}/admin/`)) {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(invalidJson(), undefined);
        }
        return;
      }
      done(null, body);
    });

    app.post(`${SVEA_SIMULATOR_PATH}/api/orders`, open, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!authorised(request, raw)) return sveaError(reply, 401, 'Unauthorized', 'Invalid authorization or timestamp');
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return sveaError(reply, 400, 'BadRequest', 'Invalid JSON');
      }
      const parsed = sveaCreateOrderSchema.safeParse(json);
      if (!parsed.success) return sveaError(reply, 400, 'BadRequest', parsed.error.issues.map((i) => i.path.join('.')).join(', '));
      if (parsed.data.Cart.Items.some((r) => r.Quantity % 100 !== 0 && r.RowType !== 'Row')) return sveaError(reply, 400, 'BadRequest', 'Quantity');
      if (faults.fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, faults.delay_ms));
      if (faults.fault === 'error') return sveaError(reply, 500, 'InternalServerError', 'Internal error');
      if (faults.fault === 'garbage') return reply.status(201).type('text/html').send('<html>Bad gateway</html>');
      nextId += 1;
      const order: SveaOrder = {
        OrderId: nextId, ClientOrderNumber: parsed.data.ClientOrderNumber, Status: 'Created', Cart: parsed.data.Cart, MerchantSettings: parsed.data.MerchantSettings, CountryCode: parsed.data.CountryCode,
        Gui: { Snippet: snippet(nextId), Layout: 'desktop' }, PaymentType: null, CampaignCode: null,
      };
      orders.set(nextId, order);
      return reply.status(201).header('x-request-id', crypto.randomUUID()).send(order);
    });

    app.get<{ Params: { id: string } }>(`${SVEA_SIMULATOR_PATH}/api/orders/:id`, async (request, reply) => {
      if (!authorised(request, '')) return sveaError(reply, 401, 'Unauthorized', 'Invalid authorization or timestamp');
      if (faults.read_delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, faults.read_delay_ms));
      const found = orders.get(Number(request.params.id));
      return found ?? sveaError(reply, 404, 'NotFound', 'Order not found');
    });

    /** Orders delivered in Svea's portal (here by `_control/orders/{id}/deliver`): no longer cancellable. */
    const delivered = new Set<number>();
    async function adminFault(reply: FastifyReply): Promise<boolean> {
      if (faults.refund_fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, faults.delay_ms));
      if (faults.refund_fault === 'error') {
        await sveaError(reply, 500, 'InternalServerError', 'Internal error');
        return true;
      }
      return false;
    }

    // Payment Admin's order (the admin API, served beside the checkout API here).
    app.get<{ Params: { id: string } }>(`${SVEA_SIMULATOR_PATH}/admin/api/v1/orders/:id`, async (request, reply) => {
      if (!authorised(request, '')) return sveaError(reply, 401, 'Unauthorized', 'Invalid authorization or timestamp');
      if (await adminFault(reply)) return reply;
      const found = orders.get(Number(request.params.id));
      if (!found || found.Status === 'Created') return sveaError(reply, 404, 'NotFound', 'Order not found');
      const status = found.Status === 'Cancelled' ? 'Cancelled' : delivered.has(found.OrderId) ? 'Delivered' : 'Open';
      return { Id: found.OrderId, OrderStatus: status, IsPossibleToCancel: status === 'Open', OrderAmount: sveaTotalOre(found.Cart.Items) };
    });

    // Payment Admin's cancel.
    app.patch<{ Params: { id: string } }>(`${SVEA_SIMULATOR_PATH}/admin/api/v1/orders/:id`, open, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!authorised(request, raw)) return sveaError(reply, 401, 'Unauthorized', 'Invalid authorization or timestamp');
      if (await adminFault(reply)) return reply;
      const found = orders.get(Number(request.params.id));
      if (!found) return sveaError(reply, 404, 'NotFound', 'Order not found');
      if (delivered.has(found.OrderId)) return sveaError(reply, 403, 'Forbidden', 'A delivered order cannot be cancelled');
      if (raw.replace(/\s/g, '') !== '{"IsCancelled":true}') return sveaError(reply, 400, 'BadRequest', 'Only cancelling is supported');
      orders.set(found.OrderId, { ...found, Status: 'Cancelled' });
      return reply.status(204).send();
    });

    // The checkout in the iframe: the rows, the consumer's details and the part payment campaigns for the amount.
    app.get<{ Params: { id: string } }>(`${SVEA_SIMULATOR_PATH}/checkout/:id`, async (request, reply) => {
      void reply.header('content-security-policy', SIMULATOR_PAGE_CSP).type('text/html; charset=utf-8');
      const order = orders.get(Number(request.params.id));
      if (!order || order.Status !== 'Created') return reply.status(404).send(simulatorPage('Svea (simulator)', '<h1>Köpet finns inte längre</h1><p>Ladda om kassan.</p>'));
      const total = sveaTotalOre(order.Cart.Items);
      const campaigns = campaignsFor(await options.campaigns(), total);
      const rows = order.Cart.Items
        .map((r) => `<tr><td>${escapeHtml(r.Name)}${r.Quantity > 100 ? ` × ${r.Quantity / 100}` : ''}</td><td class="num">${escapeHtml(formatChargedAmount((r.Quantity * r.UnitPrice) / 100 - r.DiscountAmount))}</td></tr>`)
        .join('');
      const field = (name: ConsumerField, label: string, type = 'text') =>
        `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" value="${escapeHtml(TEST_CONSUMER[name])}" required>`;
      const choices = campaigns.length === 0
        ? '<p>Inga delbetalningar finns för det här beloppet.</p>'
        : campaigns.map((c, i) =>
          `<label class="choice"><input type="radio" name="CampaignCode" value="${c.id}"${i === 0 ? ' checked' : ''}> ${escapeHtml(c.label)}: ${escapeHtml(formatPrice(c.monthlyCost * 100))}/mån</label>`).join('');
      return simulatorPage(
        'Svea Checkout (simulator)',
        '<span class="badge">Svea</span><h1>Delbetala med Svea</h1><p class="note">Simulator av Svea Checkout: ingen kredit beviljas.</p>' +
          `<table><caption class="note">Order</caption><thead><tr><th scope="col">Vara</th><th scope="col" class="num">Belopp</th></tr></thead><tbody>${rows}` +
          `<tr class="total"><td>Att betala</td><td class="num">${escapeHtml(formatChargedAmount(total))}</td></tr></tbody></table>` +
          `<form method="post" action="${SVEA_SIMULATOR_PATH}/checkout/${order.OrderId}/complete" target="_top">` +
          `<fieldset><legend>Välj delbetalning</legend>${choices}</fieldset><fieldset><legend>Dina uppgifter</legend>` +
          field('NationalId', 'Personnummer') + field('FirstName', 'Förnamn') + field('LastName', 'Efternamn') + field('EmailAddress', 'E-postadress', 'email') +
          field('PhoneNumber', 'Mobilnummer', 'tel') + field('StreetAddress', 'Gatuadress') + field('PostalCode', 'Postnummer') + field('City', 'Ort') +
          `</fieldset>${campaigns.length === 0 ? '' : '<button type="submit">Slutför köp</button>'}` +
          `<a class="secondary" href="${escapeHtml(order.MerchantSettings.CheckoutUri)}" target="_top">Avbryt</a></form>`,
      );
    });

    // Completion: the order becomes Final with the campaign chosen, Svea pushes, the browser goes to ConfirmationUri.
    app.post<{ Params: { id: string } }>(`${SVEA_SIMULATOR_PATH}/checkout/:id/complete`, open, async (request, reply) => {
      void reply.header('content-security-policy', SIMULATOR_PAGE_CSP).type('text/html; charset=utf-8');
      const order = orders.get(Number(request.params.id));
      const form = z.record(z.string(), z.string().max(200)).safeParse(request.body);
      const typed = form.success ? form.data : {};
      const campaign = campaignsFor(await options.campaigns(), order ? sveaTotalOre(order.Cart.Items) : 0).find((c) => String(c.id) === typed.CampaignCode);
      if (!order || !campaign) return reply.status(400).send(simulatorPage('Svea (simulator)', '<h1>Köpet kan inte slutföras</h1><p>Välj en delbetalning.</p>'));
      if (order.Status === 'Created') {
        const value = (name: ConsumerField) => (typed[name] ?? TEST_CONSUMER[name]).trim() || TEST_CONSUMER[name];
        const address = { StreetAddress: value('StreetAddress'), PostalCode: value('PostalCode'), City: value('City') };
        const who = faults.documented_shape
          ? {
            CountryCode: 'se', Customer: { IsCompany: false, CountryCode: 'se' }, BillingAddress: null,
            ShippingAddress: { FullName: `${value('FirstName')} ${value('LastName')}`, ...address, CountryCode: 'se' },
          }
          : { Customer: { NationalId: value('NationalId'), IsCompany: false }, BillingAddress: { FirstName: value('FirstName'), LastName: value('LastName'), ...address, CountryCode: 'SE' } };
        const done: SveaOrder = {
          ...order, Status: 'Final', PaymentType: 'PAYMENTPLAN', CampaignCode: campaign.id, EmailAddress: value('EmailAddress'), PhoneNumber: value('PhoneNumber'), ...who,
        };
        orders.set(order.OrderId, done);
        const push = fill(order.MerchantSettings.PushUri, order.OrderId);
        const send = async () => {
          try {
            await options.http(push, { method: 'POST', headers: {} });
          } catch (error) {
            options.log(`svea simulator: push failed: ${(error as Error).message}`);
          }
        };
        const pushes = faults.pushes;
        setImmediate(() => {
          void (async () => {
            for (let i = 0; i < pushes; i += 1) await send();
          })();
        });
      }
      return reply.redirect(fill(order.MerchantSettings.ConfirmationUri, order.OrderId), 303);
    });

    app.post(`${SVEA_SIMULATOR_PATH}/_control/faults`, open, faultControl(faultSchema, (played) => { faults = played; }));
    /** Delivers the order, as the merchant would in Svea's portal (a cancellation is then refused). */
    app.post<{ Params: { id: string } }>(`${SVEA_SIMULATOR_PATH}/_control/orders/:id/deliver`, open, async (request, reply) => {
      const found = orders.get(Number(request.params.id));
      if (!found || found.Status !== 'Final') return reply.status(404).send({ error: true });
      delivered.add(found.OrderId);
      return { delivered: true };
    });
    app.get<{ Params: { id: string } }>(`${SVEA_SIMULATOR_PATH}/_control/orders/:id`, async (request, reply) => {
      const found = orders.get(Number(request.params.id));
      return found ?? reply.status(404).send({ error: true });
    });
  };
}
