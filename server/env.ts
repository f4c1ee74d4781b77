import crypto from 'node:crypto';
import fs from 'node:fs';
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
  /** Secure cookies; on when PUBLIC_URL is https. */
  secureCookies: boolean;
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
    secureCookies: env.PUBLIC_URL?.startsWith('https://') ?? false,
  };
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
