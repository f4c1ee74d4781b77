import type { z } from 'zod';
import { ProviderError, type ProviderFetch } from '../payment-provider';
import { klarnaErrorSchema, klarnaManagedOrderSchema, klarnaOrderSchema, type KlarnaManagedOrder, type KlarnaOrder, type KlarnaOrderRequest } from './klarna-api';

export interface KlarnaConfig {
  /** https://api.klarna.com (live), https://api.playground.klarna.com (test), or the simulator's address. */
  baseUrl: string;
  username: string;
  password: string;
  timeoutMs: number;
}

/**
 * Klarna's REST API as the adapter uses it: HTTP Basic auth with the merchant's API credentials, JSON both ways,
 * a timeout on every call. Every failure is a ProviderError carrying Klarna's correlation id when it sent one.
 */
export function createKlarnaClient(config: KlarnaConfig, http: ProviderFetch) {
  const auth = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call<T>(method: string, path: string, body: unknown, schema: z.ZodType<T> | null, extraHeaders: Record<string, string> = {}): Promise<T | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProviderError('klarna', 'timeout', `${method} ${path} took over ${config.timeoutMs} ms`)), config.timeoutMs);
    });
    let response: Response;
    try {
      response = await Promise.race([
        http(`${base}${path}`, {
          method,
          headers: { authorization: auth, accept: 'application/json', ...extraHeaders, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
        timeout,
      ]);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('klarna', 'network', `${method} ${path}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
    const text = await Promise.race([response.text(), timeout]).finally(() => clearTimeout(timer));
    const headerId = response.headers.get('klarna-correlation-id');
    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (response.status < 200 || response.status > 299) {
      const error = klarnaErrorSchema.safeParse(json);
      const detail = error.success ? `${error.data.error_code}: ${error.data.error_messages.join('; ')}` : `${method} ${path}`;
      throw new ProviderError('klarna', 'http', detail, response.status, (error.success ? error.data.correlation_id : undefined) ?? headerId);
    }
    if (schema === null) return null;
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderError('klarna', 'invalid', `${method} ${path} answered no checkout order`, response.status, headerId);
    return parsed.data;
  }

  return {
    createOrder: async (order: KlarnaOrderRequest): Promise<KlarnaOrder> => (await call('POST', '/checkout/v3/orders', order, klarnaOrderSchema))!,
    updateOrder: async (orderId: string, order: KlarnaOrderRequest): Promise<KlarnaOrder> =>
      (await call('POST', `/checkout/v3/orders/${encodeURIComponent(orderId)}`, order, klarnaOrderSchema))!,
    readOrder: async (orderId: string): Promise<KlarnaOrder> => (await call('GET', `/checkout/v3/orders/${encodeURIComponent(orderId)}`, undefined, klarnaOrderSchema))!,
    /** Order Management: tells Klarna the merchant has the order (else Klarna keeps pushing). */
    acknowledge: async (orderId: string): Promise<void> => {
      await call('POST', `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/acknowledge`, undefined, null);
    },
    /** Order Management: releases the authorisation of an order the shop could not take. */
    cancel: async (orderId: string): Promise<void> => {
      await call('POST', `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/cancel`, undefined, null);
    },
    /** Order Management: the order as it stands after the purchase (authorised, captured, refunded, cancelled). */
    readManagedOrder: async (orderId: string): Promise<KlarnaManagedOrder> =>
      (await call('GET', `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}`, undefined, klarnaManagedOrderSchema))!,
    /**
     * Order Management: refunds captured money (minor units). The idempotency key makes a repeated call (after a
     * lost answer) the same refund at Klarna.
     */
    refund: async (orderId: string, refundedAmountOre: number, description: string, idempotencyKey: string): Promise<void> => {
      await call('POST', `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/refunds`, { refunded_amount: refundedAmountOre, description }, null, { 'klarna-idempotency-key': idempotencyKey });
    },
  };
}

export type KlarnaClient = ReturnType<typeof createKlarnaClient>;
