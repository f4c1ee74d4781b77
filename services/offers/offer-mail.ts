import { svOffer } from '../../common/copy/sv-offer';
import { formatChargedAmount } from '../../domain/money';
import { escapeHtml } from '../../common/web/html';
import { mailHtml } from '../mail/mail-html';

export interface OfferMailInput {
  name: string;
  offerNumber: string;
  lines: { name: string; quantity: number; totalInclVatOre: number }[];
  totalInclVatOre: number;
  message: string;
}

/** The confirmation of a sent offer request (text and HTML). */
export function offerConfirmationMail(input: OfferMailInput): { subject: string; text: string; html: string } {
  const m = svOffer;
  const line = (l: OfferMailInput['lines'][number]) => svOffer.mailLine(l.quantity, l.name, formatChargedAmount(l.totalInclVatOre));
  const text = [
    m.mailGreeting(input.name),
    '',
    m.mailIntro(input.offerNumber),
    '',
    `${m.mailLines}:`,
    ...input.lines.map((l) => `- ${line(l)}`),
    '',
    m.mailTotal(formatChargedAmount(input.totalInclVatOre)),
    ...(input.message ? ['', `${m.mailMessage}:`, input.message] : []),
    '',
    m.mailNoPayment,
    '',
    m.mailOutro,
  ].join('\n');
  const html = mailHtml([
    `<p>${escapeHtml(m.mailGreeting(input.name))}</p>`,
    `<p>${escapeHtml(m.mailIntro(input.offerNumber))}</p>`,
    `<p><strong>${escapeHtml(m.mailLines)}:</strong></p>`,
    `<ul>${input.lines.map((l) => `<li>${escapeHtml(line(l))}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(m.mailTotal(formatChargedAmount(input.totalInclVatOre)))}</p>`,
    input.message ? `<p><strong>${escapeHtml(m.mailMessage)}:</strong><br>${escapeHtml(input.message).replace(/\n/g, '<br>')}</p>` : '',
    `<p>${escapeHtml(m.mailNoPayment)}</p>`,
    `<p>${escapeHtml(m.mailOutro)}</p>`,
  ]);
  return { subject: m.mailSubject(input.offerNumber), text, html };
}
