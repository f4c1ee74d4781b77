import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { safeLocalPath } from '../../domain/account';
import { isBackOfficePath } from '../../domain/back-office';
import { actorOf, STAFF_COOKIE, type StaffMember } from '../../services/admin/staff-service';
import { errorBody } from '../errors';
import { svBackOffice } from '../../common/copy/sv-back-office';
import { ABUSE_LIMITS } from '../plugins/rate-limit';
import { ADMIN_CALL, devBarHintOptions, STAFF_CALL, staffCookieOptions } from '../plugins/back-office';
import { DEV_BAR_HINT_COOKIE } from '../../domain/dev-bar';
import { bodyOf, idSchema, isPlainFormPost, textField } from './request-fields';
import { answer, backOfficeForm, refusedFields, type FormAnswer } from './back-office-form';
import type { MemberCampaignSave } from '../../services/admin/member-campaign-admin';
import type { SpecificationChange } from '../../services/admin/specification-admin';
import { validateBrand, validateCategory } from '../../domain/catalog-structure';

const text = (max: number) => textField(max).optional().transform((v) => v ?? '');
const loginSchema = z.object({ email: text(300), password: text(1100), tillbaka: text(500) });
const orderParams = z.object({ orderNumber: z.string().regex(/^\d{1,12}$/), action: z.enum(['pay', 'ship', 'deliver', 'cancel']) });
const orderBody = z.object({ tracking_number: text(100) });
const staffCreate = z.object({ email: text(300), password: text(1100), name: text(200), role: text(10) });
const staffParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const STAFF_PAGE = '/admin/personal';
const settingParams = z.object({ name: z.string().max(100) });
const settingBody = z.object({ value: textField(20_000, { multiline: true }).optional(), reset: z.string().max(10).optional() });
const discountBody = z.object({
  code: text(100), kind: text(20), percent: text(10), amount: text(30), min_order: text(30), valid_from: text(20), valid_until: text(20),
  usage_limit_total: text(20), usage_limit_per_customer: text(20), label: text(200),
  member_only: z.union([z.string().max(10), z.boolean()]).optional().transform((v) => v === true || v === '1' || v === 'on'),
});
const campaignBody = z.object({
  name: text(200), kind: text(20), percent: text(10), price: text(30), scope: text(20), products: textField(40_000, { multiline: true }).optional().transform((v) => v ?? ''),
  category_id: text(20), brand_id: text(20), valid_from: text(20), valid_until: text(20),
});
const campaignParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const campaignActive = z.object({ active: z.union([z.literal('1'), z.literal('0'), z.boolean()]).transform((v) => v === true || v === '1') });
const flag = z.union([z.string().max(10), z.boolean()]).optional().transform((v) => v === true || v === '1' || v === 'on');
const categoryBody = z.object({
  name: text(200), slug: text(200), parent_id: text(20), description: textField(10_000, { multiline: true }).optional().transform((v) => v ?? ''),
  seo_title: text(200), meta_description: textField(600, { multiline: true }).optional().transform((v) => v ?? ''), visible: flag,
});
const redirectParams = z.object({ id: idSchema, redirectId: idSchema });
const categoryMove = z.object({ direction: z.enum(['up', 'down']) });
const brandBody = z.object({ name: text(200), brand_link: text(200), description: textField(10_000, { multiline: true }).optional().transform((v) => v ?? '') });
const specGroupBody = z.object({
  title: text(200), section: text(200), type: text(30), unit: text(50), description: textField(2_000, { multiline: true }).optional().transform((v) => v ?? ''), show_in_filter: flag,
});
const specRowBody = z.object({ value: text(200), numeric_value: text(40) });
const specRowParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), rowId: z.coerce.number().int().positive().max(2_147_483_647) });
const specLinkBody = z.object({ category_id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().positive().max(2_147_483_647)), linked: z.enum(['1', '0']) });
const staffUpdate = z.object({
  role: z.enum(['admin', 'staff']), active: z.union([z.literal('1'), z.literal('0'), z.boolean()]).transform((v) => v === true || v === '1'),
  // Empty: the password stays.
  password: text(1100),
});

/** Where a back-office login goes afterwards: a back-office address, never elsewhere. */
function afterLogin(target: string): string {
  const path = safeLocalPath(target, '/admin');
  return isBackOfficePath(path) && !path.startsWith('/admin/login') ? path : '/admin';
}

// The catalog's handlers still take the answer from here until they move to backOfficeForm (issue 29).
export { answer } from './back-office-form';

/**
 * The back office's calls (issue 18): login and logout, order state changes, staff accounts. Pages are React
 * Router routes under /admin; their forms post here. server/plugins/back-office.ts guards all of it (staff session,
 * role, the staff session's CSRF token), so the calls below set `csrf: false` for the shopper-session check only.
 */
export const backOfficeApi: FastifyPluginAsync<{ secureCookies: boolean }> = async (app, { secureCookies }) => {
  const { staff, orderAdmin, settingsAdmin, discountAdmin, memberCampaignAdmin, categoryAdmin, brandAdmin, specificationAdmin, redirectAdmin } = app.services;

  /** A new staff session with its cookie: at login, and for staff whose own change ended their sessions. */
  async function startStaffSession(reply: FastifyReply, member: StaffMember): Promise<void> {
    const session = await staff.startSession(member, { staffId: member.id, email: member.email });
    reply.setCookie(STAFF_COOKIE, session.id, staffCookieOptions(secureCookies, session.maxAgeSeconds));
    // The storefront cannot see the staff cookie (path /admin): this hint tells its pages to ask for the developer bar.
    if (member.role === 'admin') reply.setCookie(DEV_BAR_HINT_COOKIE, '1', devBarHintOptions(secureCookies, session.maxAgeSeconds));
    else reply.clearCookie(DEV_BAR_HINT_COOKIE, devBarHintOptions(secureCookies));
  }

  // The login form carries the shopper session's CSRF token (there is no staff session yet) and is rate-limited
  // per session and per address (docs/decisions/012).
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
    path: '/admin/api/orders/:orderNumber/:action', access: 'staff', params: orderParams, schema: orderBody, malformed: 'tracking',
    back: ({ orderNumber }) => `/admin/ordrar/${orderNumber}`,
    run: async ({ params: { orderNumber, action }, form, actor }) => {
      const outcome = await orderAdmin.change(orderNumber, action, { trackingNumber: form.tracking_number }, actor);
      if (outcome.ok) return { ok: true, code: outcome.changed ? action : 'unchanged', body: { status: outcome.to, changed: outcome.changed } };
      if (outcome.reason === 'unknown_order') return null;
      if (outcome.reason === 'tracking') return { ok: false, code: 'tracking' };
      return { ok: false, code: outcome.reason, status: 409, body: { status: outcome.status } };
    },
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
    path: '/admin/api/staff/:id', access: 'admin', params: staffParams, schema: staffUpdate, back: () => STAFF_PAGE,
    run: async ({ params, form, principal, actor, reply }) => {
      const result = await staff.update(params.id, form, actor);
      if (result === null) return null;
      if (!result.ok) return result.errors.password ? { ok: false, code: 'password' } : { ok: false, code: result.errors.form ?? 'form', status: 409 };
      // An admin who changed their own role or password goes on in a new session; every other one of theirs ended.
      if (result.sessionsEnded && result.staff.id === principal.staff.id) await startStaffSession(reply, result.staff);
      return { ok: true, code: 'saved' };
    },
  });

  // Admins only: the settings decide what the whole shop shows and sells.
  app.post('/admin/api/settings/:name', ADMIN_CALL, async (request, reply) => {
    const params = settingParams.safeParse(request.params);
    const body = settingBody.safeParse(bodyOf(request));
    const page = '/admin/installningar';
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    if (!body.success) return answer(request, reply, page, { ok: false, code: 'invalid' });
    const principal = (await request.staffSession())!;
    const reset = body.data.reset === '1';
    const result = await settingsAdmin.set(params.data.name, reset ? null : (body.data.value ?? ''), actorOf(principal));
    if (!result.ok) {
      if (result.reason === 'unknown') return reply.status(404).send(errorBody('not_found'));
      return answer(request, reply, `${page}?namn=${encodeURIComponent(params.data.name)}`, { ok: false, code: result.reason, body: result.message ? { detail: result.message } : {} });
    }
    return answer(request, reply, `${page}?namn=${encodeURIComponent(params.data.name)}`, { ok: true, code: result.changed ? (reset ? 'reset' : 'saved') : 'unchanged' });
  });

  backOfficeForm(app, {
    path: '/admin/api/discount-codes', access: 'staff', schema: discountBody, back: () => '/admin/rabattkoder',
    run: async ({ form, actor }) => {
      const created = await discountAdmin.create(form, actor);
      if (created.ok) return { ok: true, code: 'created', body: { discount_code: created.code.code } };
      return created.reason === 'taken' ? { ok: false, code: 'taken', status: 409 } : refusedFields(created.errors);
    },
  });

  // Member campaigns (issue 15): staff and admins, as discount codes. A refusal returns to the form it came from.
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
    path: '/admin/api/member-campaigns/:id', access: 'staff', params: campaignParams, schema: campaignBody, back: ({ id }) => `${CAMPAIGNS}/${id}`,
    run: async ({ params, form, actor }) => {
      const saved = await memberCampaignAdmin.update(params.id, form, actor);
      if (!saved.ok) return saved.reason === 'unknown' ? null : campaignAnswer(saved);
      return { ok: true, code: saved.changed ? 'saved' : 'unchanged', body: { id: saved.campaign.id, changed: saved.changed } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/member-campaigns/:id/active', access: 'staff', params: campaignParams, schema: campaignActive, back: () => CAMPAIGNS,
    run: async ({ params, form, actor }) => {
      const saved = await memberCampaignAdmin.setActive(params.id, form.active, actor);
      if (!saved.ok) return null;
      const code = saved.changed ? (form.active ? 'activated' : 'deactivated') : 'unchanged';
      return { ok: true, code, body: { id: saved.campaign.id, active: saved.campaign.active === 1, changed: saved.changed } };
    },
  });

  // The catalog's structure (issue 18): categories and brands. A refusal returns to the page it came from.
  const CATEGORIES = '/admin/kategorier';
  const idOf = (request: FastifyRequest) => campaignParams.safeParse(request.params);
  app.post('/admin/api/categories', STAFF_CALL, async (request, reply) => {
    const parsed = categoryBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, CATEGORIES, { ok: false, code: 'form' });
    const checked = validateCategory(parsed.data);
    if (!checked.ok) return answer(request, reply, CATEGORIES, { ok: false, code: Object.keys(checked.errors)[0] ?? 'form', body: { fields: Object.keys(checked.errors) } });
    const result = await categoryAdmin.create(checked.category, actorOf((await request.staffSession())!));
    if (!result.ok) return answer(request, reply, CATEGORIES, { ok: false, code: result.reason, status: result.reason === 'slug_taken' ? 409 : 422 });
    return answer(request, reply, CATEGORIES, { ok: true, code: 'created', body: { id: result.id } });
  });

  app.post('/admin/api/categories/:id', STAFF_CALL, async (request, reply) => {
    const params = idOf(request);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = `${CATEGORIES}/${params.data.id}`;
    const parsed = categoryBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const checked = validateCategory(parsed.data);
    if (!checked.ok) return answer(request, reply, page, { ok: false, code: Object.keys(checked.errors)[0] ?? 'form', body: { fields: Object.keys(checked.errors) } });
    const result = await categoryAdmin.update(params.data.id, checked.category, actorOf((await request.staffSession())!));
    if (!result.ok && result.reason === 'unknown') return reply.status(404).send(errorBody('not_found'));
    if (!result.ok) return answer(request, reply, page, { ok: false, code: result.reason, status: result.reason === 'slug_taken' || result.reason === 'product_url_taken' || result.reason === 'cycle' ? 409 : 422 });
    return answer(request, reply, page, { ok: true, code: result.changed ? 'saved' : 'unchanged', body: { id: result.id, changed: result.changed } });
  });

  app.post('/admin/api/categories/:id/redirects/:redirectId/delete', STAFF_CALL, async (request, reply) => {
    const params = redirectParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const removed = await redirectAdmin.remove(params.data.redirectId, { categoryId: params.data.id }, actorOf((await request.staffSession())!));
    if (!removed) return reply.status(404).send(errorBody('not_found'));
    return answer(request, reply, `${CATEGORIES}/${params.data.id}`, { ok: true, code: 'redirect_removed' });
  });

  app.post('/admin/api/categories/:id/move', STAFF_CALL, async (request, reply) => {
    const params = idOf(request);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const parsed = categoryMove.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, CATEGORIES, { ok: false, code: 'form' });
    const result = await categoryAdmin.reorder(params.data.id, parsed.data.direction, actorOf((await request.staffSession())!));
    if (!result.ok) return reply.status(404).send(errorBody('not_found'));
    return answer(request, reply, CATEGORIES, { ok: true, code: result.changed ? 'moved' : 'unchanged', body: { id: result.id, changed: result.changed } });
  });

  app.post('/admin/api/categories/:id/delete', STAFF_CALL, async (request, reply) => {
    const params = idOf(request);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const result = await categoryAdmin.remove(params.data.id, actorOf((await request.staffSession())!));
    if (!result.ok && result.reason === 'unknown') return reply.status(404).send(errorBody('not_found'));
    if (!result.ok) return answer(request, reply, `${CATEGORIES}/${params.data.id}`, { ok: false, code: result.reason, status: 409 });
    return answer(request, reply, CATEGORIES, { ok: true, code: 'deleted' });
  });

  const BRANDS = '/admin/varumarken';
  app.post('/admin/api/brands', STAFF_CALL, async (request, reply) => {
    const parsed = brandBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, BRANDS, { ok: false, code: 'form' });
    const checked = validateBrand(parsed.data);
    if (!checked.ok) return answer(request, reply, BRANDS, { ok: false, code: Object.keys(checked.errors)[0] ?? 'form', body: { fields: Object.keys(checked.errors) } });
    const result = await brandAdmin.create(checked.brand, actorOf((await request.staffSession())!));
    if (!result.ok) return answer(request, reply, BRANDS, { ok: false, code: result.reason, status: 409 });
    return answer(request, reply, BRANDS, { ok: true, code: 'created', body: { id: result.id } });
  });

  app.post('/admin/api/brands/:id', STAFF_CALL, async (request, reply) => {
    const params = idOf(request);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = `${BRANDS}/${params.data.id}`;
    const parsed = brandBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const checked = validateBrand(parsed.data);
    if (!checked.ok) return answer(request, reply, page, { ok: false, code: Object.keys(checked.errors)[0] ?? 'form', body: { fields: Object.keys(checked.errors) } });
    const result = await brandAdmin.update(params.data.id, checked.brand, actorOf((await request.staffSession())!));
    if (!result.ok && result.reason === 'unknown') return reply.status(404).send(errorBody('not_found'));
    if (!result.ok) return answer(request, reply, page, { ok: false, code: result.reason, status: 409 });
    return answer(request, reply, page, { ok: true, code: result.changed ? 'saved' : 'unchanged', body: { id: result.id, changed: result.changed } });
  });

  app.post('/admin/api/brands/:id/delete', STAFF_CALL, async (request, reply) => {
    const params = idOf(request);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const result = await brandAdmin.remove(params.data.id, actorOf((await request.staffSession())!));
    if (!result.ok && result.reason === 'unknown') return reply.status(404).send(errorBody('not_found'));
    if (!result.ok) return answer(request, reply, `${BRANDS}/${params.data.id}`, { ok: false, code: result.reason, status: 409 });
    return answer(request, reply, BRANDS, { ok: true, code: 'deleted' });
  });

  const SPECS = '/admin/specifikationer';
  const specRefusal = (reason: string) => (reason === 'taken' || reason === 'in_use' ? 409 : 422);
  /** A refused specification change: its fields, or what was in the way. */
  const specRefused = (result: Extract<SpecificationChange, { ok: false }>): FormAnswer =>
    result.reason === 'fields' ? refusedFields(result.errors) : { ok: false, code: result.reason, status: specRefusal(result.reason) };
  backOfficeForm(app, {
    path: '/admin/api/specification-groups', access: 'staff', schema: specGroupBody, back: () => SPECS,
    run: async ({ form, actor }) => {
      const result = await specificationAdmin.create(form, actor);
      if (!result.ok) return specRefused(result);
      return { ok: true, code: 'created', body: { id: result.id } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/specification-groups/:id', access: 'staff', params: campaignParams, schema: specGroupBody, back: ({ id }) => `${SPECS}/${id}`,
    run: async ({ params, form, actor }) => {
      const result = await specificationAdmin.update(params.id, form, actor);
      if (!result.ok) return result.reason === 'unknown' ? null : specRefused(result);
      return { ok: true, code: result.changed ? 'saved' : 'unchanged', body: { changed: result.changed } };
    },
  });

  app.post('/admin/api/specification-groups/:id/delete', STAFF_CALL, async (request, reply) => {
    const params = idOf(request);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const result = await specificationAdmin.remove(params.data.id, actorOf((await request.staffSession())!));
    if (!result.ok && result.reason === 'unknown') return reply.status(404).send(errorBody('not_found'));
    if (!result.ok) return answer(request, reply, `${SPECS}/${params.data.id}`, { ok: false, code: result.reason, status: specRefusal(result.reason) });
    return answer(request, reply, SPECS, { ok: true, code: 'deleted' });
  });

  backOfficeForm(app, {
    path: '/admin/api/specification-groups/:id/rows', access: 'staff', params: campaignParams, schema: specRowBody, back: ({ id }) => `${SPECS}/${id}`,
    run: async ({ params, form, actor }) => {
      const result = await specificationAdmin.addRow(params.id, form, actor);
      if (!result.ok) return result.reason === 'unknown' ? null : specRefused(result);
      return { ok: true, code: 'row_added' };
    },
  });

  app.post('/admin/api/specification-groups/:id/rows/:rowId/delete', STAFF_CALL, async (request, reply) => {
    const params = specRowParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = `${SPECS}/${params.data.id}`;
    const result = await specificationAdmin.removeRow(params.data.id, params.data.rowId, actorOf((await request.staffSession())!));
    if (!result.ok && result.reason === 'unknown') return reply.status(404).send(errorBody('not_found'));
    if (!result.ok) return answer(request, reply, page, { ok: false, code: result.reason, status: specRefusal(result.reason) });
    return answer(request, reply, page, { ok: true, code: 'row_removed' });
  });

  app.post('/admin/api/specification-groups/:id/categories', STAFF_CALL, async (request, reply) => {
    const params = idOf(request);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = `${SPECS}/${params.data.id}`;
    const parsed = specLinkBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'category' });
    const result = await specificationAdmin.link(params.data.id, parsed.data.category_id, parsed.data.linked === '1', actorOf((await request.staffSession())!));
    if (!result.ok && result.reason === 'unknown') return reply.status(404).send(errorBody('not_found'));
    if (!result.ok) return answer(request, reply, page, { ok: false, code: result.reason });
    return answer(request, reply, page, { ok: true, code: result.changed ? (parsed.data.linked === '1' ? 'linked' : 'unlinked') : 'unchanged', body: { changed: result.changed } });
  });
};
