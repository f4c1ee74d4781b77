import { describe, expect, it } from 'vitest';
import { caseIdOf, parseReturnCaseQuery, rejectionReason, returnCaseActions, returnCaseTransition } from './return-case-admin';

describe('returnCaseTransition', () => {
  it.each([
    ['received', 'approve', { ok: true, to: 'approved', changed: true }],
    ['received', 'reject', { ok: true, to: 'rejected', changed: true }],
    ['approved', 'approve', { ok: true, to: 'approved', changed: false }],
    ['approved', 'close', { ok: true, to: 'closed', changed: true }],
    ['rejected', 'close', { ok: true, to: 'closed', changed: true }],
    ['closed', 'close', { ok: true, to: 'closed', changed: false }],
    ['approved', 'reject', { ok: false, reason: 'already_decided' }],
    ['rejected', 'approve', { ok: false, reason: 'already_decided' }],
    ['received', 'close', { ok: false, reason: 'not_decided' }],
    ['closed', 'approve', { ok: false, reason: 'closed' }],
  ] as const)('%s + %s', (status, action, expected) => {
    expect(returnCaseTransition(status, action)).toEqual(expected);
  });

  it('offers what a state allows', () => {
    expect(returnCaseActions('received')).toEqual(['approve', 'reject']);
    expect(returnCaseActions('approved')).toEqual(['close']);
    expect(returnCaseActions('closed')).toEqual([]);
  });
});

describe('rejectionReason', () => {
  it('wants 3 to 1 000 characters after trimming', () => {
    expect(rejectionReason('  Varan är använd.  ')).toBe('Varan är använd.');
    expect(rejectionReason(' ok ')).toBeNull();
    expect(rejectionReason('å'.repeat(1000))).toHaveLength(1000);
    expect(rejectionReason('å'.repeat(1001))).toBeNull();
  });
});

describe('parseReturnCaseQuery and caseIdOf', () => {
  it('reads the filters and leaves out anything unknown', () => {
    expect(parseReturnCaseQuery(new URLSearchParams('status=approved&typ=complaint&q=R000012&fran=2026-11-01&till=2026-02-30&sida=2'))).toEqual({
      status: 'approved', type: 'complaint', search: 'R000012', from: '2026-11-01', to: null, page: 2,
    });
    expect(parseReturnCaseQuery(new URLSearchParams('status=hasOwnProperty&typ=x'))).toMatchObject({ status: null, type: null, page: 1 });
  });

  it.each([
    ['R000012', 12],
    ['r12', 12],
    ['12', 12],
    ['R', null],
    ['R12x', null],
  ])('%s names case %s', (typed, id) => {
    expect(caseIdOf(typed)).toBe(id);
  });
});
