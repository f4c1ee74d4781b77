import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { svAccounting } from '../../common/copy/sv-accounting';
import { exportPeriod } from '../../domain/accounting/export-period';
import { errorBody } from '../errors';
import { ADMIN_CALL } from '../plugins/back-office';

const periodQuery = z.object({ from: z.string().max(10), to: z.string().max(10) });

/** The SIE file is PC8 bytes, not text in any charset a browser knows; the CSV is UTF-8 with its BOM. */
const TYPES = { sie: 'application/octet-stream', csv: 'text/csv; charset=utf-8' } as const;

/**
 * The accountant's files (issue 30): GET /admin/api/bokforing/sie and /csv with `from` and `to` (YYYY-MM-DD, both
 * included, one calendar year) answer the period's SIE 4 file and its CSV as downloads. Admins only, as the settings.
 */
export const accountingExportApi: FastifyPluginAsync = async (app) => {
  const { periodExport } = app.services;

  app.get('/admin/api/bokforing/:format', ADMIN_CALL, async (request, reply) => {
    const { format } = request.params as { format: string };
    if (format !== 'sie' && format !== 'csv') return reply.status(404).send(errorBody('not_found'));
    const query = periodQuery.safeParse(request.query);
    const period = query.success ? exportPeriod(query.data.from, query.data.to) : null;
    if (!period) return reply.status(400).send(errorBody('bad_request', svAccounting.export.badPeriod));
    const file = await periodExport[format](period);
    return reply.type(TYPES[format]).header('content-disposition', `attachment; filename="${file.fileName}"`).send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
  });
};
