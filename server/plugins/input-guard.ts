import fp from 'fastify-plugin';
import { svServer } from '../../common/copy/sv';
import { fieldWithForbiddenText } from '../api/request-fields';
import { errorBody } from '../errors';

/**
 * The last line of defence for bad text (docs/decisions/012): a state-changing call whose parsed body (form or JSON)
 * holds NUL, another control character (tab and line breaks aside), DEL or a lone surrogate in any key or value is
 * refused with 422 before its handler runs. Every field schema refuses these already (`textField`); this covers the
 * fields a call hands on without one (the order form's), which PostgreSQL would otherwise answer with an error.
 * Runs after the CSRF check. Bodies the page handler keeps raw (buffers) are the pages' own business.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request, reply) => {
      const body = request.body;
      if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return;
      const field = fieldWithForbiddenText(body as Record<string, unknown>);
      if (field === null) return;
      const message = svServer.limits.forbiddenCharacters;
      return reply.status(422).send(errorBody('validation_failed', message, field === '' ? undefined : { [field]: [message] }));
    });
  },
  { name: 'input-guard', dependencies: ['csrf'] },
);
