import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { svBackOffice } from '../../common/copy/sv-back-office';
import { CSV_BOM, csvLine, decodeCsv, detectCsvSeparator, formatCsvKronor, parseCsv } from '../../domain/csv-format';
import {
  CSV_COLUMNS, CSV_HEADERS, CSV_NO, CSV_STATUS, CSV_YES, MAX_CSV_BYTES, MAX_CSV_LINES, planCsvImport,
  type CsvCatalogSnapshot, type CsvExistingProduct, type CsvField, type CsvImportPlan, type CsvIssue, type CsvKind, type CsvProductState,
} from '../../domain/csv-catalog';
import { createCatalogStateRepository } from '../../db/repositories/catalog-state-repository';
import { createCatalogCsvRepository, type CatalogCsvRepository, type CatalogImportRow } from '../../db/repositories/catalog-csv-repository';
import { recordAudit, type Actor } from './audit-log';
import type { CatalogChange, CatalogWork } from './catalog-change';

const t = svBackOffice.catalogCsv;

/** A refused file's report keeps this many problems (and counts them all). */
const MAX_REPORTED_ISSUES = 500;
/** Rows per statement: well inside SQLite's and PostgreSQL's limits on bound values (16 per row here). */
const BATCH_ROWS = 1_000;
const EXPORT_PAGE = 2_000;

/** A problem as the report shows it. */
export interface CsvReportIssue {
  line: number;
  column: string | null;
  message: string;
}

export type { CatalogImportRow };

export type CsvImportOutcome =
  | { ok: true; importId: number; kind: CsvKind; checkOnly: boolean; created: number; updated: number; unchanged: number }
  | { ok: false; importId: number; issues: CsvReportIssue[]; total: number };

/** A problem's Swedish message (common/copy/sv-back-office.ts catalogCsv.issues). */
export function csvIssueMessage(issue: CsvIssue): string {
  const message = t.issues[issue.code] as (value: string, detail: string) => string;
  return message(issue.value ?? '', issue.detail === undefined ? '' : String(issue.detail));
}

function reportOf(issues: readonly CsvIssue[]): CsvReportIssue[] {
  return issues.map((issue) => ({ line: issue.line, column: issue.field ? CSV_HEADERS[issue.field] : null, message: csvIssueMessage(issue) }));
}

/** The catalog as an import is checked against it, with the catalog version it was read at. */
async function loadSnapshot(db: Kysely<Database>): Promise<{ snapshot: CsvCatalogSnapshot; version: number }> {
  const [version, { products, brands, categories, vatClasses }] = await Promise.all([createCatalogStateRepository(db).version(), createCatalogCsvRepository(db).catalog()]);
  const skuOf = new Map(products.map((p) => [p.id, p.sku]));
  const parents = new Set(products.map((p) => p.parent_id).filter((id): id is number => id !== null));
  const byName = new Map<string, number | 'ambiguous'>();
  for (const c of categories) {
    const name = c.name.toLowerCase();
    byName.set(name, byName.has(name) ? 'ambiguous' : c.id);
  }
  const categoryMap = new Map<string, number | 'ambiguous'>(byName);
  for (const c of categories) categoryMap.set(c.url, c.id);
  const productMap = new Map<string, CsvExistingProduct>();
  const productUrls = new Map<string, string>();
  for (const p of products) {
    productUrls.set(p.url, p.sku);
    productMap.set(p.sku, {
      id: p.id, hasVariants: parents.has(p.id), sku: p.sku, name: p.name, url: p.url, brandId: p.brand_id, categoryId: p.category_id,
      vatClass: p.vat_class, priceOre: p.price_incl_vat_ore, originalPriceOre: p.original_price_incl_vat_ore, memberPriceOre: p.member_price_incl_vat_ore,
      stock: p.stock, status: p.status, buyOption: p.buy_option, gtin: p.gtin, mpn: p.mpn, parentSku: p.parent_id === null ? null : (skuOf.get(p.parent_id) ?? null),
    });
  }
  return {
    version,
    snapshot: {
      products: productMap,
      brands: new Map(brands.map((b) => [b.name.toLowerCase(), b.id])),
      categories: categoryMap,
      categoryUrls: new Map(categories.map((c) => [c.id, c.url])),
      vatClasses: new Set(vatClasses),
      productUrls,
    },
  };
}

const int = (value: number | null) => sql`cast(${value} as integer)`;
const text = (value: string | null) => sql`cast(${value} as text)`;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) out.push(rows.slice(i, i + BATCH_ROWS));
  return out;
}

/**
 * Writes a checked file's changes: new products (main products first, their variants after), then every changed
 * product through the price repository, in batched UPDATE ... FROM (VALUES ...) statements, one per thousand rows
 * rather than one per row, which writes the history of every price that changed.
 */
async function writePlan(w: CatalogWork, csv: CatalogCsvRepository, plan: CsvImportPlan, snapshot: CsvCatalogSnapshot): Promise<void> {
  const { nowIso } = w;
  const idOfSku = new Map([...snapshot.products.values()].map((p) => [p.sku, p.id]));

  // Main products first: a variant's parent is in the catalog already or among them (a parent is never a variant).
  const mains = plan.creates.filter((p) => p.parentSku === null);
  const variants = plan.creates.filter((p) => p.parentSku !== null);
  for (const batch of [...chunks(mains), ...chunks(variants)]) {
    const rows = batch.map((p) => ({
      sku: p.sku, name: p.name, url: p.url, brand_id: p.brandId, category_id: p.categoryId, vat_class: p.vatClass,
      price_incl_vat_ore: p.priceOre, original_price_incl_vat_ore: p.originalPriceOre, member_price_incl_vat_ore: p.memberPriceOre,
      stock: p.stock, status: p.status, buy_option: p.buyOption ? 1 : 0, gtin: p.gtin, mpn: p.mpn,
      parent_id: p.parentSku === null ? null : idOfSku.get(p.parentSku)!, created_at: nowIso, updated_at: nowIso,
    }));
    const inserted = await csv.insertProducts(rows);
    for (const row of inserted) idOfSku.set(row.sku, row.id);
    await w.prices.opened(inserted.map((row) => ({ productId: row.id, priceOre: row.price_incl_vat_ore })), nowIso);
  }

  // Each changed row is written once, its prices with its other columns (see the price repository's `move`).
  const moves = plan.updates.map(({ id, after: p }) => ({ productId: id, priceOre: p.priceOre, originalOre: p.originalPriceOre, memberOre: p.memberPriceOre, product: p }));
  await w.prices.move(
    moves,
    nowIso,
    plan.kind === 'prices'
      ? { columns: ['stock'], values: ({ product: p }) => [int(p.stock)] }
      : {
          columns: ['name', 'url', 'brand_id', 'category_id', 'vat_class', 'stock', 'status', 'buy_option', 'gtin', 'mpn', 'parent_id'],
          values: ({ product: p }) => [
            text(p.name), text(p.url), int(p.brandId), int(p.categoryId), text(p.vatClass), int(p.stock), text(p.status), int(p.buyOption ? 1 : 0),
            text(p.gtin), text(p.mpn), int(p.parentSku === null ? null : (idOfSku.get(p.parentSku) ?? null)),
          ],
        },
  );

  // A product's changed address keeps leading to it (decision 032); an address a product takes stops leading elsewhere.
  const readdressed = plan.updates.filter((u) => u.before.url !== u.after.url);
  await w.redirects.release([...plan.creates.map((p) => p.url), ...readdressed.map((u) => u.after.url)]);
  await w.redirects.keep(readdressed.map((u) => ({ oldUrl: u.before.url, target: { productId: u.id } })), nowIso);
}

/**
 * The back office's CSV import and export of the catalog (issue 18). An import reads the whole file, checks every
 * line against the catalog and writes nothing when any line is bad; a good file is written in one transaction. The
 * check runs first without holding anything; the transaction then takes the import lock and, if the catalog moved on
 * meanwhile (its version changed), checks the file again against what is there now.
 */
export function createCatalogCsv(db: Kysely<Database>, options: { change: CatalogChange; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const reports = createCatalogCsvRepository(db);

  async function saveReport(
    actor: Actor,
    fileName: string,
    row: Pick<CatalogImportRow, 'kind' | 'status' | 'created_count' | 'updated_count' | 'unchanged_count' | 'issue_count' | 'issues_json'>,
    nowIso: string,
    csv: CatalogCsvRepository = reports,
  ): Promise<number> {
    return csv.saveReport({ staff_id: actor.staffId, staff_email: actor.email, file_name: fileName, created_at: nowIso, ...row });
  }

  async function refuse(actor: Actor, fileName: string, kind: CsvKind | null, issues: CsvIssue[], total: number, nowIso: string): Promise<CsvImportOutcome> {
    const report = reportOf(issues);
    const importId = await saveReport(
      actor, fileName, { kind, status: 'refused', created_count: 0, updated_count: 0, unchanged_count: 0, issue_count: total, issues_json: JSON.stringify(report) }, nowIso,
    );
    return { ok: false, importId, issues: report, total };
  }

  return {
    /**
     * Reads, checks and (unless `checkOnly`, or any line is bad) writes a file. `tooLarge` says the upload was cut
     * at MAX_CSV_BYTES: it is refused with that reason, as a report like any other.
     */
    async importFile(file: { name: string; bytes: Uint8Array; tooLarge: boolean; checkOnly: boolean }, actor: Actor): Promise<CsvImportOutcome> {
      const nowIso = now().toISOString();
      if (file.tooLarge) return refuse(actor, file.name, null, [{ line: 0, field: null, code: 'too_large', detail: MAX_CSV_BYTES / 1024 / 1024 }], 1, nowIso);
      const decoded = decodeCsv(file.bytes);
      if (!decoded.ok) return refuse(actor, file.name, null, [{ line: 0, field: null, code: decoded.error.kind }], 1, nowIso);
      const parsed = parseCsv(decoded.text, detectCsvSeparator(decoded.text));
      if (!parsed.ok) {
        const error = parsed.error;
        return refuse(actor, file.name, null, [{ line: 'line' in error ? error.line : 0, field: null, code: error.kind }], 1, nowIso);
      }
      const limits = { maxLines: MAX_CSV_LINES, maxIssues: MAX_REPORTED_ISSUES };
      const first = await loadSnapshot(db);
      const checked = planCsvImport(parsed.records, first.snapshot, limits);
      if (!checked.ok) return refuse(actor, file.name, null, checked.issues, checked.total, nowIso);
      const counts = (plan: CsvImportPlan) => ({ created: plan.creates.length, updated: plan.updates.length, unchanged: plan.unchanged });

      if (file.checkOnly) {
        const c = counts(checked.plan);
        const importId = await saveReport(actor, file.name, {
          kind: checked.plan.kind, status: 'checked', created_count: c.created, updated_count: c.updated, unchanged_count: c.unchanged, issue_count: 0, issues_json: null,
        }, nowIso);
        return { ok: true, importId, kind: checked.plan.kind, checkOnly: true, ...c };
      }

      const written = await options.change(actor, async (w) => {
        const { trx } = w;
        const csv = createCatalogCsvRepository(trx);
        await csv.lockImports();
        let snapshot = first.snapshot;
        let plan = checked.plan;
        if ((await createCatalogStateRepository(trx).version()) !== first.version) {
          snapshot = (await loadSnapshot(trx)).snapshot;
          const again = planCsvImport(parsed.records, snapshot, limits);
          if (!again.ok) return again;
          plan = again.plan;
        }
        await writePlan(w, csv, plan, snapshot);
        const c = counts(plan);
        const importId = await saveReport(actor, file.name, {
          kind: plan.kind, status: 'imported', created_count: c.created, updated_count: c.updated, unchanged_count: c.unchanged, issue_count: 0, issues_json: null,
        }, nowIso, csv);
        // One entry per import, not per row: who, which file, what it did. A file that changed nothing leaves the catalog as it is.
        const entry = { action: 'catalog.import', entityType: 'catalog_import', entityId: importId, before: null, after: { file: file.name, kind: plan.kind, ...c } };
        await (c.created + c.updated > 0 ? w.changed(entry) : w.noted(entry));
        return { ok: true as const, importId, kind: plan.kind, checkOnly: false, ...c };
      });
      if (!written.ok) return refuse(actor, file.name, null, written.issues, written.total, nowIso);
      return written;
    },

    /** The file's lines, header first (after a byte-order mark), read a page of products at a time. */
    async *exportLines(kind: CsvKind): AsyncGenerator<string> {
      const { brands, categories } = await reports.catalogNames();
      const brandName = new Map(brands.map((b) => [b.id, b.name]));
      const categoryUrl = new Map(categories.map((c) => [c.id, c.url]));
      const fields = CSV_COLUMNS[kind];
      yield CSV_BOM + csvLine(fields.map((f) => CSV_HEADERS[f]));
      let after = 0;
      for (;;) {
        const rows = await reports.exportPage(after, EXPORT_PAGE);
        if (rows.length === 0) return;
        let chunk = '';
        for (const p of rows) {
          const state: CsvProductState = {
            sku: p.sku, name: p.name, url: p.url, brandId: p.brand_id, categoryId: p.category_id, vatClass: p.vat_class, priceOre: p.price_incl_vat_ore,
            originalPriceOre: p.original_price_incl_vat_ore, memberPriceOre: p.member_price_incl_vat_ore, stock: p.stock, status: p.status,
            buyOption: p.buy_option, gtin: p.gtin, mpn: p.mpn, parentSku: p.parent_sku,
          };
          chunk += csvLine(fields.map((f) => exportCell(f, state, brandName, categoryUrl)));
        }
        yield chunk;
        after = rows.at(-1)!.id;
      }
    },

    /** An export's audit entry: who took which file, when. */
    async recordExport(kind: CsvKind, fileName: string, actor: Actor): Promise<void> {
      await recordAudit(db, actor, { action: 'catalog.export', entityType: 'catalog_export', entityId: kind, before: null, after: { file: fileName, kind } }, now().toISOString());
    },

    recent(limit = 20): Promise<CatalogImportRow[]> {
      return reports.recentReports(limit);
    },

    async find(id: number): Promise<(CatalogImportRow & { issues: CsvReportIssue[] }) | null> {
      const row = await reports.report(id);
      if (!row) return null;
      return { ...row, issues: row.issues_json ? (JSON.parse(row.issues_json) as CsvReportIssue[]) : [] };
    },
  };
}

function exportCell(field: CsvField, p: CsvProductState, brandName: ReadonlyMap<number, string>, categoryUrl: ReadonlyMap<number, string>): string {
  switch (field) {
    case 'sku':
      return p.sku;
    case 'name':
      return p.name;
    case 'url':
      return p.url;
    case 'brand':
      return brandName.get(p.brandId) ?? '';
    case 'category':
      return categoryUrl.get(p.categoryId) ?? '';
    case 'vatClass':
      return p.vatClass;
    case 'price':
      return formatCsvKronor(p.priceOre);
    case 'originalPrice':
      return formatCsvKronor(p.originalPriceOre);
    case 'memberPrice':
      return formatCsvKronor(p.memberPriceOre);
    case 'stock':
      return String(p.stock);
    case 'status':
      return CSV_STATUS[p.status];
    case 'buyOption':
      return p.buyOption ? CSV_YES : CSV_NO;
    case 'gtin':
      return p.gtin ?? '';
    case 'mpn':
      return p.mpn ?? '';
    case 'parentSku':
      return p.parentSku ?? '';
  }
}

export type CatalogCsv = ReturnType<typeof createCatalogCsv>;
