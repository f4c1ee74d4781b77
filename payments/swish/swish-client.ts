import type { z } from 'zod';
import { ProviderError, type ProviderFetch } from '../payment-provider';
import { swishErrorsSchema, swishPaymentRequestSchema, swishRefundSchema, type SwishCreate, type SwishPaymentRequest, type SwishRefund, type SwishRefundCreate } from './swish-api';

export interface SwishConfig {
  /** https://cpc.getswish.net (production), https://mss.cpc.getswish.net (the merchant test system), or the simulator. */
  baseUrl: string;
  /** The merchant's Swish number (123xxxxxxx). */
  payeeAlias: string;
  timeoutMs: number;
}

/**
 * Swish's payment requests as the adapter uses them. Swish authenticates the merchant by its TLS client
 * certificate, which the `http` given here carries (server/payment-providers.ts); the simulator takes a header
 * in its place. Every failure is a ProviderError with Swish's error codes.
 */
export function createSwishClient(config: SwishConfig, http: ProviderFetch, headers: Record<string, string> = {}) {
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call(method: string, path: string, body?: unknown, contentType = 'application/json'): Promise<Response> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProviderError('swish', 'timeout', `${method} ${path} took over ${config.timeoutMs} ms`)), config.timeoutMs);
    });
    try {
      const response = await Promise.race([
        http(`${base}${path}`, { method, headers: { ...headers, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': contentType }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
        timeout,
      ]);
      if (response.status < 200 || response.status > 299) {
        const text = await Promise.race([response.text(), timeout]);
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = null;
        }
        const errors = swishErrorsSchema.safeParse(parsed);
        const detail = errors.success ? errors.data.map((e) => `${e.errorCode}${e.errorMessage ? ` ${e.errorMessage}` : ''}`).join('; ') : `${method} ${path}`;
        throw new ProviderError('swish', 'http', detail, response.status, response.headers.get('x-request-id'));
      }
      return response;
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('swish', 'network', `${method} ${path}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async function read(response: Response): Promise<SwishPaymentRequest> {
    return readAs(response, swishPaymentRequestSchema, 'payment request');
  }

  async function readAs<T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> {
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      json = null;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderError('swish', 'invalid', `the answer is no ${what}`, response.status, response.headers.get('x-request-id'));
    return parsed.data;
  }

  return {
    payeeAlias: config.payeeAlias,
    /** PUT v2 paymentrequests/{id}: 201 with the request's Location, and for m-commerce the token that opens the app. */
    async create(instructionId: string, request: SwishCreate): Promise<{ location: string; token: string | null }> {
      const response = await call('PUT', `/swish-cpcapi/api/v2/paymentrequests/${instructionId}`, request);
      const location = response.headers.get('location');
      if (response.status !== 201 || !location) throw new ProviderError('swish', 'invalid', `create answered ${response.status} without a Location`, response.status);
      return { location, token: response.headers.get('paymentrequesttoken') };
    },
    /** GET v1 paymentrequests/{id}. */
    async retrieve(instructionId: string): Promise<SwishPaymentRequest> {
      return read(await call('GET', `/swish-cpcapi/api/v1/paymentrequests/${instructionId}`));
    },
    /** PATCH v1 paymentrequests/{id}: cancels a request the payer has not answered (m-commerce and e-commerce alike here). */
    async cancel(instructionId: string): Promise<void> {
      await call('PATCH', `/swish-cpcapi/api/v1/paymentrequests/${instructionId}`, [{ op: 'replace', path: '/status', value: 'cancelled' }], 'application/json-patch+json');
    },
    /** PUT v2 refunds/{id}: 201 once Swish has the refund (CREATED); its outcome comes by callback or retrieveRefund. */
    async createRefund(instructionId: string, refund: SwishRefundCreate): Promise<void> {
      const response = await call('PUT', `/swish-cpcapi/api/v2/refunds/${instructionId}`, refund);
      if (response.status !== 201) throw new ProviderError('swish', 'invalid', `refund answered ${response.status}`, response.status);
    },
    /** GET v1 refunds/{id}: the refund, or null when Swish has none by this id (it was never created). */
    async retrieveRefund(instructionId: string): Promise<SwishRefund | null> {
      try {
        return await readAs(await call('GET', `/swish-cpcapi/api/v1/refunds/${instructionId}`), swishRefundSchema, 'refund');
      } catch (error) {
        if (error instanceof ProviderError && error.kind === 'http' && error.status === 404) return null;
        throw error;
      }
    },
  };
}

export type SwishClient = ReturnType<typeof createSwishClient>;
