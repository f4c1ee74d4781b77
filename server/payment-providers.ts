import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ProviderFetch } from '../payments/payment-provider';
import type { KlarnaConfig } from '../payments/klarna/klarna-client';
import { KLARNA_SIMULATOR_PATH } from '../payments/simulators/klarna-simulator';
import type { AppConfig } from './env';

/**
 * The payment providers as configured (docs/payment-providers.md): each provider is on when configured for real
 * (its base URL and credentials), else on against its simulator while the simulators are on, else off.
 */
export function providerSetup(config: AppConfig, app: () => FastifyInstance) {
  // The shop as it reaches itself: the simulators are served by this process, and their callbacks come back here.
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const localOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;

  /**
   * Real HTTP once the shop listens. Before that (tests through `inject`, which never listen), a call to the shop's
   * own address goes through Fastify's request injection: the same routes, headers and bodies, without a socket.
   */
  const http: ProviderFetch = async (url, init) => {
    const shop = app();
    if (url.startsWith(`${localOrigin}/`) && !shop.server.listening) {
      const answer = await shop.inject({ method: init.method as 'GET' | 'POST', url: url.slice(localOrigin.length), headers: init.headers, ...(init.body === undefined ? {} : { payload: init.body }) });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.body === '';
      return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
    }
    // A provider's redirect (Klarna's validation 303) is an answer to read, not to follow.
    return fetch(url, { method: init.method, headers: init.headers, body: init.body, redirect: 'manual' });
  };

  const simulatorCredentials = {
    username: 'simulator',
    password: crypto.createHmac('sha256', config.sessionSecret).update('klarna-simulator').digest('base64url'),
  };
  const klarnaConfig: KlarnaConfig | null = config.klarna
    ? { ...config.klarna, timeoutMs: config.providerTimeoutMs }
    : config.paymentSimulators
      ? { baseUrl: `${localOrigin}${KLARNA_SIMULATOR_PATH}`, ...simulatorCredentials, timeoutMs: config.providerTimeoutMs }
      : null;
  return {
    http,
    simulatorCredentials,
    klarna: klarnaConfig
      ? { config: klarnaConfig, shopOrigin: config.klarna ? (config.publicUrl ?? localOrigin) : localOrigin, simulated: config.klarna === null, http }
      : null,
  };
}
