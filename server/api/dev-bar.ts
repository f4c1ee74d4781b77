import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEV_BAR_CALL, type DevBarData } from '../../domain/dev-bar';
import { actorOf } from '../../services/admin/staff-service';
import { sendError } from '../errors';
import { ADMIN_CALL } from '../plugins/back-office';

const themeQuery = z.object({ id: z.coerce.number().int().positive().max(1_000_000) });

/** A same-site page the switch came from, to go back to; the home page otherwise. */
function backTo(referer: string | undefined, host: string | undefined): string {
  if (!referer || !host) return '/';
  try {
    const url = new URL(referer);
    // Both through URL, which drops a scheme's default port from either side alike.
    if (url.host !== new URL(`${url.protocol}//${host}`).host || url.pathname.startsWith('/admin')) return '/';
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

/**
 * The developer bar's calls (docs/decisions/024, 034). Both are admin-only routes, so the back-office gate
 * (server/plugins/back-office.ts) has already refused anyone without an admin session, for every Accept. The switch
 * changes the shop's settings, so it is a POST with the staff session's CSRF token: an image or link in shop content
 * cannot switch it for a visiting admin.
 */
export const devBarApi: FastifyPluginAsync = async (app) => {
  const { themes, settingsAdmin, catalog } = app.services;

  app.get(DEV_BAR_CALL, ADMIN_CALL, async (request) => {
    const snapshot = await catalog.snapshot();
    const all = await themes.list();
    const principal = (await request.staffSession())!;
    const data: DevBarData = {
      themes: all.map(({ id, name }) => ({ id, name })), activeThemeId: snapshot.theme?.id ?? snapshot.settings.activeThemeId, csrfToken: principal.csrfToken,
    };
    return data;
  });

  // The spec's address: POST /admin/themes/set_active_theme/?id={theme}, then back to the page the bar was on.
  app.post('/admin/themes/set_active_theme/', ADMIN_CALL, async (request, reply) => {
    const query = themeQuery.safeParse(request.query);
    const known = query.success ? (await themes.list()).some((t) => t.id === query.data.id) : false;
    if (!query.success || !known) {
      sendError(request, reply, 'not_found', 404);
      return reply;
    }
    const principal = (await request.staffSession())!;
    const result = await settingsAdmin.set('activeThemeId', JSON.stringify(query.data.id), actorOf(principal));
    if (!result.ok) {
      sendError(request, reply, 'validation_failed', 422);
      return reply;
    }
    return reply.redirect(backTo(request.headers.referer, request.headers.host), 303);
  });

  // A GET of the switch (an old link, an image in shop content) changes nothing.
  app.get('/admin/themes/set_active_theme/', ADMIN_CALL, async (request, reply) => {
    void reply.header('allow', 'POST');
    sendError(request, reply, 'method_not_allowed');
    return reply;
  });
};
