import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../errors';
import { STAFF_CALL } from '../plugins/back-office';
import { backOfficeForm } from './back-office-form';
import { noFields, rowId } from './form-fields';

const invoiceParams = z.object({ id: rowId });
const reminderParams = z.object({ orderNumber: z.string().regex(/^\d{1,12}$/), id: rowId });

/**
 * The invoices in the back office (issue 30): an invoice's PDF for staff, and a reminder of an unpaid one. The gate
 * (server/plugins/back-office.ts) has checked the staff session, and for the reminder the staff CSRF token.
 */
export const invoicesApi: FastifyPluginAsync = async (app) => {
  const { invoices } = app.services;

  // Rendered from the invoice's row each time: the same bytes the customer's mail carried.
  app.get('/admin/api/fakturor/:id/pdf', STAFF_CALL, async (request, reply) => {
    const params = invoiceParams.safeParse(request.params);
    const pdf = params.success ? await invoices.pdf(params.data.id) : null;
    if (!pdf) return reply.status(404).send(errorBody('not_found'));
    return reply
      .header('Content-Type', pdf.contentType)
      .header('Content-Disposition', `attachment; filename="${pdf.filename}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf.content);
  });

  backOfficeForm(app, {
    path: '/admin/api/orders/:orderNumber/invoices/:id/remind', access: 'staff', params: reminderParams, schema: noFields, back: ({ orderNumber }) => `/admin/ordrar/${orderNumber}`,
    run: async ({ params, actor }) => {
      const result = await invoices.remind(params.orderNumber, params.id, actor);
      if (result.ok) return { ok: true, code: 'reminded', body: { reminders: result.reminders } };
      return result.reason === 'unknown_invoice' ? null : { ok: false, code: result.reason, status: 409 };
    },
  });
};
