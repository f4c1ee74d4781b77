import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatChargedAmount } from '../domain/money';
import { escapeHtml } from '../common/web/html';
import type { ProviderFetch } from '../payments/payment-provider';
import { INSTRUCTION_ID, sekToOre, swishCreateSchema, swishRefundCreateSchema, type SwishCreate, type SwishPaymentRequest, type SwishRefund } from '../payments/swish/swish-api';
import { SIMULATOR_PAGE_CSP, invalidJson, simulatorPage } from './simulator-page';
import { sameSecret } from '../payments/same-secret';
import { faultControl } from './checkout-faults';

/** Where the shop serves this simulator (under the simulators' one prefix). */
export const SWISH_SIMULATOR_PATH = '/_simulators/swish';
/** The header that stands in for the merchant's TLS client certificate at the simulator. */
export const SWISH_SIMULATOR_AUTH_HEADER = 'x-swish-simulator-certificate';

const faultSchema = z.object({
  fault: z.enum(['timeout', 'error', 'garbage']).nullable().default(null),
  /** How many times the callback is sent for a settled request. */
  callbacks: z.number().int().min(0).max(5).default(1),
  delay_ms: z.number().int().min(0).max(120_000).default(30_000),
  /** The refund calls (create, retrieve): never in time, or 500. */
  refund_fault: z.enum(['timeout', 'error']).nullable().default(null),
  /** What a created refund becomes: paid out, refused (ERROR), or left CREATED until `_control/refunds/{id}/settle`. */
  refund_outcome: z.enum(['PAID', 'ERROR', 'CREATED']).default('PAID'),
});
type Faults = z.infer<typeof faultSchema>;

interface Simulated {
  request: SwishPaymentRequest;
  callbackIdentifier: string | null;
  token: string | null;
}

function swishErrors(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.status(status).header('x-request-id', crypto.randomUUID()).send([{ errorCode: code, errorMessage: message, additionalInformation: null }]);
}

/**
 * A stand-in for the Swish Commerce API, served by the shop in demo and test mode: payment requests (v2 create,
 * v1 retrieve and cancel) with Swish's checks and error codes, the callback to callbackUrl with the
 * callbackIdentifier header, and a page that plays the Swish app on the payer's phone: opened by the app switch
 * (m-commerce, with the token) or by the payer's number (e-commerce). In memory: a test double, not a store.
 */
export function swishSimulator(options: { certificate: string; http: ProviderFetch; log: (message: string) => void }): FastifyPluginAsync {
  return async (app) => {
    // Swish's cancel is a JSON Patch.
    app.addContentTypeParser('application/json-patch+json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(invalidJson(), undefined);
      }
    });
    const requests = new Map<string, Simulated>();
    const refunds = new Map<string, { refund: SwishRefund; callbackUrl: string; callbackIdentifier: string | null }>();
    let faults: Faults = faultSchema.parse({});
    const open = { config: { csrf: false } };
    const authorised = (request: FastifyRequest) => {
      return sameSecret(options.certificate, String(request.headers[SWISH_SIMULATOR_AUTH_HEADER] ?? ''));
    };

    async function settle(found: Simulated, status: 'PAID' | 'DECLINED' | 'CANCELLED' | 'ERROR'): Promise<void> {
      const now = new Date().toISOString();
      found.request = {
        ...found.request, status,
        ...(status === 'PAID' ? { datePaid: now, paymentReference: crypto.randomBytes(16).toString('hex').toUpperCase() } : {}),
        ...(status === 'ERROR' ? { errorCode: 'TM01', errorMessage: 'Swish timed out before the payment was started' } : {}),
      };
      if (status === 'CANCELLED') return; // Swish sends no callback for a request the merchant cancelled.
      const body = JSON.stringify(found.request);
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(found.callbackIdentifier ? { callbackIdentifier: found.callbackIdentifier } : {}) };
      for (let i = 0; i < faults.callbacks; i += 1) {
        try {
          await options.http(found.request.callbackUrl, { method: 'POST', headers, body });
        } catch (error) {
          options.log(`swish simulator: callback failed: ${(error as Error).message}`);
        }
      }
    }

    app.put<{ Params: { id: string } }>(`${SWISH_SIMULATOR_PATH}/swish-cpcapi/api/v2/paymentrequests/:id`, open, async (request, reply) => {
      if (!authorised(request)) return swishErrors(reply, 401, 'UNAUTHORIZED', 'No valid client certificate');
      if (!INSTRUCTION_ID.test(request.params.id)) return swishErrors(reply, 422, 'RP09', 'The given instructionUUID is not available');
      if (requests.has(request.params.id)) return swishErrors(reply, 409, 'RP09', 'The given instructionUUID is not available');
      const parsed = swishCreateSchema.safeParse(request.body);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? '');
        const code = field === 'amount' ? 'PA02' : field === 'callbackUrl' ? 'RP03' : field === 'payerAlias' ? 'BE18' : field === 'payeeAlias' ? 'RP01' : 'RP02';
        return swishErrors(reply, 422, code, `Invalid ${field || 'request'}`);
      }
      const body: SwishCreate = parsed.data;
      if (sekToOre(body.amount) < 100) return swishErrors(reply, 422, 'AM06', 'Specified transaction amount is less than agreed minimum');
      if (faults.fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, faults.delay_ms));
      if (faults.fault === 'error') return swishErrors(reply, 500, 'INTERNAL', 'Internal error');
      if (faults.fault === 'garbage') return reply.status(201).type('text/html').send('<html>Bad gateway</html>');
      const token = body.payerAlias ? null : crypto.randomBytes(16).toString('hex');
      requests.set(request.params.id, {
        request: {
          id: request.params.id, payeePaymentReference: body.payeePaymentReference ?? null, paymentReference: null, callbackUrl: body.callbackUrl,
          payerAlias: body.payerAlias ?? null, payeeAlias: body.payeeAlias, amount: sekToOre(body.amount) / 100, currency: 'SEK', message: body.message ?? null,
          status: 'CREATED', dateCreated: new Date().toISOString(), datePaid: null, errorCode: null, errorMessage: null,
        },
        callbackIdentifier: body.callbackIdentifier ?? null,
        token,
      });
      void reply.header('location', `${SWISH_SIMULATOR_PATH}/swish-cpcapi/api/v1/paymentrequests/${request.params.id}`);
      if (token) void reply.header('paymentrequesttoken', token);
      return reply.status(201).send();
    });

    app.get<{ Params: { id: string } }>(`${SWISH_SIMULATOR_PATH}/swish-cpcapi/api/v1/paymentrequests/:id`, async (request, reply) => {
      if (!authorised(request)) return swishErrors(reply, 401, 'UNAUTHORIZED', 'No valid client certificate');
      const found = requests.get(request.params.id);
      return found ? found.request : swishErrors(reply, 404, 'RP04', 'No payment request found related to a token');
    });

    app.patch<{ Params: { id: string } }>(`${SWISH_SIMULATOR_PATH}/swish-cpcapi/api/v1/paymentrequests/:id`, open, async (request, reply) => {
      if (!authorised(request)) return swishErrors(reply, 401, 'UNAUTHORIZED', 'No valid client certificate');
      const patch = z.tuple([z.object({ op: z.literal('replace'), path: z.literal('/status'), value: z.literal('cancelled') })]).safeParse(request.body);
      if (!patch.success) return swishErrors(reply, 422, 'PA01', 'Only cancelling the payment request is supported');
      const found = requests.get(request.params.id);
      if (!found) return swishErrors(reply, 404, 'RP04', 'No payment request found');
      if (found.request.status !== 'CREATED') return swishErrors(reply, 422, 'RP07', 'Transaction could not be cancelled');
      await settle(found, 'CANCELLED');
      return found.request;
    });

    /** A refund's outcome, and its callback (as Swish sends one when the refund is settled). */
    async function settleRefund(found: { refund: SwishRefund; callbackUrl: string; callbackIdentifier: string | null }, status: 'PAID' | 'ERROR'): Promise<void> {
      found.refund = {
        ...found.refund, status,
        ...(status === 'PAID' ? { datePaid: new Date().toISOString(), paymentReference: crypto.randomBytes(16).toString('hex').toUpperCase() } : { errorCode: 'RF07', errorMessage: 'Transaction declined' }),
      };
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(found.callbackIdentifier ? { callbackIdentifier: found.callbackIdentifier } : {}) };
      try {
        await options.http(found.callbackUrl, { method: 'POST', headers, body: JSON.stringify(found.refund) });
      } catch (error) {
        options.log(`swish simulator: refund callback failed: ${(error as Error).message}`);
      }
    }

    // Refunds API: v2 create (the merchant's instruction UUID), v1 retrieve.
    app.put<{ Params: { id: string } }>(`${SWISH_SIMULATOR_PATH}/swish-cpcapi/api/v2/refunds/:id`, open, async (request, reply) => {
      if (!authorised(request)) return swishErrors(reply, 401, 'UNAUTHORIZED', 'No valid client certificate');
      if (faults.refund_fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, faults.delay_ms));
      if (faults.refund_fault === 'error') return swishErrors(reply, 500, 'INTERNAL', 'Internal error');
      if (!INSTRUCTION_ID.test(request.params.id)) return swishErrors(reply, 422, 'RP09', 'The given instructionUUID is not available');
      if (refunds.has(request.params.id)) return swishErrors(reply, 409, 'RP09', 'The given instructionUUID is not available');
      const parsed = swishRefundCreateSchema.safeParse(request.body);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? '');
        return swishErrors(reply, 422, field === 'amount' ? 'PA02' : field === 'payerAlias' ? 'RF02' : field === 'originalPaymentReference' ? 'FF08' : 'RP02', `Invalid ${field || 'refund'}`);
      }
      const body = parsed.data;
      const original = [...requests.values()].find((r) => r.request.status === 'PAID' && r.request.paymentReference === body.originalPaymentReference);
      if (!original) return swishErrors(reply, 422, 'RF03', 'Original payment reference not found');
      if (original.request.payeeAlias !== body.payerAlias) return swishErrors(reply, 422, 'RF02', 'Payer alias is not the original payee');
      const refunded = [...refunds.values()].filter((r) => r.refund.originalPaymentReference === body.originalPaymentReference && r.refund.status !== 'ERROR')
        .reduce((sum, r) => sum + Math.round(r.refund.amount * 100), 0);
      if (refunded + sekToOre(body.amount) > Math.round(original.request.amount * 100)) return swishErrors(reply, 422, 'RF07', 'Refund exceeds the original payment');
      const found = {
        refund: {
          id: request.params.id, originalPaymentReference: body.originalPaymentReference, paymentReference: null, payerAlias: body.payerAlias,
          amount: sekToOre(body.amount) / 100, currency: 'SEK' as const, status: 'CREATED' as const, dateCreated: new Date().toISOString(), datePaid: null, errorCode: null, errorMessage: null,
        },
        callbackUrl: body.callbackUrl,
        callbackIdentifier: body.callbackIdentifier ?? null,
      };
      refunds.set(request.params.id, found);
      // Swish settles the refund shortly after taking it: the callback follows the answer.
      if (faults.refund_outcome !== 'CREATED') {
        const outcome = faults.refund_outcome;
        setImmediate(() => void settleRefund(found, outcome));
      }
      return reply.status(201).header('location', `${SWISH_SIMULATOR_PATH}/swish-cpcapi/api/v1/refunds/${request.params.id}`).send();
    });

    app.get<{ Params: { id: string } }>(`${SWISH_SIMULATOR_PATH}/swish-cpcapi/api/v1/refunds/:id`, async (request, reply) => {
      if (!authorised(request)) return swishErrors(reply, 401, 'UNAUTHORIZED', 'No valid client certificate');
      if (faults.refund_fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, faults.delay_ms));
      if (faults.refund_fault === 'error') return swishErrors(reply, 500, 'INTERNAL', 'Internal error');
      const found = refunds.get(request.params.id);
      return found ? found.refund : swishErrors(reply, 404, 'RF04', 'No refund found');
    });

    // The Swish app on the payer's phone: by the app switch's token (m-commerce) or by the payer's number (e-commerce).
    app.get(`${SWISH_SIMULATOR_PATH}/app`, async (request, reply) => {
      void reply.header('content-security-policy', SIMULATOR_PAGE_CSP).type('text/html; charset=utf-8');
      const q = z.object({ token: z.string().max(64).optional(), payer: z.string().max(20).optional(), callbackurl: z.string().max(500).optional() }).safeParse(request.query);
      const query = q.success ? q.data : {};
      const found = [...requests.values()].reverse().find((r) =>
        r.request.status === 'CREATED' && ((query.token && r.token === query.token) || (query.payer && r.request.payerAlias === query.payer)));
      if (!found) {
        return reply.status(404).send(simulatorPage('Swish (simulator)', '<span class="badge">Swish</span><h1>Ingen betalning att godkänna</h1><p>Det finns ingen väntande betalning för den här telefonen.</p>'));
      }
      const r = found.request;
      const back = query.callbackurl && query.callbackurl.startsWith('/') && !query.callbackurl.startsWith('//') ? query.callbackurl : '';
      return simulatorPage(
        'Swish (simulator)',
        '<span class="badge">Swish</span><h1>Godkänn betalningen</h1><p class="note">Simulator av Swish-appen: inga pengar dras.</p>' +
          `<p>Till: Hembutiken (${escapeHtml(r.payeeAlias)})</p><p>${escapeHtml(r.message ?? '')}</p><p class="total">${escapeHtml(formatChargedAmount(Math.round(r.amount * 100)))}</p>` +
          `<form method="post" action="${SWISH_SIMULATOR_PATH}/app/${r.id}"><input type="hidden" name="callbackurl" value="${escapeHtml(back)}">` +
          '<button type="submit" name="answer" value="PAID">Betala</button><button class="secondary" type="submit" name="answer" value="DECLINED">Avbryt</button></form>',
      );
    });

    app.post<{ Params: { id: string } }>(`${SWISH_SIMULATOR_PATH}/app/:id`, open, async (request, reply) => {
      void reply.header('content-security-policy', SIMULATOR_PAGE_CSP).type('text/html; charset=utf-8');
      const form = z.object({ answer: z.enum(['PAID', 'DECLINED']), callbackurl: z.string().max(500).optional() }).safeParse(request.body);
      const found = requests.get(request.params.id);
      if (!form.success || !found || found.request.status !== 'CREATED') {
        return reply.status(400).send(simulatorPage('Swish (simulator)', '<span class="badge">Swish</span><h1>Betalningen kan inte längre godkännas</h1>'));
      }
      await settle(found, form.data.answer);
      const back = form.data.callbackurl;
      // The app hands the phone back to the merchant's page (the app switch's callbackurl), if it named one.
      if (back && back.startsWith('/') && !back.startsWith('//')) return reply.redirect(back, 303);
      const done = form.data.answer === 'PAID' ? 'Betalningen är godkänd' : 'Betalningen avbröts';
      return simulatorPage('Swish (simulator)', `<span class="badge">Swish</span><h1>${done}</h1><p>Gå tillbaka till butiken.</p>`);
    });

    app.post(`${SWISH_SIMULATOR_PATH}/_control/faults`, open, faultControl(faultSchema, (played) => { faults = played; }));
    /** Plays Swish's own timeout of an unanswered request (ERROR TM01), as after three minutes. */
    app.post<{ Params: { id: string } }>(`${SWISH_SIMULATOR_PATH}/_control/expire/:id`, open, async (request, reply) => {
      const found = requests.get(request.params.id);
      if (!found || found.request.status !== 'CREATED') return reply.status(404).send({ error: true });
      await settle(found, 'ERROR');
      return found.request;
    });
    /** Settles a refund left CREATED (refund_outcome 'CREATED'), as Swish does a while later. */
    app.post<{ Params: { id: string; status: string } }>(`${SWISH_SIMULATOR_PATH}/_control/refunds/:id/:status`, open, async (request, reply) => {
      const found = refunds.get(request.params.id);
      const status = request.params.status;
      if (!found || found.refund.status !== 'CREATED' || (status !== 'PAID' && status !== 'ERROR')) return reply.status(404).send({ error: true });
      await settleRefund(found, status);
      return found.refund;
    });
    app.get<{ Params: { id: string } }>(`${SWISH_SIMULATOR_PATH}/_control/refunds/:id`, async (request, reply) => {
      const found = refunds.get(request.params.id);
      return found ? found.refund : reply.status(404).send({ error: true });
    });
    app.get(`${SWISH_SIMULATOR_PATH}/_control/refunds`, async () => [...refunds.values()].map((r) => r.refund));
    app.get<{ Params: { id: string } }>(`${SWISH_SIMULATOR_PATH}/_control/requests/:id`, async (request, reply) => {
      const found = requests.get(request.params.id);
      return found ? found.request : reply.status(404).send({ error: true });
    });
  };
}
