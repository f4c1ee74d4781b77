/**
 * CSV import and export on the benchmark catalog (issue 18's budget: 100 000 rows imported in under a minute, on
 * SQLite and on PostgreSQL; the export streamed without holding the catalog in memory).
 * Usage: npm run seed:bench && npm run bench:csv [-- --database data/bench.sqlite]
 *        npm run bench:csv -- --database postgres://postgres@127.0.0.1:5432/bench (a database seeded by db/seed/cli.ts)
 *
 * A SQLite file is copied first and the copy is used, so data/bench.sqlite keeps its prices. On PostgreSQL the run
 * ends by importing the original prices back (that import is timed too); the price history keeps the run's rows.
 *
 * Timed, in-process through the service the upload call uses (services/admin/catalog-csv.ts): both exports (time,
 * size, the heap's growth while streaming), a prices file changing every product's price and stock, a products file
 * that changes nothing (the check alone), a products file changing every name, and the prices put back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connectDatabase, isPostgresUrl } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { COMMAND_LINE } from '../services/admin/audit-log';
import { createCatalogCsv } from '../services/admin/catalog-csv';
import { createCatalogChange } from '../services/admin/catalog-change';
import { createCatalogSignal } from '../services/catalog/catalog-signal';
import type { CsvKind } from '../domain/csv-catalog';

const { values } = parseArgs({ options: { database: { type: 'string', default: 'data/bench.sqlite' } } });
const source = values.database!;
const postgres = isPostgresUrl(source);
let sqliteFile = '';
if (!postgres) {
  if (!fs.existsSync(source)) throw new Error(`${source} does not exist: run npm run seed:bench first`);
  sqliteFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-csv-')), 'bench.sqlite');
  for (const suffix of ['', '-wal', '-shm']) if (fs.existsSync(`${source}${suffix}`)) fs.copyFileSync(`${source}${suffix}`, `${sqliteFile}${suffix}`);
}

const handle = await connectDatabase({ url: postgres ? source : undefined, sqliteFile });
await migrateToLatest(handle.db);
const csv = createCatalogCsv(handle.db, { change: createCatalogChange(handle.db, { signal: createCatalogSignal() }) });
const rows: Record<string, string | number>[] = [];

/** Streams a file as the download does, dropping each chunk (timed, heap watched), then once more to keep it. */
async function exportFile(kind: CsvKind): Promise<string> {
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = heapBefore;
  let bytes = 0;
  let lines = 0;
  const started = performance.now();
  for await (const chunk of csv.exportLines(kind)) {
    bytes += Buffer.byteLength(chunk);
    lines += chunk.split('\r\n').length - 1;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  rows.push({ step: `export ${kind}`, lines: lines - 1, seconds: secondsSince(started), megabytes: (bytes / 1024 / 1024).toFixed(1), 'heap growth MB': ((peak - heapBefore) / 1024 / 1024).toFixed(1) });
  const parts: string[] = [];
  for await (const chunk of csv.exportLines(kind)) parts.push(chunk);
  return parts.join('');
}

async function importText(step: string, text: string): Promise<void> {
  const started = performance.now();
  const outcome = await csv.importFile({ name: `${step}.csv`, bytes: Buffer.from(text, 'utf8'), tooLarge: false, checkOnly: false }, COMMAND_LINE);
  if (!outcome.ok) throw new Error(`${step}: refused, ${outcome.total} problems, first ${JSON.stringify(outcome.issues.slice(0, 3))}`);
  rows.push({ step, lines: outcome.created + outcome.updated + outcome.unchanged, seconds: secondsSince(started), created: outcome.created, updated: outcome.updated, unchanged: outcome.unchanged });
}

function secondsSince(started: number): string {
  return ((performance.now() - started) / 1000).toFixed(2);
}

/** Every data line of a file changed by `edit`, but for lines with a quoted cell (left as they are). */
function rewrite(text: string, edit: (cells: string[]) => void): string {
  const [header, ...lines] = text.replace(/^\uFEFF/, '').split('\r\n');
  return [header, ...lines.map((line) => {
    if (line === '' || line.includes('"')) return line;
    const cells = line.split(';');
    edit(cells);
    return cells.join(';');
  })].join('\r\n');
}

try {
  const prices = await exportFile('prices');
  const products = await exportFile('products');
  // Every price one krona up, every stock one more.
  await importText('import prices, every row changed', rewrite(prices, (cells) => {
    const [kronor, ore] = cells[1]!.split(',');
    cells[1] = `${Number(kronor) + 1},${ore}`;
    cells[4] = String(Number(cells[4]) + 1);
  }));
  await importText('import prices back', prices);
  await importText('import products, nothing changed', products);
  await importText('import products, every name changed', rewrite(products, (cells) => {
    cells[1] = `${cells[1]} (ny)`;
  }));
  await importText('import products back', products);
  console.log(`CSV import and export on ${postgres ? 'PostgreSQL' : 'SQLite'} (${os.cpus()[0]?.model ?? 'cpu'}):`);
  console.table(rows);
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', `csv-import-${postgres ? 'postgres' : 'sqlite'}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
  console.log(`figures written to ${file}`);
} finally {
  await handle.close();
  if (sqliteFile) fs.rmSync(path.dirname(sqliteFile), { recursive: true, force: true });
}
