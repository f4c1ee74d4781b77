import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import type { StaffService } from '../../services/admin/staff-service';
import { ADMIN_CALL, backOfficePlugin, STAFF_CALL } from './back-office';

/** A bare server with the gate, for what it decides at start-up (docs/decisions/034). */
async function gated() {
  const app = Fastify();
  await app.register(cookie);
  await app.register(fp(async () => undefined, { name: 'session' }));
  await app.register(backOfficePlugin, { staff: { find: async () => null } as unknown as StaffService });
  return app;
}

describe('the back office gate at start-up', () => {
  it.each(['/admin/api/x', '/admin', '/ADMIN/x', '/%61dmin/x', '/admin.data'])('refuses to register %s without a declared access', async (url) => {
    const app = await gated();
    expect(() => app.get(url, async () => 'ok')).toThrow(/declares no access/);
    await app.close();
  });

  it('refuses an access it does not know', async () => {
    const app = await gated();
    expect(() => app.get('/admin/x', { config: { access: 'everyone' as never } }, async () => 'ok')).toThrow(/unknown access/);
    await app.close();
  });

  it('registers declared back-office routes and undeclared shop routes', async () => {
    const app = await gated();
    app.get('/admin/a', STAFF_CALL, async () => 'a');
    app.post('/admin/b', ADMIN_CALL, async () => 'b');
    app.post('/admin/login', { config: { access: 'public' } }, async () => 'login');
    app.get('/produkter/admin', async () => 'shop');
    await app.ready();
    expect((await app.inject({ url: '/admin/a' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/admin/login' })).body).toBe('login');
    expect((await app.inject({ url: '/produkter/admin' })).body).toBe('shop');
    await app.close();
  });
});
