import type { z } from 'zod';
import { ProviderError, type ProviderFetch } from '../payment-provider';
import { wasaOrderSchema, wasaTokenSchema, type WasaCheckoutRequest, type WasaOrder } from './wasa-api';

export interface WasaConfig {
  /** https://b2b.services.wasakredit.se (production), https://api.inttest-b2b.wasakredit.se (test), or the simulator. */
  baseUrl: string;
  /** The token endpoint: https://b2b.services.wasakredit.se/auth/connect/token, https://auth.inttest-b2b.wasakredit.se/connect/token. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

/**
 * Wasa Kredit's checkout API as the adapter uses it: an OAuth2 client-credentials token (kept until shortly before
 * it expires), then Bearer calls with JSON. Every failure is a ProviderError with the request id Wasa sent.
 */
export function createWasaClient(config: WasaConfig, http: ProviderFetch) {
  const base = config.baseUrl.replace(/\/+$/, '');
  let token: { value: string; until: number } | null = null;

  async function send(method: string, url: string, headers: Record<string, string>, body?: string): Promise<{ response: Response; text: string }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProviderError('wasa', 'timeout', `${method} ${url} took over ${config.timeoutMs} ms`)), config.timeoutMs);
    });
    try {
      const response = await Promise.race([http(url, { method, headers, ...(body === undefined ? {} : { body }) }), timeout]);
      const text = await Promise.race([response.text(), timeout]);
      if (response.status < 200 || response.status > 299) {
        throw new ProviderError('wasa', 'http', `${method} ${url.replace(base, '')}: ${text.slice(0, 200)}`, response.status, response.headers.get('x-request-id'));
      }
      return { response, text };
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('wasa', 'network', `${method} ${url}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const form = new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'client_credentials' }).toString();
    const { response, text } = await send('POST', config.authUrl, { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, form);
    const parsed = wasaTokenSchema.safeParse(parseJson(text));
    const seconds = parsed.success ? Number(parsed.data.expires_in) : NaN;
    if (!parsed.success || !Number.isFinite(seconds)) throw new ProviderError('wasa', 'invalid', 'the token answer is no access token', response.status, response.headers.get('x-request-id'));
    // A minute's margin, so a token never expires between reading it and Wasa checking it.
    token = { value: parsed.data.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  }

  async function call(method: string, path: string, body?: unknown): Promise<{ response: Response; text: string }> {
    const headers = {
      authorization: `Bearer ${await bearer()}`, accept: 'application/json, text/html',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    return send(method, `${base}${path}`, headers, body === undefined ? undefined : JSON.stringify(body));
  }

  function parsedAs<T>(schema: z.ZodType<T>, answer: { response: Response; text: string }, what: string): T {
    const parsed = schema.safeParse(parseJson(answer.text));
    if (!parsed.success) throw new ProviderError('wasa', 'invalid', `the ${what} answer is not what Wasa's API promises`, answer.response.status, answer.response.headers.get('x-request-id'));
    return parsed.data;
  }

  return {
    /** POST /v4/leasing/checkouts: the HTML snippet that holds Wasa's checkout. */
    async createCheckout(request: WasaCheckoutRequest): Promise<string> {
      const answer = await call('POST', '/v4/leasing/checkouts', request);
      const type = answer.response.headers.get('content-type') ?? '';
      if (!type.startsWith('text/html') || !answer.text.includes('wasa')) {
        throw new ProviderError('wasa', 'invalid', 'create checkout answered no checkout snippet', answer.response.status, answer.response.headers.get('x-request-id'));
      }
      return answer.text;
    },
    /** GET /v4/orders/{order_id}. */
    async readOrder(orderId: string): Promise<WasaOrder> {
      return parsedAs(wasaOrderSchema, await call('GET', `/v4/orders/${encodeURIComponent(orderId)}`), 'order');
    },
    /** PUT /v4/orders/{order_id}/status/canceled: an order the shop could not take is cancelled at Wasa. */
    async cancel(orderId: string): Promise<void> {
      await call('PUT', `/v4/orders/${encodeURIComponent(orderId)}/status/canceled`);
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type WasaClient = ReturnType<typeof createWasaClient>;
