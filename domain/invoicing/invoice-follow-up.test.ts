import { describe, expect, it } from 'vitest';
import { bgMaxSourceKey, daysBefore, daysOverdue, parseHandPayment, parseInvoiceListQuery, sameBankgiro } from './invoice-follow-up';

describe('parseInvoiceListQuery', () => {
  it.each([
    ['', 'open'],
    ['visa=obetalda', 'open'],
    ['visa=forfallna', 'overdue'],
    ['visa=betalda', 'paid'],
    ['visa=toString', 'open'],
    ['visa=paid', 'open'],
  ])('reads %s as the %s view', (search, filter) => {
    expect(parseInvoiceListQuery(new URLSearchParams(search)).filter).toBe(filter);
  });

  it('keeps a valid page and falls back to the first otherwise', () => {
    expect(parseInvoiceListQuery(new URLSearchParams('sida=3')).page).toBe(3);
    expect(parseInvoiceListQuery(new URLSearchParams('sida=-1')).page).toBe(1);
  });
});

describe('daysOverdue', () => {
  it.each([
    ['2026-11-27', '2026-11-27', 0],
    ['2026-11-28', '2026-11-27', 0],
    ['2026-11-26', '2026-11-27', 1],
    ['2026-10-25', '2026-11-27', 33],
    // Across the change to winter time the days still count whole.
    ['2026-10-24', '2026-10-26', 2],
  ])('an invoice due %s is late on %s by %i days', (due, today, days) => {
    expect(daysOverdue(due, today)).toBe(days);
  });

  it('counts back whole days', () => {
    expect(daysBefore('2026-03-01', 30)).toBe('2026-01-30');
  });
});

describe('parseHandPayment', () => {
  const today = '2026-11-27';

  it('reads an OCR with spaces, an amount in kronor with a comma and the day', () => {
    expect(parseHandPayment({ reference: '1234 5678 9', amount: '1 234,50', day: '2026-11-20' }, today)).toEqual({
      ok: true, payment: { reference: '123456789', amountOre: 123_450, day: '2026-11-20' },
    });
  });

  it('takes today when no day is given', () => {
    expect(parseHandPayment({ reference: '12', amount: '100', day: '' }, today)).toMatchObject({ ok: true, payment: { day: today } });
  });

  it.each([
    [{ reference: 'ABC', amount: '100', day: '' }, ['reference']],
    [{ reference: '', amount: '100', day: '' }, ['reference']],
    [{ reference: '12', amount: '0', day: '' }, ['amount']],
    [{ reference: '12', amount: '-5', day: '' }, ['amount']],
    [{ reference: '12', amount: '12,345', day: '' }, ['amount']],
    [{ reference: '12', amount: '20000000', day: '' }, ['amount']],
    [{ reference: '12', amount: '100', day: '2026-11-28' }, ['day']],
    [{ reference: '12', amount: '100', day: '2026-02-30' }, ['day']],
    [{ reference: 'x', amount: 'y', day: 'z' }, ['reference', 'amount', 'day']],
  ])('refuses %o for %o', (form, fields) => {
    const parsed = parseHandPayment(form, today);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual([...fields].sort());
  });
});

describe('bgMaxSourceKey', () => {
  it('names a bank row by bankgiro, day and serial, and each invoice of a row paying several', () => {
    expect(bgMaxSourceKey('50501055', '2026-11-26', '000000000001', 0, 1)).toBe('bgmax:50501055:2026-11-26:000000000001');
    expect(bgMaxSourceKey('50501055', '2026-11-26', '000000000001', 1, 2)).toBe('bgmax:50501055:2026-11-26:000000000001:2');
  });
});

describe('sameBankgiro', () => {
  it('compares the digits, whatever the dash and padding', () => {
    expect(sameBankgiro('5050-1055', '0050501055')).toBe(true);
    expect(sameBankgiro('5050-1055', '9912345')).toBe(false);
  });
});
