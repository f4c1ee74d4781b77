import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MAX_BRAND_LOGO_BYTES } from '../../domain/brand-logo';
import { checkedImage } from './checked-image';
import { backOfficeForm } from './back-office-form';
import { noFields } from './form-fields';
import { idSchema } from './request-fields';
import { uploadForm } from './upload-form';

const brandParams = z.object({ id: idSchema });
// Buffer.isBuffer, as the rest of the upload path checks: under the test runner the reader's buffers fail `instanceof Buffer`.
const logoBody = z.object({ logo: z.custom<Buffer>((file) => Buffer.isBuffer(file) && file.length > 0) });
const editor = ({ id }: { id: number }) => `/admin/varumarken/${id}`;

/**
 * A brand's logo (issue 18), behind the back office's gate: uploaded like a product image (checked by its content,
 * SVG refused, a random name under DATA_DIR/uploads), replaced by the next upload, removed on request. A plain form
 * post is sent back to the brand's page with ?klart= or ?fel=; a call gets JSON.
 */
export const brandLogoApi: FastifyPluginAsync = async (app) => {
  const { brandAdmin } = app.services;

  backOfficeForm(app, {
    path: '/admin/api/brands/:id/logo/delete', access: 'staff', params: brandParams, schema: noFields, back: editor,
    run: async ({ params, actor }) =>
      (await brandAdmin.removeLogo(params.id, actor)) ? { ok: true, code: 'logo_removed' } : { ok: false, code: 'logo_none', status: 404 },
  });

  // The logo's own multipart scope, with a smaller cap than a product image's.
  await uploadForm(app, {
    path: '/admin/api/brands/:id/logo', params: brandParams, schema: logoBody, maxFileBytes: MAX_BRAND_LOGO_BYTES, fields: 3,
    back: editor, fallback: '/admin/varumarken', codes: { missing: 'logo_missing', tooLarge: 'logo_too_large', unreadable: 'logo_unreadable' },
    run: async ({ params, form: { logo }, actor }) => {
      const image = await checkedImage(logo, 'logo');
      if (!image.ok) return image;
      const stored = await brandAdmin.setLogo(params.id, image.data, { type: image.info.type, width: image.width, height: image.height }, actor);
      return stored ? { ok: true, code: 'logo_saved', body: { width: image.width, height: image.height } } : null;
    },
  });
};
