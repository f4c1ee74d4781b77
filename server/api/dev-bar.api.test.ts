import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { COMMAND_LINE } from '../../services/admin/audit-log';
import { nextShopperAddress, suiteShop, testDialects } from '../testing/test-app';

const cookiesOf = (res: LightMyRequestResponse) => new Map(res.cookies.map((c) => [c.name, c]));

/**
 * The developer bar (issue 16, docs/decisions/024): its data and the theme switch answer an admin's staff session
 * only; the switch changes the whole shop's settings and palette, is audited and comes back to the page it was used on.
 */
describe.each(testDialects)('developer bar on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 60 });

  async function staffCookie(role: 'admin' | 'staff'): Promise<string> {
    const { staff } = shop().app.services;
    const login = await staff.authenticate('admin@example.se', 'admin1234');
    let member = login.ok ? login.staff : null;
    if (role === 'staff') {
      const created = await staff.create({ email: `lager${Date.now()}@example.se`, password: 'lager12345', name: 'Lager', role: 'staff' }, COMMAND_LINE);
      if (!created.ok) throw new Error(JSON.stringify(created.errors));
      member = created.staff;
    }
    const session = await staff.startSession(member!, { staffId: member!.id, email: member!.email });
    return `admin_sid=${session.id}`;
  }

  const get = (url: string, cookie = '', extra: Record<string, string> = {}) =>
    shop().app.inject({ method: 'GET', url, headers: { cookie, accept: 'application/json', 'x-forwarded-for': nextShopperAddress(), ...extra } });

  /** The switch as the bar's form posts it, with the staff session's CSRF token. */
  async function switchTheme(query: string, cookie: string, extra: Record<string, string> = {}) {
    const principal = await shop().app.services.staff.find(cookie.replace(/^admin_sid=/, ''));
    return shop().app.inject({
      method: 'POST', url: `/admin/themes/set_active_theme/?${query}`,
      headers: { cookie, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextShopperAddress(), ...extra },
      payload: new URLSearchParams({ _token: principal?.csrfToken ?? '' }).toString(),
    });
  }

  it('an admin login sets the hint cookie for the whole site, and logging out ends it', async () => {
    const session = await shop().app.services.sessions.create();
    const login = await shop().app.inject({
      method: 'POST', url: '/admin/login',
      headers: { cookie: `sid=${session.id}`, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextShopperAddress() },
      payload: new URLSearchParams({ email: 'admin@example.se', password: 'admin1234', _token: session.csrfToken }).toString(),
    });
    expect(login.statusCode).toBe(303);
    const hint = cookiesOf(login).get('dev_bar');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    const staffSid = cookiesOf(login).get('admin_sid')!.value;
    const principal = (await shop().app.services.staff.find(staffSid))!;
    const logout = await shop().app.inject({
      method: 'POST', url: '/admin/logout',
      headers: { cookie: `admin_sid=${staffSid}`, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextShopperAddress() },
      payload: new URLSearchParams({ _token: principal.csrfToken }).toString(),
    });
    expect(logout.statusCode).toBe(303);
    expect(cookiesOf(logout).get('dev_bar')?.value).toBe('');
  });

  it('answers nobody but an admin: not a visitor, not a shopper session, not staff, not a forged hint', async () => {
    const shopper = await shop().app.services.sessions.create();
    for (const cookie of ['', `sid=${shopper.id}`, `sid=${shopper.id}; dev_bar=1`, 'admin_sid=forged']) {
      expect((await get('/admin/dev-bar', cookie)).statusCode).toBe(401);
      expect((await get('/admin/themes/set_active_theme/?id=2', cookie)).statusCode).toBe(401);
      expect((await switchTheme('id=2', cookie)).statusCode).toBe(401);
    }
    const staff = await staffCookie('staff');
    expect((await get('/admin/dev-bar', staff)).statusCode).toBe(403);
    expect((await get('/admin/themes/set_active_theme/?id=2', staff)).statusCode).toBe(403);
    expect((await switchTheme('id=2', staff)).statusCode).toBe(403);
    const page = await get('/', '', { accept: 'text/html' });
    expect(page.body).toContain('data-palette="standard"');
  });

  it("gives an admin the themes, and the switch turns the shop into the chosen theme and returns to the page", async () => {
    const admin = await staffCookie('admin');
    const bar = await get('/admin/dev-bar', admin);
    expect(bar.statusCode).toBe(200);
    expect(bar.headers['cache-control']).toContain('no-store');
    const principal = await shop().app.services.staff.find(admin.replace(/^admin_sid=/, ''));
    expect(bar.json()).toEqual({ themes: [{ id: 1, name: 'Standard' }, { id: 2, name: 'Offert' }], activeThemeId: 1, csrfToken: principal!.csrfToken });

    const host = 'localhost:80';
    const switched = await switchTheme('id=2', admin, { accept: 'text/html', host, referer: `http://${host}/tillverkare?sida=2` });
    expect(switched.statusCode).toBe(303);
    expect(switched.headers.location).toBe('/tillverkare?sida=2');
    const offerPage = await get('/', '', { accept: 'text/html' });
    expect(offerPage.body).toContain('data-palette="offer"');
    // Offer mode: the cart panel is the offer request.
    expect(offerPage.body).toContain('>Offertförfrågan</h2>');
    expect((await get('/admin/dev-bar', admin)).json()).toMatchObject({ activeThemeId: 2 });
    const audit = await shop().app.database.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_email: 'admin@example.se', entity_id: 'activeThemeId' });
    expect(JSON.stringify(audit)).toContain('activeThemeId');

    // From another site, or with no page to return to, the switch goes to the home page.
    const back = await switchTheme('id=1', admin, { accept: 'text/html', host, referer: 'https://elak.example/' });
    expect(back.headers.location).toBe('/');
    expect((await get('/', '', { accept: 'text/html' })).body).toContain('data-palette="standard"');
  });

  it.each(['id=99', 'id=abc', 'id=-1', 'id=1.5', '', `id=${'9'.repeat(400)}`, 'id=%00'])('refuses the switch for %j with 404 and changes nothing', async (query) => {
    const admin = await staffCookie('admin');
    const before = (await get('/admin/dev-bar', admin)).json<{ activeThemeId: number }>().activeThemeId;
    const res = await switchTheme(query, admin);
    expect(res.statusCode).toBe(404);
    expect((await get('/admin/dev-bar', admin)).json()).toMatchObject({ activeThemeId: before });
  });
});
