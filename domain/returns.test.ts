import { describe, expect, it } from 'vitest';
import {
  checkReturnLines, checkReturnReason, DEFAULT_RETURN_ORDER_TYPE, isEligibleOrderState, isReturnOrderType, returnableQuantity, returnCaseNumber,
  returnWindow, sameEmail,
} from './returns';

describe('return window', () => {
  const ordered = '2026-03-01T10:00:00.000Z';
  it.each([
    // [type, deliveredAt, now, open, lastDay, countedFrom]
    ['return', '2026-03-05T09:00:00.000Z', '2026-03-19T21:00:00.000Z', true, '2026-03-19', 'delivery'],
    ['return', '2026-03-05T09:00:00.000Z', '2026-03-19T23:30:00.000Z', false, '2026-03-19', 'delivery'], // 00:30 on the 20th in Sweden
    ['return', '2026-03-05T09:00:00.000Z', '2026-03-20T08:00:00.000Z', false, '2026-03-19', 'delivery'],
    ['return', null, '2026-03-15T08:00:00.000Z', true, '2026-03-15', 'order'],
    ['return', null, '2026-03-16T08:00:00.000Z', false, '2026-03-15', 'order'],
    ['complaint', '2026-03-05T09:00:00.000Z', '2029-03-05T12:00:00.000Z', true, '2029-03-05', 'delivery'],
    ['complaint', '2026-03-05T09:00:00.000Z', '2029-03-06T12:00:00.000Z', false, '2029-03-05', 'delivery'],
    ['complaint', null, '2027-06-01T12:00:00.000Z', true, '2029-03-01', 'order'],
  ] as const)('%s delivered %s, on %s: open %s until %s', (type, deliveredAt, now, open, lastDay, countedFrom) => {
    expect(returnWindow(type, { orderedAt: ordered, deliveredAt }, new Date(now))).toEqual({ open, lastDay, countedFrom });
  });

  it('counts a complaint from 29 February to 28 February three years on', () => {
    expect(returnWindow('complaint', { orderedAt: '2028-02-29T10:00:00.000Z', deliveredAt: null }, new Date('2031-02-28T10:00:00Z'))).toMatchObject({ open: true, lastDay: '2031-02-28' });
  });

  it('counts in Swedish calendar days: an order at 23:30 Swedish time on 30 June is an order of 30 June', () => {
    expect(returnWindow('return', { orderedAt: '2026-06-30T21:30:00.000Z', deliveredAt: null }, new Date('2026-07-14T21:59:00Z'))).toMatchObject({ open: true, lastDay: '2026-07-14' });
    expect(returnWindow('return', { orderedAt: '2026-06-30T21:30:00.000Z', deliveredAt: null }, new Date('2026-07-14T22:00:00Z'))).toMatchObject({ open: false, lastDay: '2026-07-14' });
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
