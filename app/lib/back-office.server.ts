import { data, redirect, type AppLoadContext } from 'react-router';
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
export function outcomeMessages(url: URL, done: Messages, failed: Messages): { done: string | null; failed: string | null } {
  return { done: messageOf(url.searchParams.get('klart'), done), failed: messageOf(url.searchParams.get('fel'), failed) };
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
