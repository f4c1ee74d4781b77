import { describe, expect, it } from 'vitest';
import { suiteShop, testDialects } from './testing/test-app';

const SNAPSHOT_REREAD_MS = 2_100; // the catalog version and the settings are re-read every 2 s
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const THIRD_PARTY_SRC = 'https://bilder.socialt.example/hembutiken/butiken.jpg';
const CONSENT = {
  none: '',
  onlyRequired: 'required=1; functional_third_party=0; marketing_third_party=0',
  functional: 'required=1; functional_third_party=1; marketing_third_party=0',
  // An option cookie without the required one is not a choice.
  forged: 'functional_third_party=1',
};

/** Issue 16: images from third-party services show only with functional consent; otherwise 'Innehållet kan inte visas'. */
describe.each(testDialects)('third-party images and the social feed on %s', (dialect) => {
  const shop = suiteShop(dialect);
  const db = () => shop().app.database.db;
  const get = (url: string, cookie: string) => shop().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("renders an info page's third-party image only for a shopper with functional consent, and the notice with the enable form otherwise", async () => {
    const page = await db().selectFrom('info_pages').select(['id', 'url', 'body']).where('url', '=', '/om-oss').executeTakeFirstOrThrow();
    await db()
      .updateTable('info_pages')
      .set({ body: `${page.body}\n\n![Vår butik i Exempelstad](${THIRD_PARTY_SRC})\n\n![Egen bild](/assets/uploads/om-oss.jpg)` })
      .where('id', '=', page.id)
      .execute();
    await db().updateTable('catalog_state').set((eb) => ({ version: eb('version', '+', 1) })).execute();
    await wait(SNAPSHOT_REREAD_MS);

    // Each visitor in turn, twice, so a page shared between visitors never crosses from one consent to another.
    for (let round = 0; round < 2; round++) {
      for (const [name, cookie] of Object.entries(CONSENT)) {
        const res = await get(page.url, cookie);
        expect(res.statusCode).toBe(200);
        const shown = name === 'functional';
        expect(res.body.includes(`src="${THIRD_PARTY_SRC}"`), `${name}, round ${round}`).toBe(shown);
        expect(res.body.includes('Innehållet kan inte visas'), `${name}, round ${round}`).toBe(!shown);
        // The shop's own image shows for everyone.
        expect(res.body).toContain('src="/assets/uploads/om-oss.jpg"');
        if (!shown) {
          expect(res.body).toContain('action="/api/internal/cookie-consent"');
          expect(res.body).toContain('Tillåt funktionella tjänster från tredje part');
          expect(res.body).toMatch(/<input type="hidden" name="functional" value="1"\/>/);
        }
      }
    }
    // The image markup is not in the page's description.
    const html = (await get(page.url, CONSENT.functional)).body;
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).not.toContain('![');
  });

  it('lets images from https hosts through the content security policy', async () => {
    const res = await get('/', CONSENT.functional);
    expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data: https:(;|$)/);
  });

  it('shows the social image feed heading from the setting, and its notice without functional consent', async () => {
    const feed = {
      title: 'Följ oss i sociala medier',
      profileUrl: 'https://socialt.example/hembutiken',
      images: [{ src: 'https://bilder.socialt.example/1.jpg', alt: 'Nytt kök med induktionshäll', link: 'https://socialt.example/p/1' }],
    };
    await db().insertInto('site_settings').values({ key: 'socialImageFeed', value: JSON.stringify(feed) }).execute();
    await wait(SNAPSHOT_REREAD_MS);
    try {
      const without = await get('/', CONSENT.onlyRequired);
      expect(without.body).toContain('Följ oss i sociala medier');
      expect(without.body).toContain('Innehållet kan inte visas');
      // The setting travels in the page's data, but no image is requested from the host.
      expect(without.body.includes('src="https://bilder.socialt.example')).toBe(false);
      // With consent the images' code is a part of its own, loaded in the browser when the feed nears the screen.
      const withConsent = await get('/', CONSENT.functional);
      expect(withConsent.body).toContain('Följ oss i sociala medier');
      expect(withConsent.body.includes('Innehållet kan inte visas')).toBe(false);
      expect(withConsent.body).toContain('Hämtar bilder ...');
    } finally {
      await db().deleteFrom('site_settings').where('key', '=', 'socialImageFeed').execute();
      await wait(SNAPSHOT_REREAD_MS);
    }
    expect((await get('/', CONSENT.functional)).body.includes('Följ oss i sociala medier')).toBe(false);
  });
});
