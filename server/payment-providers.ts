import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { ProviderFetch } from '../payments/payment-provider';
import type { KlarnaConfig } from '../payments/klarna/klarna-client';
import type { SwishConfig } from '../payments/swish/swish-client';
import type { WasaConfig } from '../payments/wasa/wasa-client';
import { WASA_SIMULATOR_PATH } from '../simulators/wasa-simulator';
import type { SveaConfig } from '../payments/svea/svea-client';
import { SVEA_SIMULATOR_PATH } from '../simulators/svea-simulator';
import { KLARNA_SIMULATOR_PATH } from '../simulators/klarna-simulator';
import { SWISH_SIMULATOR_AUTH_HEADER, SWISH_SIMULATOR_PATH } from '../simulators/swish-simulator';
import type { AppConfig } from './env';

/**
 * The payment providers as configured (docs/payment-providers.md): each provider is on when configured for real
 * (its base URL and credentials), else on against its simulator while the simulators are on, else off.
 */
export function providerSetup(config: AppConfig, app: () => FastifyInstance, measure: (provider: string, fetch: ProviderFetch) => ProviderFetch = (_, fetch) => fetch) {
  // The shop as it reaches itself: the simulators are served by this process, and their callbacks come back here.
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const localOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;

  const http = shopAwareFetch(localOrigin, app);

  /** A simulator's credential: derived from the session secret, so it is stable across restarts and unguessable. */
  const simulatorSecret = (simulator: string) => crypto.createHmac('sha256', config.sessionSecret).update(simulator).digest('base64url');
  /** A provider's client config: the real one when configured, else its simulator's while the simulators are on. */
  const clientConfig = <T extends object>(real: T | null, simulator: T): (T & { timeoutMs: number }) | null => {
    const chosen = real ?? (config.paymentSimulators ? simulator : null);
    return chosen === null ? null : { ...chosen, timeoutMs: config.providerTimeoutMs };
  };
  /** A checkout provider as the services take it; against its simulator it answers to the shop's own address. */
  const checkoutProvider = <C>(provider: string, providerConfig: C | null, configuredForReal: boolean) =>
    providerConfig
      ? { config: providerConfig, shopOrigin: configuredForReal ? (config.publicUrl ?? localOrigin) : localOrigin, simulated: !configuredForReal, http: measure(provider, http) }
      : null;

  const simulatorCredentials = { username: 'simulator', password: simulatorSecret('klarna-simulator') };
  const klarnaConfig: KlarnaConfig | null = clientConfig(config.klarna, { baseUrl: `${localOrigin}${KLARNA_SIMULATOR_PATH}`, ...simulatorCredentials });
  const swishCertificate = simulatorSecret('swish-simulator');
  const swishConfigured = swishSetup(config, localOrigin, http, swishCertificate);
  const swish = swishConfigured ? { ...swishConfigured, http: measure('swish', swishConfigured.http) } : null;
  const wasaSimulatorCredentials = { clientId: 'simulator', clientSecret: simulatorSecret('wasa-simulator') };
  const wasaConfig: WasaConfig | null = clientConfig(config.wasa, {
    baseUrl: `${localOrigin}${WASA_SIMULATOR_PATH}`, authUrl: `${localOrigin}${WASA_SIMULATOR_PATH}/auth/connect/token`, ...wasaSimulatorCredentials,
  });
  const sveaSimulatorCredentials = { merchantId: 'simulator', secret: simulatorSecret('svea-simulator') };
  const sveaConfig: SveaConfig | null = clientConfig(config.svea, { baseUrl: `${localOrigin}${SVEA_SIMULATOR_PATH}`, adminUrl: `${localOrigin}${SVEA_SIMULATOR_PATH}/admin`, ...sveaSimulatorCredentials });
  return {
    http,
    simulatorCredentials,
    sveaSimulatorCredentials,
    svea: checkoutProvider('svea', sveaConfig, config.svea !== null),
    wasaSimulatorCredentials,
    wasa: checkoutProvider('wasa', wasaConfig, config.wasa !== null),
    swishCertificate,
    swish: swish ? { ...swish, timeoutSeconds: config.swishTimeoutSeconds } : null,
    klarna: checkoutProvider('klarna', klarnaConfig, config.klarna !== null),
  };
}

/**
 * Where a provider's embedded checkout loads its script and iframe from, besides its API's own domain: Klarna's
 * snippet loads from its CDN (x.klarnacdn.net) and js.klarna.com / js.playground.klarna.com.
 */
const PROVIDER_ASSET_HOSTS: Record<string, string[]> = {
  klarna: ['https://*.klarnacdn.net'],
  wasa: [],
  // Svea's checkout iframe is served from its checkout host (checkout.svea.com, checkout.sveaekonomi.se).
  svea: ['https://*.sveaekonomi.se'],
};

/**
 * The CSP sources of the providers configured for real (server/plugins/security-headers.ts): the domain of each
 * provider's configured base URL with its subdomains, plus the provider's known asset hosts. A simulator is the
 * shop itself: nothing to add.
 */
export function providerCspHosts(config: Pick<AppConfig, 'klarna' | 'wasa' | 'svea'>): string[] {
  const hosts: string[] = [];
  const configured: [string, string | undefined][] = [['klarna', config.klarna?.baseUrl], ['wasa', config.wasa?.baseUrl], ['svea', config.svea?.baseUrl]];
  for (const [provider, baseUrl] of configured) {
    if (!baseUrl) continue;
    hosts.push(cspSourceOf(baseUrl), ...(PROVIDER_ASSET_HOSTS[provider] ?? []));
  }
  return [...new Set(hosts)];
}

/**
 * A base URL as a CSP source covering the provider's hosts: https://api.klarna.com -> https://*.klarna.com (the
 * registrable domain's subdomains, where Klarna serves js.klarna.com). A plain-http or IP address (a staging
 * simulator elsewhere) is allowed as exactly that origin.
 */
export function cspSourceOf(baseUrl: string): string {
  const url = new URL(baseUrl);
  const labels = url.hostname.split('.');
  if (url.protocol !== 'https:' || labels.length < 3 || /^[\d.]+$/.test(url.hostname) || url.hostname.includes(':')) return url.origin;
  return `https://*.${labels.slice(-2).join('.')}`;
}

/**
 * HTTP with the merchant's TLS client certificate, as Swish authenticates merchants (Node's fetch takes no client
 * certificate without an extra package; node:https does).
 */
function mutualTlsFetch(tls: { cert: Buffer; key: Buffer; ca: Buffer | undefined }): ProviderFetch {
  const agent = new https.Agent({ cert: tls.cert, key: tls.key, ...(tls.ca ? { ca: tls.ca } : {}), keepAlive: true });
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = https.request(url, { method: init.method, headers: init.headers, agent }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          const status = answer.statusCode ?? 502;
          const body = status === 204 || status === 304 || chunks.length === 0 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      });
      request.on('error', reject);
      if (init.body !== undefined) request.write(init.body);
      request.end();
    });
}

/**
 * Real HTTP once the shop listens. Before that (tests through `inject`, which never listen), a call to the shop's
 * own address goes through Fastify's request injection: the same routes, headers and bodies, without a socket.
 */
function shopAwareFetch(localOrigin: string, app: () => FastifyInstance): ProviderFetch {
  return async (url, init) => {
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
}

/** Swish: the real API over mutual TLS when configured, else the simulator (demo and test mode), else off. */
function swishSetup(
  config: AppConfig,
  localOrigin: string,
  http: ProviderFetch,
  swishCertificate: string,
): { config: SwishConfig; http: ProviderFetch; headers: Record<string, string>; shopOrigin: string; simulatorAppPath: string | null } | null {
  return config.swish
    ? {
      config: { baseUrl: config.swish.baseUrl, payeeAlias: config.swish.payeeAlias, timeoutMs: config.providerTimeoutMs },
      http: mutualTlsFetch({ cert: fs.readFileSync(config.swish.certPath), key: fs.readFileSync(config.swish.keyPath), ca: config.swish.caPath ? fs.readFileSync(config.swish.caPath) : undefined }),
      headers: {},
      shopOrigin: config.publicUrl ?? localOrigin,
      simulatorAppPath: null,
    }
    : config.paymentSimulators
      ? {
        config: { baseUrl: `${localOrigin}${SWISH_SIMULATOR_PATH}`, payeeAlias: '1231181189', timeoutMs: config.providerTimeoutMs },
        http,
        headers: { [SWISH_SIMULATOR_AUTH_HEADER]: swishCertificate },
        shopOrigin: localOrigin,
        simulatorAppPath: `${SWISH_SIMULATOR_PATH}/app`,
      }
      : null;
}
