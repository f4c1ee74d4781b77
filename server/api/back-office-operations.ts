import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { validateInfoPage } from '../../domain/info-page-admin';
import { validateDeliveryType, validatePaymentType } from '../../domain/checkout-options-admin';
import { RETURN_CASE_ACTIONS } from '../../domain/return-case-admin';
import { actorOf } from '../../services/admin/staff-service';
import { errorBody } from '../errors';
import { ADMIN_CALL, STAFF_CALL } from '../plugins/back-office';
import { answer, backOfficeForm, refusedFields } from './back-office-form';
import { bodyOf, textField } from './request-fields';

const text = (max: number, multiline = false) => textField(max, { multiline }).optional().transform((v) => v ?? '');
const flag = z.union([z.string().max(10), z.boolean()]).optional().transform((v) => v === true || v === '1' || v === 'on');
const id = z.coerce.number().int().positive().max(2_147_483_647);

const giftCardBody = z.object({ amount: text(30), valid_until: text(20), code: text(100) });
const caseParams = z.object({ id, action: z.enum(RETURN_CASE_ACTIONS as ['approve', 'reject', 'close']) });
const caseBody = z.object({ reason: text(2_000, true) });
const imageParams = z.object({ id, imageId: id });
const orderParams = z.object({ orderNumber: z.string().regex(/^\d{1,12}$/) });
const orderPage = ({ orderNumber }: { orderNumber: string }) => `/admin/ordrar/${orderNumber}`;
/** A button's form: nothing but the CSRF token, which the gate has checked. */
const noFields = z.object({});
const infoPageBody = z.object({
  title: text(300), url: text(300), type: text(20), heading: text(500), body: text(60_000, true), position: text(20), parent_id: text(20),
  expanded: flag, published: flag,
});

const deliveryBody = z.object({
  name: text(300), description: text(1_000), price: text(30), countries: text(100), postal_code_ranges: text(5_000, true), position: text(20),
  is_pickup: flag, requires_postal_code: flag, free_delivery_applies: flag, for_private: flag, for_company: flag, active: flag,
});
const paymentBody = z.object({ name: text(300), description: text(1_000), price: text(30), position: text(20), for_private: flag, for_company: flag, active: flag });

/**
 * The back office's gift cards, returns cases, info pages, delivery and payment types and manual refunds (issue 18). The gate (server/plugins/back-office.ts)
 * has already checked the staff session, the role each route declares (gift cards, delivery and payment types: admins only) and the staff CSRF token.
 */
export const backOfficeOperationsApi: FastifyPluginAsync = async (app) => {
  const { giftCardAdmin, returnCaseAdmin, infoPageAdmin, orderAdmin, checkoutOptionsAdmin } = app.services;

  // A cancelled paid order's manual refund, paid back by hand: recorded once. (A static segment: it wins over the
  // order calls' /:action.)
  backOfficeForm(app, {
    path: '/admin/api/orders/:orderNumber/refunded', access: 'staff', params: orderParams, schema: noFields, back: orderPage,
    run: async ({ params, actor }) => {
      const result = await orderAdmin.settleRefund(params.orderNumber, actor);
      if (result.ok) return { ok: true, code: result.changed ? 'refund' : 'unchanged', body: { changed: result.changed } };
      return result.reason === 'unknown_order' ? null : { ok: false, code: result.reason, status: 409 };
    },
  });

  // Another attempt at a refund the provider refused or did not answer (decision 033).
  backOfficeForm(app, {
    path: '/admin/api/orders/:orderNumber/refund-retry', access: 'staff', params: orderParams, schema: noFields, back: orderPage,
    run: async ({ params, actor }) => {
      const result = await app.services.refunds.retry(params.orderNumber, actor);
      if (result.ok) return { ok: true, code: `retry_${result.status}`, body: { status: result.status } };
      return result.reason === 'unknown_order' ? null : { ok: false, code: result.reason, status: 409 };
    },
  });

  for (const kind of ['delivery', 'payment'] as const) {
    app.post(`/admin/api/${kind}-types/:id`, ADMIN_CALL, async (request, reply) => {
      const params = z.object({ id }).safeParse(request.params);
      if (!params.success) return reply.status(404).send(errorBody('not_found'));
      const page = `/admin/leverans-och-betalning/${kind === 'delivery' ? 'frakt' : 'betalning'}/${params.data.id}`;
      const body = (kind === 'delivery' ? deliveryBody : paymentBody).safeParse(bodyOf(request));
      if (!body.success) return answer(request, reply, page, { ok: false, code: 'form' });
      const principal = (await request.staffSession())!;
      let result;
      if (kind === 'delivery') {
        const checked = validateDeliveryType(body.data as z.infer<typeof deliveryBody>);
        if (!checked.ok) return answer(request, reply, page, { ok: false, code: Object.keys(checked.errors)[0] ?? 'form', body: { fields: Object.keys(checked.errors) } });
        result = await checkoutOptionsAdmin.updateDelivery(params.data.id, checked.type, actorOf(principal));
      } else {
        const checked = validatePaymentType(body.data as z.infer<typeof paymentBody>);
        if (!checked.ok) return answer(request, reply, page, { ok: false, code: Object.keys(checked.errors)[0] ?? 'form', body: { fields: Object.keys(checked.errors) } });
        result = await checkoutOptionsAdmin.updatePayment(params.data.id, checked.type, actorOf(principal));
      }
      if (!result.ok) {
        if (result.reason === 'unknown') return reply.status(404).send(errorBody('not_found'));
        return answer(request, reply, page, { ok: false, code: result.reason, status: 409 });
      }
      return answer(request, reply, page, { ok: true, code: result.changed ? 'saved' : 'unchanged', body: { changed: result.changed } });
    });
  }

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
    path: '/admin/api/gift-cards/:id/deactivate', access: 'admin', params: z.object({ id }), schema: noFields, back: ({ id }) => `/admin/presentkort/${id}`,
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

  app.post('/admin/api/info-pages', STAFF_CALL, async (request, reply) => {
    const page = '/admin/informationssidor';
    const parsed = infoPageBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const checked = validateInfoPage(parsed.data);
    if (!checked.ok) return answer(request, reply, page, { ok: false, code: Object.keys(checked.errors)[0] ?? 'form', body: { fields: Object.keys(checked.errors) } });
    const principal = (await request.staffSession())!;
    const result = await infoPageAdmin.create(checked.page, actorOf(principal));
    if (!result.ok) return answer(request, reply, page, { ok: false, code: result.reason, status: result.reason === 'url_taken' ? 409 : 422 });
    return answer(request, reply, `/admin/informationssidor/${result.page.id}`, { ok: true, code: 'created', body: { id: result.page.id, url: result.page.url } });
  });

  app.post('/admin/api/info-pages/:id', STAFF_CALL, async (request, reply) => {
    const params = z.object({ id }).safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = `/admin/informationssidor/${params.data.id}`;
    const parsed = infoPageBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const checked = validateInfoPage(parsed.data);
    if (!checked.ok) return answer(request, reply, page, { ok: false, code: Object.keys(checked.errors)[0] ?? 'form', body: { fields: Object.keys(checked.errors) } });
    const principal = (await request.staffSession())!;
    const result = await infoPageAdmin.update(params.data.id, checked.page, actorOf(principal));
    if (!result.ok) {
      if (result.reason === 'unknown_page') return reply.status(404).send(errorBody('not_found'));
      return answer(request, reply, page, { ok: false, code: result.reason, status: result.reason === 'url_taken' ? 409 : 422 });
    }
    return answer(request, reply, page, { ok: true, code: result.changed ? 'saved' : 'unchanged', body: { id: result.page.id, url: result.page.url } });
  });

  app.post('/admin/api/info-pages/:id/delete', STAFF_CALL, async (request, reply) => {
    const params = z.object({ id }).safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const principal = (await request.staffSession())!;
    const result = await infoPageAdmin.remove(params.data.id, actorOf(principal));
    if (!result.ok) {
      if (result.reason === 'unknown_page') return reply.status(404).send(errorBody('not_found'));
      return answer(request, reply, `/admin/informationssidor/${params.data.id}`, { ok: false, code: result.reason, status: 409 });
    }
    return answer(request, reply, '/admin/informationssidor', { ok: true, code: 'removed' });
  });
};
