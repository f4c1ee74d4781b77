import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { BrandChange } from '../../services/admin/brand-admin';
import type { CategoryChange } from '../../services/admin/category-admin';
import type { SpecificationChange } from '../../services/admin/specification-admin';
import { backOfficeForm, refusedFields, type FormAnswer } from './back-office-form';
import { checkbox, formText, noFields, rowId } from './form-fields';
import { idSchema } from './request-fields';

const idParams = z.object({ id: rowId });
const categoryBody = z.object({
  name: formText(200), slug: formText(200), parent_id: formText(20), description: formText(10_000, true),
  seo_title: formText(200), meta_description: formText(600, true), visible: checkbox,
});
const categoryMove = z.object({ direction: z.enum(['up', 'down']) });
const redirectParams = z.object({ id: idSchema, redirectId: idSchema });
const brandBody = z.object({ name: formText(200), brand_link: formText(200), description: formText(10_000, true) });
const specGroupBody = z.object({
  title: formText(200), section: formText(200), type: formText(30), unit: formText(50), description: formText(2_000, true), show_in_filter: checkbox,
});
const specRowBody = z.object({ value: formText(200), numeric_value: formText(40) });
const specRowParams = z.object({ id: rowId, rowId });
const specLinkBody = z.object({ category_id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().positive().max(2_147_483_647)), linked: z.enum(['1', '0']) });

const CATEGORIES = '/admin/kategorier';
const BRANDS = '/admin/varumarken';
const SPECS = '/admin/specifikationer';

type Refused<Change> = Extract<Change, { ok: false }>;

/** A refused category change: what another category holds or the tree forbids is a conflict, the rest the form's. */
const categoryRefused = (result: Refused<CategoryChange>): FormAnswer => {
  if (result.reason === 'invalid') return refusedFields(result.errors);
  const { reason } = result;
  return { ok: false, code: reason, status: reason === 'slug_taken' || reason === 'product_url_taken' || reason === 'cycle' ? 409 : 422 };
};

/** A refused brand change: its fields, its address taken, or products still of the brand. */
const brandRefused = (result: Refused<BrandChange>): FormAnswer =>
  result.reason === 'invalid' ? refusedFields(result.errors) : { ok: false, code: result.reason, status: 409 };

/** A refused specification change: its fields, or what was in the way. */
const specRefused = (result: Refused<SpecificationChange>): FormAnswer =>
  result.reason === 'fields'
    ? refusedFields(result.errors)
    : { ok: false, code: result.reason, status: result.reason === 'taken' || result.reason === 'in_use' ? 409 : 422 };

/** What a save of an existing entity came to: saved, or nothing to save. */
const saved = (result: { id: number; changed: boolean }): FormAnswer =>
  ({ ok: true, code: result.changed ? 'saved' : 'unchanged', body: { id: result.id, changed: result.changed } });

/**
 * The catalog's structure (issue 18): categories, brands and specification groups, declared as back-office forms
 * (decision 044). A refusal returns to the page it came from; a delete that went through, to the list.
 */
export const catalogStructureApi: FastifyPluginAsync = async (app) => {
  const { categoryAdmin, brandAdmin, specificationAdmin, redirectAdmin } = app.services;

  backOfficeForm(app, {
    path: '/admin/api/categories', access: 'staff', schema: categoryBody, back: () => CATEGORIES,
    run: async ({ form, actor }) => {
      const result = await categoryAdmin.create(form, actor);
      return result.ok ? { ok: true, code: 'created', body: { id: result.id } } : categoryRefused(result);
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/categories/:id', access: 'staff', params: idParams, schema: categoryBody, back: ({ id }) => `${CATEGORIES}/${id}`,
    run: async ({ params, form, actor }) => {
      const result = await categoryAdmin.update(params.id, form, actor);
      if (!result.ok) return result.reason === 'unknown' ? null : categoryRefused(result);
      return saved(result);
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/categories/:id/redirects/:redirectId/delete', access: 'staff', params: redirectParams, schema: noFields,
    back: ({ id }) => `${CATEGORIES}/${id}`,
    run: async ({ params, actor }) => ((await redirectAdmin.remove(params.redirectId, { categoryId: params.id }, actor)) ? { ok: true, code: 'redirect_removed' } : null),
  });

  backOfficeForm(app, {
    path: '/admin/api/categories/:id/move', access: 'staff', params: idParams, schema: categoryMove, back: () => CATEGORIES,
    run: async ({ params, form, actor }) => {
      const result = await categoryAdmin.reorder(params.id, form.direction, actor);
      if (!result.ok) return null;
      return { ok: true, code: result.changed ? 'moved' : 'unchanged', body: { id: result.id, changed: result.changed } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/categories/:id/delete', access: 'staff', params: idParams, schema: noFields, back: ({ id }) => `${CATEGORIES}/${id}`,
    run: async ({ params, actor }) => {
      const result = await categoryAdmin.remove(params.id, actor);
      if (!result.ok) return result.reason === 'unknown' ? null : { ok: false, code: result.reason, status: 409 };
      return { ok: true, code: 'deleted', page: CATEGORIES };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/brands', access: 'staff', schema: brandBody, back: () => BRANDS,
    run: async ({ form, actor }) => {
      const result = await brandAdmin.create(form, actor);
      return result.ok ? { ok: true, code: 'created', body: { id: result.id } } : brandRefused(result);
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/brands/:id', access: 'staff', params: idParams, schema: brandBody, back: ({ id }) => `${BRANDS}/${id}`,
    run: async ({ params, form, actor }) => {
      const result = await brandAdmin.update(params.id, form, actor);
      if (!result.ok) return result.reason === 'unknown' ? null : brandRefused(result);
      return saved(result);
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/brands/:id/delete', access: 'staff', params: idParams, schema: noFields, back: ({ id }) => `${BRANDS}/${id}`,
    run: async ({ params, actor }) => {
      const result = await brandAdmin.remove(params.id, actor);
      if (!result.ok) return result.reason === 'unknown' ? null : brandRefused(result);
      return { ok: true, code: 'deleted', page: BRANDS };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/specification-groups', access: 'staff', schema: specGroupBody, back: () => SPECS,
    run: async ({ form, actor }) => {
      const result = await specificationAdmin.create(form, actor);
      return result.ok ? { ok: true, code: 'created', body: { id: result.id } } : specRefused(result);
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/specification-groups/:id', access: 'staff', params: idParams, schema: specGroupBody, back: ({ id }) => `${SPECS}/${id}`,
    run: async ({ params, form, actor }) => {
      const result = await specificationAdmin.update(params.id, form, actor);
      if (!result.ok) return result.reason === 'unknown' ? null : specRefused(result);
      return { ok: true, code: result.changed ? 'saved' : 'unchanged', body: { changed: result.changed } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/specification-groups/:id/delete', access: 'staff', params: idParams, schema: noFields, back: ({ id }) => `${SPECS}/${id}`,
    run: async ({ params, actor }) => {
      const result = await specificationAdmin.remove(params.id, actor);
      if (!result.ok) return result.reason === 'unknown' ? null : specRefused(result);
      return { ok: true, code: 'deleted', page: SPECS };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/specification-groups/:id/rows', access: 'staff', params: idParams, schema: specRowBody, back: ({ id }) => `${SPECS}/${id}`,
    run: async ({ params, form, actor }) => {
      const result = await specificationAdmin.addRow(params.id, form, actor);
      if (!result.ok) return result.reason === 'unknown' ? null : specRefused(result);
      return { ok: true, code: 'row_added' };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/specification-groups/:id/rows/:rowId/delete', access: 'staff', params: specRowParams, schema: noFields, back: ({ id }) => `${SPECS}/${id}`,
    run: async ({ params, actor }) => {
      const result = await specificationAdmin.removeRow(params.id, params.rowId, actor);
      if (!result.ok) return result.reason === 'unknown' ? null : specRefused(result);
      return { ok: true, code: 'row_removed' };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/specification-groups/:id/categories', access: 'staff', params: idParams, schema: specLinkBody, malformed: 'category',
    back: ({ id }) => `${SPECS}/${id}`,
    run: async ({ params, form, actor }) => {
      const linked = form.linked === '1';
      const result = await specificationAdmin.link(params.id, form.category_id, linked, actor);
      if (!result.ok) return result.reason === 'unknown' ? null : specRefused(result);
      return { ok: true, code: result.changed ? (linked ? 'linked' : 'unlinked') : 'unchanged', body: { changed: result.changed } };
    },
  });
};
