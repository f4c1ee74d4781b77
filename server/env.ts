import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v) || /^(sqlite|file):/.test(v), {
      message: 'must be postgres://... or sqlite:<file>',
    }),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), { message: 'must be smtp://... or smtps://...' }),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_CATALOG_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (the per-address abuse limits count by it):
   * 'true', 'false', a hop count, or addresses/CIDRs/presets joined by ','. The default trusts only proxies on this
   * host or a private network, so a client on the internet cannot name its own address.
   */
  TRUST_PROXY: z.string().min(1).default('loopback,linklocal,uniquelocal'),
  /** 'off' disables the abuse limits (load tests and benchmarks from one address); never in a public shop. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  INDEX_WORKER: z.enum(['on', 'off']).default('on'),
  /** Card payments: the built-in test provider (draws no money) or none; real providers come as adapters. */
  CARD_PROVIDER: z.enum(['test', 'none']).optional(),
  /** How long a card order awaiting payment holds its stock. */
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  /**
   * The provider simulators (simulators/, served under /_simulators/): 'on' makes them the configuration
   * of every provider not configured for real. Default on, except in a public shop (PUBLIC_URL https).
   */
  PAYMENT_SIMULATORS: z.enum(['on', 'off']).optional(),
  /** Klarna Checkout v3: the API address and the merchant's API credentials, all three or none. */
  KLARNA_BASE_URL: z.string().url().optional(),
  KLARNA_USERNAME: z.string().min(1).optional(),
  KLARNA_PASSWORD: z.string().min(1).optional(),
  /**
   * Swish Commerce: the API address, the merchant's Swish number and its TLS client certificate (PEM files); all
   * four or none. SWISH_CA_PATH names the CA that signs Swish's server certificate when it is not a public one.
   */
  SWISH_BASE_URL: z.string().url().optional(),
  SWISH_PAYEE_ALIAS: z.string().regex(/^\d{10}$/, 'must be the 10-digit Swish number').optional(),
  SWISH_CERT_PATH: z.string().min(1).optional(),
  SWISH_KEY_PATH: z.string().min(1).optional(),
  SWISH_CA_PATH: z.string().min(1).optional(),
  /** How long the shopper has to answer in the Swish app before the payment is cancelled (Swish's own limit is 3 min). */
  SWISH_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(600).default(180),
  /** How long a call to a payment provider may take before the shopper is told it failed. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Wasa Kredit leasing: the API address, its token endpoint and the partner's client credentials, all four or
   * none (https://b2b.services.wasakredit.se with https://b2b.services.wasakredit.se/auth/connect/token).
   */
  WASA_BASE_URL: z.string().url().optional(),
  WASA_AUTH_URL: z.string().url().optional(),
  WASA_CLIENT_ID: z.string().min(1).optional(),
  WASA_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Svea Checkout (part payment): the checkout API, the Payment Admin API and the merchant's id and secret, all
   * four or none (https://checkoutapi.svea.com with https://paymentadminapi.svea.com).
   */
  SVEA_BASE_URL: z.string().url().optional(),
  SVEA_ADMIN_URL: z.string().url().optional(),
  SVEA_MERCHANT_ID: z.string().min(1).optional(),
  SVEA_SECRET: z.string().min(1).optional(),
  /**
   * After SIGTERM the process reports not ready this long before it stops taking connections, so a load balancer
   * that asks /readyz every second or two has moved new requests elsewhere first.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** How long requests in flight may take to finish after SIGTERM; then the process exits anyway (code 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(25_000),
  /**
   * Worker processes serving the one port (server/cluster-primary.ts): a number, or 'auto' for one per core. One is
   * a single process, as before.
   */
  WEB_CONCURRENCY: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  /** A token that opens /metrics from anywhere (Authorization: Bearer ...); without it only METRICS_ALLOW may read. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Addresses or CIDRs (joined by ',') that may read /metrics without the token; the default is this host only. */
  METRICS_ALLOW: z.string().default('127.0.0.1/32,::1/128'),
}).superRefine((env, ctx) => {
  // A public shop must not take orders as paid by a test page by accident: the test provider there is a choice.
  if (env.PUBLIC_URL?.startsWith('https://') && env.CARD_PROVIDER === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['CARD_PROVIDER'],
      message: 'must be set when PUBLIC_URL is https: "none" (no card payment) or "test" (the test provider, no money is drawn)',
    });
  }
  const klarna = [env.KLARNA_BASE_URL, env.KLARNA_USERNAME, env.KLARNA_PASSWORD].filter((v) => v !== undefined).length;
  const swish = [env.SWISH_BASE_URL, env.SWISH_PAYEE_ALIAS, env.SWISH_CERT_PATH, env.SWISH_KEY_PATH].filter((v) => v !== undefined).length;
  if (swish !== 0 && swish !== 4) {
    ctx.addIssue({ code: 'custom', path: ['SWISH_BASE_URL'], message: 'SWISH_BASE_URL, SWISH_PAYEE_ALIAS, SWISH_CERT_PATH and SWISH_KEY_PATH go together' });
  }
  if (klarna !== 0 && klarna !== 3) {
    ctx.addIssue({ code: 'custom', path: ['KLARNA_BASE_URL'], message: 'KLARNA_BASE_URL, KLARNA_USERNAME and KLARNA_PASSWORD go together' });
  }
  const wasa = [env.WASA_BASE_URL, env.WASA_AUTH_URL, env.WASA_CLIENT_ID, env.WASA_CLIENT_SECRET].filter((v) => v !== undefined).length;
  if (wasa !== 0 && wasa !== 4) {
    ctx.addIssue({ code: 'custom', path: ['WASA_BASE_URL'], message: 'WASA_BASE_URL, WASA_AUTH_URL, WASA_CLIENT_ID and WASA_CLIENT_SECRET go together' });
  }
  const svea = [env.SVEA_BASE_URL, env.SVEA_ADMIN_URL, env.SVEA_MERCHANT_ID, env.SVEA_SECRET].filter((v) => v !== undefined).length;
  if (svea !== 0 && svea !== 4) {
    ctx.addIssue({ code: 'custom', path: ['SVEA_BASE_URL'], message: 'SVEA_BASE_URL, SVEA_ADMIN_URL, SVEA_MERCHANT_ID and SVEA_SECRET go together' });
  }
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... or undefined for the embedded SQLite file. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** PostgreSQL schema to use (tests isolate themselves with one). */
  pgSchema?: string;
  uploadsDir: string;
  outboxDir: string;
  smtpUrl: string | undefined;
  sessionSecret: string;
  demoCatalogSize: number;
  logLevel: string;
  publicUrl: string | undefined;
  /**
   * The origin of every link the shop mails (docs/decisions/036): PUBLIC_URL's, or the address the shop listens on;
   * never a request's Host or X-Forwarded-Host, which anyone can set.
   */
  linkOrigin: string;
  /** Secure cookies; on when PUBLIC_URL is https. */
  secureCookies: boolean;
  /** Fastify's trustProxy: whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** The abuse limits of docs/decisions/012 (RATE_LIMITS, on unless 'off'). */
  rateLimits: boolean;
  /** The catalog indexes are built, and search answered, in a worker thread (INDEX_WORKER, on unless 'off'). */
  indexWorker: boolean;
  /** 'test': the built-in test card provider; 'none': no card payment. */
  cardProvider: 'test' | 'none';
  paymentHoldMinutes: number;
  /** The provider simulators are served and stand in for every provider not configured for real. */
  paymentSimulators: boolean;
  /** Klarna configured for real (KLARNA_*), or null: then the simulator when it is on, else Klarna is off. */
  klarna: { baseUrl: string; username: string; password: string } | null;
  /** Swish configured for real (SWISH_*), or null: then the simulator when it is on, else Swish is off. */
  swish: { baseUrl: string; payeeAlias: string; certPath: string; keyPath: string; caPath: string | undefined } | null;
  swishTimeoutSeconds: number;
  providerTimeoutMs: number;
  /** Wasa Kredit configured for real (WASA_*), or null: then the simulator when it is on, else Wasa is off. */
  wasa: { baseUrl: string; authUrl: string; clientId: string; clientSecret: string } | null;
  /** Svea Checkout configured for real (SVEA_*), or null: then the simulator when it is on, else Svea is off. */
  svea: { baseUrl: string; adminUrl: string; merchantId: string; secret: string } | null;
  drainDelayMs: number;
  shutdownTimeoutMs: number;
  /** Worker processes (WEB_CONCURRENCY; 'auto' already counted as this machine's cores). */
  workers: number;
  metrics: { token: string | undefined; allow: string[] };
}

export class EnvironmentError extends Error {}

/** Reads and validates the environment, failing with every bad variable listed at once. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvironmentError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const sqliteUrl = env.DATABASE_URL?.match(/^(?:sqlite|file):(.+)$/)?.[1];
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: sqliteUrl ? undefined : env.DATABASE_URL,
    sqliteFile: sqliteUrl ? path.resolve(sqliteUrl) : path.join(dataDir, 'shop.sqlite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    smtpUrl: env.SMTP_URL,
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSecret(path.join(dataDir, 'session-secret')),
    demoCatalogSize: env.DEMO_CATALOG_SIZE,
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PUBLIC_URL,
    linkOrigin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://${shownHost(env.HOST)}:${env.PORT}`,
    secureCookies: env.PUBLIC_URL?.startsWith('https://') ?? false,
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : /^\d+$/.test(env.TRUST_PROXY) ? trustHops(Number(env.TRUST_PROXY)) : env.TRUST_PROXY,
    rateLimits: env.RATE_LIMITS === 'on',
    indexWorker: env.INDEX_WORKER === 'on',
    cardProvider: env.CARD_PROVIDER ?? 'test',
    paymentHoldMinutes: env.PAYMENT_HOLD_MINUTES,
    paymentSimulators: (env.PAYMENT_SIMULATORS ?? (env.PUBLIC_URL?.startsWith('https://') ? 'off' : 'on')) === 'on',
    klarna: env.KLARNA_BASE_URL && env.KLARNA_USERNAME && env.KLARNA_PASSWORD
      ? { baseUrl: env.KLARNA_BASE_URL, username: env.KLARNA_USERNAME, password: env.KLARNA_PASSWORD }
      : null,
    swish: env.SWISH_BASE_URL && env.SWISH_PAYEE_ALIAS && env.SWISH_CERT_PATH && env.SWISH_KEY_PATH
      ? { baseUrl: env.SWISH_BASE_URL, payeeAlias: env.SWISH_PAYEE_ALIAS, certPath: env.SWISH_CERT_PATH, keyPath: env.SWISH_KEY_PATH, caPath: env.SWISH_CA_PATH }
      : null,
    swishTimeoutSeconds: env.SWISH_TIMEOUT_SECONDS,
    providerTimeoutMs: env.PROVIDER_TIMEOUT_MS,
    wasa: env.WASA_BASE_URL && env.WASA_AUTH_URL && env.WASA_CLIENT_ID && env.WASA_CLIENT_SECRET
      ? { baseUrl: env.WASA_BASE_URL, authUrl: env.WASA_AUTH_URL, clientId: env.WASA_CLIENT_ID, clientSecret: env.WASA_CLIENT_SECRET }
      : null,
    svea: env.SVEA_BASE_URL && env.SVEA_ADMIN_URL && env.SVEA_MERCHANT_ID && env.SVEA_SECRET
      ? { baseUrl: env.SVEA_BASE_URL, adminUrl: env.SVEA_ADMIN_URL, merchantId: env.SVEA_MERCHANT_ID, secret: env.SVEA_SECRET }
      : null,
    drainDelayMs: env.DRAIN_DELAY_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    workers: env.WEB_CONCURRENCY === 'auto' ? os.availableParallelism() : env.WEB_CONCURRENCY,
    metrics: { token: env.METRICS_TOKEN, allow: env.METRICS_ALLOW.split(',').map((entry) => entry.trim()).filter(Boolean) },
  };
}

/** The host a person reaches the shop on from this machine: a wildcard listen address is reached as localhost. */
export function shownHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The line a production start prints when it listens beyond this machine without PUBLIC_URL: its mailed links then
 * name the listen address, which customers elsewhere cannot reach. Null when nothing needs saying.
 */
export function publicUrlWarning(config: Pick<AppConfig, 'env' | 'host' | 'publicUrl' | 'linkOrigin'>): string | null {
  if (config.env !== 'production' || config.publicUrl !== undefined || LOOPBACK_HOSTS.has(config.host)) return null;
  return `PUBLIC_URL är inte satt: länkar i e-post (lösenord, verifiering, medlemskap, omdömen) pekar på ${config.linkOrigin}. Sätt PUBLIC_URL till butikens publika adress, t.ex. https://butik.example.se.`;
}

/** TRUST_PROXY as a hop count: the nearest `hops` proxies are believed (what Fastify does with a number). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** A secret generated once per installation, so restarts keep sessions valid. */
function readOrCreateSecret(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: no secret yet
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
