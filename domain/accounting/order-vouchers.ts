/**
 * How the shop's money events become vouchers in the accountant's books (BAS chart of accounts): a sale credits
 * sales and output VAT per rate and debits what the customer owes (by how they pay) and the gift cards they used;
 * a payment moves a claim to the bank; a refund moves it back. Every voucher balances by construction, because
 * the order's VAT rows add up to its total and its total to gift cards plus what is left to pay.
 */
import type { PaymentHandler } from '../../common/contract/checkout';
import type { Ore } from '../money';
import type { SieTransaction } from './sie4';

interface Account {
  number: number;
  name: string;
}

const account = (number: number, name: string): Account => ({ number, name });

/** The BAS accounts the shop books to, with their standard names. */
export const ACCOUNTS = {
  bank: account(1930, 'Företagskonto'),
  customerClaims: account(1510, 'Kundfordringar'),
  paymentProviderClaims: account(1580, 'Fordringar för kontokort och kuponger'),
  giftCardDebt: account(2421, 'Ej inlösta presentkort'),
  rounding: account(3740, 'Öres- och kronutjämning'),
} as const;

/** Sales and output VAT per Swedish VAT rate (25, 12, 6 and 0 per cent). */
const RATE_ACCOUNTS: ReadonlyMap<number, { sales: Account; vat: Account | null }> = new Map([
  [25, { sales: account(3001, 'Försäljning inom Sverige, 25 % moms'), vat: account(2611, 'Utgående moms på försäljning inom Sverige, 25 %') }],
  [12, { sales: account(3002, 'Försäljning inom Sverige, 12 % moms'), vat: account(2621, 'Utgående moms på försäljning inom Sverige, 12 %') }],
  [6, { sales: account(3003, 'Försäljning inom Sverige, 6 % moms'), vat: account(2631, 'Utgående moms på försäljning inom Sverige, 6 %') }],
  [0, { sales: account(3004, 'Försäljning inom Sverige, momsfri'), vat: null }],
]);

/** Where what the customer owes waits until the money is in the bank: an invoice is the customer's debt, the rest the provider's. */
export function claimAccountOf(handler: PaymentHandler): Account {
  return handler === 'manual_payment' ? ACCOUNTS.customerClaims : handler === 'swish' ? ACCOUNTS.bank : ACCOUNTS.paymentProviderClaims;
}

export interface SaleFigures {
  paymentHandler: PaymentHandler;
  vatBreakdown: readonly { rate: number; excl_vat_ore: Ore; vat_ore: Ore }[];
  giftCardsOre: Ore;
  toPayOre: Ore;
}

function ratesOf(rate: number) {
  const accounts = RATE_ACCOUNTS.get(rate);
  if (!accounts) throw new Error(`No accounts for a VAT rate of ${rate} %`);
  return accounts;
}

/** The sale of an order: credit sales and VAT per rate; debit the claim for what is to pay and the gift cards drawn. */
export function saleTransactions(sale: SaleFigures): SieTransaction[] {
  const credits = sale.vatBreakdown.flatMap((row) => {
    const { sales, vat } = ratesOf(row.rate);
    const lines: SieTransaction[] = [{ account: sales.number, amountOre: -row.excl_vat_ore }];
    if (vat) lines.push({ account: vat.number, amountOre: -row.vat_ore });
    else if (row.vat_ore !== 0) throw new Error('VAT on a VAT-free row');
    return lines;
  });
  const debits: SieTransaction[] = [];
  if (sale.toPayOre !== 0) debits.push({ account: claimAccountOf(sale.paymentHandler).number, amountOre: sale.toPayOre });
  if (sale.giftCardsOre !== 0) debits.push({ account: ACCOUNTS.giftCardDebt.number, amountOre: sale.giftCardsOre });
  const residual = [...credits, ...debits].reduce((sum, t) => sum + t.amountOre, 0);
  // The order's rows add up by construction; a difference of öre (an order stored before that rule) is rounding.
  if (residual !== 0) debits.push({ account: ACCOUNTS.rounding.number, amountOre: -residual });
  return [...debits, ...credits].filter((t) => t.amountOre !== 0);
}

/**
 * Money reaching the bank for a claim (an invoice paid, a provider's payout), or leaving it (a refund: a negative
 * amount). Swish pays straight into the bank, so its claim is the bank and there is nothing to move.
 */
export function paymentTransactions(handler: PaymentHandler, amountOre: Ore): SieTransaction[] {
  const claim = claimAccountOf(handler).number;
  if (claim === ACCOUNTS.bank.number) return [];
  return [
    { account: ACCOUNTS.bank.number, amountOre },
    { account: claim, amountOre: -amountOre },
  ];
}

/**
 * A credit (a return, a cancelled invoice): the sale reversed for what is credited, at the order's rates. Money
 * already paid that goes back out is a payment of the negative amount on top.
 */
export function creditTransactions(credited: SaleFigures): SieTransaction[] {
  return saleTransactions(credited).map((t) => ({ account: t.account, amountOre: -t.amountOre }));
}

/** Every account a set of transactions uses, with its name: what a SIE file declares with #KONTO. */
export function accountNames(transactions: readonly SieTransaction[]): Map<number, string> {
  const known = new Map<number, string>([
    ...Object.values(ACCOUNTS).map((a) => [a.number, a.name] as const),
    ...[...RATE_ACCOUNTS.values()].flatMap((r) => [[r.sales.number, r.sales.name] as const, ...(r.vat ? [[r.vat.number, r.vat.name] as const] : [])]),
  ]);
  return new Map(
    [...new Set(transactions.map((t) => t.account))].map((account) => {
      const name = known.get(account);
      if (!name) throw new Error(`Unknown account ${account}`);
      return [account, name];
    }),
  );
}
