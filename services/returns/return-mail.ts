import { svServer } from '../../common/copy/sv';
import { svReturns } from '../../common/copy/sv-returns';
import type { ReturnOrderType } from '../../domain/returns';
import { escapeHtml } from '../../common/web/html';
import { mailHtml } from '../mail/mail-html';

export interface ReturnMailInput {
  firstName: string;
  type: ReturnOrderType;
  caseNumber: string;
  orderNumber: string;
  lines: { name: string; quantity: number }[];
  reason: string;
  imageCount: number;
}

/** The confirmation of a filed return or complaint (text and HTML). */
export function returnConfirmationMail(input: ReturnMailInput): { subject: string; text: string; html: string } {
  const m = svReturns;
  const typeLabel = m.types[input.type];
  const text = [
    m.mailGreeting(input.firstName),
    '',
    m.mailIntro(input.type, input.caseNumber, input.orderNumber),
    '',
    `${m.mailLines} (${typeLabel}):`,
    ...input.lines.map((l) => `- ${svServer.returns.mailLine(l.quantity, l.name)}`),
    ...(input.reason ? ['', `${m.mailReason}:`, input.reason] : []),
    ...(input.imageCount > 0 ? ['', m.mailImages(input.imageCount)] : []),
    '',
    m.mailNext(input.type),
    '',
    m.mailOutro,
  ].join('\n');
  const html = mailHtml([
    `<p>${escapeHtml(m.mailGreeting(input.firstName))}</p>`,
    `<p>${escapeHtml(m.mailIntro(input.type, input.caseNumber, input.orderNumber))}</p>`,
    `<p><strong>${escapeHtml(m.mailLines)} (${escapeHtml(typeLabel)}):</strong></p>`,
    `<ul>${input.lines.map((l) => `<li>${escapeHtml(svServer.returns.mailLine(l.quantity, l.name))}</li>`).join('')}</ul>`,
    input.reason ? `<p><strong>${escapeHtml(m.mailReason)}:</strong><br>${escapeHtml(input.reason).replace(/\n/g, '<br>')}</p>` : '',
    input.imageCount > 0 ? `<p>${escapeHtml(m.mailImages(input.imageCount))}</p>` : '',
    `<p>${escapeHtml(m.mailNext(input.type))}</p>`,
    `<p>${escapeHtml(m.mailOutro)}</p>`,
  ]);
  return { subject: m.mailSubject(input.caseNumber), text, html };
}
