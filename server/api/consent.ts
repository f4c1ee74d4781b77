import type { FastifyPluginAsync } from 'fastify';
import { sv } from '../../common/copy/sv';
import {
  CONSENT_COOKIE_PATH, CONSENT_MAX_AGE_SECONDS, CONSENT_OPTIONS, consentCookieValues, parseConsentFlag,
} from '../../domain/consent';
import { errorBody } from '../errors';
import { bodyOf, isPlainFormPost, pageBefore } from './request-fields';
import * as CALLS from '../../common/web/call-paths';

/**
 * POST /api/internal/cookie-consent (storefront.md section 7): `marketing` and `functional` as form fields or JSON,
 * each 1/0 (or true/false). Writes one cookie per option with 1 or 0, required always 1, for 2 years on path /.
 * The cookies are readable by the page's script (not HttpOnly): it decides whether to open the modal and whether a
 * third-party part may load; they hold no secret. CSRF-checked like every state-changing call.
 */
export const consentApi: FastifyPluginAsync<{ secureCookies: boolean }> = async (app, options) => {
  app.post(CALLS.cookieConsent, async (request, reply) => {
    const body = bodyOf(request);
    const marketing = parseConsentFlag(body.marketing);
    const functional = parseConsentFlag(body.functional);
    if (marketing === null || functional === null) {
      const errors: Record<string, string[]> = {};
      if (marketing === null) errors.marketing = [sv.consent.invalidChoice];
      if (functional === null) errors.functional = [sv.consent.invalidChoice];
      return reply.status(422).send(errorBody('validation_failed', sv.consent.invalidChoice, errors));
    }
    const values = consentCookieValues({ marketing, functional });
    for (const name of CONSENT_OPTIONS) {
      reply.setCookie(name, values[name], {
        path: CONSENT_COOKIE_PATH,
        maxAge: CONSENT_MAX_AGE_SECONDS,
        sameSite: 'lax',
        secure: options.secureCookies,
        httpOnly: false,
      });
    }
    // Without JavaScript the modal's buttons are forms: back to the page, which then renders without the modal.
    if (isPlainFormPost(request)) return reply.redirect(pageBefore(request, '/'), 303);
    return { success: true, marketing, functional, required: true };
  });
};
