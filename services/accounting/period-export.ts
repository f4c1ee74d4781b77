import type { Kysely } from 'kysely';
import { svAccounting } from '../../common/copy/sv-accounting';
import { accountNames } from '../../domain/accounting/order-vouchers';
import { exportFileStem, fiscalYearOf, monthOf, type ExportPeriod } from '../../domain/accounting/export-period';
import { ledgerVouchers, periodLedger, type LedgerEntry, type MoneyEvent, type PeriodSummary, type SaleEvent } from '../../domain/accounting/period-ledger';
import { sie4Bytes } from '../../domain/accounting/sie4';
import { nextDay, swedishDayStart } from '../../domain/back-office';
import { slugify } from '../../domain/catalog-structure';
import { CSV_BOM, csvLine, formatCsvKronor } from '../../domain/csv-format';
import { swedishDate } from '../../domain/swedish-calendar';
import { createAccountingRepository, type BookedSale } from '../../db/repositories/accounting-repository';
import type { Database } from '../../db/schema';
import { settingsIn } from '../catalog/catalog-snapshot';

const a = svAccounting.export;

/** One voucher series for everything the shop books, as accounting programs expect an import's to be. */
const SERIES = 'W';
const PROGRAM = { name: 'Hembutiken', version: '1.0' };

export interface PeriodOverview {
  period: ExportPeriod;
  summary: PeriodSummary;
}

export interface ExportFile {
  fileName: string;
  body: Uint8Array | string;
}

function saleEvent(sale: BookedSale): SaleEvent {
  return {
    orderNumber: sale.order_number, date: swedishDate(new Date(sale.at)), paymentHandler: sale.payment_handler, vatBreakdown: sale.vat_breakdown,
    giftCardsOre: sale.gift_cards_ore, toPayOre: sale.to_pay_ore, totalInclVatOre: sale.total_incl_vat_ore,
  };
}

function voucherText(entry: LedgerEntry): string {
  const method = entry.method === null ? '' : (svAccounting.methods[entry.method] ?? entry.method);
  switch (entry.kind) {
    case 'sale':
      return a.voucher.sale(entry.orderNumber);
    case 'credit':
      return a.voucher.credit(entry.orderNumber);
    case 'payment':
      return a.voucher.payment(method, entry.orderNumber);
    default:
      return a.voucher.refund(method, entry.orderNumber);
  }
}

/**
 * The accountant's export of a period (issue 30): the sales by VAT rate, the payments per method, the refunds and
 * credits, as a summary for the page, a SIE 4 file for the accounting program and the same entries as CSV for Excel.
 */
export function createPeriodExport(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const repo = createAccountingRepository(db);

  async function ledger(period: ExportPeriod) {
    const fromIso = swedishDayStart(period.from);
    const untilIso = swedishDayStart(nextDay(period.to));
    const [sales, cancelled, movements] = await Promise.all([repo.salesPlaced(fromIso, untilIso), repo.salesCancelled(fromIso, untilIso), repo.movements(fromIso, untilIso)]);
    const credits: SaleEvent[] = [
      ...cancelled.map(saleEvent),
      // A credit invoice reverses what it credits at the rates it was issued with; nothing of it was a gift card.
      ...movements.filter((m) => m.kind === 'credit').map((m) => ({
        orderNumber: m.order_number, date: swedishDate(new Date(m.booked_at)), paymentHandler: m.payment_handler, vatBreakdown: m.credited_vat,
        giftCardsOre: 0, toPayOre: m.amount_ore, totalInclVatOre: m.amount_ore,
      })),
    ];
    const money: MoneyEvent[] = movements.flatMap((m) =>
      m.kind === 'credit'
        ? []
        : [{
            kind: m.kind === 'refund' ? ('refund' as const) : ('payment' as const), orderNumber: m.order_number, date: swedishDate(new Date(m.booked_at)),
            handler: m.payment_handler, method: m.method, reference: m.provider_reference, amountOre: m.amount_ore,
          }],
    );
    return periodLedger({ sales: sales.map(saleEvent), credits, money });
  }

  return {
    /** The month it is now in Sweden: the period the page opens with. */
    currentMonth: (): ExportPeriod => monthOf(swedishDate(now())),

    async overview(period: ExportPeriod): Promise<PeriodOverview> {
      return { period, summary: (await ledger(period)).summary };
    },

    /** The SIE 4 file (PC8): the company, the fiscal year, the accounts used and one voucher per entry that books anything. */
    async sie(period: ExportPeriod): Promise<ExportFile> {
      const [{ entries }, settings] = await Promise.all([ledger(period), settingsIn(db)]);
      const vouchers = ledgerVouchers(entries, SERIES, voucherText);
      const year = fiscalYearOf(period);
      const body = sie4Bytes({
        program: PROGRAM,
        generatedOn: swedishDate(now()),
        company: { name: settings.companyLegalName, organisationNumber: settings.companyOrganisationNumber },
        fiscalYear: { start: year.from, end: year.to },
        accounts: accountNames(vouchers.flatMap((v) => v.transactions)),
        vouchers,
      });
      return { fileName: `${exportFileStem(slugify(settings.siteName), period)}.se`, body };
    },

    /** Every entry as a row (Swish's payments too, which need no voucher), amounts in kronor with a decimal comma. */
    async csv(period: ExportPeriod): Promise<ExportFile> {
      const [{ entries }, settings] = await Promise.all([ledger(period), settingsIn(db)]);
      const rows = entries.map((entry) =>
        csvLine([
          entry.date, entry.voucher === null ? '' : `${SERIES}${entry.voucher}`, a.csv.kinds[entry.kind] ?? entry.kind, entry.orderNumber,
          entry.method === null ? '' : (svAccounting.methods[entry.method] ?? entry.method), entry.reference ?? '',
          formatCsvKronor(entry.amountOre), formatCsvKronor(entry.exclVatOre), formatCsvKronor(entry.vatOre),
        ]),
      );
      return { fileName: `${exportFileStem(slugify(settings.siteName), period)}.csv`, body: CSV_BOM + csvLine(a.csv.headers) + rows.join('') };
    },
  };
}

export type PeriodExport = ReturnType<typeof createPeriodExport>;
