import { svReturns } from '../../common/copy/sv-returns';
import { svCheckout } from '../../common/copy/sv-checkout';
import { svBackOffice } from '../../common/copy/sv-back-office';
import { escapeHtml } from '../../common/web/html';

/** The customer's mail when the shop decides a return or complaint: approved, or rejected with the reason. */
export function returnDecisionMail(input: { firstName: string; caseNumber: string; orderNumber: string; type: 'return' | 'complaint'; decision: 'approved' | 'rejected'; reason: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const m = svBackOffice.returnMail;
  const paragraphs = [
    svCheckout.orderMail.greeting(input.firstName),
    input.decision === 'approved' ? m.approvedIntro(input.caseNumber, input.orderNumber, input.type) : m.rejectedIntro(input.caseNumber, input.orderNumber, input.type),
    ...(input.decision === 'approved' ? [m.approvedNext(input.type)] : [m.reason(input.reason), m.rejectedNext]),
    svReturns.mailOutro,
  ];
  const html = [
    '<!doctype html><html lang="sv"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    '</body></html>',
  ].join('');
  return { subject: input.decision === 'approved' ? m.approvedSubject(input.caseNumber) : m.rejectedSubject(input.caseNumber), text: paragraphs.join('\n\n'), html };
}
