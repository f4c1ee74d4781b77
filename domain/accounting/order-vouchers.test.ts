import { describe, expect, it } from 'vitest';
import { accountNames, claimAccountOf, creditTransactions, paymentTransactions, saleTransactions, type SaleFigures } from './order-vouchers';
import { writeSie4 } from './sie4';

const sum = (transactions: { amountOre: number }[]) => transactions.reduce((total, t) => total + t.amountOre, 0);

/** 2 590 kr of goods at 25 %, a 59 kr book at 6 %, 200 kr of it paid with a gift card, the rest by invoice. */
const invoiceSale: SaleFigures = {
  paymentHandler: 'manual_payment',
  vatBreakdown: [
    { rate: 25, excl_vat_ore: 207_200, vat_ore: 51_800 },
    { rate: 6, excl_vat_ore: 5_566, vat_ore: 334 },
  ],
  giftCardsOre: 20_000,
  toPayOre: 259_000 + 5_900 - 20_000,
};

describe('saleTransactions', () => {
  it('debits the claim and the gift cards and credits sales and VAT per rate, balancing to zero', () => {
    const transactions = saleTransactions(invoiceSale);
    expect(transactions).toEqual([
      { account: 1510, amountOre: 244_900 },
      { account: 2421, amountOre: 20_000 },
      { account: 3001, amountOre: -207_200 },
      { account: 2611, amountOre: -51_800 },
      { account: 3003, amountOre: -5_566 },
      { account: 2631, amountOre: -334 },
    ]);
    expect(sum(transactions)).toBe(0);
  });

  it('books a card or provider sale to the provider claim and a Swish sale straight to the bank', () => {
    expect(saleTransactions({ ...invoiceSale, paymentHandler: 'klarna_checkout' })[0]!.account).toBe(1580);
    expect(saleTransactions({ ...invoiceSale, paymentHandler: 'swish' })[0]!.account).toBe(1930);
  });

  it('books a difference of öre in an order stored before its rows added up to öres- och kronutjämning', () => {
    const transactions = saleTransactions({ ...invoiceSale, toPayOre: invoiceSale.toPayOre + 1 });
    expect(transactions).toContainEqual({ account: 3740, amountOre: -1 });
    expect(sum(transactions)).toBe(0);
  });

  it('refuses a VAT rate it has no accounts for', () => {
    expect(() => saleTransactions({ ...invoiceSale, vatBreakdown: [{ rate: 7, excl_vat_ore: 100, vat_ore: 7 }] })).toThrow(/7 %/);
  });
});

describe('payments and credits', () => {
  it('moves a paid claim to the bank, and back out for a refund', () => {
    expect(paymentTransactions('manual_payment', 244_900)).toEqual([
      { account: 1930, amountOre: 244_900 },
      { account: 1510, amountOre: -244_900 },
    ]);
    expect(paymentTransactions('card_redirect', -10_000)).toEqual([
      { account: 1930, amountOre: -10_000 },
      { account: 1580, amountOre: 10_000 },
    ]);
    expect(paymentTransactions('swish', 10_000)).toEqual([]);
  });

  it('reverses a sale for a credit', () => {
    const credit = creditTransactions(invoiceSale);
    expect(credit[0]).toEqual({ account: claimAccountOf('manual_payment').number, amountOre: -244_900 });
    expect(sum(credit)).toBe(0);
  });
});

describe('accountNames', () => {
  it('names every account used, so a SIE file of the month declares them all', () => {
    const transactions = [...saleTransactions(invoiceSale), ...paymentTransactions('manual_payment', 244_900)];
    const accounts = accountNames(transactions);
    expect([...accounts.keys()].sort()).toEqual([1510, 1930, 2421, 2611, 2631, 3001, 3003]);
    expect(() =>
      writeSie4({
        program: { name: 'Hembutiken', version: '1' }, generatedOn: '2026-12-01', company: { name: 'Hembutiken', organisationNumber: null },
        fiscalYear: { start: '2026-01-01', end: '2026-12-31' }, accounts, vouchers: [{ series: 'A', number: 1, date: '2026-11-03', text: 'Order 1', transactions }],
      }),
    ).not.toThrow();
  });
});
