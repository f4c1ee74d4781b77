import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

describe('logs', () => {
  it('are human-readable lines on a terminal', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const app = Fastify({ logger: loggerOptions('info', true, out) });
    app.log.info('e-mail 7 (order 1001) written to data/outbox/order-1001.eml');
    await app.close();
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: e-mail 7 \(order 1001\) written to data\/outbox\/order-1001\.eml\n/);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('are JSON elsewhere, and none when silent', () => {
    expect(loggerOptions('info', false)).toEqual({ level: 'info', redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]'] });
    expect(loggerOptions('silent', true)).toBe(false);
  });
});
