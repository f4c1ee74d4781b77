import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { svAccount } from '../../common/copy/sv-account';
import { svNewsletter } from '../../common/copy/sv-newsletter';
import { escapeHtml } from '../../common/web/html';
import { emailError, MAIL_PER_RECIPIENT, normaliseEmail, requestedMailAllowed } from '../../domain/account';
import { CONFIRM_LINK_LIFETIME_MS, confirmOutcome, NEWSLETTER_CONSENT_VERSION, signUpSendsConfirmation, type ConfirmOutcome } from '../../domain/newsletter';
import type { Database } from '../../db/schema';
import { createNewsletterRepository } from '../../db/repositories/newsletter-repository';
import { createRateLimitRepository } from '../../db/repositories/rate-limit-repository';
import { createOutboxRepository } from '../../db/repositories/outbox-repository';
import type { Refusal } from '../accounts/account-service';

export const NEWSLETTER_PATHS = { confirm: '/nyhetsbrev/bekrafta', unsubscribe: '/nyhetsbrev/avsluta' } as const;

const n = svNewsletter;

/** The confirmation mail: the link that makes the subscription, and the way out. */
function confirmationMail(siteName: string, confirmLink: string, unsubscribeLink: string) {
  const m = svNewsletter.mail;
  const text = [m.intro, '', `${m.confirmLink}: ${confirmLink}`, '', `${m.unsubscribe}: ${unsubscribeLink}`, '', m.outro(siteName)].join('\n');
  const html = [
    '<!doctype html><html lang="sv"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">',
    `<p>${escapeHtml(m.intro)}</p>`,
    `<p><a href="${escapeHtml(confirmLink)}" style="display:inline-block;padding:12px 20px;background:#0b3d5c;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(m.confirmLink)}</a></p>`,
    `<p>${escapeHtml(confirmLink)}</p>`,
    `<p style="font-size:14px;color:#5a5a5a">${escapeHtml(m.unsubscribe)}: <a href="${escapeHtml(unsubscribeLink)}" style="color:#0b3d5c">${escapeHtml(unsubscribeLink)}</a></p>`,
    `<p>${escapeHtml(m.outro(siteName)).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('');
  return { subject: m.subject(siteName), text, html };
}

/**
 * Visitors' newsletter subscriptions (issue 31) with double opt-in. The mailed links are signed, not stored: a
 * confirmation link names the subscription and its expiry, an unsubscribe link the subscription and its address,
 * each under an HMAC of the session secret, so a link cannot be made up or moved to another address.
 */
export function createNewsletterService(
  db: Kysely<Database>,
  options: { secret: string; now?: () => Date; linkOrigin: string; mailQueued?: () => void; log?: (message: string) => void },
) {
  const repo = createNewsletterRepository(db);
  const counters = createRateLimitRepository(db);
  const outbox = createOutboxRepository(db);
  const now = options.now ?? (() => new Date());
  const key = crypto.createHmac('sha256', options.secret).update('newsletter-links').digest();
  const origin = options.linkOrigin.replace(/\/+$/, '');
  const sign = (message: string) => crypto.createHmac('sha256', key).update(message).digest('base64url');
  const signedBy = (signature: string, message: string) => {
    const expected = Buffer.from(sign(message));
    const given = Buffer.from(signature);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  };

  const confirmToken = (id: number, expiresAtSec: number) => `${id}.${expiresAtSec}.${sign(`confirm:${id}:${expiresAtSec}`)}`;
  const unsubscribeToken = (id: number, email: string) => `${id}.${sign(`unsubscribe:${id}:${email}`)}`;

  /** A confirmation token's subscription and expiry (ms) when its signature holds; null for anything else. */
  function readConfirmToken(token: string): { id: number; expiresAtMs: number } | null {
    const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match || !signedBy(match[3]!, `confirm:${match[1]}:${match[2]}`)) return null;
    return { id: Number(match[1]), expiresAtMs: Number(match[2]) * 1000 };
  }

  /** An unsubscribe token's subscription when its signature holds for the subscription's address. */
  async function subscriptionOfUnsubscribeToken(token: string) {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const row = await repo.byId(Number(match[1]));
    return row && signedBy(match[2]!, `unsubscribe:${row.id}:${row.email}`) ? row : null;
  }

  /** Whether another confirmation may go to this address now (decision 036's limit per recipient). */
  async function mayMail(email: string): Promise<boolean> {
    const recipient = crypto.createHmac('sha256', key).update(email).digest('base64url').slice(0, 32);
    const [state] = await counters.hit([{ key: `requested_mail:newsletter:${recipient}`, windowMs: MAIL_PER_RECIPIENT.windowMs }], now());
    if (requestedMailAllowed(state?.hits ?? 0)) return true;
    options.log?.(`newsletter confirmation not sent: over ${MAIL_PER_RECIPIENT.max} to one recipient an hour`);
    return false;
  }

  async function confirmState(token: string): Promise<{ outcome: ConfirmOutcome; id: number | null }> {
    const read = readConfirmToken(token);
    if (!read) return { outcome: 'invalid', id: null };
    const row = await repo.byId(read.id);
    return { outcome: confirmOutcome(row?.status ?? null, read.expiresAtMs, now().getTime()), id: row?.id ?? null };
  }

  return {
    /**
     * A visitor's sign-up: with consent and a valid address, the address waits for its owner's confirmation and a
     * mail with the link goes out (unless it is subscribed already, or has had its mails for the hour). The answer
     * is the same in every such case.
     */
    async signUp(input: { email: string; consent: boolean; siteName: string }): Promise<{ ok: true } | Refusal> {
      const errors: Record<string, string> = {};
      const emailProblem = emailError(input.email);
      if (emailProblem) errors.email = svAccount.errors.email[emailProblem];
      if (!input.consent) errors.consent = n.consentRequired;
      const email = normaliseEmail(input.email);
      if (email === null || Object.keys(errors).length > 0) return { ok: false, message: Object.values(errors)[0]!, errors };
      const existing = await repo.byEmail(email);
      if (!signUpSendsConfirmation(existing?.status ?? null) || !(await mayMail(email))) return { ok: true };
      const at = now();
      const id = await repo.request(email, { text: svNewsletter.consent, version: NEWSLETTER_CONSENT_VERSION, at: at.toISOString() });
      const expiresAtSec = Math.floor((at.getTime() + CONFIRM_LINK_LIFETIME_MS) / 1000);
      const mail = confirmationMail(
        input.siteName,
        `${origin}${NEWSLETTER_PATHS.confirm}/${confirmToken(id, expiresAtSec)}`,
        `${origin}${NEWSLETTER_PATHS.unsubscribe}/${unsubscribeToken(id, email)}`,
      );
      await outbox.queue({ orderId: null, kind: 'newsletter_confirm', recipient: email, ...mail }, at.toISOString());
      options.mailQueued?.();
      return { ok: true };
    },

    /** What the confirmation link's page offers: its button ('confirmed': it will confirm), or why not. */
    async confirmLinkState(token: string): Promise<ConfirmOutcome> {
      return (await confirmState(token)).outcome;
    },

    /** The confirmation link's button: the subscription becomes active (again 'confirmed' when it already is). */
    async confirm(token: string): Promise<ConfirmOutcome> {
      const { outcome, id } = await confirmState(token);
      if (outcome === 'confirmed' && id !== null) await repo.activate(id, now().toISOString());
      return outcome;
    },

    async unsubscribeLinkValid(token: string): Promise<boolean> {
      return (await subscriptionOfUnsubscribeToken(token)) !== null;
    },

    /** The unsubscribe link's button: no more newsletters to the address. False for a link that is not ours. */
    async unsubscribe(token: string): Promise<boolean> {
      const row = await subscriptionOfUnsubscribeToken(token);
      if (!row) return false;
      await repo.unsubscribe(row.id, now().toISOString());
      return true;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
