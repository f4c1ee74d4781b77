import { ProviderError, type ProviderFetch } from '../payment-provider';
import { sveaAuthorization, sveaOrderSchema, sveaTimestamp, type SveaCreateOrder, type SveaOrder } from './svea-api';

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

  async function call(method: string, path: string, body?: unknown, at = base): Promise<SveaOrder | null> {
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
      if (at !== base) return null;
      let json: unknown;
      try {
        json = JSON.parse(answer);
      } catch {
        json = undefined;
      }
      const parsed = sveaOrderSchema.safeParse(json);
      if (!parsed.success) throw new ProviderError('svea', 'invalid', `${method} ${path} answered no checkout order`, response.status, requestId);
      return parsed.data;
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('svea', 'network', `${method} ${path}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    createOrder: async (order: SveaCreateOrder): Promise<SveaOrder> => (await call('POST', '/api/orders', order))!,
    readOrder: async (orderId: number): Promise<SveaOrder> => (await call('GET', `/api/orders/${orderId}`))!,
    /** Payment Admin: cancels an order the shop could not take, so the consumer's credit is never drawn. */
    cancel: async (orderId: number): Promise<void> => {
      await call('PATCH', `/api/v1/orders/${orderId}/`, { IsCancelled: true }, config.adminUrl.replace(/\/+$/, ''));
    },
  };
}

export type SveaClient = ReturnType<typeof createSveaClient>;
