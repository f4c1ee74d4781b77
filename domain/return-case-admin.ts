/**
 * What the back office does with a return or complaint case (issue 18, cases from docs/decisions/019): the states
 * a case moves through and the bounds of the case list's query.
 *
 * received (filed by the shopper) -> approved (the shop accepts it: refund, repair or replacement) or rejected (with
 * a reason the customer is told) -> closed (handled: money paid back or goods sent). A repeated change is no change.
 */
import { validDay } from './back-office';
import { characterLength, typedSearchText } from './text-input';

export type ReturnCaseStatus = 'received' | 'approved' | 'rejected' | 'closed';
export const RETURN_CASE_STATUSES: readonly ReturnCaseStatus[] = ['received', 'approved', 'rejected', 'closed'];

export type ReturnCaseAction = 'approve' | 'reject' | 'close';
export const RETURN_CASE_ACTIONS: readonly ReturnCaseAction[] = ['approve', 'reject', 'close'];

const TARGET: Record<ReturnCaseAction, ReturnCaseStatus> = { approve: 'approved', reject: 'rejected', close: 'closed' };
const FROM: Record<ReturnCaseAction, readonly ReturnCaseStatus[]> = { approve: ['received'], reject: ['received'], close: ['approved', 'rejected'] };

export type ReturnCaseRefusal = 'already_decided' | 'not_decided' | 'closed';

/** The state `action` takes a case in `status` to, whether that is a change, or why it cannot be done. */
export function returnCaseTransition(status: ReturnCaseStatus, action: ReturnCaseAction): { ok: true; to: ReturnCaseStatus; changed: boolean } | { ok: false; reason: ReturnCaseRefusal } {
  const to = TARGET[action];
  if (status === to) return { ok: true, to, changed: false };
  if (FROM[action].includes(status)) return { ok: true, to, changed: true };
  if (status === 'closed') return { ok: false, reason: 'closed' };
  return { ok: false, reason: action === 'close' ? 'not_decided' : 'already_decided' };
}

/** The actions a case in `status` offers. */
export function returnCaseActions(status: ReturnCaseStatus): ReturnCaseAction[] {
  return RETURN_CASE_ACTIONS.filter((action) => FROM[action].includes(status));
}

export const REJECTION_REASON_MAX = 1_000;

/** A rejection tells the customer why: 3 to 1 000 characters after trimming. */
export function rejectionReason(text: string): string | null {
  const reason = text.trim();
  const length = characterLength(reason);
  return length >= 3 && length <= REJECTION_REASON_MAX ? reason : null;
}

export const RETURN_CASE_PAGE_SIZE = 25;

export interface ReturnCaseQuery {
  status: ReturnCaseStatus | null;
  type: 'return' | 'complaint' | null;
  /** Order number or case number (R000012) as typed. */
  search: string;
  from: string | null;
  to: string | null;
  page: number;
}

/** The case list's query (`status`, `typ`, `q`, `fran`, `till`, `sida`): anything unknown or malformed is left out. */
export function parseReturnCaseQuery(params: URLSearchParams): ReturnCaseQuery {
  const status = params.get('status');
  const type = params.get('typ');
  const page = Number(params.get('sida'));
  return {
    status: RETURN_CASE_STATUSES.includes(status as ReturnCaseStatus) ? (status as ReturnCaseStatus) : null,
    type: type === 'return' || type === 'complaint' ? type : null,
    search: typedSearchText(params.get('q'), 40),
    from: validDay(params.get('fran')),
    to: validDay(params.get('till')),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The case id a typed case number names ('R000012', 'r12', '12'), or null. */
export function caseIdOf(typed: string): number | null {
  const match = /^[Rr]?0*(\d{1,9})$/.exec(typed.trim());
  return match ? Number(match[1]) : null;
}
