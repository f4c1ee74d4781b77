import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvironmentError, loadConfig, publicUrlWarning } from './env';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'shop-env-'));
}

describe('loadConfig', () => {
  it('defaults to SQLite under DATA_DIR on port 3000', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sqliteFile).toBe(path.join(dataDir, 'shop.sqlite'));
    expect(config.demoCatalogSize).toBe(500);
  });

  it('generates a session secret once and keeps it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('uses the test card provider locally, but on a public https shop only when CARD_PROVIDER says so', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).cardProvider).toBe('test');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' }).cardProvider).toBe('test');
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://butik.example.se' })).toThrow(/CARD_PROVIDER: must be set when PUBLIC_URL is https/);
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://butik.example.se', CARD_PROVIDER: 'test' }).cardProvider).toBe('test');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://butik.example.se', CARD_PROVIDER: 'none' }).cardProvider).toBe('none');
    expect(() => loadConfig({ DATA_DIR: dataDir, CARD_PROVIDER: 'stripe' })).toThrow(EnvironmentError);
  });

  it('uses the payment simulators locally, not on a public https shop, and configures a real provider only whole', () => {
    const dataDir = tempDir();
    const local = loadConfig({ DATA_DIR: dataDir });
    expect(local).toMatchObject({ paymentSimulators: true, klarna: null, swish: null, providerTimeoutMs: 10_000, swishTimeoutSeconds: 180 });
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://butik.example.se', CARD_PROVIDER: 'none' }).paymentSimulators).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENT_SIMULATORS: 'off' }).paymentSimulators).toBe(false);
    const klarna = { KLARNA_BASE_URL: 'https://api.playground.klarna.com', KLARNA_USERNAME: 'PK123', KLARNA_PASSWORD: 'secret' };
    expect(loadConfig({ DATA_DIR: dataDir, ...klarna }).klarna).toEqual({ baseUrl: klarna.KLARNA_BASE_URL, username: 'PK123', password: 'secret' });
    expect(() => loadConfig({ DATA_DIR: dataDir, KLARNA_BASE_URL: klarna.KLARNA_BASE_URL })).toThrow(/KLARNA_BASE_URL, KLARNA_USERNAME and KLARNA_PASSWORD go together/);
    const swish = { SWISH_BASE_URL: 'https://mss.cpc.getswish.net', SWISH_PAYEE_ALIAS: '1231181189', SWISH_CERT_PATH: '/etc/swish/cert.pem', SWISH_KEY_PATH: '/etc/swish/key.pem' };
    expect(loadConfig({ DATA_DIR: dataDir, ...swish }).swish).toMatchObject({ baseUrl: swish.SWISH_BASE_URL, payeeAlias: '1231181189', caPath: undefined });
    expect(() => loadConfig({ DATA_DIR: dataDir, SWISH_BASE_URL: swish.SWISH_BASE_URL })).toThrow(/go together/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...swish, SWISH_PAYEE_ALIAS: '123' })).toThrow(/10-digit Swish number/);
  });

  it('holds card orders awaiting payment 30 minutes unless PAYMENT_HOLD_MINUTES says otherwise', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).paymentHoldMinutes).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENT_HOLD_MINUTES: '10' }).paymentHoldMinutes).toBe(10);
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_HOLD_MINUTES: '0' })).toThrow(EnvironmentError);
  });

  it('uses PostgreSQL for a postgres:// url', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
  });

  it('believes X-Forwarded-For only from local and private proxies unless TRUST_PROXY says otherwise', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    const hops = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('1.2.3.4', 0), hops('1.2.3.4', 1), hops('1.2.3.4', 2)]).toEqual([true, true, false]);
  });

  it('makes mailed links with PUBLIC_URL, else the listen address, and warns at a production start beyond loopback without it', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).linkOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '192.168.1.5', PORT: '8080' }).linkOrigin).toBe('http://192.168.1.5:8080');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '::1' }).linkOrigin).toBe('http://[::1]:3000');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://butik.example.se/butik/', CARD_PROVIDER: 'none' }).linkOrigin).toBe('https://butik.example.se');
    const warning = publicUrlWarning(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }));
    expect(warning).toContain('PUBLIC_URL');
    expect(warning).toContain('http://localhost:3000');
    expect(publicUrlWarning(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', HOST: '127.0.0.1' }))).toBeNull();
    expect(publicUrlWarning(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }))).toBeNull();
    expect(publicUrlWarning(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'http://butik.lan:3000' }))).toBeNull();
  });

  it('keeps the abuse limits on unless RATE_LIMITS=off', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).rateLimits).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMITS: 'no' })).toThrow(EnvironmentError);
  });

  it('runs one process unless WEB_CONCURRENCY asks for a number of workers or one per core', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).workers).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: '4' }).workers).toBe(4);
    expect(loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: 'auto' }).workers).toBe(os.availableParallelism());
    for (const bad of ['0', '-1', '2.5', 'many', '65']) expect(() => loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: bad })).toThrow(EnvironmentError);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvironmentError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SESSION_SECRET');
    }
  });
});
