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
    // Callback style on purpose: the log must be entered in the same synchronous context that continues the request.
    app.addHook('onRequest', (request, _reply, done) => {
      request.statementLog = beginStatementLog();
      done();
    });
    if (expose) {
      app.addHook('onSend', async (request, reply) => {
        if (request.statementLog) reply.header('x-sql-statements', String(request.statementLog.statements.length));
      });
    }
  },
  { name: 'statement-count' },
);
