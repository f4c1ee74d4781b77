import { describe, expect, it } from 'vitest';
import { svAccount } from '../../common/copy/sv-account';
import { nextShopperAddress, suiteShop, testDialects, testShopper } from '../testing/test-app';

const c = svAccount;

/**
 * Mailed links are opened by mail scanners and link previews as well as by their reader, and an image tag on any site
 * can open them too: opening one changes nothing, its page's button does (decision 039).
 */
describe.each(testDialects)('mailed account links on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 20 });
  const db = () => shop().app.database.db;
  let count = 0;
  const uniqueEmail = (name: string) => `${name}-${++count}-${Date.now()}@example.se`;

  const tokenIn = async (recipient: string, kind: string, path: string) => {
    const mail = await db().selectFrom('outbox_emails').select('text_body').where('recipient', '=', recipient).where('kind', '=', kind).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(mail.text_body)![1]!;
  };
  const verifiedAt = async (email: string) =>
    (await db().selectFrom('customers').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow()).email_verified_at;
  const unusedTokens = async (email: string) =>
    (await db().selectFrom('account_tokens').select('token_hash').where('email', '=', email).where('used_at', 'is', null).execute()).length;

  /** A browser without JavaScript: the cookie from the first page and the CSRF token from its forms. */
  async function plainBrowser() {
    const headers: Record<string, string> = { accept: 'text/html', 'x-forwarded-for': nextShopperAddress() };
    const first = await shop().app.inject({ method: 'GET', url: '/login', headers });
    headers.cookie = [first.headers['set-cookie']].flat().map((v) => String(v).split(';')[0]).join('; ');
    const csrf = /name="_token" value="([^"]+)"/.exec(first.body)![1]!;
    return {
      csrf,
      get: (url: string) => shop().app.inject({ method: 'GET', url, headers }),
      post: (url: string, form: Record<string, string>) =>
        shop().app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() }),
    };
  }

  async function registered() {
    const email = uniqueEmail('verifiera');
    const shopper = await testShopper(shop().app);
    const res = await shopper.postJson('/konto/registrera', { email, password: 'hemligt123', first_name: 'Vera', last_name: 'Verifierad', customer_type: 'private' });
    expect(res.statusCode, res.body).toBe(200);
    return { email, token: await tokenIn(email, 'account_verify_email', '/konto/verifiera') };
  }

  it('shows the verification link as a page with a confirm button and verifies nothing on GET', async () => {
    const { email, token } = await registered();
    const b = await plainBrowser();
    for (let i = 0; i < 2; i++) {
      const page = await b.get(`/konto/verifiera/${token}`);
      expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
      expect(page.headers['cache-control']).toContain('no-store');
      expect(page.body).toContain(c.verify.submit);
      expect(page.body).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/konto\/verifiera")/);
      expect(page.body).toContain(`name="token" value="${token}"`);
      expect(page.body).toContain('name="_token"');
    }
    expect(await verifiedAt(email)).toBeNull();
    expect(await unusedTokens(email)).toBe(1);
  });

  it('verifies on the button, with the CSRF token, once', async () => {
    const { email, token } = await registered();
    const b = await plainBrowser();
    expect((await b.post('/konto/verifiera', { token })).statusCode).toBe(419);
    expect(await verifiedAt(email)).toBeNull();

    const confirmed = await b.post('/konto/verifiera', { token, _token: b.csrf });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/login');
    expect(await verifiedAt(email)).not.toBeNull();
    expect((await b.get('/login')).body).toContain(c.myPagesPage.verified);

    const again = await b.post('/konto/verifiera', { token, _token: b.csrf });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/konto/verifiera/${token}`);
    const used = await b.get(again.headers.location as string);
    expect(used.body).toContain(c.errors.linkInvalid);
    expect(used.body).not.toContain('action="/konto/verifiera"');
  });

  it('answers a script 422 for a bad token and the page says the link is invalid', async () => {
    const shopper = await testShopper(shop().app);
    const res = await shopper.postJson('/konto/verifiera', { token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(c.errors.linkInvalid);
    expect((await shopper.postJson('/konto/verifiera', { token: ['a'] })).statusCode).toBe(422);
    // A mailed link's page says so at once, answering 404 (what a link checker reads), and offers no form; the
    // password-reset and claim links' pages alike.
    const browser = await plainBrowser();
    for (const url of [`/konto/verifiera/${'x'.repeat(43)}`, `/konto/aterstall-losenord/${'x'.repeat(43)}`, '/kundklubb/existerande-kund/abc', '/konto/verifiera/%00']) {
      const page = await browser.get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain(c.errors.linkInvalid);
      expect(page.body, url).not.toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/(konto|kundklubb)\/)/);
    }
  });

  it('leaves the password-reset and claim links unused when they are opened', async () => {
    const { email } = await registered();
    const shopper = await testShopper(shop().app);
    expect((await shopper.postJson('/konto/glomt-losenord', { email })).statusCode).toBe(200);
    expect((await shopper.postJson('/kundklubb/existerande-kund', { email })).statusCode).toBe(200);
    const before = await unusedTokens(email);
    const b = await plainBrowser();
    const reset = await b.get(`/konto/aterstall-losenord/${await tokenIn(email, 'account_password_reset', '/konto/aterstall-losenord')}`);
    expect(reset.body).toContain(c.reset.submit);
    expect((await b.get(`/kundklubb/existerande-kund/${await tokenIn(email, 'account_claim', '/kundklubb/existerande-kund')}`)).statusCode).toBe(200);
    expect(await unusedTokens(email)).toBe(before);
  });
});
