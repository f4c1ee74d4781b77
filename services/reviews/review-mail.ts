import { svReviews } from '../../common/copy/sv-reviews';
import type { ReviewableProduct } from '../../db/repositories/review-repository';
import { escapeHtml } from '../../common/web/html';
import { mailHtml } from '../mail/mail-html';

/** The review page of a request: the link the mail carries. */
export function reviewLink(origin: string, uuid: string): string {
  return `${origin.replace(/\/+$/, '')}/product_review/${uuid}`;
}

/** The review-request e-mail (text and HTML): the order's products and the one link that rates them. */
export function reviewRequestMail(input: { firstName: string; orderNumber: string; products: ReviewableProduct[]; link: string }): { subject: string; text: string; html: string } {
  const m = svReviews.reviews;
  const text = [
    m.mailGreeting(input.firstName),
    '',
    m.mailIntro(input.orderNumber),
    '',
    ...input.products.map((p) => `- ${p.name}`),
    '',
    `${m.mailLink}: ${input.link}`,
    '',
    m.mailOutro,
  ].join('\n');
  const html = mailHtml([
    `<p>${escapeHtml(m.mailGreeting(input.firstName))}</p>`,
    `<p>${escapeHtml(m.mailIntro(input.orderNumber))}</p>`,
    `<ul>${input.products.map((p) => `<li>${escapeHtml(p.name)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:#0b3d5c;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(m.mailLink)}</a></p>`,
    `<p>${escapeHtml(input.link)}</p>`,
    `<p>${escapeHtml(m.mailOutro)}</p>`,
  ]);
  return { subject: m.mailSubject, text, html };
}
