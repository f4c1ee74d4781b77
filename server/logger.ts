import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

const REDACT = ['req.headers.cookie', 'req.headers["x-csrf-token"]'];

/**
 * Fastify's logger: human-readable lines (pino-pretty) when the log goes to a terminal, one JSON object per line
 * otherwise (a file, a pipe, a log collector); none at LOG_LEVEL=silent.
 */
export function loggerOptions(logLevel: string, terminal: boolean, destination?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (logLevel === 'silent') return false;
  if (!terminal) return { level: logLevel, redact: REDACT };
  return {
    level: logLevel,
    redact: REDACT,
    stream: pretty({ colorize: destination === undefined, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true, ...(destination ? { destination } : {}) }),
  };
}
