/**
 * /produkter/filtrera on the benchmark catalog (budget: p95 < 10 ms in-process, > 2 000 req/s on one core).
 * Usage: npm run seed:bench && npm run bench:filter [-- --database data/bench.sqlite --seconds 10]
 *        [--http-only] (the HTTP row alone) [--profile] (a CPU profile of the pinned server in bench/results/)
 *        [--mix-only] (writes the query mix to bench/results/filter-mix.json and stops)
 *
 * 1. in-process: services.filter.filter() (index + the page's cards from SQLite) and the index search alone,
 *    for a realistic mix: a leaf category with 2-4 facets selected, a sort, page 3, varied across categories;
 * 2. HTTP: the server in a child process pinned to one core (taskset -c 0), autocannon from this process, pinned
 *    to the other core so that it never takes the server's, twice: cycling through the same mix (every connection
 *    walks it, so the listing micro-cache answers most requests: the cached row), and with a query no other request
 *    of the run asked (the mix with a distinct price_min each time: the uncached row);
 * 3. the same queries as plain SQL (page + count + GROUP BY per facet) on the same database, for comparison.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { serveOrRun, startPinnedServer } from './lib/pinned-server';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isIntervalSelection, parseFilterQuery, type FilterQuery } from '../domain/filter-query';
import { buildApp } from '../server/app';
import { benchConfig } from './lib/shop';
import { measureInProcess, percentile, report, type Figures } from './lib/harness';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'data/bench.sqlite' },
    seconds: { type: 'string', default: '10' },
    serve: { type: 'boolean', default: false },
    queries: { type: 'string', default: '300' },
    // Only the HTTP measurement (skips the in-process and SQL rows).
    'http-only': { type: 'boolean', default: false },
    // Only writes the mix to bench/results/filter-mix.json.
    'mix-only': { type: 'boolean', default: false },
    // Writes a V8 CPU profile of the pinned server to bench/results/ (open in Chrome DevTools).
    profile: { type: 'boolean', default: false },
  },
});
const database = values.database!;
const config = benchConfig(database);

await serveOrRun(values.serve, config, main);

async function main() {
  const buildStarted = performance.now();
  const app = await buildApp(config, { pages: false });
  const buildMs = Math.round(performance.now() - buildStarted);
  const index = await app.services.catalogIndex.current();
  console.log(`app + index built in ${buildMs} ms (index: ${index.size} products, ${Math.round(index.builtInMs)} ms indexing)`);

  const urls = await realisticMix(app.services, Number(values.queries));
  // The mix, for profiling a single part of the request elsewhere.
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/filter-mix.json', JSON.stringify(urls, null, 1));
  const queries = urls.map((u) => parseFilterQuery(new URLSearchParams(u.split('?')[1])));
  const sample = await app.services.filter.filter(queries[0]!, { includesVat: true, memberPrices: false });
  console.log(`example: ${urls[0]} -> ${sample.num} products, ${sample.specifications.length} groups`);
  const avgNum = Math.round((await Promise.all(queries.slice(0, 50).map((q) => app.services.filter.filter(q, { includesVat: true, memberPrices: false })))).reduce((s, r) => s + r.num, 0) / 50);

  if (values['mix-only']) return void (await app.close());
  if (values['http-only']) {
    await app.close();
    report('bench/results/filter-http.json', await measureHttpBoth(urls, Number(values.seconds)));
    return;
  }
  const rows: Figures[] = [];
  rows.push(await measureInProcess('in-process filter() (index + cards from SQLite)', 2000, (i) => app.services.filter.filter(queries[i % queries.length]!, { includesVat: i % 5 !== 0, memberPrices: false })));
  rows.push(await measureInProcess('in-process index search only (facets + page ids)', 2000, (i) => index.search(queries[i % queries.length]!, null, { includesVat: true, pageSize: 24 })));
  rows.push(await measureInProcess('in-process index search, whole catalog (no category)', 200, (i) => index.search(parseFilterQuery(new URLSearchParams(i % 2 ? 'page=3&sorting=namn' : 'brands=3|5&page=3')), null, { includesVat: true, pageSize: 24 })));
  const sqlRows = await measureInProcess('plain SQL (page + count + GROUP BY per facet), no cards', 100, (i) => plainSql(app.database.db, queries[i % queries.length]!));
  rows.push(sqlRows);
  await app.close();

  const [cached, uncached] = await measureHttpBoth(urls, Number(values.seconds));
  rows.push(cached!, uncached!);
  report('bench/results/filter.json', rows);
  const inProcess = rows[0]!;
  const http = uncached!;
  console.log(`mix: ${urls.length} distinct queries, ${avgNum} matching products on average`);
  console.log(`budget: in-process p95 ${inProcess.p95} ms (< 10: ${inProcess.p95 < 10 ? 'ok' : 'MISSED'}), HTTP uncached ${http.requestsPerSecond} req/s on one core (> 2000: ${(http.requestsPerSecond ?? 0) > 2000 ? 'ok' : 'MISSED'}), cached ${cached!.requestsPerSecond} req/s`);
  console.log(`plain SQL p95 ${sqlRows.p95} ms vs index search p95 ${rows[1]!.p95} ms`);
}

/** Leaf categories with 2-4 facets picked from their own facet lists, a sort and page 3. */
async function realisticMix(services: Awaited<ReturnType<typeof buildApp>>['services'], count: number): Promise<string[]> {
  const index = await services.catalogIndex.current();
  const top = await services.filter.filter(parseFilterQuery(new URLSearchParams('')), { includesVat: true, memberPrices: false });
  const leaves: { cat1: number; cat2: number; cat3: number }[] = [];
  for (const c1 of top.subcategories) {
    const r1 = await services.filter.filter(parseFilterQuery(new URLSearchParams(`cat1=${c1.category_id}`)), { includesVat: true, memberPrices: false });
    for (const c2 of r1.subcategories) {
      const r2 = await services.filter.filter(parseFilterQuery(new URLSearchParams(`cat1=${c1.category_id}&cat2=${c2.category_id}`)), { includesVat: true, memberPrices: false });
      for (const c3 of r2.subcategories) if (c3.category_visible_product_count >= 300) leaves.push({ cat1: c1.category_id, cat2: c2.category_id, cat3: c3.category_id });
    }
  }
  const sorts = ['popularitet', 'lagsta_pris', 'hogsta_pris', 'nyheter', 'namn', 'betyg'];
  let seed = 12345;
  const rnd = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  const urls: string[] = [];
  while (urls.length < count) {
    const leaf = leaves[rnd(leaves.length)]!;
    const scope = `blade=category&cat1=${leaf.cat1}&cat2=${leaf.cat2}&cat3=${leaf.cat3}`;
    const facets = index.search(parseFilterQuery(new URLSearchParams(scope)), null, { includesVat: true, pageSize: 24 });
    const parts: string[] = [];
    const wanted = 2 + rnd(3);
    const brands = [...facets.brands].sort((a, b) => b.product_count - a.product_count);
    if (brands.length > 1) parts.push(`brands=${brands[rnd(Math.min(4, brands.length))]!.brand_id}|${brands[rnd(Math.min(8, brands.length))]!.brand_id}`);
    const specs: string[] = [];
    const groups = facets.specifications.filter((g) => g.rows.length > 1);
    for (let tries = 0; specs.length + parts.length < wanted && tries < 6 && groups.length > 0; tries++) {
      const g = groups[rnd(groups.length)]!;
      if (specs.some((s) => s.startsWith(`${g.groupId}:`))) continue;
      if (g.type === 'interval') specs.push(`${g.groupId}:${g.min}~${Math.ceil(((g.min ?? 0) + (g.max ?? 0)) / 2)}`);
      else specs.push(`${g.groupId}:${g.rows.slice(0, 1 + rnd(Math.min(3, g.rows.length))).map((r) => r.products_to_property_id).join(',')}`);
    }
    if (specs.length) parts.push(`specifications=${specs.join('|')}`);
    if (parts.length < wanted) parts.push(`price_max=${Math.round((facets.minPrice + facets.maxPrice) / 2)}`);
    urls.push(`/produkter/filtrera?${scope}&${parts.join('&')}&sorting=${sorts[rnd(sorts.length)]}&page=3`);
  }
  return urls;
}

/** The same request with SQL alone: page, count, and a GROUP BY per facet (disjunctive like the index). */
async function plainSql(db: Kysely<Database>, q: FilterQuery): Promise<void> {
  const cat = q.cat3 ?? q.cat2 ?? q.cat1;
  const where = (except: string | null) => {
    const parts = [sql`p.status = 'active'`, sql`p.parent_id is null`];
    if (cat !== null) {
      parts.push(sql`p.category_id in (with recursive t(id) as (select ${cat} union all select c.id from categories c join t on c.parent_id = t.id) select id from t)`);
    }
    if (q.brands.length && except !== 'brands') parts.push(sql`p.brand_id in (${sql.join(q.brands)})`);
    for (const s of q.specifications) {
      if (except === `spec:${s.groupId}`) continue;
      parts.push(
        isIntervalSelection(s)
          ? sql`exists (select 1 from product_specifications ps join specification_rows r on r.id = ps.row_id where ps.product_id = p.id and r.group_id = ${s.groupId} and r.numeric_value between ${s.min} and ${s.max})`
          : sql`exists (select 1 from product_specifications ps where ps.product_id = p.id and ps.row_id in (${sql.join(s.values)}))`,
      );
    }
    if (q.priceMax !== null && except !== 'price') parts.push(sql`(p.hide_price = 1 or p.price_incl_vat_ore < ${q.priceMax * 100 + 50})`);
    return sql.join(parts, sql` and `);
  };
  // The mix has no search text, so relevance is never asked for; it falls back to popularity as in the index.
  const order = { relevans: sql`p.popularity desc`, popularitet: sql`p.popularity desc`, lagsta_pris: sql`p.price_incl_vat_ore`, hogsta_pris: sql`p.price_incl_vat_ore desc`, nyheter: sql`p.created_at desc`, namn: sql`p.name`, betyg: sql`p.rating_average desc` }[q.sorting];
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  const work = [
    run(sql`select p.id from products p where ${where(null)} order by ${order}, p.id limit 24 offset ${(q.page - 1) * 24}`),
    run(sql`select count(*) as n from products p where ${where(null)}`),
    run(sql`select p.brand_id, count(*) as n from products p where ${where('brands')} group by p.brand_id`),
    run(sql`select p.primary_color_id, count(*) as n from products p where ${where('colors')} group by p.primary_color_id`),
    run(sql`select min(p.price_incl_vat_ore), max(p.price_incl_vat_ore) from products p where ${where('price')} and p.hide_price = 0`),
    run(sql`select ps.row_id, count(*) as n from product_specifications ps join products p on p.id = ps.product_id where ${where(null)} group by ps.row_id`),
    ...q.specifications.map((s) =>
      run(sql`select ps.row_id, count(*) as n from product_specifications ps join specification_rows r on r.id = ps.row_id join products p on p.id = ps.product_id where r.group_id = ${s.groupId} and ${where(`spec:${s.groupId}`)} group by ps.row_id`),
    ),
  ];
  await Promise.all(work);
}

/** The cached and the uncached HTTP rows, each against a fresh pinned server. */
async function measureHttpBoth(urls: string[], seconds: number): Promise<Figures[]> {
  const cached = await measureHttpPinned('cycling through the mix (micro-cache answers repeats)', seconds, () => urls.map((u) => ({ method: 'GET' as const, path: u })));
  // Every request of the run, warm-up included, takes the next URL: the mix with price_min 0, 1, 2, ... in turn.
  let next = 0;
  const distinct = () => {
    const n = next++;
    return `${urls[n % urls.length]!}&price_min=${Math.floor(n / urls.length)}`;
  };
  const uncached = await measureHttpPinned('a query no other request asked (no cache hit)', seconds, () => [
    { method: 'GET' as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: distinct() }) },
  ]);
  return [cached, uncached];
}

async function measureHttpPinned(label: string, seconds: number, requests: () => autocannon.Request[]): Promise<Figures> {
  const script = fileURLToPath(import.meta.url);
  const profile = values.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve('bench/results')] : [];
  const { child, address } = await startPinnedServer(script, database, profile);
  try {
    const base = { url: address, connections: 10, pipelining: 1 };
    await autocannon({ ...base, requests: requests(), duration: 3 });
    const times: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ ...base, requests: requests(), duration: seconds }, (error, finished) => (error ? reject(error) : resolve(finished)));
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
    times.sort((a, b) => a - b);
    return {
      name: `HTTP GET /produkter/filtrera, ${label}, server pinned to 1 core (autocannon, 10 connections)`,
      requestsPerSecond: Math.round(result.requests.average),
      p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99),
      samples: times.length, non2xx: result.non2xx,
    };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited; // the profile is written on exit
  }
}
