import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { RETURN_CASE_ACTIONS } from '../../domain/return-case-admin';
import type { InfoPageSaved } from '../../services/admin/info-page-admin';
import type { OptionSaved } from '../../services/admin/checkout-options-admin';
import { errorBody } from '../errors';
import { STAFF_CALL } from '../plugins/back-office';
import { backOfficeForm, confirmFirst, refusedFields, type FormAnswer } from './back-office-form';
import { checkbox, formText, noFields, rowId } from './form-fields';

const giftCardBody = z.object({ amount: formText(30), valid_until: formText(20), code: formText(100) });
const caseParams = z.object({ id: rowId, action: z.enum(RETURN_CASE_ACTIONS as ['approve', 'reject', 'close']) });
const caseBody = z.object({ reason: formText(2_000, true) });
const imageParams = z.object({ id: rowId, imageId: rowId });
const idParams = z.object({ id: rowId });
const orderParams = z.object({ orderNumber: z.string().regex(/^\d{1,12}$/) });
/** The refund a money step's confirmation page showed, in öre (domain/money-confirmation.ts). */
const confirmBody = z.object({ confirm: formText(20) });
const orderPage = ({ orderNumber }: { orderNumber: string }) => `/admin/ordrar/${orderNumber}`;
const infoPageBody = z.object({
  title: formText(300), url: formText(300), type: formText(20), heading: formText(500), body: formText(60_000, true), position: formText(20), parent_id: formText(20),
  expanded: checkbox, published: checkbox,
});

const deliveryBody = z.object({
  name: formText(300), description: formText(1_000), price: formText(30), countries: formText(100), postal_code_ranges: formText(5_000, true), position: formText(20),
  is_pickup: checkbox, requires_postal_code: checkbox, free_delivery_applies: checkbox, for_private: checkbox, for_company: checkbox, active: checkbox,
});
const paymentBody = z.object({ name: formText(300), description: formText(1_000), price: formText(30), position: formText(20), for_private: checkbox, for_company: checkbox, active: checkbox });

const INFO_PAGES = '/admin/informationssidor';
const CHECKOUT_OPTIONS = '/admin/leverans-och-betalning';

/** A refused info page: its fields; its address taken is a conflict; a parent it cannot have, the form's. */
const infoPageRefused = (result: Extract<InfoPageSaved, { ok: false }>): FormAnswer =>
  result.reason === 'invalid' ? refusedFields(result.errors) : { ok: false, code: result.reason, status: result.reason === 'url_taken' ? 409 : 422 };

/** A delivery or payment type saved, or refused: its fields, unknown (404), or the last of its kind for a customer type (409). */
const optionSaved = (result: OptionSaved): FormAnswer | null => {
  if (result.ok) return { ok: true, code: result.changed ? 'saved' : 'unchanged', body: { changed: result.changed } };
  if (result.reason === 'invalid') return refusedFields(result.errors);
  return result.reason === 'unknown' ? null : { ok: false, code: result.reason, status: 409 };
};

/**
 * The back office's gift cards, returns cases, info pages, delivery and payment types and manual refunds (issue 18). The gate (server/plugins/back-office.ts)
 * has already checked the staff session, the role each route declares (gift cards, delivery and payment types: admins only) and the staff CSRF token.
 */
export const backOfficeOperationsApi: FastifyPluginAsync = async (app) => {
  const { giftCardAdmin, returnCaseAdmin, infoPageAdmin, orderAdmin, checkoutOptionsAdmin } = app.services;

  // A cancelled paid order's manual refund, paid back by hand: recorded once. (A static segment: it wins over the
  // order calls' /:action.)
  backOfficeForm(app, {
    path: '/admin/api/orders/:orderNumber/refunded', access: 'staff', params: orderParams, schema: confirmBody, back: orderPage,
    run: async ({ params, form, actor }) => {
      const result = await orderAdmin.settleRefund(params.orderNumber, form.confirm, actor);
      if (result.ok) return { ok: true, code: result.changed ? 'refund' : 'unchanged', body: { changed: result.changed } };
      if ('refundOre' in result) return confirmFirst(params.orderNumber, 'refund_settle', result);
      return result.reason === 'unknown_order' ? null : { ok: false, code: result.reason, status: 409 };
    },
  });

  // Another attempt at a refund the provider refused or did not answer (decision 033).
  backOfficeForm(app, {
    path: '/admin/api/orders/:orderNumber/refund-retry', access: 'staff', params: orderParams, schema: confirmBody, back: orderPage,
    run: async ({ params, form, actor }) => {
      const result = await app.services.refunds.retry(params.orderNumber, form.confirm, actor);
      if (result.ok) return { ok: true, code: `retry_${result.status}`, body: { status: result.status } };
      if ('refundOre' in result) return confirmFirst(params.orderNumber, 'refund_retry', result);
      return result.reason === 'unknown_order' ? null : { ok: false, code: result.reason, status: 409 };
    },
  });

  // Admins only: what checkout offers and charges.
  backOfficeForm(app, {
    path: '/admin/api/delivery-types/:id', access: 'admin', params: idParams, schema: deliveryBody, back: ({ id }) => `${CHECKOUT_OPTIONS}/frakt/${id}`,
    run: async ({ params, form, actor }) => optionSaved(await checkoutOptionsAdmin.updateDelivery(params.id, form, actor)),
  });

  backOfficeForm(app, {
    path: '/admin/api/payment-types/:id', access: 'admin', params: idParams, schema: paymentBody, back: ({ id }) => `${CHECKOUT_OPTIONS}/betalning/${id}`,
    run: async ({ params, form, actor }) => optionSaved(await checkoutOptionsAdmin.updatePayment(params.id, form, actor)),
  });

  backOfficeForm(app, {
    path: '/admin/api/gift-cards', access: 'admin', schema: giftCardBody, back: () => '/admin/presentkort',
    run: async ({ form, actor }) => {
      const created = await giftCardAdmin.create(form, actor);
      if (!created.ok) return created.reason === 'taken' ? { ok: false, code: 'taken', status: 409 } : refusedFields(created.errors);
      const { card } = created;
      return { ok: true, code: 'created', page: `/admin/presentkort/${card.id}`, body: { id: card.id, gift_card: card.code, balance: card.balance_ore / 100 } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/gift-cards/:id/deactivate', access: 'admin', params: idParams, schema: noFields, back: ({ id }) => `/admin/presentkort/${id}`,
    run: async ({ params, actor }) => {
      const result = await giftCardAdmin.deactivate(params.id, actor);
      return result && { ok: true, code: result.changed ? 'deactivated' : 'unchanged', body: { changed: result.changed } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/return-cases/:id/:action', access: 'staff', params: caseParams, schema: caseBody, malformed: 'reason', back: ({ id }) => `/admin/returer/${id}`,
    run: async ({ params, form, actor }) => {
      const result = await returnCaseAdmin.change(params.id, params.action, form.reason, actor);
      if (result.ok) return { ok: true, code: result.changed ? params.action : 'unchanged', body: { status: result.status, changed: result.changed } };
      if (result.reason === 'unknown_case') return null;
      return result.reason === 'reason' ? { ok: false, code: 'reason' } : { ok: false, code: result.reason, status: 409 };
    },
  });

  // A case's image, for staff only (the gate): never cached, never sniffed as anything but the checked image type.
  app.get('/admin/api/return-cases/:id/images/:imageId', STAFF_CALL, async (request, reply) => {
    const params = imageParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const image = await returnCaseAdmin.image(params.data.id, params.data.imageId);
    if (!image) return reply.status(404).send(errorBody('not_found'));
    return reply
      .header('Content-Type', image.content_type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(image.data);
  });

  backOfficeForm(app, {
    path: '/admin/api/info-pages', access: 'staff', schema: infoPageBody, back: () => INFO_PAGES,
    run: async ({ form, actor }) => {
      const result = await infoPageAdmin.create(form, actor);
      if (!result.ok) return infoPageRefused(result);
      return { ok: true, code: 'created', body: { id: result.page.id, url: result.page.url }, page: `${INFO_PAGES}/${result.page.id}` };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/info-pages/:id', access: 'staff', params: idParams, schema: infoPageBody, back: ({ id }) => `${INFO_PAGES}/${id}`,
    run: async ({ params, form, actor }) => {
      const result = await infoPageAdmin.update(params.id, form, actor);
      if (!result.ok) return result.reason === 'unknown_page' ? null : infoPageRefused(result);
      return { ok: true, code: result.changed ? 'saved' : 'unchanged', body: { id: result.page.id, url: result.page.url } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/info-pages/:id/delete', access: 'staff', params: idParams, schema: noFields, back: ({ id }) => `${INFO_PAGES}/${id}`,
    run: async ({ params, actor }) => {
      const result = await infoPageAdmin.remove(params.id, actor);
      if (!result.ok) return result.reason === 'unknown_page' ? null : { ok: false, code: result.reason, status: 409 };
      return { ok: true, code: 'removed', page: INFO_PAGES };
    },
  });
};
