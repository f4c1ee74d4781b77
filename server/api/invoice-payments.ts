import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { bgMaxRefusalText, svInvoicePayments } from '../../common/copy/sv-invoice-payments';
import { MAX_BGMAX_BYTES } from '../../domain/invoicing/invoice-follow-up';
import { backOfficeForm, refusedFields } from './back-office-form';
import { formText } from './form-fields';
import { uploadForm } from './upload-form';

const PAGE = '/admin/fakturor';

const handPaymentBody = z.object({
  referens: formText(40), belopp: formText(30), datum: formText(20),
  // Made when the form was shown: the same form posted twice books once.
  nyckel: z.string().regex(/^[0-9a-f]{32}$/),
});

// Buffer.isBuffer, as the other uploads check: under the test runner the reader's buffers fail `instanceof Buffer`.
const bgMaxBody = z.object({ fil: z.custom<Buffer>((file) => Buffer.isBuffer(file) && file.length > 0) });

/**
 * Invoice follow-up (issue 30), behind the back office's gate (staff session, its CSRF token): POST
 * /admin/api/invoices/payments records a payment by hand (`referens` OCR or invoice number, `belopp` kronor, `datum`,
 * `nyckel` the form's key); POST /admin/api/invoices/bgmax (multipart, `fil`) reads Bankgirot's BgMax file. A plain post
 * returns to /admin/fakturor with ?klart= or ?fel= (and the import's result); a call gets JSON.
 */
export const invoicePaymentsApi: FastifyPluginAsync = async (app) => {
  const { invoicePayments } = app.services;

  backOfficeForm(app, {
    path: '/admin/api/invoices/payments', access: 'staff', schema: handPaymentBody, back: () => PAGE, draft: 'payment',
    run: async ({ form, actor }) => {
      const result = await invoicePayments.recordByHand({ reference: form.referens, amount: form.belopp, day: form.datum }, form.nyckel, actor);
      if (result.ok) return { ok: true, code: result.outcome, body: { invoice_number: result.invoiceNumber, outcome: result.outcome } };
      if (result.reason === 'invalid') return refusedFields(result.errors);
      return { ok: false, code: result.reason, status: result.reason === 'unknown_invoice' ? 404 : 409, body: { message: svInvoicePayments.errors[result.reason] }, fields: ['reference'] };
    },
  });

  await uploadForm(app, {
    path: '/admin/api/invoices/bgmax', params: z.object({}), schema: bgMaxBody, maxFileBytes: MAX_BGMAX_BYTES, fields: 2,
    back: () => PAGE, fallback: PAGE, codes: { missing: 'file_missing', tooLarge: 'file_too_large', unreadable: 'file_unreadable' },
    run: async ({ form: { fil }, actor }) => {
      const result = await invoicePayments.importBgMax(fil, actor);
      if (result.ok) return { ok: true, code: 'imported', body: { import_id: result.importId, lines: result.lines }, page: `${PAGE}?inlasning=${result.importId}` };
      const { refusal } = result;
      const detail = {
        line: 'line' in refusal ? refusal.line : null,
        file: 'file' in refusal ? refusal.file : null,
        shop: 'shop' in refusal ? refusal.shop : null,
      };
      const where = new URLSearchParams(Object.entries({ rad: detail.line, bg: detail.file, butik: detail.shop }).filter((e): e is [string, string | number] => e[1] !== null).map(([k, v]) => [k, String(v)]));
      return { ok: false, code: refusal.reason, status: 422, body: { message: bgMaxRefusalText(refusal.reason, detail), ...detail }, page: where.size > 0 ? `${PAGE}?${where}` : PAGE };
    },
  });
};
