import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { svAccount } from '../../common/copy/sv-account';
import { svNewsletter } from '../../common/copy/sv-newsletter';
import { NEWSLETTER_PATHS } from '../../services/newsletter/newsletter-service';
import { ABUSE_LIMITS } from '../plugins/rate-limit';
import { done, refuse } from './account';
import { bodyOf, textField } from './request-fields';

const n = svNewsletter;
const text = (max: number) => textField(max).optional().transform((v) => v ?? '');
const signUpSchema = z.object({
  email: text(300),
  consent: z.union([z.string(), z.number(), z.boolean()]).optional().transform((v) => v === true || v === 1 || v === '1' || v === 'on'),
});
const tokenSchema = z.object({ token: text(200) });

/** Where the sign-up's answer is read without JavaScript: the newsletter page (app/routes/newsletter.tsx). */
export const NEWSLETTER_PAGE = '/nyhetsbrev';

/**
 * The visitors' newsletter (issue 31): the footer's sign-up and the buttons of the mailed links' pages. Forms post here
 * with or without JavaScript: a script gets JSON, a plain form post goes to the newsletter page with the answer.
 * Opening a mailed link changes nothing; its page's button does (decision 039).
 */
export const newsletterApi: FastifyPluginAsync = async (app) => {
  const { newsletter, catalog } = app.services;

  app.post(NEWSLETTER_PAGE, { config: { rateLimit: ABUSE_LIMITS.newsletterSignup } }, async (request, reply) => {
    const { settings } = await catalog.snapshot();
    if (!settings.newsletterActive) return refuse(request, reply, 'newsletter', { ok: false, message: n.closed, errors: {} }, NEWSLETTER_PAGE, {}, 404);
    const parsed = signUpSchema.safeParse(bodyOf(request));
    if (!parsed.success) return refuse(request, reply, 'newsletter', { ok: false, message: svAccount.errors.form, errors: {} }, NEWSLETTER_PAGE);
    const result = await newsletter.signUp({ ...parsed.data, siteName: settings.siteName });
    if (!result.ok) return refuse(request, reply, 'newsletter', result, NEWSLETTER_PAGE, { email: parsed.data.email });
    return done(request, reply, NEWSLETTER_PAGE, n.sent);
  });

  app.post(NEWSLETTER_PATHS.confirm, async (request, reply) => {
    const token = tokenSchema.safeParse(bodyOf(request)).data?.token ?? '';
    const outcome = await newsletter.confirm(token);
    if (outcome === 'confirmed') return done(request, reply, NEWSLETTER_PAGE, n.confirmed);
    const back = `${NEWSLETTER_PATHS.confirm}/${encodeURIComponent(token)}`;
    return outcome === 'expired'
      ? refuse(request, reply, 'error', { ok: false, message: n.expired, errors: {} }, back, {}, 410)
      : refuse(request, reply, 'error', { ok: false, message: n.invalid, errors: {} }, back, {}, 404);
  });

  app.post(NEWSLETTER_PATHS.unsubscribe, async (request, reply) => {
    const token = tokenSchema.safeParse(bodyOf(request)).data?.token ?? '';
    if (await newsletter.unsubscribe(token)) return done(request, reply, NEWSLETTER_PAGE, n.unsubscribed);
    return refuse(request, reply, 'error', { ok: false, message: n.invalid, errors: {} }, `${NEWSLETTER_PATHS.unsubscribe}/${encodeURIComponent(token)}`, {}, 404);
  });
};
