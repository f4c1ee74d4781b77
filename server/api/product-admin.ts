import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseLoadedValues, validateProductForm, validateSaleForm, validateVariantForm } from '../../domain/product-editor';
import { MAX_PRODUCT_IMAGE_BYTES, normaliseAltText, readProductImage } from '../../domain/product-image';
import { parsePartQuantity, parseSku } from '../../domain/product-parts';
import { actorOf } from '../../services/admin/staff-service';
import { reencodeImage } from '../../services/images/reencode-image';
import { errorBody } from '../errors';
import { STAFF_CALL } from '../plugins/back-office';
import { answer } from './back-office';
import { bodyOf, idSchema, isPlainFormPost, textField } from './request-fields';
import { checkTokenBeforeFile, closeIfBodyUnread, uploadGate } from './upload-gate';

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
const packageBody = z.object({ is_package: z.enum(['1', '0']) });
const partBody = z.object({ sku: text(100), quantity: text(12) });
const partChange = z.object({ quantity: text(12), remove: z.literal('1').optional() });
const addOnBody = z.object({ sku: text(100) });
const addOnChange = z.object({ move: z.enum(['up', 'down']).optional(), remove: z.literal('1').optional() });
const deleteBody = z.object({ confirm: z.literal('1').optional() });
const productParams = z.object({ id: idSchema });
const partParams = z.object({ id: idSchema, partId: idSchema });
const addOnParams = z.object({ id: idSchema, addOnId: idSchema });
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
  const { productAdmin, redirectAdmin, formDrafts } = app.services;
  /**
   * A refusal. A plain form post (no script) keeps what was typed as the session's draft of `form` on `page`, which
   * the page shows instead of the stored values (never in the address); a call's form still holds it.
   */
  async function refused(
    request: FastifyRequest, reply: FastifyReply, page: string, form: string, values: Record<string, string | boolean | undefined>,
    errors: Record<string, unknown> | string, status?: number,
  ): Promise<FastifyReply> {
    const fields = typeof errors === 'string' ? [errors] : Object.keys(errors);
    const principal = isPlainFormPost(request) ? await request.staffSession() : null;
    if (principal) {
      const kept = Object.fromEntries(Object.entries(values).filter((e): e is [string, string | boolean] => e[1] !== undefined));
      await formDrafts.keep(principal.idHash, page, form, { values: kept, fields });
    }
    return answer(request, reply, page, { ok: false, code: fields[0] ?? 'form', status, body: { fields } });
  }
  /** After a success the form's draft is gone, so a later refusal of another form on the page does not bring it back. */
  async function accepted(request: FastifyRequest, page: string, form: string): Promise<void> {
    const principal = isPlainFormPost(request) ? await request.staffSession() : null;
    if (principal) await formDrafts.forget(principal.idHash, page, form);
  }

  app.post('/admin/api/products', STAFF_CALL, async (request, reply) => {
    const parsed = productBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, '/admin/produkter/ny', { ok: false, code: 'form' });
    const checked = validateProductForm(parsed.data);
    if (!checked.ok) return refused(request, reply, '/admin/produkter/ny', 'product', parsed.data, checked.errors);
    const result = await productAdmin.create(checked.draft, actorOf((await request.staffSession())!));
    if (!result.ok) return result.reason === 'invalid' ? refused(request, reply, '/admin/produkter/ny', 'product', parsed.data, result.errors) : reply.status(404).send(errorBody('not_found'));
    await accepted(request, '/admin/produkter/ny', 'product');
    return answer(request, reply, editor(result.id), { ok: true, code: 'created', body: { id: result.id } });
  });

  app.post('/admin/api/products/:id', STAFF_CALL, async (request, reply) => {
    const params = productParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const parsed = productBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const checked = validateProductForm(parsed.data);
    if (!checked.ok) return refused(request, reply, page, 'product', parsed.data, checked.errors);
    const result = await productAdmin.update(params.data.id, checked.draft, actorOf((await request.staffSession())!), parseLoadedValues(parsed.data));
    if (!result.ok) return result.reason === 'invalid' ? refused(request, reply, page, 'product', parsed.data, result.errors) : reply.status(404).send(errorBody('not_found'));
    await accepted(request, page, 'product');
    return answer(request, reply, page, { ok: true, code: result.changed ? 'saved' : 'unchanged', body: { id: result.id, changed: result.changed } });
  });

  app.post('/admin/api/products/:id/variants', STAFF_CALL, async (request, reply) => {
    const params = productParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const parsed = variantBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const checked = validateVariantForm(parsed.data);
    if (!checked.ok) return refused(request, reply, page, 'variant', parsed.data, Object.fromEntries(Object.keys(checked.errors).map((k) => [`variant_${k}`, true])));
    const result = await productAdmin.addVariant(params.data.id, checked.draft, actorOf((await request.staffSession())!));
    if (!result.ok) {
      if (result.reason === 'is_variant' || result.reason === 'is_package') return answer(request, reply, page, { ok: false, code: result.reason, status: 409 });
      if (result.reason !== 'invalid') return reply.status(404).send(errorBody('not_found'));
      return refused(request, reply, page, 'variant', parsed.data, Object.fromEntries(Object.keys(result.errors).map((k) => [`variant_${k}`, true])));
    }
    await accepted(request, page, 'variant');
    return answer(request, reply, page, { ok: true, code: 'variant_created', body: { id: result.id } });
  });

  app.post('/admin/api/products/:id/sales', STAFF_CALL, async (request, reply) => {
    const params = productParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const product = await productAdmin.get(params.data.id);
    if (!product) return reply.status(404).send(errorBody('not_found'));
    const parsed = saleBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const checked = validateSaleForm(parsed.data, { currentPriceOre: product.product.price_incl_vat_ore, nowIso: new Date().toISOString() });
    if (!checked.ok) return refused(request, reply, page, 'sale', parsed.data, checked.errors);
    const result = await productAdmin.scheduleSale(params.data.id, checked.draft, actorOf((await request.staffSession())!));
    if (!result.ok) {
      if (result.reason === 'not_found') return reply.status(404).send(errorBody('not_found'));
      return refused(request, reply, page, 'sale', parsed.data, result.reason, result.reason === 'overlap' ? 409 : 422);
    }
    await accepted(request, page, 'sale');
    return answer(request, reply, page, { ok: true, code: result.started ? 'sale_started' : 'sale_scheduled', body: { id: result.id, started: result.started } });
  });

  app.post('/admin/api/products/:id/sales/:saleId/stop', STAFF_CALL, async (request, reply) => {
    const params = saleParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const stopped = await productAdmin.stopSale(params.data.id, params.data.saleId, actorOf((await request.staffSession())!));
    if (!stopped) return answer(request, reply, editor(params.data.id), { ok: false, code: 'sale_not_active', status: 409 });
    return answer(request, reply, editor(params.data.id), { ok: true, code: 'sale_stopped' });
  });

  app.post('/admin/api/products/:id/redirects/:redirectId/delete', STAFF_CALL, async (request, reply) => {
    const params = redirectParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const removed = await redirectAdmin.remove(params.data.redirectId, { productId: params.data.id }, actorOf((await request.staffSession())!));
    if (!removed) return reply.status(404).send(errorBody('not_found'));
    return answer(request, reply, editor(params.data.id), { ok: true, code: 'redirect_removed' });
  });

  app.post('/admin/api/products/:id/package', STAFF_CALL, async (request, reply) => {
    const params = productParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const parsed = packageBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const wanted = parsed.data.is_package === '1';
    const result = await productAdmin.setPackage(params.data.id, wanted, actorOf((await request.staffSession())!));
    if (!result.ok) return result.reason === 'not_found' ? reply.status(404).send(errorBody('not_found')) : answer(request, reply, page, { ok: false, code: result.reason, status: 409 });
    return answer(request, reply, page, { ok: true, code: !result.changed ? 'unchanged' : wanted ? 'package_on' : 'package_off', body: { changed: result.changed } });
  });

  app.post('/admin/api/products/:id/parts', STAFF_CALL, async (request, reply) => {
    const params = productParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const parsed = partBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const sku = parseSku(parsed.data.sku);
    const quantity = parsePartQuantity(parsed.data.quantity === '' ? '1' : parsed.data.quantity);
    if (sku === null || quantity === null) return refused(request, reply, page, 'part', parsed.data, { ...(sku === null ? { part_sku: true } : {}), ...(quantity === null ? { part_quantity: true } : {}) });
    const result = await productAdmin.addPart(params.data.id, sku, quantity, actorOf((await request.staffSession())!));
    if (!result.ok) {
      if (result.reason === 'not_found') return reply.status(404).send(errorBody('not_found'));
      return refused(request, reply, page, 'part', parsed.data, result.reason, result.reason === 'part_unknown' ? 422 : 409);
    }
    await accepted(request, page, 'part');
    return answer(request, reply, page, { ok: true, code: 'part_added' });
  });

  app.post('/admin/api/products/:id/parts/:partId', STAFF_CALL, async (request, reply) => {
    const params = partParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const parsed = partChange.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const quantity = parsed.data.remove ? null : parsePartQuantity(parsed.data.quantity);
    if (!parsed.data.remove && quantity === null) return answer(request, reply, page, { ok: false, code: 'part_quantity' });
    const result = await productAdmin.changePart(params.data.id, params.data.partId, quantity, actorOf((await request.staffSession())!));
    if (!result.ok) return reply.status(404).send(errorBody('not_found'));
    return answer(request, reply, page, { ok: true, code: !result.changed ? 'unchanged' : parsed.data.remove ? 'part_removed' : 'part_saved', body: { changed: result.changed } });
  });

  app.post('/admin/api/products/:id/add-ons', STAFF_CALL, async (request, reply) => {
    const params = productParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const parsed = addOnBody.safeParse(bodyOf(request));
    if (!parsed.success) return answer(request, reply, page, { ok: false, code: 'form' });
    const sku = parseSku(parsed.data.sku);
    if (sku === null) return refused(request, reply, page, 'add_on', parsed.data, 'add_on_sku');
    const result = await productAdmin.addAddOn(params.data.id, sku, actorOf((await request.staffSession())!));
    if (!result.ok) {
      if (result.reason === 'not_found') return reply.status(404).send(errorBody('not_found'));
      return refused(request, reply, page, 'add_on', parsed.data, result.reason, result.reason === 'add_on_unknown' ? 422 : 409);
    }
    await accepted(request, page, 'add_on');
    return answer(request, reply, page, { ok: true, code: 'add_on_added' });
  });

  app.post('/admin/api/products/:id/add-ons/:addOnId', STAFF_CALL, async (request, reply) => {
    const params = addOnParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const parsed = addOnChange.safeParse(bodyOf(request));
    const change = parsed.data?.remove ? 'remove' : parsed.data?.move;
    if (!change) return answer(request, reply, page, { ok: false, code: 'form' });
    const result = await productAdmin.changeAddOn(params.data.id, params.data.addOnId, change, actorOf((await request.staffSession())!));
    if (!result.ok) return reply.status(404).send(errorBody('not_found'));
    return answer(request, reply, page, { ok: true, code: !result.changed ? 'unchanged' : change === 'remove' ? 'add_on_removed' : 'add_on_moved', body: { changed: result.changed } });
  });

  // Deleting a variant: the editor's button asks first (`?ta-bort=1`), and only a post with `confirm=1` deletes.
  app.post('/admin/api/products/:id/delete', STAFF_CALL, async (request, reply) => {
    const params = productParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const page = editor(params.data.id);
    const parsed = deleteBody.safeParse(bodyOf(request));
    if (!parsed.success || parsed.data.confirm !== '1') return answer(request, reply, `${page}?ta-bort=1`, { ok: false, code: 'confirm' });
    const result = await productAdmin.deleteVariant(params.data.id, actorOf((await request.staffSession())!));
    if (!result.ok) {
      if (result.reason === 'not_found') return reply.status(404).send(errorBody('not_found'));
      return answer(request, reply, page, { ok: false, code: result.reason, status: 409 });
    }
    return answer(request, reply, editor(result.parentId), { ok: true, code: 'variant_deleted', body: { parent_id: result.parentId } });
  });

  app.post('/admin/api/products/:id/images/:imageId', STAFF_CALL, async (request, reply) => {
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
