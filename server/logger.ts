import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

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

/** The same log outside Fastify: the cluster's primary, which serves no requests, logs with it. */
export function standaloneLogger(logLevel: string, terminal: boolean): Logger {
  const options = loggerOptions(logLevel, terminal);
  if (options === false || options === true || options === undefined) return pino({ enabled: false });
  const { stream, ...rest } = options as LoggerOptions & { stream?: DestinationStream };
  return stream ? pino(rest, stream) : pino(rest);
}
