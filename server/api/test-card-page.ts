import { formatChargedAmount } from '../../domain/money';
import type { createTestCardProvider } from '../../payments/test-card-provider';
import { TEST_CARD_PATH } from '../../payments/test-card-provider';
import { escapeHtml } from '../../common/web/html';
import { svServer } from '../../common/copy/sv';

type TestCardProvider = ReturnType<typeof createTestCardProvider>;

/**
 * The test card provider's payment page: the amount and two choices. It stands in for a real card provider, so
 * it asks for no card details at all (the shop never handles them); the request must carry the provider's signature.
 */
export function testCardPage(params: URLSearchParams, provider: TestCardProvider): { status: number; html: string } {
  const token = params.get('token') ?? '';
  const amountText = params.get('amount') ?? '';
  const returnUrl = params.get('return') ?? '';
  const order = params.get('order') ?? '';
  const amountOre = /^\d{1,12}$/.test(amountText) ? Number(amountText) : NaN;
  const valid =
    token !== '' && Number.isSafeInteger(amountOre) && returnUrl.startsWith('/') && !returnUrl.startsWith('//') &&
    params.get('sig') === provider.requestSignature({ token, amountOre, returnUrl });
  const t = svServer.testCard;
  const page = (title: string, content: string) =>
    `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    '<style>body{font-family:system-ui,sans-serif;background:#f6f6f4;color:#1a1a1a;margin:0;padding:32px 16px}main{max-width:420px;margin:0 auto;background:#fff;border:1px solid #e2e2e2;border-radius:6px;padding:24px}' +
    'h1{font-size:1.25rem;margin:0 0 16px}p{line-height:1.5}.amount{font-size:1.75rem;font-weight:700}button{font:inherit;min-height:44px;padding:8px 16px;border-radius:6px;border:1px solid #0b3d5c;cursor:pointer;margin:8px 8px 0 0}' +
    '.pay{background:#0b3d5c;color:#fff}.cancel{background:#fff;color:#0b3d5c}button:focus-visible{outline:3px solid #1b6fd1;outline-offset:2px}.note{color:#5a5a5a;font-size:.875rem}</style></head>' +
    `<body><main>${content}</main></body></html>`;
  if (!valid) {
    return { status: 400, html: page(t.invalidTitle, `<h1>${escapeHtml(t.invalidTitle)}</h1><p>${escapeHtml(t.invalidText)}</p>`) };
  }
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return {
    status: 200,
    html: page(
      t.title,
      `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.order(order))}</p><p class="amount">${escapeHtml(formatChargedAmount(amountOre))}</p>` +
        `<p class="note">${escapeHtml(t.note)}</p>` +
        `<form method="post" action="${TEST_CARD_PATH}">${hidden('token', token)}${hidden('amount', amountText)}${hidden('order', order)}${hidden('return', returnUrl)}${hidden('sig', params.get('sig') ?? '')}` +
        `<button class="pay" type="submit" name="action" value="paid">${escapeHtml(t.pay)}</button><button class="cancel" type="submit" name="action" value="cancelled">${escapeHtml(t.cancel)}</button></form>`,
    ),
  };
}
