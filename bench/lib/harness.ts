import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export interface Figures {
  name: string;
  requestsPerSecond?: number;
  p50: number;
  p95: number;
  p99: number;
  samples: number;
  non2xx?: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

function summarise(name: string, times: number[], extra: Partial<Figures> = {}): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return { name, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), samples: sorted.length, ...extra };
}

/**
 * autocannon without pipelining, after a warm-up; p95 computed from every response time. `offThread` sends the load
 * from a worker thread, so that a server in this process has its thread to itself, as it would behind real clients;
 * autocannon then gives no per-response times, and the p95 column holds its p97.5.
 */
export async function measureHttp(
  name: string,
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string>; offThread?: boolean } = {},
): Promise<Figures> {
  const base = { url, connections: options.connections ?? 10, pipelining: 1, headers: options.headers, ...(options.offThread ? { workers: 1 } : {}) };
  await autocannon({ ...base, duration: 2 });
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...base, duration: options.seconds ?? 10 }, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const extra = { requestsPerSecond: Math.round(result.requests.average), non2xx: result.non2xx };
  if (!options.offThread) return summarise(name, times, extra);
  const { p50, p97_5, p99 } = result.latency;
  return { name: `${name} (p95 column: p97.5)`, p50, p95: p97_5, p99, samples: result.requests.total, ...extra };
}

/** Times an in-process operation after a warm-up. */
export async function measureInProcess(name: string, iterations: number, run: (i: number) => unknown): Promise<Figures> {
  for (let i = 0; i < Math.min(50, iterations); i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return summarise(name, times);
}

export function report(file: string, rows: Figures[]): void {
  console.table(rows.map(({ name, requestsPerSecond, p50, p95, p99, samples, non2xx }) => ({ name, 'req/s': requestsPerSecond ?? '', 'p50 ms': p50, 'p95 ms': p95, 'p99 ms': p99, samples, non2xx: non2xx ?? '' })));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
  console.log(`figures written to ${file}`);
}
