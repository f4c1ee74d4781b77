import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svAccount } from '../../common/copy/sv-account';
import { svNewsletter } from '../../common/copy/sv-newsletter';
import { CONFIRM_LINK_LIFETIME_MS, NEWSLETTER_CONSENT_VERSION } from '../../domain/newsletter';
import { ABUSE_LIMITS } from '../plugins/rate-limit';
import { createTestApp, nextShopperAddress, testDialects, testShopper, type TestApp } from '../testing/test-app';

const n = svNewsletter;
/** Settings are re-read every 2 s (services/catalog/catalog-service.ts). */
const SETTINGS_REREAD_MS = 2_100;
const SIGNUPS_PER_SESSION = ABUSE_LIMITS.newsletterSignup.abuseLimit.rules.find((r) => r.per === 'session')!.max;

/**
 * The visitors' newsletter (issue 31): a sign-up with consent mails a signed, expiring confirmation link; only its
 * button makes the subscription, and the mail's unsubscribe link ends it.
 */
describe.each(testDialects)('newsletter sign-up with double opt-in on %s', (dialect) => {
  let shop: TestApp;
  let clock = Date.now();
  const now = () => new Date(clock);
  const db = () => shop.app.database.db;
  let count = 0;
  const uniqueEmail = (name: string) => `${name}-${++count}-${Date.now()}@example.se`;

  beforeAll(async () => {
    shop = await createTestApp(dialect, { catalogSize: 20, now });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const subscription = (email: string) => db().selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
  const mailsTo = (email: string) => db().selectFrom('outbox_emails').select(['kind', 'subject', 'text_body', 'html_body']).where('recipient', '=', email).orderBy('id').execute();
  async function linksIn(email: string) {
    const mail = (await mailsTo(email)).at(-1)!;
    const token = (path: string) => new RegExp(`${path}/([A-Za-z0-9._-]+)`).exec(mail.text_body)![1]!;
    return { confirm: token('/nyhetsbrev/bekrafta'), unsubscribe: token('/nyhetsbrev/avsluta') };
  }
  const signUp = async (email: string, consent = '1') => (await testShopper(shop.app)).post('/nyhetsbrev', { email, consent });
  const post = async (path: string, token: string) => (await testShopper(shop.app)).post(path, { token });

  it('refuses a sign-up without a valid address or without consent, in Swedish, storing and mailing nothing', async () => {
    const shopper = await testShopper(shop.app);
    const email = uniqueEmail('fel');
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ email: '', consent: '1' }, { email: [svAccount.errors.email.required] }],
      [{ email: 'inte-en-adress', consent: '1' }, { email: [svAccount.errors.email.invalid] }],
      [{ email }, { consent: [n.consentRequired] }],
      [{ email: 'x', consent: '0' }, { email: [svAccount.errors.email.invalid], consent: [n.consentRequired] }],
    ];
    for (const [form, errors] of cases) {
      const res = await shopper.post('/nyhetsbrev', form);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ error: true, errors });
    }
    const tooLong = await shopper.post('/nyhetsbrev', { email: `${'a'.repeat(400)}@example.se`, consent: '1' });
    expect(tooLong.statusCode).toBe(422);
    const list = await shop.app.inject({ method: 'POST', url: '/nyhetsbrev', headers: { ...shopper.headers, 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(list.statusCode).toBe(422);
    expect(await subscription(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('refuses a post without the CSRF token', async () => {
    const email = uniqueEmail('csrf');
    const shopper = await testShopper(shop.app);
    const res = await shop.app.inject({
      method: 'POST', url: '/nyhetsbrev', headers: { ...shopper.headers, 'x-csrf-token': 'fel', 'content-type': 'application/x-www-form-urlencoded' }, payload: `email=${encodeURIComponent(email)}&consent=1`,
    });
    expect(res.statusCode).toBe(419);
    expect(await subscription(email)).toBeUndefined();
  });

  it('records the consent and mails a confirmation link; the subscription waits until the link’s button is pressed', async () => {
    const email = uniqueEmail('anna');
    const res = await signUp(`  ${email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ error: false, message: n.sent });
    const row = (await subscription(email))!;
    expect(row).toMatchObject({ status: 'pending', consent_text: n.consent, consent_version: NEWSLETTER_CONSENT_VERSION, consented_at: now().toISOString(), confirmed_at: null });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(['newsletter_confirm']);
    expect(mails[0]!.subject).toBe('Bekräfta din prenumeration på Hembutikens nyhetsbrev');
    const { confirm, unsubscribe } = await linksIn(email);
    expect(mails[0]!.html_body).toContain(`/nyhetsbrev/bekrafta/${confirm}`);
    expect(mails[0]!.html_body).toContain(`/nyhetsbrev/avsluta/${unsubscribe}`);

    // Opening the link shows the button and changes nothing (decision 039).
    const page = await shop.app.inject({ method: 'GET', url: `/nyhetsbrev/bekrafta/${confirm}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/nyhetsbrev\/bekrafta")/);
    expect(page.body).toContain(`name="token" value="${confirm}"`);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await subscription(email))!.status).toBe('pending');

    const confirmed = await post('/nyhetsbrev/bekrafta', confirm);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ error: false, message: n.confirmed });
    const active = (await subscription(email))!;
    expect(active.status).toBe('active');
    expect(active.confirmed_at).toBe(now().toISOString());

    // The link pressed again answers the same and changes nothing.
    clock += 60_000;
    const again = await post('/nyhetsbrev/bekrafta', confirm);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: n.confirmed });
    expect((await subscription(email))!.confirmed_at).toBe(active.confirmed_at);
  });

  it('answers a second sign-up the same: a waiting address gets a new mail, a subscribed one none', async () => {
    const email = uniqueEmail('dubbel');
    expect((await signUp(email)).json()).toMatchObject({ message: n.sent });
    expect((await signUp(email)).json()).toMatchObject({ message: n.sent });
    expect((await mailsTo(email)).length).toBe(2);
    const rows = await db().selectFrom('newsletter_subscriptions').select('id').where('email', '=', email).execute();
    expect(rows.length).toBe(1);

    expect((await post('/nyhetsbrev/bekrafta', (await linksIn(email)).confirm)).statusCode).toBe(200);
    const subscribed = await signUp(email);
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json()).toMatchObject({ message: n.sent });
    expect((await mailsTo(email)).length).toBe(2);
    expect((await subscription(email))!.status).toBe('active');
  });

  it('refuses an expired link, which a new sign-up replaces', async () => {
    const email = uniqueEmail('sen');
    await signUp(email);
    const { confirm } = await linksIn(email);
    clock += CONFIRM_LINK_LIFETIME_MS + 1_000;
    const page = await shop.app.inject({ method: 'GET', url: `/nyhetsbrev/bekrafta/${confirm}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(n.expired);
    expect(page.body).not.toContain('action="/nyhetsbrev/bekrafta"');
    const expired = await post('/nyhetsbrev/bekrafta', confirm);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ error: true, message: n.expired });
    expect((await subscription(email))!.status).toBe('pending');

    await signUp(email);
    const fresh = await linksIn(email);
    expect(fresh.confirm).not.toBe(confirm);
    expect((await post('/nyhetsbrev/bekrafta', fresh.confirm)).statusCode).toBe(200);
    expect((await subscription(email))!.status).toBe('active');
  });

  it('refuses a made-up or altered link', async () => {
    const email = uniqueEmail('falsk');
    await signUp(email);
    const { confirm, unsubscribe } = await linksIn(email);
    const [id, expires, signature] = confirm.split('.');
    const forged = [`${id}.${Number(expires) + 86_400}.${signature}`, `${Number(id) + 1}.${expires}.${signature}`, 'abc', `${confirm}x`];
    for (const token of forged) {
      const res = await post('/nyhetsbrev/bekrafta', token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toMatchObject({ error: true, message: n.invalid });
    }
    const [, unsubscribeSignature] = unsubscribe.split('.');
    expect((await post('/nyhetsbrev/avsluta', `${Number(id) + 1}.${unsubscribeSignature}`)).statusCode).toBe(404);
    // Opened from a mail, the link's page says so at once, with the status a link checker reads.
    for (const url of [`/nyhetsbrev/bekrafta/${forged[0]}`, '/nyhetsbrev/bekrafta/abc', `/nyhetsbrev/avsluta/${Number(id) + 1}.${unsubscribeSignature}`, `/nyhetsbrev/avsluta/${'%00'.repeat(3)}`]) {
      const page = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain(n.invalid);
      expect(page.body, url).not.toMatch(/<form(?=[^>]*action="\/nyhetsbrev\/(bekrafta|avsluta)")/);
    }
    expect((await subscription(email))!.status).toBe('pending');
  });

  it('ends the subscription from the mail’s unsubscribe link; the old confirmation link does not revive it', async () => {
    const email = uniqueEmail('slut');
    await signUp(email);
    const { confirm, unsubscribe } = await linksIn(email);
    await post('/nyhetsbrev/bekrafta', confirm);
    const page = await shop.app.inject({ method: 'GET', url: `/nyhetsbrev/avsluta/${unsubscribe}`, headers: { accept: 'text/html' } });
    expect(page.body).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/nyhetsbrev\/avsluta")/);
    expect((await subscription(email))!.status).toBe('active');

    const res = await post('/nyhetsbrev/avsluta', unsubscribe);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, message: n.unsubscribed });
    expect((await subscription(email))!).toMatchObject({ status: 'unsubscribed', unsubscribed_at: now().toISOString() });
    expect((await post('/nyhetsbrev/bekrafta', confirm)).statusCode).toBe(404);
    expect((await subscription(email))!.status).toBe('unsubscribed');

    // Signing up again asks for a new confirmation.
    await signUp(email);
    expect((await subscription(email))!.status).toBe('pending');
    expect((await mailsTo(email)).length).toBe(2);
  });

  it('works as a plain form post: the newsletter page shows the answer in Swedish', async () => {
    const headers: Record<string, string> = { accept: 'text/html', 'x-forwarded-for': nextShopperAddress() };
    const first = await shop.app.inject({ method: 'GET', url: '/', headers });
    headers.cookie = [first.headers['set-cookie']].flat().map((v) => String(v).split(';')[0]).join('; ');
    const csrf = /name="_token" value="([^"]+)"/.exec(first.body)![1]!;
    expect(first.body).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/nyhetsbrev")/);
    const form = (fields: Record<string, string>) =>
      shop.app.inject({ method: 'POST', url: '/nyhetsbrev', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ _token: csrf, ...fields }).toString() });

    const refused = await form({ email: 'inte-en-adress', consent: '1' });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/nyhetsbrev');
    const refusedPage = await shop.app.inject({ method: 'GET', url: '/nyhetsbrev', headers });
    expect(refusedPage.body).toContain(svAccount.errors.email.invalid);
    expect(refusedPage.body).toContain('value="inte-en-adress"');

    const email = uniqueEmail('utan-js');
    const sent = await form({ email, consent: '1' });
    expect(sent.statusCode).toBe(303);
    const sentPage = await shop.app.inject({ method: 'GET', url: '/nyhetsbrev', headers });
    expect(sentPage.body).toContain(n.sent);
    expect((await subscription(email))!.status).toBe('pending');
  });

  it(`limits sign-ups to ${SIGNUPS_PER_SESSION} per session`, async () => {
    const shopper = await testShopper(shop.app);
    for (let i = 0; i < SIGNUPS_PER_SESSION; i++) expect((await shopper.post('/nyhetsbrev', { email: uniqueEmail('flod'), consent: '1' })).statusCode).toBe(200);
    const email = uniqueEmail('flod');
    expect((await shopper.post('/nyhetsbrev', { email, consent: '1' })).statusCode).toBe(429);
    expect(await subscription(email)).toBeUndefined();
  });

  describe('with the newsletter switched off (newsletterActive)', () => {
    beforeAll(async () => {
      await db().insertInto('site_settings').values({ key: 'newsletterActive', value: 'false' }).execute();
      await new Promise((resolve) => setTimeout(resolve, SETTINGS_REREAD_MS));
    });
    afterAll(async () => {
      await db().deleteFrom('site_settings').where('key', '=', 'newsletterActive').execute();
    });

    it('takes no sign-up and the footer offers none', async () => {
      const email = uniqueEmail('stangt');
      const res = await signUp(email);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: true, message: n.closed });
      expect(await subscription(email)).toBeUndefined();
      const home = await shop.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(home.body).not.toContain('action="/nyhetsbrev"');
    });
  });
});
