import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { safeLocalPath } from '../../domain/account';
import { isBackOfficePath } from '../../domain/back-office';
import { STAFF_COOKIE, type StaffMember } from '../../services/admin/staff-service';
import { errorBody } from '../errors';
import { svBackOffice } from '../../common/copy/sv-back-office';
import { ABUSE_LIMITS } from '../plugins/rate-limit';
import { devBarHintOptions, STAFF_CALL, staffCookieOptions } from '../plugins/back-office';
import { DEV_BAR_HINT_COOKIE } from '../../domain/dev-bar';
import { parseSettingsForm, SETTINGS_FIELDS } from '../../domain/settings-form';
import { bodyOf, isPlainFormPost, textField } from './request-fields';
import { backOfficeForm, confirmFirst, refusedFields, type FormAnswer } from './back-office-form';
import { checkbox, formText, rowId } from './form-fields';
import type { MemberCampaignSave } from '../../services/admin/member-campaign-admin';

const loginSchema = z.object({ email: formText(300), password: formText(1100), tillbaka: formText(500) });
const orderParams = z.object({ orderNumber: z.string().regex(/^\d{1,12}$/), action: z.enum(['pay', 'ship', 'deliver', 'cancel']) });
const orderBody = z.object({ tracking_number: formText(100), confirm: formText(20) });
const staffCreate = z.object({ email: formText(300), password: formText(1100), name: formText(200), role: formText(10) });
const idParams = z.object({ id: rowId });
const STAFF_PAGE = '/admin/personal';
const SETTINGS_PAGE = '/admin/installningar';
const settingParams = z.object({ name: z.string().max(100) });
const settingBody = z.object({ value: textField(20_000, { multiline: true }).optional(), reset: z.string().max(10).optional() });
/** The settings form's fields (domain/settings-form.ts): a checkbox is posted only when ticked, a text as typed. */
const settingsFormBody = z.object(Object.fromEntries(SETTINGS_FIELDS.map((f) => [f.name, f.kind === 'checkbox' ? checkbox : formText(500)])));
/** A discount code's form: its creation, and its page's edit (server/api/code-lifecycle.ts). */
export const discountBody = z.object({
  code: formText(100), kind: formText(20), percent: formText(10), amount: formText(30), min_order: formText(30), valid_from: formText(20), valid_until: formText(20),
  usage_limit_total: formText(20), usage_limit_per_customer: formText(20), label: formText(200), member_only: checkbox,
});
const campaignBody = z.object({
  name: formText(200), kind: formText(20), percent: formText(10), price: formText(30), scope: formText(20), products: formText(40_000, true),
  category_id: formText(20), brand_id: formText(20), valid_from: formText(20), valid_until: formText(20),
});
const campaignActive = z.object({ active: z.union([z.literal('1'), z.literal('0'), z.boolean()]).transform((v) => v === true || v === '1') });
const staffUpdate = z.object({
  role: z.enum(['admin', 'staff']), active: z.union([z.literal('1'), z.literal('0'), z.boolean()]).transform((v) => v === true || v === '1'),
  // Empty: the password stays.
  password: formText(1100),
});

/** Where a back-office login goes afterwards: a back-office address, never elsewhere. */
function afterLogin(target: string): string {
  const path = safeLocalPath(target, '/admin');
  return isBackOfficePath(path) && !path.startsWith('/admin/login') ? path : '/admin';
}

/**
 * The back office's calls (issue 18): login and logout, order state changes, staff accounts. Pages are React
 * Router routes under /admin; their forms post here. server/plugins/back-office.ts guards all of it (staff session,
 * role, the staff session's CSRF token), so the calls below set `csrf: false` for the shopper-session check only.
 */
/**
 * Login, logout and staff accounts: the calls that start or end a staff session. The login form carries the shopper
 * session's CSRF token (there is no staff session yet) and is rate-limited per session and per address
 * (docs/decisions/012).
 */
function staffAccess(app: FastifyInstance, secureCookies: boolean): void {
  const { staff } = app.services;

  /** A new staff session with its cookie: at login, and for staff whose own change ended their sessions. */
  async function startStaffSession(reply: FastifyReply, member: StaffMember): Promise<void> {
    const session = await staff.startSession(member, { staffId: member.id, email: member.email });
    reply.setCookie(STAFF_COOKIE, session.id, staffCookieOptions(secureCookies, session.maxAgeSeconds));
    // The storefront cannot see the staff cookie (path /admin): this hint tells its pages to ask for the developer bar.
    if (member.role === 'admin') reply.setCookie(DEV_BAR_HINT_COOKIE, '1', devBarHintOptions(secureCookies, session.maxAgeSeconds));
    else reply.clearCookie(DEV_BAR_HINT_COOKIE, devBarHintOptions(secureCookies));
  }

  app.post('/admin/login', { config: { rateLimit: ABUSE_LIMITS.login, access: 'public' } }, async (request, reply) => {
    const parsed = loginSchema.safeParse(bodyOf(request));
    const target = afterLogin(parsed.data?.tillbaka ?? '');
    const back = (code: string) => `/admin/login?fel=${code}${target !== '/admin' ? `&tillbaka=${encodeURIComponent(target)}` : ''}`;
    if (!parsed.success || parsed.data.email.trim() === '' || parsed.data.password === '') {
      return isPlainFormPost(request) ? reply.redirect(back('saknas'), 303) : reply.status(422).send(errorBody('validation_failed'));
    }
    const login = await staff.authenticate(parsed.data.email, parsed.data.password);
    if (!login.ok && login.lockedForMs > 0) {
      if (isPlainFormPost(request)) return reply.redirect(back('for-manga'), 303);
      return reply.status(429).header('retry-after', Math.ceil(login.lockedForMs / 1000)).send(errorBody('too_many_requests', svBackOffice.login.tooMany));
    }
    if (!login.ok) return isPlainFormPost(request) ? reply.redirect(back('fel'), 303) : reply.status(422).send(errorBody('validation_failed'));
    await startStaffSession(reply, login.staff);
    return isPlainFormPost(request) ? reply.redirect(target, 303) : reply.send({ error: false, redirect: target });
  });

  app.post('/admin/logout', STAFF_CALL, async (request, reply) => {
    const principal = await request.staffSession();
    if (principal) await staff.endSession(principal);
    reply.clearCookie(STAFF_COOKIE, staffCookieOptions(secureCookies));
    reply.clearCookie(DEV_BAR_HINT_COOKIE, devBarHintOptions(secureCookies));
    return isPlainFormPost(request) ? reply.redirect('/admin/login?utloggad=1', 303) : reply.send({ error: false, redirect: '/admin/login' });
  });

  backOfficeForm(app, {
    path: '/admin/api/staff', access: 'admin', schema: staffCreate, back: () => STAFF_PAGE,
    run: async ({ form, actor }) => {
      const result = await staff.create(form, actor);
      if (result.ok) return { ok: true, code: 'created', body: { id: result.staff.id } };
      const [field, error] = Object.entries(result.errors)[0] ?? ['form', 'invalid'];
      return error === 'taken' ? { ok: false, code: 'taken', status: 409 } : { ok: false, code: field };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/staff/:id', access: 'admin', params: idParams, schema: staffUpdate, back: () => STAFF_PAGE,
    run: async ({ params, form, principal, actor, reply }) => {
      const result = await staff.update(params.id, form, actor);
      if (result === null) return null;
      if (!result.ok) return result.errors.password ? { ok: false, code: 'password' } : { ok: false, code: result.errors.form ?? 'form', status: 409 };
      // An admin who changed their own role or password goes on in a new session; every other one of theirs ended.
      if (result.sessionsEnded && result.staff.id === principal.staff.id) await startStaffSession(reply, result.staff);
      return { ok: true, code: 'saved' };
    },
  });
}

/** The shop's running business: order state changes, the settings (admins only), discount codes. */
function shopForms(app: FastifyInstance): void {
  const { orderAdmin, settingsAdmin, discountAdmin } = app.services;

  backOfficeForm(app, {
    path: '/admin/api/orders/:orderNumber/:action', access: 'staff', params: orderParams, schema: orderBody, malformed: 'tracking',
    back: ({ orderNumber }) => `/admin/ordrar/${orderNumber}`,
    run: async ({ params: { orderNumber, action }, form, actor }) => {
      // An order billed with an invoice is paid by booking the invoice's open amount (issue 30).
      const invoicePaid = action === 'pay' ? await app.services.invoicePayments.payOrder(orderNumber, actor) : null;
      const outcome = invoicePaid ?? (await orderAdmin.change(orderNumber, action, { trackingNumber: form.tracking_number, confirmedRefund: form.confirm }, actor));
      if (outcome.ok) return { ok: true, code: outcome.changed ? action : 'unchanged', body: { status: outcome.to, changed: outcome.changed } };
      if (outcome.reason === 'unknown_order') return null;
      if (outcome.reason === 'tracking') return { ok: false, code: 'tracking' };
      if ('refundOre' in outcome) return confirmFirst(orderNumber, 'cancel', outcome);
      return { ok: false, code: outcome.reason, status: 409, body: { status: outcome.status } };
    },
  });

  // Admins only: the settings decide what the whole shop shows and sells. An unreadable form returns to the settings,
  // a setting's own answer to that setting.
  backOfficeForm(app, {
    path: '/admin/api/settings/:name', access: 'admin', params: settingParams, schema: settingBody, malformed: 'invalid', back: () => SETTINGS_PAGE,
    run: async ({ params: { name }, form, actor }) => {
      const reset = form.reset === '1';
      const result = await settingsAdmin.set(name, reset ? null : (form.value ?? ''), actor);
      const page = `${SETTINGS_PAGE}?namn=${encodeURIComponent(name)}`;
      if (result.ok) return { ok: true, code: result.changed ? (reset ? 'reset' : 'saved') : 'unchanged', page };
      return result.reason === 'unknown' ? null : { ok: false, code: result.reason, body: result.message ? { detail: result.message } : {}, page };
    },
  });

  // The Swedish settings form: all its settings at once, or (any field wrong) none, with every wrong field's message.
  backOfficeForm(app, {
    path: '/admin/api/settings', access: 'admin', schema: settingsFormBody, back: () => SETTINGS_PAGE, draft: 'settings',
    run: async ({ form, actor }) => {
      const { patch, errors } = parseSettingsForm(form);
      if (Object.keys(errors).length > 0) {
        const refused = refusedFields(errors);
        return { ...refused, body: { ...refused.body, errors } };
      }
      const saved = await settingsAdmin.setMany(patch, actor);
      if (!saved.ok) return refusedFields(Object.fromEntries(saved.invalid.map((name) => [name, true])));
      return { ok: true, code: saved.changed.length > 0 ? 'saved' : 'unchanged', body: { changed: saved.changed } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/discount-codes', access: 'staff', schema: discountBody, back: () => '/admin/rabattkoder',
    run: async ({ form, actor }) => {
      const created = await discountAdmin.create(form, actor);
      if (created.ok) return { ok: true, code: 'created', body: { discount_code: created.code.code } };
      return created.reason === 'taken' ? { ok: false, code: 'taken', status: 409 } : refusedFields(created.errors);
    },
  });
}

/** Member campaigns (issue 15): staff and admins, as discount codes. A refusal returns to the form it came from. */
function memberCampaignForms(app: FastifyInstance): void {
  const { memberCampaignAdmin } = app.services;
  const CAMPAIGNS = '/admin/medlemskampanjer';
  const campaignAnswer = (saved: Exclude<MemberCampaignSave, { ok: true } | { reason: 'unknown' }>): FormAnswer =>
    saved.reason === 'fields' ? refusedFields(saved.errors) : { ok: false, code: saved.reason, body: saved.unknown ? { unknown: saved.unknown } : {} };

  backOfficeForm(app, {
    path: '/admin/api/member-campaigns', access: 'staff', schema: campaignBody, back: () => CAMPAIGNS,
    run: async ({ form, actor }) => {
      const saved = await memberCampaignAdmin.create(form, actor);
      if (!saved.ok) return saved.reason === 'unknown' ? null : campaignAnswer(saved);
      return { ok: true, code: 'created', body: { id: saved.campaign.id } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/member-campaigns/:id', access: 'staff', params: idParams, schema: campaignBody, back: ({ id }) => `${CAMPAIGNS}/${id}`,
    run: async ({ params, form, actor }) => {
      const saved = await memberCampaignAdmin.update(params.id, form, actor);
      if (!saved.ok) return saved.reason === 'unknown' ? null : campaignAnswer(saved);
      return { ok: true, code: saved.changed ? 'saved' : 'unchanged', body: { id: saved.campaign.id, changed: saved.changed } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/member-campaigns/:id/active', access: 'staff', params: idParams, schema: campaignActive, back: () => CAMPAIGNS,
    run: async ({ params, form, actor }) => {
      const saved = await memberCampaignAdmin.setActive(params.id, form.active, actor);
      if (!saved.ok) return null;
      const code = saved.changed ? (form.active ? 'activated' : 'deactivated') : 'unchanged';
      return { ok: true, code, body: { id: saved.campaign.id, active: saved.campaign.active === 1, changed: saved.changed } };
    },
  });
}

/**
 * The back office's calls (issue 18): login and logout, staff accounts, order state changes, settings, discount codes
 * and member campaigns; the catalog's forms are in catalog-structure.ts, product-admin.ts and their neighbours. Pages
 * are React Router routes under /admin; their forms post here. server/plugins/back-office.ts guards all of it (staff
 * session, role, the staff session's CSRF token), so the calls set `csrf: false` for the shopper-session check only.
 */
export const backOfficeApi: FastifyPluginAsync<{ secureCookies: boolean }> = async (app, { secureCookies }) => {
  staffAccess(app, secureCookies);
  shopForms(app);
  memberCampaignForms(app);
};
