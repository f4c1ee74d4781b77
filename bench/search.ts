/**
 * Search on the benchmark catalog (issue 13's budget: suggestions p95 under 2 ms in-process and over 3 000 req/s
 * through HTTP with a distinct query per request; full results p95 under 10 ms; index memory reported).
 * Usage: npm run seed:bench && npm run bench:search [-- --database data/bench.sqlite --seconds 10 --profile DIR]
 * (--profile writes the HTTP server's CPU profile into DIR, to read with Chrome DevTools or speedscope)
 *
 * The queries are what shoppers type: prefixes of words from product, brand and category names (2 letters and
 * up), whole words with diacritics dropped, one typo, two words; 60 000 distinct ones. Nothing caches suggestions,
 * so every request is worked out; the HTTP run still gives each request a query no other request of the run asked.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { parseFilterQuery } from '../domain/filter-query';
import { foldText } from '../domain/search/search-text';
import { buildApp } from '../server/app';
import { createCatalogIndexRepository } from '../db/repositories/catalog-index-repository';
import { readCatalog } from '../services/catalog-index/index-source';
import { SearchIndex } from '../services/search/search-index';
import { searchSourceOf } from '../services/search/search-source';
import { benchConfig } from './lib/shop';
import { measureInProcess, percentile, report, type Figures } from './lib/harness';
import { serveOrRun, startPinnedServer } from './lib/pinned-server';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'data/bench.sqlite' },
    seconds: { type: 'string', default: '10' },
    serve: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const database = values.database!;
const config = benchConfig(database);

await serveOrRun(values.serve, config, main);

/** What shoppers type, from the catalog's own words: prefixes, folded words, typos, word pairs. */
async function queryMix(names: string[], count: number): Promise<string[]> {
  let seed = 20261123;
  const rnd = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  const words = [...new Set(names.flatMap((n) => n.split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3))];
  const typo = (w: string) => {
    const at = 1 + rnd(w.length - 2);
    return w.slice(0, at) + w.slice(at + 1);
  };
  const out = new Set<string>();
  while (out.size < count) {
    const w = words[rnd(words.length)]!;
    switch (rnd(5)) {
      case 0: out.add(w.slice(0, 2 + rnd(Math.max(1, w.length - 2)))); break;
      case 1: out.add(foldText(w)); break;
      case 2: out.add(w.length >= 6 ? typo(w) : w); break;
      case 3: out.add(`${w} ${words[rnd(words.length)]!.slice(0, 3)}`); break;
      default: out.add(`${w.toLowerCase()} ${words[rnd(words.length)]!.toLowerCase().slice(0, 2 + rnd(4))}`);
    }
  }
  return [...out];
}

async function main() {
  const app = await buildApp(config, { pages: false });
  // The shop keeps its search index in the index worker; this build, of the same read, is for its figures.
  const { source, extras, readMs } = await readCatalog(createCatalogIndexRepository(app.database.db), new Date().toISOString());
  const index = new SearchIndex(searchSourceOf(source, extras));
  console.log(`search index: ${index.size} products, built in ${Math.round(index.builtInMs)} ms (read ${Math.round(readMs)} ms), ~${(index.memoryBytes() / 1e6).toFixed(1)} MB of postings and dictionaries`);
  const names = (await app.database.db.selectFrom('products').select('name').where('parent_id', 'is', null).limit(20_000).execute()).map((r) => r.name);
  const brands = (await app.database.db.selectFrom('brands').select('name').execute()).map((r) => r.name);
  const categories = (await app.database.db.selectFrom('categories').select('name').execute()).map((r) => r.name);
  // Distinct queries, enough that the HTTP run never asks one twice.
  const mix = await queryMix([...names, ...brands, ...categories], 60_000);
  const display = { includesVat: true, memberPrices: false };

  const rows: Figures[] = [];
  rows.push(await measureInProcess('in-process suggest() (products, categories, brands, pages)', 5_000, (i) => app.services.search.suggest(mix[i % mix.length]!, display)));
  rows.push(await measureInProcess('in-process full results: filter() with the text, relevance, page 1', 1_000, (i) =>
    app.services.filter.filter(parseFilterQuery(new URLSearchParams({ blade: 'search', text: mix[i % mix.length]! })), display)));
  await app.close();

  // Each request of the run takes the next query of the mix: none is asked twice (unless a run outlasts 60 000).
  let next = 0;
  const distinct = () => `/produkter/autocomplete?query=${encodeURIComponent(mix[next++ % mix.length]!)}`;
  const { child, address } = await startPinnedServer(fileURLToPath(import.meta.url), database, values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : []);
  try {
    const base = { url: address, connections: 10, pipelining: 1, requests: [{ method: 'GET' as const, setupRequest: (r: autocannon.Request) => ({ ...r, path: distinct() }) }] };
    await autocannon({ ...base, duration: 3 });
    const times: number[] = [];
    const seconds = Number(values.seconds);
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ ...base, duration: seconds }, (error, finished) => (error ? reject(error) : resolve(finished)));
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
    times.sort((a, b) => a - b);
    rows.push({
      name: 'HTTP GET /produkter/autocomplete, a query no other request asked, server pinned to 1 core (10 connections)',
      requestsPerSecond: Math.round(result.requests.average),
      p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), samples: times.length, non2xx: result.non2xx,
    });
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  report('bench/results/search.json', rows);
  const [suggest, full, http] = rows as [Figures, Figures, Figures];
  console.log(`budget: suggest p95 ${suggest.p95} ms (< 2: ${suggest.p95 < 2 ? 'ok' : 'MISSED'}), full results p95 ${full.p95} ms (< 10: ${full.p95 < 10 ? 'ok' : 'MISSED'}), HTTP ${http.requestsPerSecond} req/s (> 3000: ${(http.requestsPerSecond ?? 0) > 3000 ? 'ok' : 'MISSED'})`);
}
