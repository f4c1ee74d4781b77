import { data, redirect, type AppLoadContext } from 'react-router';
import { parseRowId } from '../../domain/text-input';
import type { StaffPrincipal } from '../../services/admin/staff-service';
import type { FormDraft } from '../../services/admin/form-drafts';

/**
 * The staff member a back-office loader serves. The server's gate (server/plugins/back-office.ts) already sent
 * everyone else to the login; this is the loader's own check, so a page can never render without one.
 */
export function requireStaff(context: AppLoadContext, request: Request): StaffPrincipal {
  if (!context.staff) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?tillbaka=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return context.staff;
}

/** Staff accounts and settings: an admin only (a staff member must not make themselves one). */
export function requireAdmin(context: AppLoadContext, request: Request): StaffPrincipal {
  const principal = requireStaff(context, request);
  if (principal.staff.role !== 'admin') throw data(null, { status: 403 });
  return principal;
}

type Messages = Readonly<Record<string, unknown>>;

/** What a page says after a post sent it back: one text for each success code (`?klart=`) and refusal code (`?fel=`). */
export interface OutcomeTexts {
  done?: Messages;
  failed?: Messages;
}

export interface Outcome {
  done: string | null;
  failed: string | null;
}

/** The text of `code` among a page's messages; null for none, or for a code that is not one of its own keys. */
function messageOf(code: string | null, messages: Messages): string | null {
  if (code === null || !Object.hasOwn(messages, code)) return null;
  const message = messages[code];
  return typeof message === 'string' ? message : null;
}

/**
 * What a page says after a call sent it back (`?klart=` on success, `?fel=` on a refusal), from the page's own texts.
 * Anything else in the address shows nothing: a hand-made `?fel=toString` must not reach the page's data.
 */
export function outcomeMessages(url: URL, done: Messages, failed: Messages): Outcome {
  return { done: messageOf(url.searchParams.get('klart'), done), failed: messageOf(url.searchParams.get('fel'), failed) };
}

/** A back-office page's request as its loader starts from it: who asks, the address, and the outcome of the last post. */
export interface BackOfficeRequest {
  principal: StaffPrincipal;
  url: URL;
  outcome: Outcome;
}

/**
 * The start of every back-office loader: the staff member (an admin for `admin` pages, else a 403) or the login, and
 * the notice the page shows after a post, in its own `texts`.
 */
export function backOfficePage(context: AppLoadContext, request: Request, texts: OutcomeTexts = {}, access: 'staff' | 'admin' = 'staff'): BackOfficeRequest {
  const principal = access === 'admin' ? requireAdmin(context, request) : requireStaff(context, request);
  const url = new URL(request.url);
  return { principal, url, outcome: outcomeMessages(url, texts.done ?? {}, texts.failed ?? {}) };
}

/** A list page's filters, read from its address by the list's own `parse` once the staff member is known. */
export function listQuery<Query>(context: AppLoadContext, request: Request, parse: (params: URLSearchParams) => Query): Query {
  return parse(backOfficePage(context, request).url.searchParams);
}

/** A list page's data: its filters from the address and the page of rows the list's service finds for them. */
export async function listPage<Query, Page>(context: AppLoadContext, request: Request, parse: (params: URLSearchParams) => Query, list: (query: Query) => Promise<Page>): Promise<{ query: Query } & Page> {
  const query = listQuery(context, request, parse);
  return { query, ...(await list(query)) };
}

/** What a page's address names, or the back office's 404 when there is no such thing. */
export function orNotFound<T>(found: T | null | undefined): T {
  if (found === null || found === undefined) throw data(null, { status: 404 });
  return found;
}

/**
 * The row a detail page's address names by its id: looked up only for an id a row can have (1..2147483647 in plain
 * digits, domain/text-input.ts), and a 404 for any other address or a row that is not there.
 */
export async function foundById<T>(id: string | undefined, find: (id: number) => Promise<T | null | undefined>): Promise<T> {
  const rowId = parseRowId(id);
  return orNotFound(rowId === null ? null : await find(rowId));
}

/**
 * What the staff member typed into this page's forms when a plain post (no script) was refused: by form name, only
 * while the address carries the refusal (`?fel=`) and only for a form that was refused for it.
 */
export async function refusedDrafts(context: AppLoadContext, request: Request, principal: StaffPrincipal): Promise<Record<string, FormDraft>> {
  const url = new URL(request.url);
  const code = url.searchParams.get('fel');
  if (code === null) return {};
  const drafts = await context.services.formDrafts.onPage(principal.idHash, url.pathname);
  return Object.fromEntries(Object.entries(drafts).filter(([, draft]) => draft.fields.includes(code)));
}
