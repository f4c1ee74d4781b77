import { describe, expect, it } from 'vitest';
import { ledgerVouchers, periodLedger, type MoneyEvent, type SaleEvent } from './period-ledger';

const cardSale: SaleEvent = {
  orderNumber: '100002', date: '2026-11-03', paymentHandler: 'card_redirect', giftCardsOre: 0, toPayOre: 12_500, totalInclVatOre: 12_500,
  vatBreakdown: [{ rate: 25, excl_vat_ore: 10_000, vat_ore: 2_500 }],
};
const swishSale: SaleEvent = {
  orderNumber: '100001', date: '2026-11-02', paymentHandler: 'swish', giftCardsOre: 5_000, toPayOre: 6_200, totalInclVatOre: 11_200,
  vatBreakdown: [{ rate: 25, excl_vat_ore: 4_000, vat_ore: 1_000 }, { rate: 12, excl_vat_ore: 5_536, vat_ore: 664 }],
};
const money: MoneyEvent[] = [
  { kind: 'payment', orderNumber: '100001', date: '2026-11-02', handler: 'swish', method: 'swish', reference: 'A1', amountOre: 6_200 },
  { kind: 'payment', orderNumber: '100002', date: '2026-11-03', handler: 'card_redirect', method: 'card', reference: 'T1', amountOre: 12_500 },
  { kind: 'refund', orderNumber: '100002', date: '2026-11-20', handler: 'card_redirect', method: 'card', reference: null, amountOre: 12_500 },
];

describe('period ledger', () => {
  const { entries, summary } = periodLedger({ sales: [cardSale, swishSale], credits: [{ ...cardSale, date: '2026-11-20' }], money });

  it('orders the entries by date and numbers only those that book anything', () => {
    expect(entries.map((e) => [e.date, e.kind, e.orderNumber, e.voucher])).toEqual([
      ['2026-11-02', 'sale', '100001', 1],
      // Swish pays straight into the bank the sale already debited.
      ['2026-11-02', 'payment', '100001', null],
      ['2026-11-03', 'sale', '100002', 2],
      ['2026-11-03', 'payment', '100002', 3],
      ['2026-11-20', 'credit', '100002', 4],
      ['2026-11-20', 'refund', '100002', 5],
    ]);
  });

  it('balances every voucher and moves a card payment from the provider claim to the bank', () => {
    for (const entry of entries) expect(entry.transactions.reduce((sum, t) => sum + t.amountOre, 0)).toBe(0);
    expect(entries[3]!.transactions).toEqual([{ account: 1930, amountOre: 12_500 }, { account: 1580, amountOre: -12_500 }]);
    expect(ledgerVouchers(entries, 'W', (e) => e.kind).map((v) => `${v.series}${v.number} ${v.date} ${v.text}`)).toEqual([
      'W1 2026-11-02 sale', 'W2 2026-11-03 sale', 'W3 2026-11-03 payment', 'W4 2026-11-20 credit', 'W5 2026-11-20 refund',
    ]);
  });

  it('sums sales and VAT per rate, gift cards, payments and refunds per method, and credits', () => {
    expect(summary).toEqual({
      sales: 2,
      salesExclVatOre: 19_536,
      vatByRate: [{ rate: 25, exclVatOre: 14_000, vatOre: 3_500 }, { rate: 12, exclVatOre: 5_536, vatOre: 664 }],
      giftCardsOre: 5_000,
      payments: [{ method: 'card', count: 1, amountOre: 12_500 }, { method: 'swish', count: 1, amountOre: 6_200 }],
      refunds: [{ method: 'card', count: 1, amountOre: 12_500 }],
      credits: 1,
      creditedOre: 12_500,
    });
  });
});
