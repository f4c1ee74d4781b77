/**
 * Resident memory after a load run and cold start, the shop as it runs in production (issue 33, "Memory and start
 * against a peer"; the peer, Vendure 3 on the same 20 000-product catalog, held 334-367 MB and started in 4.7-5.2 s).
 *
 * 1. seeds a catalog of --size products into --database unless that file exists (db/seed/cli.ts);
 * 2. starts the real server (`node build/node/main.mjs`, the production build, RATE_LIMITS=off) as a child and
 *    times the cold start: from the spawn until a level-3 category page first answers 200 (and until the first
 *    answer of any kind, the server listening);
 * 3. a mixed load at 10 connections for --seconds: category pages with filters, product pages, search pages,
 *    autocomplete and filter calls, many distinct addresses (so caches fill as on a shop with real visitors);
 *    and the CPU seconds the server used until then (which the machine's load does not stretch);
 * 4. reads the child's VmRSS and VmHWM (peak) from /proc/<pid>/status and the heap figures from /metrics.
 *
 * Usage: npm run build && npm run bench:memory -- [--size 20000] [--database /tmp/bench-20000.sqlite]
 *        [--seconds 20] [--port 34201] [--node-args='--max-semi-space-size=...']
 *        [--heap-snapshot] (after the load, the server writes a heap snapshot to bench/results/ for Chrome DevTools)
 * The figures go to bench/results/memory-<size>.json. The machine's load average is printed beside them: resident
 * memory does not depend on it, start time and requests/s do.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { connectDatabase } from '../db/connect';
import { serverBundle } from '../server/build-freshness';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '20000' },
    database: { type: 'string' },
    seconds: { type: 'string', default: '20' },
    port: { type: 'string', default: '34201' },
    'node-args': { type: 'string', default: '' },
    'heap-snapshot': { type: 'boolean', default: false },
  },
});
const size = Number(values.size);
const database = path.resolve(values.database ?? `data/bench-${size}.sqlite`);
const seconds = Number(values.seconds);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const metricsToken = 'bench-memory-metrics-token';

if (!fs.existsSync(database)) {
  console.log(`seeding ${size} products into ${database} ...`);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'db/seed/cli.ts', '--size', String(size), '--database', database], { stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding failed');
}

/** Addresses of the load: what the catalog holds, read before the server starts (the connection is closed again). */
interface Mix {
  categories: { id: number; url: string; parentId: number; grandParentId: number }[];
  products: string[];
  words: string[];
  rowsByCategory: Map<number, { groupId: number; rowId: number }[]>;
  brands: number[];
}

async function readMix(): Promise<Mix> {
  const handle = await connectDatabase({ sqliteFile: database });
  try {
    const db = handle.db;
    const leaves = await db
      .selectFrom('categories as c3')
      .innerJoin('categories as c2', 'c2.id', 'c3.parent_id')
      .select(['c3.id', 'c3.url', 'c3.parent_id', 'c2.parent_id as grand_parent_id'])
      .where('c3.level', '=', 3)
      .orderBy('c3.id')
      .execute();
    const products = await db.selectFrom('products').select(['url', 'name']).where('parent_id', 'is', null).where('status', '=', 'active').orderBy('id').limit(2000).execute();
    const links = await db
      .selectFrom('category_specification_groups as l')
      .innerJoin('specification_rows as r', 'r.group_id', 'l.group_id')
      .select(['l.category_id', 'l.group_id', 'r.id as row_id'])
      .execute();
    const brands = await db.selectFrom('brands').select('id').where('id', '!=', 1).execute();
    const rowsByCategory = new Map<number, { groupId: number; rowId: number }[]>();
    for (const l of links) {
      const list = rowsByCategory.get(l.category_id) ?? [];
      list.push({ groupId: l.group_id, rowId: l.row_id });
      rowsByCategory.set(l.category_id, list);
    }
    const words = [...new Set(products.flatMap((p) => p.name.split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3))];
    return {
      categories: leaves.map((c) => ({ id: c.id, url: c.url, parentId: c.parent_id!, grandParentId: c.grand_parent_id! })),
      products: products.map((p) => p.url),
      words,
      rowsByCategory,
      brands: brands.map((b) => b.id),
    };
  } finally {
    await handle.close();
  }
}

/** A deterministic mix of addresses: a third category pages (half with filters), a fifth product pages, the rest calls and search. */
function addresses(mix: Mix, count: number): string[] {
  let seed = 4242;
  const rnd = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const pick = <T>(list: readonly T[]) => list[rnd(list.length)]!;
  const sorts = ['popularitet', 'lagsta_pris', 'hogsta_pris', 'nyheter', 'namn', 'betyg'];
  const filters = (categoryId: number) => {
    const parts: string[] = [];
    const rows = mix.rowsByCategory.get(categoryId) ?? mix.rowsByCategory.get(mix.categories.find((c) => c.id === categoryId)?.parentId ?? -1) ?? [];
    if (rows.length > 0) {
      const row = pick(rows);
      parts.push(`specifications=${row.groupId}:${row.rowId}`);
    }
    if (rnd(2) === 0) parts.push(`brands=${pick(mix.brands)}|${pick(mix.brands)}`);
    parts.push(`sorting=${pick(sorts)}`);
    return parts.join('&');
  };
  const out: string[] = [];
  while (out.length < count) {
    const kind = rnd(20);
    const category = pick(mix.categories);
    if (kind < 4) out.push(category.url);
    else if (kind < 7) out.push(`${category.url}?${filters(category.id)}`);
    else if (kind < 11) out.push(pick(mix.products));
    else if (kind < 13) out.push(`/produkter/sok?s=${encodeURIComponent(pick(mix.words))}`);
    else if (kind < 16) out.push(`/produkter/autocomplete?query=${encodeURIComponent(pick(mix.words).slice(0, 2 + rnd(4)).toLowerCase())}`);
    else out.push(`/produkter/filtrera?blade=category&cat1=${category.grandParentId}&cat2=${category.parentId}&cat3=${category.id}&${filters(category.id)}&page=${1 + rnd(3)}`);
  }
  return out;
}

/** The server as `npm start` runs it (the built bundle, without the build check), on its own data directory. */
function startServer(): { child: ChildProcess; spawnedAt: number; indexLog: Promise<string> } {
  const nodeArgs = values['node-args']!.split(' ').filter(Boolean);
  if (values['heap-snapshot']) nodeArgs.push('--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${path.resolve('bench/results')}`);
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, serverBundle(process.cwd())], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.dirname(database),
      DATABASE_URL: `sqlite:${database}`,
      DEMO_CATALOG_SIZE: '0',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'info',
      METRICS_TOKEN: metricsToken,
      SESSION_SECRET: 'bench-memory-session-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The index logs its build (services/catalog-index/catalog-index-service.ts); every other line is dropped.
  const indexLog = new Promise<string>((resolve) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"msg":"(Catalog index built[^"]*)"/.exec(out);
      if (match) resolve(match[1]!);
      if (out.length > 100_000) out = out.slice(-10_000);
    });
    child.once('exit', () => resolve('(no index build logged)'));
  });
  return { child, spawnedAt, indexLog };
}

/** Milliseconds from the spawn until `url` answers `status` (polled every 10 ms). */
async function timeUntil(url: string, spawnedAt: number, child: ChildProcess, accept: (status: number) => boolean): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (accept(response.status)) return Math.round(performance.now() - spawnedAt);
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** CPU seconds the process has used (user + system, /proc/<pid>/stat): a start's cost that the machine's load does not stretch. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in clock ticks of 1/100 s.
  return Math.round(Number(fields[11]) + Number(fields[12])) / 100;
}

function procStatus(pid: number): { rssMb: number; hwmMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), hwmMb: Math.round(kb('VmHWM') / 1024) };
}

async function metrics(): Promise<Record<string, number>> {
  const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  const mb = (name: string) => Math.round(value(name) / 1024 / 1024);
  return {
    'process_resident_memory MB': mb('process_resident_memory_bytes'),
    'nodejs_heap_size_used MB': mb('nodejs_heap_size_used_bytes'),
    'nodejs_heap_size_total MB': mb('nodejs_heap_size_total_bytes'),
    'nodejs_external_memory MB': mb('nodejs_external_memory_bytes'),
  };
}

async function load(urls: string[]): Promise<{ requestsPerSecond: number; non2xx: number; errors: number }> {
  let next = 0;
  const requests: autocannon.Request[] = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length]! }) }];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url: origin, connections: 10, pipelining: 1, duration: seconds, requests, headers: { 'accept-encoding': 'gzip, br' } }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
  });
  return { requestsPerSecond: Math.round(result.requests.average), non2xx: result.non2xx, errors: result.errors };
}

/** Asks the server for a heap snapshot (--heapsnapshot-signal) and waits until the file stops growing. */
async function heapSnapshot(server: ChildProcess): Promise<void> {
  const dir = path.resolve('bench/results');
  const before = new Set(fs.readdirSync(dir));
  server.kill('SIGUSR2');
  for (let last = -1; ; ) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
    if (!file) continue;
    const bytes = fs.statSync(path.join(dir, file)).size;
    if (bytes === last && bytes > 0) return void console.log(`heap snapshot: bench/results/${file}`);
    last = bytes;
  }
}

const mix = await readMix();
const urls = addresses(mix, 20_000);
const loadBefore = os.loadavg()[0]!.toFixed(2);
const { child, spawnedAt, indexLog } = startServer();
try {
  const listeningMs = await timeUntil(`${origin}/healthz`, spawnedAt, child, () => true);
  const coldStartMs = await timeUntil(`${origin}${mix.categories[0]!.url}`, spawnedAt, child, (status) => status === 200);
  const afterStart = procStatus(child.pid!);
  const startCpu = cpuSeconds(child.pid!);
  const indexBuilt = await indexLog;
  console.log(`listening after ${listeningMs} ms; first level-3 category page (200) after ${coldStartMs} ms; RSS then ${afterStart.rssMb} MB`);
  console.log(indexBuilt);
  const traffic = await load(urls);
  const afterLoad = procStatus(child.pid!);
  const heap = await metrics();
  const figures = {
    measuredAt: new Date().toISOString(),
    products: size,
    database,
    loadAverageBefore: loadBefore,
    loadAverageAfter: os.loadavg()[0]!.toFixed(2),
    'listening ms': listeningMs,
    'cold start ms (first level-3 category 200)': coldStartMs,
    'CPU s until then': startCpu,
    indexBuilt,
    'RSS after start MB': afterStart.rssMb,
    'load requests/s (10 connections, mixed)': traffic.requestsPerSecond,
    'load non-2xx': traffic.non2xx,
    'load errors': traffic.errors,
    'RSS after load MB (VmRSS)': afterLoad.rssMb,
    'peak RSS MB (VmHWM)': afterLoad.hwmMb,
    ...heap,
  };
  console.table(figures);
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(`bench/results/memory-${size}.json`, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`figures written to bench/results/memory-${size}.json`);
  if (values['heap-snapshot']) await heapSnapshot(child);
} finally {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
