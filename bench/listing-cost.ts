/**
 * The cost of one listing answer and what a crowd of expensive listing calls does to every other shopper (issue 10
 * item 9). Usage: npm run seed:bench && node --import tsx bench/listing-cost.ts [-- --database data/bench.sqlite
 * --seconds 10 --attackers 30]
 *
 * 1. answer sizes of the expensive listings: the whole catalog, show_all=1 (whole catalog, a brand, a leaf
 *    category), a one-letter search;
 * 2. over HTTP, the server in a child process pinned to one core (`bench/filter.ts --serve`, production settings),
 *    this process on the other: a shopper's ordinary category request (a leaf category, varying pages and sorts)
 *    timed alone, then again while `attackers` connections fire uncached show_all=1 whole-catalog requests (a new
 *    price_min each time, so the micro-cache never answers) as fast as the server takes them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { percentile, report, type Figures } from './lib/harness';
import { startPinnedServer } from './lib/pinned-server';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'data/bench.sqlite' },
    seconds: { type: 'string', default: '10' },
    attackers: { type: 'string', default: '30' },
  },
});
const database = values.database!;
const seconds = Number(values.seconds);
const attackers = Number(values.attackers);

const server = path.join(path.dirname(fileURLToPath(import.meta.url)), 'filter.ts');
const { child, address } = await startPinnedServer(server, database);

async function get(url: string): Promise<{ ms: number; bytes: number; status: number; body: Buffer }> {
  const started = performance.now();
  const res = await fetch(`${address}${url}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - started, bytes: body.length, status: res.status, body };
}

try {
  // The catalog's leaf categories, from the listing itself.
  const top = JSON.parse((await get('/produkter/filtrera')).body.toString()) as { subcategories: { category_id: number }[] };
  const leaves: string[] = [];
  for (const c1 of top.subcategories) {
    const r1 = JSON.parse((await get(`/produkter/filtrera?cat1=${c1.category_id}`)).body.toString()) as { subcategories: { category_id: number }[] };
    for (const c2 of r1.subcategories.slice(0, 2)) {
      const r2 = JSON.parse((await get(`/produkter/filtrera?cat1=${c1.category_id}&cat2=${c2.category_id}`)).body.toString()) as { subcategories: { category_id: number }[] };
      for (const c3 of r2.subcategories.slice(0, 2)) leaves.push(`blade=category&cat1=${c1.category_id}&cat2=${c2.category_id}&cat3=${c3.category_id}`);
    }
  }
  const brand = (JSON.parse((await get('/produkter/filtrera')).body.toString()) as { brands: { brand_id: number }[] }).brands[0]!.brand_id;

  console.log('answer sizes (bytes, and the first answer\'s time on the pinned core):');
  for (const url of ['', 'show_all=1', `from_brands=${brand}`, `from_brands=${brand}&show_all=1`, 'text=a', `${leaves[0]}&show_all=1`, leaves[0]!]) {
    const r = await get(`/produkter/filtrera?${url}&price_min=1`);
    const body = JSON.parse(r.body.toString()) as { products: unknown[]; specifications: unknown[] };
    console.log(`  ${(url || '(whole catalog)').padEnd(70)} ${String(r.bytes).padStart(8)} B  ${String(body.products.length).padStart(3)} cards  ${String(body.specifications.length).padStart(3)} groups  ${r.ms.toFixed(1)} ms`);
  }

  const sorts = ['popularitet', 'lagsta_pris', 'namn', 'nyheter'];
  let n = 0;
  const shopperUrl = () => {
    n++;
    return `/produkter/filtrera?${leaves[n % leaves.length]}&sorting=${sorts[n % sorts.length]}&page=${1 + (n % 5)}`;
  };
  async function shopper(until: number): Promise<number[]> {
    const times: number[] = [];
    while (performance.now() < until) times.push((await get(shopperUrl())).ms);
    return times;
  }
  const figures = (name: string, times: number[], extra: Partial<Figures> = {}): Figures => {
    const sorted = [...times].sort((a, b) => a - b);
    return { name, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), samples: sorted.length, ...extra };
  };

  await shopper(performance.now() + 2_000); // warm-up
  const alone = await shopper(performance.now() + seconds * 1_000);

  let attackRequests = 0;
  let attackBytes = 0;
  const attackTimes: number[] = [];
  let price = 0;
  const until = performance.now() + seconds * 1_000;
  const attack = Array.from({ length: attackers }, async () => {
    while (performance.now() < until) {
      const r = await get(`/produkter/filtrera?show_all=1&price_min=${++price}`);
      attackRequests++;
      attackBytes += r.bytes;
      attackTimes.push(r.ms);
    }
  });
  const underAttack = await shopper(until);
  await Promise.all(attack);

  report('bench/results/listing-cost.json', [
    figures('a shopper\'s category request, alone', alone),
    figures(`the same while ${attackers} connections fire uncached show_all=1`, underAttack),
    figures('the show_all=1 requests themselves', attackTimes, { requestsPerSecond: Math.round(attackRequests / seconds) }),
  ]);
  console.log(`show_all=1 answers: ${attackRequests} in ${seconds} s, ${Math.round(attackBytes / Math.max(1, attackRequests) / 1024)} kB each, ${Math.round(attackBytes / seconds / 1024 / 1024)} MB/s`);
} finally {
  child.kill('SIGTERM');
}
