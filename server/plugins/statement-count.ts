import fp from 'fastify-plugin';
import { beginStatementLog, type StatementLog } from '../../db/statement-log';

declare module 'fastify' {
  interface FastifyRequest {
    statementLog: StatementLog | null;
  }
}

/**
 * Counts each request's SQL statements; when exposed (development and tests) the count is
 * sent in the `X-SQL-Statements` header so tests can hold calls to their statement budget.
 */
export const statementCountPlugin = fp<{ expose: boolean }>(
  async (app, { expose }) => {
    app.decorateRequest('statementLog', null);
    app.addHook('onRequest', async (request) => {
      request.statementLog = beginStatementLog();
    });
    if (expose) {
      app.addHook('onSend', async (request, reply) => {
        if (request.statementLog) reply.header('x-sql-statements', String(request.statementLog.statements.length));
      });
    }
  },
  { name: 'statement-count' },
);
