import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MAX_BRAND_LOGO_BYTES } from '../../domain/brand-logo';
import { checkedImage } from './checked-image';
import type { OptionKind } from '../../services/admin/checkout-options-admin';
import { backOfficeForm } from './back-office-form';
import { noFields } from './form-fields';
import { idSchema } from './request-fields';
import { uploadForm } from './upload-form';

const optionParams = z.object({ id: idSchema });
// Buffer.isBuffer, as the rest of the upload path checks: under the test runner the reader's buffers fail `instanceof Buffer`.
const imageBody = z.object({ image: z.custom<Buffer>((file) => Buffer.isBuffer(file) && file.length > 0) });
const PAGES: Record<OptionKind, string> = { delivery: 'frakt', payment: 'betalning' };

/**
 * A delivery or payment type's image in the checkout (issue 31), for admins: uploaded like a brand's logo (checked
 * by its content, SVG refused, re-encoded, a random name under DATA_DIR/uploads, the same 2 MB cap), replaced by the
 * next upload, removed on request (the checkout then shows the shop's mark). A plain form post goes back to the
 * type's page with ?klart= or ?fel=; a call gets JSON.
 */
export const checkoutOptionImagesApi: FastifyPluginAsync = async (app) => {
  const { checkoutOptionsAdmin } = app.services;
  for (const kind of ['delivery', 'payment'] as const) {
    const editor = ({ id }: { id: number }) => `/admin/leverans-och-betalning/${PAGES[kind]}/${id}`;
    backOfficeForm(app, {
      path: `/admin/api/${kind}-types/:id/image/delete`, access: 'admin', params: optionParams, schema: noFields, back: editor,
      run: async ({ params, actor }) =>
        (await checkoutOptionsAdmin.removeImage(kind, params.id, actor)) ? { ok: true, code: 'image_removed' } : { ok: false, code: 'image_none', status: 404 },
    });
    await uploadForm(app, {
      path: `/admin/api/${kind}-types/:id/image`, access: 'admin', params: optionParams, schema: imageBody, maxFileBytes: MAX_BRAND_LOGO_BYTES, fields: 3,
      back: editor, fallback: '/admin/leverans-och-betalning', codes: { missing: 'image_missing', tooLarge: 'image_too_large', unreadable: 'image_unreadable' },
      run: async ({ params, form: { image }, actor }) => {
        const encoded = await checkedImage(image, 'image');
        if (!encoded.ok) return encoded;
        const stored = await checkoutOptionsAdmin.setImage(kind, params.id, encoded.data, encoded.info, actor);
        return stored ? { ok: true, code: 'image_saved', body: { width: encoded.width, height: encoded.height } } : null;
      },
    });
  }
};
