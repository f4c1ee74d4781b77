import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { z } from 'zod';
import { svAccount } from '../../common/copy/sv-account';
import { safeLocalPath } from '../../domain/account';
import type { Refusal } from '../../services/accounts/account-service';
import type { Session } from '../../services/session-service';
import { ACCOUNT_FLASH_KEY, type AccountFlash, type AccountForm } from '../../services/accounts/account-flash';
import { errorBody } from '../errors';
import { ABUSE_LIMITS } from '../plugins/rate-limit';
import { bodyOf, idSchema, isPlainFormPost, textField } from './request-fields';

/** Every field of the account forms: text of a bounded length, absent as ''. Passwords are never trimmed. */
const text = (max: number) => textField(max).optional().transform((v) => v ?? '');
const checkbox = z.union([z.string(), z.number(), z.boolean()]).optional().transform((v) => v === true || v === 1 || v === '1' || v === 'on');

const loginSchema = z.object({ email: text(300), password: text(1100), redirect: text(500) });
const addressSchema = z.object({
  first_name: text(200), last_name: text(200), company: text(200), address: text(200), co: text(200), postal_code: text(20), city: text(200),
  mobile: text(40), is_default: checkbox,
});
const registerSchema = z.object({
  email: text(300), password: text(1100), first_name: text(200), last_name: text(200), customer_type: text(20), company: text(200),
  mobile: text(40), newsletter: checkbox, address: text(200), co: text(200), postal_code: text(20), city: text(200), redirect: text(500),
});
const profileSchema = z.object({ first_name: text(200), last_name: text(200), company: text(200), mobile: text(40) });
const emailSchema = z.object({ email: text(300) });
const tokenSchema = z.object({ token: text(100), password: text(1100), first_name: text(200), last_name: text(200) });
const verifySchema = z.object({ token: text(100) });
const ORDER_PARAM = z.object({ orderNumber: z.string().max(40) });
const ADDRESS_PARAM = z.object({ id: idSchema });

/** Values a refused form shows again (never a password). */
function keptValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => k !== 'password' && k !== 'token' && typeof v === 'string').map(([k, v]) => [k, v as string]));
}

async function flash(request: FastifyRequest, value: AccountFlash): Promise<void> {
  const session = await request.session();
  await request.server.services.sessions.update(session, { [ACCOUNT_FLASH_KEY]: value });
}

/** A refused form: JSON callers get 422 with the messages per field; a plain form post goes back to its page with them kept. */
export async function refuse(request: FastifyRequest, reply: FastifyReply, form: AccountForm, refusal: Refusal, back: string, values: Record<string, unknown> = {}, status = 422): Promise<FastifyReply> {
  if (isPlainFormPost(request)) {
    await flash(request, { form, message: refusal.message, errors: refusal.errors, values: keptValues(values) });
    return reply.redirect(back, 303);
  }
  const errors = Object.fromEntries(Object.entries(refusal.errors).map(([k, v]) => [k, [v]]));
  return reply.status(status).send(errorBody('validation_failed', refusal.message, Object.keys(errors).length > 0 ? errors : undefined));
}

/**
 * A done form: JSON callers get `{ error: false, redirect }`; a plain form post is sent on with a notice shown once
 * ('saved': Mina sidor's changes, which the page confirms in the success modal).
 */
export async function done(
  request: FastifyRequest, reply: FastifyReply, target: string, notice: string | null, extra: Record<string, unknown> = {}, kind: 'notice' | 'saved' = 'notice',
): Promise<FastifyReply> {
  if (isPlainFormPost(request)) {
    if (notice) await flash(request, { form: kind, message: notice, errors: {}, values: {} });
    return reply.redirect(target, 303);
  }
  return reply.send({ error: false, message: notice ?? '', redirect: target, ...extra });
}

/** Not logged in: a page request goes to the login (and back afterwards), a call gets 401. */
function needLogin(request: FastifyRequest, reply: FastifyReply, back = '/mina-sidor'): FastifyReply {
  if (isPlainFormPost(request) || (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html'))) {
    return reply.redirect(`/login?tillbaka=${encodeURIComponent(back)}`, 303);
  }
  return reply.status(401).send(errorBody('unauthorized'));
}

/**
 * Logs the session in: a new session id (the one from before the login stops working), the visitor's cart merged
 * into the customer's, and the customer's type chosen for the checkout.
 */
async function logIn(request: FastifyRequest, customerId: number, customerType: 'private' | 'company'): Promise<Session> {
  const { cart, sessions } = request.server.services;
  const rotated = await request.rotateSession();
  await cart.mergeAtLogin(rotated, customerId);
  await sessions.signIn(rotated, customerId, { customer_type: customerType });
  return rotated;
}

/**
 * A new password (a reset, or a claim that sets one) ends every other session of the account, so whoever held one
 * logs in again (docs/decisions/035); the session that set it, logged in to the account, stays with a new id.
 */
async function endOtherSessions(request: FastifyRequest, customerId: number, kept: Session | null): Promise<void> {
  await request.server.services.sessions.endCustomerSessions(customerId, kept);
}

/** The customer logged in on this request's session, or null. */
async function customerIdOf(request: FastifyRequest): Promise<number | null> {
  return (await request.findSession())?.customerId ?? null;
}

/**
 * Customer accounts and the customer club (issue 15). Forms post here with or without JavaScript; the spec's one
 * call, POST /konto/login_from_checkout, keeps its own answer shape (200 with `error` and `msg`).
 */
export const accountApi: FastifyPluginAsync = async (app) => {
  const accounts = app.services.accounts;
  const c = svAccount;
  const mailing = { config: { rateLimit: ABUSE_LIMITS.requestedMail } };

  /** A form that asks for a link by e-mail (a password reset, a claim): refused or sent, its page shows the outcome. */
  function mailedLinkForm(path: string, form: AccountForm, requestLink: (email: string) => Promise<{ ok: true } | Refusal>, sent: string) {
    app.post(path, mailing, async (request, reply) => {
      const parsed = emailSchema.safeParse(bodyOf(request));
      const result = parsed.success ? await requestLink(parsed.data.email) : ({ ok: false, message: c.errors.email.invalid, errors: { email: c.errors.email.invalid } } as const);
      if (!result.ok) return refuse(request, reply, form, result, path, parsed.data ?? {});
      return done(request, reply, path, sent);
    });
  }

  /** A form on the page a mailed link opens (`page`/{token}): a post without a usable token goes back there refused. */
  function mailedLinkPageForm(
    path: string, form: AccountForm, page: string,
    handle: (request: FastifyRequest, reply: FastifyReply, input: z.infer<typeof tokenSchema>, back: string) => Promise<FastifyReply>,
  ) {
    app.post(path, async (request, reply) => {
      const parsed = tokenSchema.safeParse(bodyOf(request));
      const back = `${page}/${encodeURIComponent(parsed.data?.token ?? '')}`;
      if (!parsed.success) return refuse(request, reply, form, { ok: false, message: c.errors.linkInvalid, errors: {} }, back);
      return handle(request, reply, parsed.data, back);
    });
  }

  // cart-and-checkout.md section 7: JSON email and password; `error` flag and `msg` (a string, or an object of
  // messages); the page reloads on success.
  app.post('/konto/login_from_checkout', async (request, reply) => {
    const parsed = loginSchema.safeParse(bodyOf(request));
    if (!parsed.success) return reply.send({ error: true, msg: c.loginFailed });
    const { email, password } = parsed.data;
    const missing: Record<string, string> = {};
    if (email.trim() === '') missing.email = c.errors.email.required;
    if (password === '') missing.password = c.errors.password.required;
    if (Object.keys(missing).length > 0) return reply.send({ error: true, msg: missing });
    const result = await accounts.authenticate(email, password, normalizeIP(request.ip, 64));
    if (!result.ok) return reply.send({ error: true, msg: result.message });
    await logIn(request, result.customer.id, result.customer.customer_type);
    return reply.send({ error: false, msg: '' });
  });

  app.post('/konto/login', async (request, reply) => {
    const parsed = loginSchema.safeParse(bodyOf(request));
    const target = safeLocalPath(parsed.data?.redirect, '/mina-sidor');
    const back = `/login?tillbaka=${encodeURIComponent(target)}`;
    if (!parsed.success) return refuse(request, reply, 'login', { ok: false, message: c.wrongCredentials, errors: {} }, back);
    const { email, password } = parsed.data;
    const errors: Record<string, string> = {};
    if (email.trim() === '') errors.email = c.errors.email.required;
    if (password === '') errors.password = c.errors.password.required;
    if (Object.keys(errors).length > 0) return refuse(request, reply, 'login', { ok: false, message: c.errors.form, errors }, back, parsed.data);
    const result = await accounts.authenticate(email, password, normalizeIP(request.ip, 64));
    if (!result.ok) {
      return refuse(request, reply, 'login', { ok: false, message: result.message, errors: {} }, back, parsed.data, result.reason === 'limited' ? 429 : 422);
    }
    await logIn(request, result.customer.id, result.customer.customer_type);
    return done(request, reply, target, null);
  });

  app.post('/konto/logout', async (request, reply) => {
    const session = await request.session();
    if (session.customerId !== null || session.persisted !== false) {
      const rotated = await request.rotateSession();
      await app.services.sessions.signOut(rotated);
    }
    return done(request, reply, '/login?utloggad=1', null);
  });

  app.post('/konto/registrera', mailing, async (request, reply) => {
    const parsed = registerSchema.safeParse(bodyOf(request));
    const back = '/kundklubb/registrera-dig';
    if (!parsed.success) return refuse(request, reply, 'register', { ok: false, message: c.errors.form, errors: {} }, back);
    const input = parsed.data;
    const result = await accounts.register({
      ...input,
      address: { first_name: input.first_name, last_name: input.last_name, address: input.address, co: input.co, postal_code: input.postal_code, city: input.city },
    });
    if (!result.ok) return refuse(request, reply, 'register', result, back, input);
    // No login here: the answer is the same whether the account was made now or the address already had one.
    return done(request, reply, `/login?tillbaka=${encodeURIComponent(safeLocalPath(input.redirect, '/mina-sidor'))}`, c.register.checkMail);
  });

  mailedLinkForm('/konto/glomt-losenord', 'reset_request', (email) => accounts.requestPasswordReset(email), c.reset.sent);

  mailedLinkPageForm('/konto/aterstall-losenord', 'reset', '/konto/aterstall-losenord', async (request, reply, input, back) => {
    const result = await accounts.resetPassword(input.token, input.password);
    if (!result.ok) return refuse(request, reply, 'reset', result, back);
    const current = await request.findSession();
    await endOtherSessions(request, result.customerId, current?.customerId === result.customerId ? await request.rotateSession() : null);
    // A reset proves the e-mail but is no login: whoever asked logs in with the new password.
    return done(request, reply, '/login', c.login.passwordChanged);
  });

  mailedLinkForm('/kundklubb/existerande-kund', 'claim_request', (email) => accounts.requestClaim(email), c.existing.sent);

  mailedLinkPageForm('/kundklubb/existerande-kund/aktivera', 'claim', '/kundklubb/existerande-kund', async (request, reply, input, back) => {
    const result = await accounts.claim(input.token, input);
    if (!result.ok) return refuse(request, reply, 'claim', result, back, input);
    await endOtherSessions(request, result.customerId, await logIn(request, result.customerId, result.customerType));
    return done(request, reply, '/mina-sidor', null);
  });

  // The button on the verification link's page (/konto/verifiera/{token}): opening the link changes nothing, since
  // mail scanners and link previews open links too (decision 039).
  app.post('/konto/verifiera', async (request, reply) => {
    const parsed = verifySchema.safeParse(bodyOf(request));
    const token = parsed.data?.token ?? '';
    const verified = parsed.success && (await accounts.verifyEmail(token));
    if (!verified) return refuse(request, reply, 'error', { ok: false, message: c.errors.linkInvalid, errors: {} }, `/konto/verifiera/${encodeURIComponent(token)}`);
    return done(request, reply, (await customerIdOf(request)) !== null ? '/mina-sidor' : '/login', c.myPagesPage.verified);
  });

  app.post('/konto/verifiera/skicka-igen', mailing, async (request, reply) => {
    const customerId = await customerIdOf(request);
    if (customerId === null) return needLogin(request, reply);
    await accounts.resendVerification(customerId);
    return done(request, reply, '/mina-sidor', c.myPagesPage.verificationSent);
  });

  app.post('/konto/profil', async (request, reply) => {
    const customerId = await customerIdOf(request);
    if (customerId === null) return needLogin(request, reply);
    const parsed = profileSchema.safeParse(bodyOf(request));
    if (!parsed.success) return refuse(request, reply, 'profile', { ok: false, message: c.errors.form, errors: {} }, '/mina-sidor#uppgifter');
    const result = await accounts.updateProfile(customerId, parsed.data);
    if (!result.ok) return refuse(request, reply, 'profile', result, '/mina-sidor#uppgifter', parsed.data);
    return done(request, reply, '/mina-sidor#uppgifter', c.myPagesPage.saved, {}, 'saved');
  });

  app.post('/konto/nyhetsbrev', async (request, reply) => {
    const customerId = await customerIdOf(request);
    if (customerId === null) return needLogin(request, reply);
    const parsed = z.object({ newsletter: checkbox }).safeParse(bodyOf(request));
    await accounts.setNewsletter(customerId, parsed.success && parsed.data.newsletter);
    return done(request, reply, '/mina-sidor#nyhetsbrev', c.myPagesPage.saved, {}, 'saved');
  });

  app.post('/konto/adresser', async (request, reply) => {
    const customerId = await customerIdOf(request);
    if (customerId === null) return needLogin(request, reply);
    const parsed = addressSchema.safeParse(bodyOf(request));
    if (!parsed.success) return refuse(request, reply, 'address_new', { ok: false, message: c.errors.form, errors: {} }, '/mina-sidor#adresser');
    const result = await accounts.addAddress(customerId, parsed.data, parsed.data.is_default);
    if (!result.ok) return refuse(request, reply, 'address_new', result, '/mina-sidor#adresser', parsed.data);
    return done(request, reply, '/mina-sidor#adresser', c.myPagesPage.saved, { id: result.id }, 'saved');
  });

  app.post('/konto/adresser/:id', async (request, reply) => {
    const customerId = await customerIdOf(request);
    if (customerId === null) return needLogin(request, reply);
    const params = ADDRESS_PARAM.safeParse(request.params);
    const parsed = addressSchema.safeParse(bodyOf(request));
    if (!params.success) return reply.status(404).send(errorBody('not_found', c.errors.notFound));
    if (!parsed.success) return refuse(request, reply, `address_${params.data.id}`, { ok: false, message: c.errors.form, errors: {} }, '/mina-sidor#adresser');
    const result = await accounts.updateAddress(customerId, params.data.id, parsed.data, parsed.data.is_default);
    if (result === null) return reply.status(404).send(errorBody('not_found', c.errors.notFound));
    if (!result.ok) return refuse(request, reply, `address_${params.data.id}`, result, '/mina-sidor#adresser', parsed.data);
    return done(request, reply, '/mina-sidor#adresser', c.myPagesPage.saved, {}, 'saved');
  });

  app.post('/konto/adresser/:id/ta-bort', async (request, reply) => {
    const customerId = await customerIdOf(request);
    if (customerId === null) return needLogin(request, reply);
    const params = ADDRESS_PARAM.safeParse(request.params);
    if (!params.success || !(await accounts.deleteAddress(customerId, params.data.id))) return reply.status(404).send(errorBody('not_found', c.errors.notFound));
    return done(request, reply, '/mina-sidor#adresser', c.myPagesPage.saved, {}, 'saved');
  });

  // JSON reads of Mina sidor, each scoped to the customer logged in on the session.
  const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

  app.get('/api/internal/account/profile', async (request, reply) => {
    const customerId = await customerIdOf(request);
    if (customerId === null) return needLogin(request, reply);
    return privateAnswer(reply).send(await accounts.profile(customerId));
  });

  app.get('/api/internal/account/addresses', async (request, reply) => {
    const customerId = await customerIdOf(request);
    if (customerId === null) return needLogin(request, reply);
    return privateAnswer(reply).send({ addresses: await accounts.addresses(customerId) });
  });

  app.get('/api/internal/account/orders', async (request, reply) => {
    const customerId = await customerIdOf(request);
    if (customerId === null) return needLogin(request, reply);
    return privateAnswer(reply).send({ orders: await accounts.orders(customerId) });
  });

  app.get('/api/internal/account/orders/:orderNumber', async (request, reply) => {
    const customerId = await customerIdOf(request);
    if (customerId === null) return needLogin(request, reply);
    const params = ORDER_PARAM.safeParse(request.params);
    const order = params.success ? await accounts.order(customerId, params.data.orderNumber) : null;
    if (!order) return reply.status(404).send(errorBody('not_found', c.errors.notFound));
    return privateAnswer(reply).send(order);
  });
};
