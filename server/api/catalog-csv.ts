import { Readable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasForbiddenCharacters } from '../../domain/text-input';
import { MAX_CSV_BYTES, type CsvKind } from '../../domain/csv-catalog';
import { actorOf } from '../../services/admin/staff-service';
import { errorBody } from '../errors';
import { STAFF_CALL } from '../plugins/back-office';
import { backOfficeForm } from './back-office-form';
import { checkTokenBeforeFile, closeIfBodyUnread } from './upload-gate';

const PAGE = '/admin/import-export';

/** The export's files by the name in their address. */
const EXPORTS: Record<string, { kind: CsvKind; stem: string }> = {
  'produkter.csv': { kind: 'products', stem: 'produkter' },
  'priser-och-lager.csv': { kind: 'prices', stem: 'priser-och-lager' },
};

/** The uploaded file as the multipart reader leaves it in the body (see onFile below). */
const uploadSchema = z.object({
  fil: z.object({ name: z.string(), data: z.instanceof(Buffer), truncated: z.boolean() }),
  kontroll: z.string().max(10).optional(),
});

/** A file's own name, without any path a browser sent with it, bounded; null when there is none or it is not text. */
function fileNameOf(name: string): string | null {
  const base = name.split(/[\\/]/).pop()!.trim().slice(0, 200);
  return base === '' || hasForbiddenCharacters(base) ? null : base;
}

/** The import's report, where a plain post goes once the file was read. */
const reportPage = (importId: number) => `${PAGE}?import=${importId}`;

/**
 * CSV import and export of the catalog (issue 18, docs/back-office.md): GET /admin/api/catalog-export/produkter.csv
 * and /priser-och-lager.csv stream the files; POST /admin/api/catalog-import (multipart: `_token`, `fil`, optional
 * `kontroll=1` to check only) reads one. Behind the back office's gate (staff session, its CSRF token, no-store).
 */
export const catalogCsvApi: FastifyPluginAsync = async (app) => {
  const { catalogCsv } = app.services;

  // The fields and the one file land in the body before the gate's CSRF check reads `_token` from it, so the token is
  // checked before the file is read (docs/decisions/037). A staff member's file over the limit is cut there (busboy
  // reads the rest and drops it) and refused with a report, not a broken connection.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      await checkTokenBeforeFile(this);
      const data = await part.toBuffer();
      Object.assign(part, { value: { name: part.filename, data, truncated: part.file.truncated } });
    },
  });

  app.get('/admin/api/catalog-export/:file', STAFF_CALL, async (request, reply) => {
    const file = EXPORTS[(request.params as { file: string }).file];
    if (!file) return reply.status(404).send(errorBody('not_found'));
    const principal = (await request.staffSession())!;
    const fileName = `${file.stem}-${new Date().toISOString().slice(0, 10)}.csv`;
    await catalogCsv.recordExport(file.kind, fileName, actorOf(principal));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(Readable.from(catalogCsv.exportLines(file.kind)));
  });

  backOfficeForm(app, {
    path: '/admin/api/catalog-import', access: 'staff', schema: uploadSchema, malformed: 'file', back: () => PAGE,
    hooks: {
      // After the gate's CSRF check: a body that is not a multipart form has no file to report on.
      preHandler: async (request, reply) => {
        if (!request.isMultipart()) return reply.status(415).send(errorBody('unsupported_media_type'));
      },
      onSend: closeIfBodyUnread,
    },
    run: async ({ form: { fil, kontroll }, actor }) => {
      const name = fileNameOf(fil.name);
      if (name === null || fil.data.length === 0) return { ok: false, code: 'file' };
      const outcome = await catalogCsv.importFile({ name, bytes: fil.data, tooLarge: fil.truncated, checkOnly: kontroll === '1' }, actor);
      const page = reportPage(outcome.importId);
      if (!outcome.ok) return { ok: false, code: 'refused', status: fil.truncated ? 413 : 422, body: { import_id: outcome.importId, issues: outcome.issues, total: outcome.total }, page };
      const { created, updated, unchanged, kind } = outcome;
      return { ok: true, code: outcome.checkOnly ? 'checked' : 'imported', body: { import_id: outcome.importId, kind, created, updated, unchanged }, page };
    },
  });
};
