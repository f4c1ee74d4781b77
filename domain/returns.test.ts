import { describe, expect, it } from 'vitest';
import {
  checkReturnLines, checkReturnReason, DEFAULT_RETURN_ORDER_TYPE, isEligibleOrderState, isReturnOrderType, returnableQuantity, returnCaseNumber,
  returnWindow, sameEmail,
} from './returns';

describe('return window', () => {
  const ordered = '2026-03-01T10:00:00.000Z';
  const dates = (shippedAt: string | null, deliveredAt: string | null) => ({ orderedAt: ordered, shippedAt, deliveredAt });

  it('has not started a return period while nothing is shipped, however long ago the order was', () => {
    expect(returnWindow('return', dates(null, null), 30, new Date('2026-09-01T10:00:00Z'))).toEqual({ open: true, countedFrom: 'not_received', lastDay: null, withdrawalLastDay: null });
  });

  it.each([
    // [shippedAt, deliveredAt, openPurchaseDays, now, open, lastDay, withdrawalLastDay, countedFrom]
    [null, '2026-03-05T09:00:00.000Z', 14, '2026-03-19T21:00:00.000Z', true, '2026-03-19', '2026-03-19', 'delivery'],
    [null, '2026-03-05T09:00:00.000Z', 14, '2026-03-19T23:30:00.000Z', false, '2026-03-19', null, 'delivery'], // 00:30 on the 20th in Sweden
    ['2026-03-02T09:00:00.000Z', '2026-03-05T09:00:00.000Z', 30, '2026-03-19T10:00:00.000Z', true, '2026-04-04', '2026-03-19', 'delivery'],
    // Past the right of withdrawal, within the open purchase: only the open purchase's day is left.
    ['2026-03-02T09:00:00.000Z', '2026-03-05T09:00:00.000Z', 30, '2026-04-04T10:00:00.000Z', true, '2026-04-04', null, 'delivery'],
    ['2026-03-02T09:00:00.000Z', '2026-03-05T09:00:00.000Z', 30, '2026-04-05T10:00:00.000Z', false, '2026-04-04', null, 'delivery'],
    // Shipped on 20 January, no delivery recorded: received 23 January, across the month end to 6 February.
    ['2026-01-20T15:00:00.000Z', null, 14, '2026-02-06T20:00:00.000Z', true, '2026-02-06', '2026-02-06', 'shipping'],
    ['2026-01-20T15:00:00.000Z', null, 14, '2026-02-07T08:00:00.000Z', false, '2026-02-06', null, 'shipping'],
    // Delivered at 00:30 Swedish summer time on 29 March, the night the clocks go forward: a delivery of 29 March.
    [null, '2026-03-28T23:30:00.000Z', 14, '2026-04-12T21:59:00.000Z', true, '2026-04-12', '2026-04-12', 'delivery'],
    [null, '2026-03-28T23:30:00.000Z', 14, '2026-04-12T22:00:00.000Z', false, '2026-04-12', null, 'delivery'],
    // Delivered on 25 October, the night the clocks go back, 23:30 Swedish winter time: still 25 October.
    [null, '2026-10-25T22:30:00.000Z', 30, '2026-11-08T22:59:00.000Z', true, '2026-11-24', '2026-11-08', 'delivery'],
    [null, '2026-10-25T22:30:00.000Z', 30, '2026-11-24T22:59:00.000Z', true, '2026-11-24', null, 'delivery'],
    [null, '2026-10-25T22:30:00.000Z', 30, '2026-11-24T23:00:00.000Z', false, '2026-11-24', null, 'delivery'],
    // Across a year end, and 28 February of a common year.
    [null, '2026-12-20T10:00:00.000Z', 14, '2027-01-03T12:00:00.000Z', true, '2027-01-03', '2027-01-03', 'delivery'],
    [null, '2027-02-14T10:00:00.000Z', 14, '2027-02-28T12:00:00.000Z', true, '2027-02-28', '2027-02-28', 'delivery'],
    [null, '2027-02-15T10:00:00.000Z', 14, '2027-03-01T12:00:00.000Z', true, '2027-03-01', '2027-03-01', 'delivery'],
  ] as const)('a return shipped %s, delivered %s, open purchase %i days, on %s: open %s until %s (withdrawal %s), from %s', (shippedAt, deliveredAt, days, now, open, lastDay, withdrawalLastDay, countedFrom) => {
    expect(returnWindow('return', dates(shippedAt, deliveredAt), days, new Date(now))).toEqual({ open, lastDay, withdrawalLastDay, countedFrom });
  });

  it.each([
    [null, '2026-03-05T09:00:00.000Z', '2029-03-05T12:00:00.000Z', true, '2029-03-05', 'delivery'],
    [null, '2026-03-05T09:00:00.000Z', '2029-03-06T12:00:00.000Z', false, '2029-03-05', 'delivery'],
    ['2026-03-03T09:00:00.000Z', null, '2029-03-06T12:00:00.000Z', true, '2029-03-06', 'shipping'],
    [null, null, '2027-06-01T12:00:00.000Z', true, '2029-03-01', 'order'],
  ] as const)('a complaint shipped %s, delivered %s, on %s: open %s until %s, from %s', (shippedAt, deliveredAt, now, open, lastDay, countedFrom) => {
    expect(returnWindow('complaint', dates(shippedAt, deliveredAt), 30, new Date(now))).toEqual({ open, lastDay, withdrawalLastDay: null, countedFrom });
  });

  it('counts a complaint from 29 February to 28 February three years on', () => {
    expect(returnWindow('complaint', { orderedAt: '2028-02-29T10:00:00.000Z', shippedAt: null, deliveredAt: null }, 30, new Date('2031-02-28T10:00:00Z'))).toMatchObject({ open: true, lastDay: '2031-02-28' });
  });

  it('counts in Swedish calendar days: a delivery at 23:30 Swedish time on 30 June is a delivery of 30 June', () => {
    const late = { orderedAt: ordered, shippedAt: null, deliveredAt: '2026-06-30T21:30:00.000Z' };
    expect(returnWindow('return', late, 14, new Date('2026-07-14T21:59:00Z'))).toMatchObject({ open: true, lastDay: '2026-07-14' });
    expect(returnWindow('return', late, 14, new Date('2026-07-14T22:00:00Z'))).toMatchObject({ open: false, lastDay: '2026-07-14' });
  });
});

describe('return types and states', () => {
  it('chooses return first and knows only the two types', () => {
    expect(DEFAULT_RETURN_ORDER_TYPE).toBe('return');
    expect(isReturnOrderType('complaint')).toBe(true);
    expect(isReturnOrderType('exchange')).toBe(false);
    expect(isReturnOrderType(undefined)).toBe(false);
  });

  it.each([
    ['awaiting_invoice', true], ['paid', true], ['shipped', true], ['delivered', true], ['awaiting_payment', false], ['cancelled', false],
  ])('an order %s is eligible: %s', (state, eligible) => {
    expect(isEligibleOrderState(state)).toBe(eligible);
  });
});

describe('return lines', () => {
  const lines = [
    { id: 10, quantity: 2, alreadyReturned: 0 },
    { id: 11, quantity: 1, alreadyReturned: 1 },
  ];

  it('limits a return to what was not returned before, a complaint to what was bought', () => {
    expect(returnableQuantity('return', lines[1]!)).toBe(0);
    expect(returnableQuantity('complaint', lines[1]!)).toBe(1);
  });

  it('accepts known lines within their quantity and skips zeros', () => {
    expect(checkReturnLines('return', lines, new Map([[10, 2], [11, 0]]))).toEqual({ ok: true, lines: [{ orderLineId: 10, quantity: 2 }] });
  });

  it.each([
    ['return', new Map<number, number>(), { ok: false, problem: 'none_chosen' }],
    ['return', new Map([[10, 0]]), { ok: false, problem: 'none_chosen' }],
    ['return', new Map([[99, 1]]), { ok: false, problem: 'unknown_line', orderLineId: 99 }],
    ['return', new Map([[10, 3]]), { ok: false, problem: 'too_many', orderLineId: 10, max: 2 }],
    ['return', new Map([[11, 1]]), { ok: false, problem: 'too_many', orderLineId: 11, max: 0 }],
    ['return', new Map([[10, 1.5]]), { ok: false, problem: 'too_many', orderLineId: 10, max: 2 }],
    ['complaint', new Map([[11, 1]]), { ok: true, lines: [{ orderLineId: 11, quantity: 1 }] }],
  ] as const)('%s of %j', (type, requested, expected) => {
    expect(checkReturnLines(type, lines, requested)).toEqual(expected);
  });
});

describe('reason, case number and e-mail', () => {
  it('needs a reason for a complaint only', () => {
    expect(checkReturnReason('return', '')).toBe('ok');
    expect(checkReturnReason('complaint', '  ')).toBe('required');
    expect(checkReturnReason('complaint', 'Skärmen är sprucken')).toBe('ok');
    expect(checkReturnReason('return', 'x'.repeat(2001))).toBe('too_long');
  });

  it('numbers cases', () => {
    expect(returnCaseNumber(7)).toBe('R000007');
    expect(returnCaseNumber(1234567)).toBe('R1234567');
  });

  it('compares e-mails without case and space', () => {
    expect(sameEmail(' Anna.Svensson@Example.se', 'anna.svensson@example.se')).toBe(true);
    expect(sameEmail('anna@example.se', 'anna@example.com')).toBe(false);
  });
});
