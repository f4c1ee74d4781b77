import { ProviderError, type ProviderFetch } from '../payment-provider';
import type { z } from 'zod';
import { sveaAdminOrderSchema, sveaAuthorization, sveaOrderSchema, sveaTimestamp, type SveaAdminOrder, type SveaCreateOrder, type SveaOrder } from './svea-api';

export interface SveaConfig {
  /** https://checkoutapi.svea.com (production), https://checkoutapistage.svea.com (stage), or the simulator. */
  baseUrl: string;
  /** Svea's Payment Admin API: https://paymentadminapi.svea.com (production), https://paymentadminapistage.svea.com (stage). */
  adminUrl: string;
  merchantId: string;
  secret: string;
  timeoutMs: number;
}

/**
 * Svea Checkout's merchant API as the adapter uses it: every request signed with the merchant's secret and a
 * timestamp, JSON both ways, a timeout on every call. Failures are ProviderErrors with Svea's request id.
 */
export function createSveaClient(config: SveaConfig, http: ProviderFetch, now: () => Date = () => new Date()) {
  const base = config.baseUrl.replace(/\/+$/, '');

  const admin = config.adminUrl.replace(/\/+$/, '');

  /** One signed call: its answer parsed as `schema`, or nothing read when there is none (null). */
  async function call<T>(method: string, path: string, body: unknown, at: string, schema: z.ZodType<T> | null): Promise<T | null> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = sveaTimestamp(now());
    const headers = {
      authorization: sveaAuthorization(config.merchantId, config.secret, text, timestamp), timestamp, accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProviderError('svea', 'timeout', `${method} ${path} took over ${config.timeoutMs} ms`)), config.timeoutMs);
    });
    try {
      const response = await Promise.race([http(`${at}${path}`, { method, headers, ...(body === undefined ? {} : { body: text }) }), timeout]);
      const answer = await Promise.race([response.text(), timeout]);
      const requestId = response.headers.get('x-request-id');
      if (response.status < 200 || response.status > 299) throw new ProviderError('svea', 'http', `${method} ${path}: ${answer.slice(0, 200)}`, response.status, requestId);
      if (schema === null) return null;
      let json: unknown;
      try {
        json = JSON.parse(answer);
      } catch {
        json = undefined;
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new ProviderError('svea', 'invalid', `${method} ${path} answered no order`, response.status, requestId);
      return parsed.data;
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('svea', 'network', `${method} ${path}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    createOrder: async (order: SveaCreateOrder): Promise<SveaOrder> => (await call('POST', '/api/orders', order, base, sveaOrderSchema))!,
    readOrder: async (orderId: number): Promise<SveaOrder> => (await call('GET', `/api/orders/${orderId}`, undefined, base, sveaOrderSchema))!,
    /** Payment Admin: cancels an order (one the shop could not take, or cancelled before delivery), so the consumer's credit is never drawn. */
    cancel: async (orderId: number): Promise<void> => {
      await call('PATCH', `/api/v1/orders/${orderId}/`, { IsCancelled: true }, admin, null);
    },
    /** Payment Admin: the order as it stands after the purchase (open, delivered, cancelled) and whether it can still be cancelled. */
    readAdminOrder: async (orderId: number): Promise<SveaAdminOrder> => (await call('GET', `/api/v1/orders/${orderId}`, undefined, admin, sveaAdminOrderSchema))!,
  };
}

export type SveaClient = ReturnType<typeof createSveaClient>;
