import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { suiteShop, testDialects, nextShopperAddress } from './testing/test-app';
import { rawClient, rawRequest, tokenIn, uploadWithOpenBody } from './testing/raw-client';
import { plainProducts } from './testing/plain-products';

/**
 * The hostile client of issue 27, over real sockets: each probe class sends what an attacker sends, byte for byte,
 * on each database and in each configuration a shop goes live with (the default, an https PUBLIC_URL, a 1-minute
 * payment hold). The reproductions are the probes; none may grant more than the plain request, answer 500 or
 * change state it must not.
 */
const CONFIGURATIONS: { name: string; env: Record<string, string> }[] = [
  { name: 'default', env: {} },
  { name: 'https PUBLIC_URL', env: { PUBLIC_URL: 'https://butik.example', CARD_PROVIDER: 'test', PAYMENT_SIMULATORS: 'on' } },
  { name: '1-minute payment hold', env: { PAYMENT_HOLD_MINUTES: '1' } },
];

/** Ways to write one path that a router or a decoder may read as the same address. */
function variantsOf(path: string): string[] {
  const [, first, ...rest] = path.split('/');
  const tail = rest.join('/');
  const encodeFirstLetter = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  const last = rest.at(-1) ?? first!;
  const upTo = path.slice(0, path.length - last.length);
  return [
    `/${encodeFirstLetter(first!)}/${tail}`,
    `${upTo}${encodeFirstLetter(last)}`,
    `${upTo}%25${last.charCodeAt(0).toString(16)}${last.slice(1)}`,
    `/${first}//${tail}`,
    `/${first!.toUpperCase()}/${tail}`,
    `${upTo}${last.toUpperCase()}`,
    `${path}.`,
    `${path}/.`,
    `/${first}/./${tail}`,
    `/${first}/x/../${tail}`,
    `/${first}/%2e/${tail}`,
    `${path};`,
  ];
}

describe.each(testDialects)('a hostile client on %s', (dialect) => {
  describe.each(CONFIGURATIONS)('($name)', ({ env }) => {
    const shop = suiteShop(dialect, { env });
    let port = 0;
    const db = () => shop().app.database.db;

    const listening = async () => {
      if (port === 0) {
        await shop().app.listen({ host: '127.0.0.1', port: 0 });
        port = (shop().app.server.address() as AddressInfo).port;
      }
      return port;
    };

    /** A back-office login over the login form; its staff token read off a back-office page. */
    const staffLogin = async (email: string, password: string) => {
      const client = rawClient(await listening(), nextShopperAddress());
      const login = await client.page('/admin/login');
      const res = await client.form('/admin/login', { email, password, _token: tokenIn(login.body)! });
      expect(res.status, res.body.slice(0, 200)).toBe(303);
      const page = await client.page('/admin/ordrar');
      const token = /name="_token"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="_token"/.exec(page.body);
      return { client, token: token?.[1] ?? token?.[2] ?? '' };
    };

    const staffMember = async () => {
      const admin = await staffLogin('admin@example.se', 'admin1234');
      const email = `lager-${Math.random().toString(36).slice(2, 8)}@example.se`;
      const created = await admin.client.json('/admin/api/staff', { email, password: 'lager1234', name: 'Lager', role: 'staff' }, { 'x-csrf-token': admin.token });
      expect(created.status).toBe(200);
      return { admin, staff: await staffLogin(email, 'lager1234'), email };
    };

    it('never lets a staff login reach an admin-only call through another spelling of its address', async () => {
      const { staff, email } = await staffMember();
      const before = {
        admins: (await db().selectFrom('staff_users').select('id').where('role', '=', 'admin').execute()).length,
        giftCards: (await db().selectFrom('gift_cards').select('id').execute()).length,
      };
      const self = (await db().selectFrom('staff_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
      const calls: [string, Record<string, unknown>][] = [
        ['/admin/api/staff', { email: 'ny-admin@example.se', password: 'hemligt123', name: 'X', role: 'admin' }],
        [`/admin/api/staff/${self}`, { role: 'admin', active: true }],
        ['/admin/api/gift-cards', { amount: '100000', code: 'STOLD100000' }],
        ['/admin/api/settings/isOffer', { value: 'true' }],
      ];
      for (const [path, payload] of calls) {
        for (const target of [path, ...variantsOf(path)]) {
          const res = await staff.client.json(target, payload, { 'x-csrf-token': staff.token });
          expect(res.status, `${target} ${res.body.slice(0, 120)}`).toBeGreaterThanOrEqual(300);
          expect(res.status, target).toBeLessThan(500);
        }
      }
      expect((await db().selectFrom('staff_users').select('id').where('role', '=', 'admin').execute()).length).toBe(before.admins);
      expect((await db().selectFrom('gift_cards').select('id').execute()).length).toBe(before.giftCards);
      expect((await db().selectFrom('staff_users').select('role').where('id', '=', self).executeTakeFirstOrThrow()).role).toBe('staff');
    });

    it('answers no back-office page or call to a visitor, whatever the spelling, and never with a 500', async () => {
      const visitor = rawClient(await listening(), nextShopperAddress());
      const paths = ['/admin', '/admin/ordrar', '/admin/personal', '/admin/api/return-cases/1/images/1', '/admin/dev-bar', '/admin/produkter/1'];
      for (const path of paths) {
        for (const target of [path, ...variantsOf(path)]) {
          for (const accept of ['text/html', 'application/json', '*/*']) {
            const res = await visitor.send(target, { headers: { accept } });
            expect(res.status, `${target} (${accept})`).not.toBe(200);
            expect(res.status, `${target} (${accept})`).toBeLessThan(500);
            expect(res.headers['content-type'] ?? '', target).not.toMatch(/^image\//);
          }
        }
      }
    });

    it('keeps admin-only pages and the theme switch admin-only for every Accept, and changes no theme on a GET', async () => {
      const { admin, staff } = await staffMember();
      for (const accept of ['text/html', 'application/json', '*/*']) {
        for (const path of ['/admin/dev-bar', '/admin/personal', '/admin/installningar', '/admin/themes/set_active_theme/?id=2']) {
          const res = await staff.client.send(path, { headers: { accept } });
          expect(res.status, `${path} (${accept})`).toBe(403);
        }
      }
      const settingsBefore = await db().selectFrom('site_settings').selectAll().execute();
      const themeSwitch = await admin.client.send('/admin/themes/set_active_theme/?id=2', { headers: { accept: 'text/html' } });
      expect(themeSwitch.status).toBeLessThan(500);
      expect(await db().selectFrom('site_settings').selectAll().execute()).toEqual(settingsBefore);
    });

    it('mails reset links on the configured address, never on a host the request named', async () => {
      const client = rawClient(await listening(), nextShopperAddress());
      const page = await client.page('/konto/glomt-losenord');
      const spoofs: Record<string, string>[] = [{ 'x-forwarded-host': 'evil.example' }, { host: 'evil.example' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }];
      for (const headers of spoofs) {
        const res = await client.form('/konto/glomt-losenord', { email: 'kund@example.se', _token: tokenIn(page.body)! }, headers);
        expect(res.status).toBeLessThan(500);
      }
      const mails = await db().selectFrom('outbox_emails').selectAll().where('recipient', '=', 'kund@example.se').where('kind', '=', 'account_password_reset').execute();
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        expect(mail.text_body).not.toContain('evil.example');
        expect(mail.html_body ?? '').not.toContain('evil.example');
        expect(mail.text_body).toContain(env.PUBLIC_URL ?? `http://localhost`);
      }
    });

    it('never adopts a session id the shop did not issue', async () => {
      const planted = 'A'.repeat(43);
      const victim = rawClient(await listening(), nextShopperAddress(), new Map([['sid', planted]]));
      const page = await victim.page('/');
      const token = tokenIn(page.body)!;
      const product = (await plainProducts(db()).where('p.stock', '>', 1).orderBy('p.id').executeTakeFirstOrThrow()).id;
      const added = await victim.form('/checkoutv3/products/add', { product_id: String(product), _token: token });
      expect(added.status).toBeLessThan(400);
      expect(victim.jar.get('sid')).not.toBe(planted);
      const planter = rawClient(await listening(), nextShopperAddress(), new Map([['sid', planted]]));
      const cart = await planter.page('/varukorg');
      expect(cart.body).not.toContain(`/produkter/id/${product}`);
    });

    it('holds the line on logins, e-mails on request and registration of a known address', async () => {
      const listeningPort = await listening();
      for (let i = 0; i < 30; i++) {
        const attacker = rawClient(listeningPort, nextShopperAddress());
        await attacker.json('/konto/login_from_checkout', { email: 'kund@example.se', password: `fel-${i}` }, { 'x-csrf-token': tokenIn((await attacker.page('/login')).body)! });
      }
      const owner = rawClient(listeningPort, nextShopperAddress());
      const rightAfter = await owner.json('/konto/login_from_checkout', { email: 'kund@example.se', password: 'kund1234' }, { 'x-csrf-token': tokenIn((await owner.page('/login')).body)! });
      expect(JSON.parse(rightAfter.body).error).toBe(true);

      const mailsBefore = (await db().selectFrom('outbox_emails').select('id').where('recipient', '=', 'foretag@example.se').execute()).length;
      for (let i = 0; i < 12; i++) {
        const client = rawClient(listeningPort, nextShopperAddress());
        await client.form('/konto/glomt-losenord', { email: 'foretag@example.se', _token: tokenIn((await client.page('/konto/glomt-losenord')).body)! });
      }
      const sent = (await db().selectFrom('outbox_emails').select('id').where('recipient', '=', 'foretag@example.se').execute()).length - mailsBefore;
      expect(sent).toBeGreaterThan(0);
      expect(sent).toBeLessThanOrEqual(3);

      const register = async (email: string) => {
        const client = rawClient(listeningPort, nextShopperAddress());
        const token = tokenIn((await client.page('/kundklubb/registrera-dig')).body)!;
        const res = await client.json('/konto/registrera', {
          email, password: 'hemligt123', first_name: 'Eva', last_name: 'Ek', customer_type: 'private', address: 'Gatan 1', postal_code: '41122', city: 'Göteborg',
        }, { 'x-csrf-token': token });
        return { status: res.status, body: res.body };
      };
      const known = await register('kund@example.se');
      const unknown = await register(`ny-${Math.random().toString(36).slice(2, 8)}@example.se`);
      expect(known.status).toBe(unknown.status);
      expect(known.status).toBeLessThan(300);
    });

    it('answers an anonymous upload before its body is read', async () => {
      const listeningPort = await listening();
      for (const target of ['/admin/api/products/1/images', '/admin/api/brands/1/logo']) {
        const started = Date.now();
        const status = await uploadWithOpenBody(listeningPort, target, 10 * 1024 * 1024, 5_000);
        expect(status, target).toBeGreaterThanOrEqual(400);
        expect(status, target).toBeLessThan(500);
        expect(Date.now() - started).toBeLessThan(5_000);
      }
    });

    it('puts no member price in an anonymous listing', async () => {
      const res = await rawRequest(await listening(), '/produkter/filtrera?show_all=1', { headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' } });
      expect(res.status).toBe(200);
      const products = JSON.parse(res.body).products as Record<string, unknown>[];
      expect(products.length).toBeGreaterThan(0);
      for (const card of products) expect(card.product_member_price ?? null).toBeNull();
    });
  });
});
