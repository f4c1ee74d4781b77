import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { answer, backOfficeForm, type BackOfficeFormRoute } from './back-office-form';
import { checkTokenBeforeFile, closeIfBodyUnread, uploadGate } from './upload-gate';

export interface UploadFormRoute<P, F> extends Pick<BackOfficeFormRoute<P, F>, 'path' | 'back' | 'run'>, Partial<Pick<BackOfficeFormRoute<P, F>, 'access'>> {
  params: z.ZodType<P>;
  /** The form: its one file (a Buffer once read) and its other fields; a form without its file is refused as `missing`. */
  schema: z.ZodType<F>;
  /** The file's size limit. */
  maxFileBytes: number;
  /** How many fields beside the file the form may have (the CSRF token among them). */
  fields: number;
  /** The page a refusal goes back to when the address names no entity (a body refused before it was parsed). */
  fallback: string;
  /** The refusals' codes: no file, a file over the limit (413), a body that is not a readable multipart form (415, 400). */
  codes: { missing: string; tooLarge: string; unreadable: string };
}

/**
 * A staff upload of one file, declared as a back-office form (decision 044) in its own multipart scope. Nothing of
 * the body is read before the staff session is known (the gate) and its declared size (the route's onRequest) and the
 * CSRF token is (before the file's part); a file over the limit stops the reading at once (docs/decisions/037).
 */
export async function uploadForm<P, F>(app: FastifyInstance, route: UploadFormRoute<P, F>): Promise<void> {
  const { codes } = route;
  const pageOf = (request: FastifyRequest) => {
    const params = route.params.safeParse(request.params);
    return params.success ? route.back(params.data) : route.fallback;
  };
  const tooLarge = (request: FastifyRequest, reply: FastifyReply) => answer(request, reply, pageOf(request), { ok: false, code: codes.tooLarge, status: 413 });

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      attachFieldsToBody: 'keyValues',
      throwFileSizeLimit: true,
      limits: { files: 1, fileSize: route.maxFileBytes, fields: route.fields, parts: route.fields + 1, fieldSize: 1024 },
      async onFile(this: FastifyRequest, part: MultipartFile) {
        await checkTokenBeforeFile(this);
        await part.toBuffer();
      },
    });
    backOfficeForm(uploads, {
      path: route.path, access: route.access ?? 'staff', params: route.params, schema: route.schema, malformed: codes.missing, back: route.back, run: route.run,
      hooks: {
        onRequest: uploadGate(route.maxFileBytes, tooLarge),
        // After the gate's CSRF check; an address naming no entity is left to the form's 404.
        preHandler: async (request, reply) => {
          if (!request.isMultipart() && route.params.safeParse(request.params).success) return answer(request, reply, pageOf(request), { ok: false, code: codes.unreadable, status: 415 });
        },
        onSend: closeIfBodyUnread,
        errorHandler: (error: FastifyError, request, reply) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) return tooLarge(request, reply);
          if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return answer(request, reply, pageOf(request), { ok: false, code: codes.unreadable, status: 400 });
          throw error;
        },
      },
    });
  });
}
