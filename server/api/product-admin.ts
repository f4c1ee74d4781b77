import multipart from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseLoadedValues, validateProductForm, validateSaleForm, validateVariantForm } from '../../domain/product-editor';
import { MAX_PRODUCT_IMAGE_BYTES, normaliseAltText, readProductImage } from '../../domain/product-image';
import { actorOf } from '../../services/admin/staff-service';
import { errorBody } from '../errors';
import { answer } from './back-office';
import { bodyOf, idSchema, textField } from './request-fields';

const text = (max: number, multiline = false) => textField(max, { multiline }).optional().transform((v) => v ?? '');
const flag = z.union([z.string().max(10), z.boolean(), z.array(z.string().max(10)).max(2)]).optional()
  .transform((v) => v === true || v === '1' || v === 'on' || (Array.isArray(v) && v.includes('1')));
const productBody = z.object({
  name: text(300), sku: text(100), slug: text(200), brand_id: text(12), category_id: text(12), vat_class: text(40),
  description: text(50_000, true), info_text: text(2_000, true), seo_title: text(200), seo_description: text(500), gtin: text(30), mpn: text(100),
  price: text(30), original_price: text(30), member_price: text(30), stock: text(12), allow_backorder: flag, max_per_customer: text(12),
  buy_option: flag, status: text(20),
  loaded_stock: textField(12).optional(), loaded_price: textField(30).optional(), loaded_original_price: textField(30).optional(),
});
const variantBody = z.object({ sku: text(100), option_id: text(12), price: text(30), stock: text(12) });
const saleBody = z.object({ sale_price: text(30), starts_at: text(30), ends_at: text(30) });
const imageChange = z.object({ alt: textField(400).optional(), move: z.enum(['up', 'down']).optional(), remove: z.literal('1').optional() });
const productParams = z.object({ id: idSchema });
const imageParams = z.object({ id: idSchema, imageId: idSchema });
const redirectParams = z.object({ id: idSchema, redirectId: idSchema });
const saleParams = z.object({ id: idSchema, saleId: idSchema });

const editor = (id: number) => `/admin/produkter/${id}`;

/**
 * The product editor's calls (issue 18), behind the back office's gate (staff session, its CSRF token, no-store).
 * A plain form post is sent back to the editor with ?klart= or ?fel= (the first wrong field); a call gets JSON with
 * every wrong field in `fields`.
 */
export const productAdminApi: FastifyPluginAsync = async (app) => {
  const { productAdmin, redirectAdmin } = app.services;
  const staffOnly = { config: { csrf: false } };
  const fieldsRefused = (request: FastifyRequest, reply: FastifyReply, page: string, errors: Record<string, unknown>) =>
    answer(request, reply, page, { ok: false, code: Object.keys(errors)[0] ?? 'form', body: { fields: Object.keys(errors) } });

  app.post('/admin/api/products', staffOnly, async (request, reply) => {
    const parsed = productBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, '/admin/produkter/ny', { ok: false, code: 'form' });
    const checked = validateProductForm(parsed.data);
    if (!checked.ok) return fieldsRefused(request, reply, '/admin/produkter/ny', checked.errors);
    const result = await productAdmin.create(checked.draft, actorOf((await request.staffSession())!));
    if (!result.ok) return result.reason === 'invalid' ? fieldsRefused(request, reply, '/admin/produkter/ny', result.errors) : reply.status(404).send(errorBody('not_found'));
    return answer(request, reply, editor(result.id), { ok: true, code: 'created', body: { id: result.id } });
  });

  app.post('/admin/api/products/:id', staffOnly, async (request, reply) => {
    const params = productParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const parsed = productBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const checked = validateProductForm(parsed.data);
    if (!checked.ok) return fieldsRefused(request, reply, page, checked.errors);
    const result = await productAdmin.update(params.data.id, checked.draft, actorOf((await request.staffSession())!), parseLoadedValues(parsed.data));
    if (!result.ok) return result.reason === 'invalid' ? fieldsRefused(request, reply, page, result.errors) : reply.status(404).send(errorBody('not_found'));
    return answer(request, reply, page, { ok: true, code: result.changed ? 'saved' : 'unchanged', body: { id: result.id, changed: result.changed } });
  });

  app.post('/admin/api/products/:id/variants', staffOnly, async (request, reply) => {
    const params = productParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const parsed = variantBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const checked = validateVariantForm(parsed.data);
    if (!checked.ok) return fieldsRefused(request, reply, page, Object.fromEntries(Object.keys(checked.errors).map((k) => [`variant_${k}`, true])));
    const result = await productAdmin.addVariant(params.data.id, checked.draft, actorOf((await request.staffSession())!));
    if (!result.ok) {
      if (result.reason === 'is_variant') return answer(request, reply, page, { ok: false, code: 'is_variant', status: 409 });
      if (result.reason !== 'invalid') return reply.status(404).send(errorBody('not_found'));
      return fieldsRefused(request, reply, page, Object.fromEntries(Object.keys(result.errors).map((k) => [`variant_${k}`, true])));
    }
    return answer(request, reply, page, { ok: true, code: 'variant_created', body: { id: result.id } });
  });

  app.post('/admin/api/products/:id/sales', staffOnly, async (request, reply) => {
    const params = productParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const product = await productAdmin.get(params.data.id);
    if (!product) return reply.status(404).send(errorBody('not_found'));
    const parsed = saleBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const checked = validateSaleForm(parsed.data, { currentPriceOre: product.product.price_incl_vat_ore, nowIso: new Date().toISOString() });
    if (!checked.ok) return fieldsRefused(request, reply, page, checked.errors);
    const result = await productAdmin.scheduleSale(params.data.id, checked.draft, actorOf((await request.staffSession())!));
    if (!result.ok) {
      if (result.reason === 'not_found') return reply.status(404).send(errorBody('not_found'));
      return answer(request, reply, page, { ok: false, code: result.reason, status: result.reason === 'overlap' ? 409 : 422 });
    }
    return answer(request, reply, page, { ok: true, code: result.started ? 'sale_started' : 'sale_scheduled', body: { id: result.id, started: result.started } });
  });

  app.post('/admin/api/products/:id/sales/:saleId/stop', staffOnly, async (request, reply) => {
    const params = saleParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const stopped = await productAdmin.stopSale(params.data.id, params.data.saleId, actorOf((await request.staffSession())!));
    if (!stopped) return answer(request, reply, editor(params.data.id), { ok: false, code: 'sale_not_active', status: 409 });
    return answer(request, reply, editor(params.data.id), { ok: true, code: 'sale_stopped' });
  });

  app.post('/admin/api/products/:id/redirects/:redirectId/delete', staffOnly, async (request, reply) => {
    const params = redirectParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const removed = await redirectAdmin.remove(params.data.redirectId, { productId: params.data.id }, actorOf((await request.staffSession())!));
    if (!removed) return reply.status(404).send(errorBody('not_found'));
    return answer(request, reply, editor(params.data.id), { ok: true, code: 'redirect_removed' });
  });

  app.post('/admin/api/products/:id/images/:imageId', staffOnly, async (request, reply) => {
    const params = imageParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const parsed = imageChange.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'alt' });
    const { alt, move, remove } = parsed.data;
    let change: { alt: string } | { move: 'up' | 'down' } | { remove: true };
    if (remove) change = { remove: true };
    else if (move) change = { move };
    else {
      const normalised = normaliseAltText(alt ?? '');
      if (normalised === null) return answer(request, reply, page, { ok: false, code: 'alt' });
      change = { alt: normalised };
    }
    const done = await productAdmin.changeImage(params.data.id, params.data.imageId, change, actorOf((await request.staffSession())!));
    if (!done) return reply.status(404).send(errorBody('not_found'));
    return answer(request, reply, page, { ok: true, code: remove ? 'image_removed' : move ? 'image_moved' : 'image_saved' });
  });

  // Image uploads: the only multipart call of the back office. The fields (the CSRF token among them) are read before
  // the gate's check; a file over the limit stops the reading at once.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      attachFieldsToBody: 'keyValues',
      throwFileSizeLimit: true,
      limits: { files: 1, fileSize: MAX_PRODUCT_IMAGE_BYTES, fields: 5, parts: 6, fieldSize: 1024 },
    });
    uploads.post('/admin/api/products/:id/images', {
      ...staffOnly,
      errorHandler: (error: FastifyError, request, reply) => {
        const params = productParams.safeParse(request.params);
        const page = params.success ? editor(params.data.id) : '/admin/produkter';
        if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
          return answer(request, reply, page, { ok: false, code: 'image_too_large', status: 413 });
        }
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
      const result = await productAdmin.addImage(params.data.id, file, info, alt, actorOf((await request.staffSession())!));
      if (!result.ok) return reply.status(404).send(errorBody('not_found'));
      return answer(request, reply, page, { ok: true, code: 'image_added', body: { id: result.id, path: result.path, width: info.width, height: info.height } });
    });
  });
};
