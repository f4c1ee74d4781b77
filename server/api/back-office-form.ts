import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { actorOf, type StaffPrincipal } from '../../services/admin/staff-service';
import type { Actor } from '../../services/admin/audit-log';
import { errorBody } from '../errors';
import { ADMIN_CALL, STAFF_CALL } from '../plugins/back-office';
import { bodyOf, isPlainFormPost } from './request-fields';
import { MONEY_STEP_PAGES, type MoneyStep } from '../../domain/money-confirmation';

/**
 * What a form's service call came to: the code the page turns into its message, and what a call's JSON adds. `page`
 * is where a plain post goes when not back to its form's page (the new entity's page, the list after a delete).
 */
export type FormAnswer =
  | { ok: true; code: string; body?: Record<string, unknown>; page?: string }
  | { ok: false; code: string; status?: number; body?: Record<string, unknown>; page?: string; /** The fields found wrong, for the draft. */ fields?: string[] };

/** A refusal for every field a validation found wrong: the first names the message, all are answered. */
export function refusedFields(errors: Readonly<Record<string, unknown>>, status?: number): FormAnswer {
  const fields = Object.keys(errors);
  return { ok: false, code: fields[0] ?? 'form', status, body: { fields }, fields };
}

/**
 * A money step posted without its confirmation, or with an amount that no longer holds (issue 30): a plain post goes
 * to the step's confirmation page, which shows what would happen now; a call learns the amount
 * to confirm. Nothing moved.
 */
export function confirmFirst(orderNumber: string, step: MoneyStep, refusal: { reason: 'unconfirmed' | 'stale'; refundOre: number }): FormAnswer {
  return { ok: false, code: refusal.reason, status: 409, page: `/admin/ordrar/${orderNumber}/${MONEY_STEP_PAGES[step]}`, body: { confirm: String(refusal.refundOre), refund: refusal.refundOre / 100 } };
}

type FormValues = Record<string, string | boolean | undefined>;

export interface BackOfficeFormRoute<P, F> {
  path: string;
  /** Who may post it (decision 034): staff, or admins only. */
  access: 'staff' | 'admin';
  /** The address's own parts; a mismatch is 404, as for an unknown entity. */
  params?: z.ZodType<P>;
  /** The form's fields: one zod schema, its refusal `malformed` (default 'form'). */
  schema: z.ZodType<F>;
  malformed?: string;
  /** The page the form is on: where a plain post returns with `?klart=` or `?fel=`. */
  back: (params: P) => string;
  /**
   * Keep what was typed when a plain post (no script) is refused, as the session's draft of this form (decision 031):
   * the page shows it instead of the stored values. Only for forms whose page reads its drafts.
   */
  draft?: string;
  /** Hooks of the route's own, run after the gate's: an upload's checks before and while its body is read. */
  hooks?: Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'onSend' | 'errorHandler'>;
  /** Calls the service. Null: no such entity (404). */
  run: (input: { params: P; form: F; principal: StaffPrincipal; actor: Actor; reply: FastifyReply }) => Promise<FormAnswer | null>;
}

/**
 * A plain form post (no script) is sent back to a page with a code the page turns into its message; a call gets JSON
 * with the status the outcome deserves.
 */
export function answer(request: FastifyRequest, reply: FastifyReply, page: string, outcome: FormAnswer): FastifyReply {
  if (isPlainFormPost(request)) {
    const separator = page.includes('?') ? '&' : '?';
    return reply.redirect(`${page}${separator}${outcome.ok ? 'klart' : 'fel'}=${encodeURIComponent(outcome.code)}`, 303);
  }
  if (outcome.ok) return reply.send({ error: false, code: outcome.code, ...outcome.body });
  return reply.status(outcome.status ?? 422).send({ ...errorBody('validation_failed'), code: outcome.code, ...outcome.body });
}

/**
 * One back-office form post (decision 044): parse the address and the form with their schemas, call the service,
 * and answer (JSON for a call, a redirect back to the form's page for a plain post, keeping what was typed when the
 * form asks for it). The gate (server/plugins/back-office.ts) has checked the staff session, the role and the staff
 * CSRF token before this runs.
 */
export function backOfficeForm<P = Record<string, never>, F = Record<string, never>>(app: FastifyInstance, route: BackOfficeFormRoute<P, F>): void {
  const { formDrafts } = app.services;
  const params = route.params ?? (z.object({}) as unknown as z.ZodType<P>);
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const address = params.safeParse(request.params);
    if (!address.success) return reply.status(404).send(errorBody('not_found'));
    const page = route.back(address.data);
    const form = route.schema.safeParse(bodyOf(request));
    if (!form.success) return answer(request, reply, page, { ok: false, code: route.malformed ?? 'form' });
    const principal = (await request.staffSession())!;
    const outcome = await route.run({ params: address.data, form: form.data, principal, actor: actorOf(principal), reply });
    if (outcome === null) return reply.status(404).send(errorBody('not_found'));
    if (route.draft && isPlainFormPost(request)) {
      if (!outcome.ok) {
        const values = Object.fromEntries(Object.entries(form.data as FormValues).filter((e): e is [string, string | boolean] => e[1] !== undefined));
        await formDrafts.keep(principal.idHash, page, route.draft, { values, fields: outcome.fields ?? [outcome.code] });
      } else {
        await formDrafts.forget(principal.idHash, page, route.draft);
      }
    }
    return answer(request, reply, outcome.page ?? page, outcome);
  };
  app.post(route.path, { ...(route.access === 'admin' ? ADMIN_CALL : STAFF_CALL), ...route.hooks }, handler);
}
