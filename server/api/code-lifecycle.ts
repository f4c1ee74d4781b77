import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { LIFECYCLE_ACTIONS } from '../../domain/code-lifecycle';
import { backOfficeForm, refusedFields } from './back-office-form';
import { discountBody } from './back-office';
import { formText, noFields, rowId } from './form-fields';

const idParams = z.object({ id: rowId });
const lifeParams = z.object({ id: rowId, action: z.enum(LIFECYCLE_ACTIONS) });
const codePage = ({ id }: { id: number }) => `/admin/rabattkoder/${id}`;
const cardPage = ({ id }: { id: number }) => `/admin/presentkort/${id}`;
const validUntilBody = z.object({ valid_until: formText(20) });

/**
 * Discount codes edited, paused, resumed, ended and deleted, and gift cards paused, resumed, ended and given a new
 * last day (issue 30), by whom may create them. The gate
 * (server/plugins/back-office.ts) has checked the staff session, the role and the staff CSRF token.
 */
export const codeLifecycleApi: FastifyPluginAsync = async (app) => {
  const { discountAdmin, giftCardAdmin } = app.services;

  backOfficeForm(app, {
    path: '/admin/api/discount-codes/:id', access: 'staff', params: idParams, schema: discountBody, back: codePage, draft: 'discount-code',
    run: async ({ params, form, actor }) => {
      const saved = await discountAdmin.update(params.id, form, actor);
      if (saved.ok) return { ok: true, code: saved.changed ? 'saved' : 'unchanged', body: { changed: saved.changed } };
      if (saved.reason === 'unknown') return null;
      return saved.reason === 'invalid' ? refusedFields(saved.errors) : { ok: false, code: saved.reason, status: 409 };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/discount-codes/:id/:action', access: 'staff', params: lifeParams, schema: noFields, back: codePage,
    run: async ({ params, actor }) => {
      const result = await discountAdmin.lifecycle(params.id, params.action, actor);
      if (result.ok) return { ok: true, code: result.changed ? params.action : 'unchanged', body: { changed: result.changed } };
      return result.reason === 'unknown' ? null : { ok: false, code: result.reason, status: 409 };
    },
  });

  // Gift cards, admins only as their issuing: paused, resumed, ended; their last valid day changed. The balance is
  // never set by hand.
  backOfficeForm(app, {
    path: '/admin/api/gift-cards/:id/:action', access: 'admin', params: lifeParams, schema: noFields, back: cardPage,
    run: async ({ params, actor }) => {
      const result = await giftCardAdmin.lifecycle(params.id, params.action, actor);
      if (result === null) return null;
      return result.ok ? { ok: true, code: result.changed ? params.action : 'unchanged', body: { changed: result.changed } } : { ok: false, code: result.reason, status: 409 };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/gift-cards/:id/valid-until', access: 'admin', params: idParams, schema: validUntilBody, back: cardPage,
    run: async ({ params, form, actor }) => {
      const result = await giftCardAdmin.setValidUntil(params.id, form.valid_until, actor);
      if (result === null) return null;
      if (result.ok) return { ok: true, code: result.changed ? 'valid_until' : 'unchanged', body: { changed: result.changed } };
      return result.reason === 'ended' ? { ok: false, code: 'ended', status: 409 } : { ok: false, code: 'valid_until' };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/discount-codes/:id/delete', access: 'staff', params: idParams, schema: noFields, back: codePage,
    run: async ({ params, actor }) => {
      const result = await discountAdmin.remove(params.id, actor);
      if (result.ok) return { ok: true, code: 'deleted', page: '/admin/rabattkoder' };
      return result.reason === 'unknown' ? null : { ok: false, code: result.reason, status: 409 };
    },
  });
};
