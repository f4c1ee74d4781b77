import { escapeHtml } from '../common/web/html';

/**
 * A simulator's own page (the provider's embed or payment page): plain HTML without scripts, framable by the shop
 * itself only. The styles echo the shop's tokens so the embed sits calmly in the payment block.
 */
export function simulatorPage(title: string, content: string): string {
  return (
    `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;background:#fff;color:#1a1a1a;margin:0;padding:16px}main{max-width:560px;margin:0 auto}' +
    'h1{font-size:1.125rem;margin:0 0 12px}p{line-height:1.5;margin:0 0 12px}table{width:100%;border-collapse:collapse;margin:0 0 12px;font-size:.9375rem}' +
    'th,td{text-align:left;padding:6px 0;border-bottom:1px solid #e2e2e2}td.num,th.num{text-align:right}.total{font-weight:700}' +
    'fieldset{border:1px solid #e2e2e2;border-radius:6px;padding:12px;margin:0 0 12px}legend{font-weight:600;padding:0 4px}' +
    'label{display:block;font-size:.875rem;margin:8px 0 4px}input[type=text],input[type=email],input[type=tel]{box-sizing:border-box;width:100%;min-height:44px;padding:8px;border:1px solid #6b6b6b;border-radius:6px;font:inherit}' +
    'button{font:inherit;min-height:44px;padding:8px 16px;border-radius:6px;border:1px solid #0b3d5c;cursor:pointer;margin:8px 8px 0 0;background:#0b3d5c;color:#fff}' +
    'button.secondary,a.secondary{background:#fff;color:#0b3d5c}a.secondary{display:inline-flex;align-items:center;box-sizing:border-box;font:inherit;min-height:44px;padding:8px 16px;border-radius:6px;border:1px solid #0b3d5c;margin:8px 8px 0 0;text-decoration:none}' +
    'label.choice{display:flex;gap:8px;align-items:center;min-height:44px;margin:0}button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1b6fd1;outline-offset:2px}' +
    '.badge{display:inline-block;background:#ffb3c7;color:#1a1a1a;border-radius:4px;padding:2px 8px;font-weight:700;margin:0 0 8px}.note{color:#5a5a5a;font-size:.875rem}</style></head>' +
    `<body><main>${content}</main></body></html>`
  );
}

/** The simulator pages' CSP: no scripts, styles inline, framed only by the shop itself. */
export const SIMULATOR_PAGE_CSP = "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; form-action 'self'; base-uri 'none'";

/** A body that is not JSON, as a simulator's own body parser reports it: a 400 like Fastify's own parser gives. */
export function invalidJson(): Error & { statusCode: number } {
  return Object.assign(new Error('Invalid JSON body'), { statusCode: 400 });
}
