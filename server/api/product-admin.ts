import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_PRODUCT_IMAGE_BYTES, normaliseAltText, readProductImage } from '../../domain/product-image';
import { actorOf } from '../../services/admin/staff-service';
import { reencodeImage } from '../../services/images/reencode-image';
import { errorBody } from '../errors';
import { STAFF_CALL } from '../plugins/back-office';
import { answer, backOfficeForm, refusedFields } from './back-office-form';
import { formText, noFields } from './form-fields';
import { bodyOf, idSchema, textField } from './request-fields';
import { checkTokenBeforeFile, closeIfBodyUnread, uploadGate } from './upload-gate';

const flag = z.union([z.string().max(10), z.boolean(), z.array(z.string().max(10)).max(2)]).optional()
  .transform((v) => v === true || v === '1' || v === 'on' || (Array.isArray(v) && v.includes('1')));
const productBody = z.object({
  name: formText(300), sku: formText(100), slug: formText(200), brand_id: formText(12), category_id: formText(12), vat_class: formText(40),
  description: formText(50_000, true), info_text: formText(2_000, true), seo_title: formText(200), seo_description: formText(500), gtin: formText(30), mpn: formText(100),
  price: formText(30), original_price: formText(30), member_price: formText(30), stock: formText(12), allow_backorder: flag, max_per_customer: formText(12),
  buy_option: flag, status: formText(20),
  loaded_stock: textField(12).optional(), loaded_price: textField(30).optional(), loaded_original_price: textField(30).optional(),
});
const variantBody = z.object({ sku: formText(100), option_id: formText(12), price: formText(30), stock: formText(12) });
const saleBody = z.object({ sale_price: formText(30), starts_at: formText(30), ends_at: formText(30) });
const imageChange = z.object({ alt: textField(400).optional(), move: z.enum(['up', 'down']).optional(), remove: z.literal('1').optional() });
const packageBody = z.object({ is_package: z.enum(['1', '0']) });
const partBody = z.object({ sku: formText(100), quantity: formText(12) });
const partChange = z.object({ quantity: formText(12), remove: z.literal('1').optional() });
const addOnBody = z.object({ sku: formText(100) });
const addOnChange = z.object({ move: z.enum(['up', 'down']).optional(), remove: z.literal('1').optional() });
// Anything but confirm=1 is no confirmation: the editor asks again.
const deleteBody = z.object({ confirm: z.literal('1').optional().catch(undefined) });
const productParams = z.object({ id: idSchema });
const partParams = z.object({ id: idSchema, partId: idSchema });
const addOnParams = z.object({ id: idSchema, addOnId: idSchema });
const imageParams = z.object({ id: idSchema, imageId: idSchema });
const redirectParams = z.object({ id: idSchema, redirectId: idSchema });
const saleParams = z.object({ id: idSchema, saleId: idSchema });

const editor = (id: number) => `/admin/produkter/${id}`;

/** The variant form's fields carry the `variant_` prefix on the editor page, which shares it with the product's form. */
const variantFields = (errors: Record<string, unknown>) => Object.fromEntries(Object.keys(errors).map((k) => [`variant_${k}`, true]));

/**
 * The product editor's calls (issue 18), behind the back office's gate (staff session, its CSRF token, no-store),
 * declared as back-office forms (decision 044): a plain form post is sent back to the editor with ?klart= or ?fel=
 * (the first wrong field), keeping what was typed as the form's draft; a call gets JSON with every wrong field in `fields`.
 */
export const productAdminApi: FastifyPluginAsync = async (app) => {
  const { productAdmin, redirectAdmin } = app.services;

  backOfficeForm(app, {
    path: '/admin/api/products', access: 'staff', schema: productBody, back: () => '/admin/produkter/ny', draft: 'product',
    run: async ({ form, actor }) => {
      const result = await productAdmin.create(form, actor);
      if (!result.ok) return result.reason === 'invalid' ? refusedFields(result.errors) : null;
      return { ok: true, code: 'created', body: { id: result.id }, page: editor(result.id) };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/products/:id', access: 'staff', params: productParams, schema: productBody, back: ({ id }) => editor(id), draft: 'product',
    run: async ({ params, form, actor }) => {
      const result = await productAdmin.update(params.id, form, actor);
      if (!result.ok) return result.reason === 'invalid' ? refusedFields(result.errors) : null;
      return { ok: true, code: result.changed ? 'saved' : 'unchanged', body: { id: result.id, changed: result.changed } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/products/:id/variants', access: 'staff', params: productParams, schema: variantBody, back: ({ id }) => editor(id), draft: 'variant',
    run: async ({ params, form, actor }) => {
      const result = await productAdmin.addVariant(params.id, form, actor);
      if (result.ok) return { ok: true, code: 'variant_created', body: { id: result.id } };
      if (result.reason === 'is_variant' || result.reason === 'is_package') return { ok: false, code: result.reason, status: 409 };
      return result.reason === 'invalid' ? refusedFields(variantFields(result.errors)) : null;
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/products/:id/sales', access: 'staff', params: productParams, schema: saleBody, back: ({ id }) => editor(id), draft: 'sale',
    run: async ({ params, form, actor }) => {
      const result = await productAdmin.scheduleSale(params.id, form, actor);
      if (result.ok) return { ok: true, code: result.started ? 'sale_started' : 'sale_scheduled', body: { id: result.id, started: result.started } };
      if (result.reason === 'not_found') return null;
      return result.reason === 'invalid' ? refusedFields(result.errors) : refusedFields({ [result.reason]: true }, result.reason === 'overlap' ? 409 : 422);
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/products/:id/sales/:saleId/stop', access: 'staff', params: saleParams, schema: noFields, back: ({ id }) => editor(id),
    run: async ({ params, actor }) =>
      (await productAdmin.stopSale(params.id, params.saleId, actor)) ? { ok: true, code: 'sale_stopped' } : { ok: false, code: 'sale_not_active', status: 409 },
  });

  backOfficeForm(app, {
    path: '/admin/api/products/:id/redirects/:redirectId/delete', access: 'staff', params: redirectParams, schema: noFields, back: ({ id }) => editor(id),
    run: async ({ params, actor }) => ((await redirectAdmin.remove(params.redirectId, { productId: params.id }, actor)) ? { ok: true, code: 'redirect_removed' } : null),
  });

  backOfficeForm(app, {
    path: '/admin/api/products/:id/package', access: 'staff', params: productParams, schema: packageBody, back: ({ id }) => editor(id),
    run: async ({ params, form, actor }) => {
      const wanted = form.is_package === '1';
      const result = await productAdmin.setPackage(params.id, wanted, actor);
      if (!result.ok) return result.reason === 'not_found' ? null : { ok: false, code: result.reason, status: 409 };
      return { ok: true, code: !result.changed ? 'unchanged' : wanted ? 'package_on' : 'package_off', body: { changed: result.changed } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/products/:id/parts', access: 'staff', params: productParams, schema: partBody, back: ({ id }) => editor(id), draft: 'part',
    run: async ({ params, form, actor }) => {
      const result = await productAdmin.addPart(params.id, form, actor);
      if (result.ok) return { ok: true, code: 'part_added' };
      if (result.reason === 'not_found') return null;
      return result.reason === 'invalid' ? refusedFields(result.errors) : refusedFields({ [result.reason]: true }, result.reason === 'part_unknown' ? 422 : 409);
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/products/:id/parts/:partId', access: 'staff', params: partParams, schema: partChange, back: ({ id }) => editor(id),
    run: async ({ params, form, actor }) => {
      const result = await productAdmin.changePart(params.id, params.partId, form, actor);
      if (!result.ok) return result.reason === 'not_found' ? null : { ok: false, code: result.reason };
      return { ok: true, code: !result.changed ? 'unchanged' : form.remove ? 'part_removed' : 'part_saved', body: { changed: result.changed } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/products/:id/add-ons', access: 'staff', params: productParams, schema: addOnBody, back: ({ id }) => editor(id), draft: 'add_on',
    run: async ({ params, form, actor }) => {
      const result = await productAdmin.addAddOn(params.id, form.sku, actor);
      if (result.ok) return { ok: true, code: 'add_on_added' };
      if (result.reason === 'not_found') return null;
      return result.reason === 'invalid' ? refusedFields(result.errors) : refusedFields({ [result.reason]: true }, result.reason === 'add_on_unknown' ? 422 : 409);
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/products/:id/add-ons/:addOnId', access: 'staff', params: addOnParams, schema: addOnChange, back: ({ id }) => editor(id),
    run: async ({ params, form, actor }) => {
      const change = form.remove ? 'remove' : form.move;
      if (!change) return { ok: false, code: 'form' };
      const result = await productAdmin.changeAddOn(params.id, params.addOnId, change, actor);
      if (!result.ok) return null;
      return { ok: true, code: !result.changed ? 'unchanged' : change === 'remove' ? 'add_on_removed' : 'add_on_moved', body: { changed: result.changed } };
    },
  });

  backOfficeForm(app, {
    path: '/admin/api/products/:id/images/:imageId', access: 'staff', params: imageParams, schema: imageChange, malformed: 'alt', back: ({ id }) => editor(id),
    run: async ({ params, form, actor }) => {
      const result = await productAdmin.changeImage(params.id, params.imageId, form, actor);
      if (!result.ok) return result.reason === 'not_found' ? null : { ok: false, code: result.reason };
      return { ok: true, code: form.remove ? 'image_removed' : form.move ? 'image_moved' : 'image_saved' };
    },
  });

  // Deleting a variant: the editor's button asks first (`?ta-bort=1`), and only a post with `confirm=1` deletes.
  backOfficeForm(app, {
    path: '/admin/api/products/:id/delete', access: 'staff', params: productParams, schema: deleteBody, back: ({ id }) => editor(id),
    run: async ({ params, form, actor }) => {
      if (form.confirm !== '1') return { ok: false, code: 'confirm', page: `${editor(params.id)}?ta-bort=1` };
      const result = await productAdmin.deleteVariant(params.id, actor);
      if (!result.ok) return result.reason === 'not_found' ? null : { ok: false, code: result.reason, status: 409 };
      return { ok: true, code: 'variant_deleted', body: { parent_id: result.parentId }, page: editor(result.parentId) };
    },
  });

  const tooLarge = (request: FastifyRequest, reply: FastifyReply) => {
    const params = productParams.safeParse(request.params);
    return answer(request, reply, params.success ? editor(params.data.id) : '/admin/produkter', { ok: false, code: 'image_too_large', status: 413 });
  };
  // Image uploads: nothing of the body is read before the staff session is known (the gate) and its declared size (the route's onRequest) and the CSRF
  // token is (before the file's part); a file over the limit stops the reading at once (docs/decisions/037).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      attachFieldsToBody: 'keyValues',
      throwFileSizeLimit: true,
      limits: { files: 1, fileSize: MAX_PRODUCT_IMAGE_BYTES, fields: 5, parts: 6, fieldSize: 1024 },
      async onFile(this: FastifyRequest, part: MultipartFile) {
        await checkTokenBeforeFile(this);
        await part.toBuffer();
      },
    });
    uploads.post('/admin/api/products/:id/images', {
      ...STAFF_CALL,
      onRequest: uploadGate(MAX_PRODUCT_IMAGE_BYTES, tooLarge),
      onSend: closeIfBodyUnread,
      errorHandler: (error: FastifyError, request, reply) => {
        const params = productParams.safeParse(request.params);
        const page = params.success ? editor(params.data.id) : '/admin/produkter';
        if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) return tooLarge(request, reply);
        if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
          return answer(request, reply, page, { ok: false, code: 'image_unreadable', status: error.statusCode === 413 ? 413 : 400 });
        }
        throw error;
      },
    }, async (request, reply) => {
      const params = productParams.safeParse(request.params);
      if (!params.success) return reply.status(404).send(errorBody('not_found'));
      const page = editor(params.data.id);
      if (!request.isMultipart()) return answer(request, reply, page, { ok: false, code: 'image_unreadable', status: 415 });
      const body = bodyOf(request);
      const file = body.image;
      if (!Buffer.isBuffer(file) || file.length === 0) return answer(request, reply, page, { ok: false, code: 'image_missing' });
      const info = readProductImage(file);
      if (!info) return answer(request, reply, page, { ok: false, code: 'image_type' });
      const alt = normaliseAltText(typeof body.alt === 'string' ? body.alt : '');
      if (alt === null || textField(200).safeParse(alt).success === false) return answer(request, reply, page, { ok: false, code: 'alt' });
      const image = await reencodeImage(file, info.type);
      if (!image.ok) return answer(request, reply, page, image.reason === 'too_many_pixels' ? { ok: false, code: 'image_pixels', status: 413 } : { ok: false, code: 'image_type' });
      const stored = { type: info.type, width: image.width, height: image.height };
      const result = await productAdmin.addImage(params.data.id, image.data, stored, alt, actorOf((await request.staffSession())!));
      if (!result.ok) return reply.status(404).send(errorBody('not_found'));
      return answer(request, reply, page, { ok: true, code: 'image_added', body: { id: result.id, path: result.path, width: image.width, height: image.height } });
    });
  });
};
