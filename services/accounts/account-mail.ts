import { svAccount } from '../../common/copy/sv-account';
import { escapeHtml } from '../../common/web/html';

export type AccountMailKind = 'password_reset' | 'verify_email' | 'claim' | 'registered';

/**
 * The e-mail carrying a single-use link (reset, verification, claiming membership), or the login link for the owner
 * of an address someone tried to register again: text and HTML.
 */
export function accountMail(kind: AccountMailKind, input: { firstName: string; link: string }): { subject: string; text: string; html: string } {
  const m = svAccount.mail;
  const parts = {
    password_reset: { subject: m.resetSubject, intro: m.resetIntro, label: m.resetLink },
    verify_email: { subject: m.verifySubject, intro: m.verifyIntro, label: m.verifyLink },
    claim: { subject: m.claimSubject, intro: m.claimIntro, label: m.claimLink },
    registered: { subject: m.registeredSubject, intro: m.registeredIntro, label: m.registeredLink },
  }[kind];
  const text = [m.greeting(input.firstName), '', parts.intro, '', `${parts.label}: ${input.link}`, '', m.ignore, '', m.outro].join('\n');
  const html = [
    '<!doctype html><html lang="sv"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">',
    `<p>${escapeHtml(m.greeting(input.firstName))}</p>`,
    `<p>${escapeHtml(parts.intro)}</p>`,
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:#0b3d5c;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(parts.label)}</a></p>`,
    `<p>${escapeHtml(input.link)}</p>`,
    `<p>${escapeHtml(m.ignore)}</p>`,
    `<p>${escapeHtml(m.outro).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('');
  return { subject: parts.subject, text, html };
}
