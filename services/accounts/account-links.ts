import crypto from 'node:crypto';
import { requestedMailAllowed, MAIL_PER_RECIPIENT, tokenExpiry, type TokenPurpose } from '../../domain/account';
import type { AccountRepository } from '../../db/repositories/account-repository';
import type { RateLimitRepository } from '../../db/repositories/rate-limit-repository';
import type { CustomerRow } from '../../db/schema';
import { accountMail, type AccountMailKind } from './account-mail';

/** A mailed link's token as it is stored: only its hash. */
export const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/** The single-use links an account mails (verification, password reset, claim) and the note to an address's owner. */
export function createAccountLinks(options: {
  repo: AccountRepository;
  counters: RateLimitRepository;
  now: () => Date;
  secret: string;
  /** The origin of the links: from configuration only, never from a request (decision 036). */
  linkOrigin: string;
  mailQueued?: () => void;
  log?: (message: string) => void;
}) {
  const { repo, counters, now } = options;
  const mailKeySecret = crypto.createHmac('sha256', options.secret).update('requested-mail').digest();
  const origin = options.linkOrigin.replace(/\/+$/, '');

  /**
   * Whether a mail someone asked for may go to this recipient (decision 036): over the limit it is left unsent, and
   * the caller answers as if it went, so the answer never tells whether the address is known.
   */
  async function mayMail(kind: AccountMailKind, email: string): Promise<boolean> {
    const recipient = crypto.createHmac('sha256', mailKeySecret).update(email).digest('base64url').slice(0, 32);
    const [state] = await counters.hit([{ key: `requested_mail:${kind}:${recipient}`, windowMs: MAIL_PER_RECIPIENT.windowMs }], now());
    if (requestedMailAllowed(state?.hits ?? 0)) return true;
    options.log?.(`requested ${kind} mail not sent: over ${MAIL_PER_RECIPIENT.max} to one recipient an hour`);
    return false;
  }

  async function sendLink(purpose: TokenPurpose, email: string, customer: CustomerRow | null, path: string): Promise<void> {
    if (!(await mayMail(purpose, email))) return;
    const at = now();
    const token = crypto.randomBytes(32).toString('base64url');
    await repo.retireTokens(email, purpose, at.toISOString());
    await repo.insertToken({ token_hash: sha256(token), purpose, customer_id: customer?.id ?? null, email, expires_at: tokenExpiry(purpose, at) }, at.toISOString());
    const link = `${origin}${path}/${token}`;
    await repo.queueMail({ kind: `account_${purpose}`, recipient: email, ...accountMail(purpose, { firstName: customer?.first_name ?? '', link }) }, at.toISOString());
    options.mailQueued?.();
  }

  /** Tells the owner of an address that someone tried to register it again, with the way to log in. */
  async function mailOwner(email: string): Promise<void> {
    if (!(await mayMail('registered', email))) return;
    const owner = await repo.byEmail(email);
    const nowIso = now().toISOString();
    await repo.queueMail({ kind: 'account_registered', recipient: email, ...accountMail('registered', { firstName: owner?.first_name ?? '', link: `${origin}/login` }) }, nowIso);
    options.mailQueued?.();
  }

  return { sendLink, mailOwner };
}
