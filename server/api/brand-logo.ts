import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_BRAND_LOGO_BYTES } from '../../domain/brand-logo';
import { readProductImage } from '../../domain/product-image';
import { actorOf } from '../../services/admin/staff-service';
import { reencodeImage } from '../../services/images/reencode-image';
import { errorBody } from '../errors';
import { STAFF_CALL } from '../plugins/back-office';
import { answer } from './back-office';
import { bodyOf, idSchema } from './request-fields';
import { checkTokenBeforeFile, closeIfBodyUnread, uploadGate } from './upload-gate';

const brandParams = z.object({ id: idSchema });
const editor = (id: number) => `/admin/varumarken/${id}`;

/**
 * A brand's logo (issue 18), behind the back office's gate: uploaded like a product image (checked by its content,
 * SVG refused, a random name under DATA_DIR/uploads), replaced by the next upload, removed on request. A plain form
 * post is sent back to the brand's page with ?klart= or ?fel=; a call gets JSON.
 */
export const brandLogoApi: FastifyPluginAsync = async (app) => {
  const { brandAdmin } = app.services;

  app.post('/admin/api/brands/:id/logo/delete', STAFF_CALL, async (request, reply) => {
    const params = brandParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found'));
    const removed = await brandAdmin.removeLogo(params.data.id, actorOf((await request.staffSession())!));
    if (!removed) return answer(request, reply, editor(params.data.id), { ok: false, code: 'logo_none', status: 404 });
    return answer(request, reply, editor(params.data.id), { ok: true, code: 'logo_removed' });
  });

  const pageOf = (request: FastifyRequest) => {
    const params = brandParams.safeParse(request.params);
    return params.success ? editor(params.data.id) : '/admin/varumarken';
  };
  const tooLarge = (request: FastifyRequest, reply: FastifyReply) => answer(request, reply, pageOf(request), { ok: false, code: 'logo_too_large', status: 413 });
  // Its own multipart scope with the logo's smaller cap. Nothing of the body is read before the staff session is
  // known (the gate) and its declared size (the route's onRequest) and the CSRF token is (before the file's part); a file over the cap stops the
  // reading at once (docs/decisions/037).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      attachFieldsToBody: 'keyValues',
      throwFileSizeLimit: true,
      limits: { files: 1, fileSize: MAX_BRAND_LOGO_BYTES, fields: 3, parts: 4, fieldSize: 1024 },
      async onFile(this: FastifyRequest, part: MultipartFile) {
        await checkTokenBeforeFile(this);
        await part.toBuffer();
      },
    });
    uploads.post('/admin/api/brands/:id/logo', {
      ...STAFF_CALL,
      onRequest: uploadGate(MAX_BRAND_LOGO_BYTES, tooLarge),
      onSend: closeIfBodyUnread,
      errorHandler: (error: FastifyError, request, reply) => {
        const page = pageOf(request);
        if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) return tooLarge(request, reply);
        if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return answer(request, reply, page, { ok: false, code: 'logo_unreadable', status: 400 });
        throw error;
      },
    }, async (request, reply) => {
      const params = brandParams.safeParse(request.params);
      if (!params.success) return reply.status(404).send(errorBody('not_found'));
      const page = editor(params.data.id);
      if (!request.isMultipart()) return answer(request, reply, page, { ok: false, code: 'logo_unreadable', status: 415 });
      const file = bodyOf(request).logo;
      if (!Buffer.isBuffer(file) || file.length === 0) return answer(request, reply, page, { ok: false, code: 'logo_missing' });
      const info = readProductImage(file);
      if (!info) return answer(request, reply, page, { ok: false, code: 'logo_type', status: 415 });
      const image = await reencodeImage(file, info.type);
      if (!image.ok) return answer(request, reply, page, image.reason === 'too_many_pixels' ? { ok: false, code: 'logo_pixels', status: 413 } : { ok: false, code: 'logo_type', status: 415 });
      const stored = await brandAdmin.setLogo(params.data.id, image.data, { type: info.type, width: image.width, height: image.height }, actorOf((await request.staffSession())!));
      if (!stored) return reply.status(404).send(errorBody('not_found'));
      return answer(request, reply, page, { ok: true, code: 'logo_saved', body: { width: image.width, height: image.height } });
    });
  });
};
