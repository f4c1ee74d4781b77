import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { assertFillable, createSharedPageCache, sharedPageOf, slotValues, type SharedPage, type VisitorValues } from './shared-pages';
import { gzipSharedPage, plainSharedPage } from './shared-page-gzip';

/** The page as one visitor gets it without compression (server/plugins/react-router.ts). */
const filledPage = (page: SharedPage, values: VisitorValues) => plainSharedPage(page.bytes, slotValues(page, values));
const filledText = (page: SharedPage, values: VisitorValues) => filledPage(page, values).toString();

const mine: VisitorValues = { csrfToken: 'TOKEN-A-0123456789', scriptNonce: 'nonce+A/1=', cartCount: 'slotCOUNT', cartTotal: 'slotTOTAL', cartLabel: 'slotLABEL' };
const yours: VisitorValues = { csrfToken: 'TOKEN-B-9876543210', scriptNonce: 'nonce+B/2=', cartCount: '3', cartTotal: '1\u00a0249\u00a0kr', cartLabel: 'Varukorg, 3 produkter, 1\u00a0249\u00a0kr' };

function pageOf(text: string, values = mine): SharedPage {
  return sharedPageOf(200, [['content-type', 'text/html; charset=utf-8'], ['set-cookie', 'x=1']], text, values);
}

describe('a shared page', () => {
  const text = `<meta name="csrf-token" content="${mine.csrfToken}"><script nonce="${mine.scriptNonce}">{"csrfToken":"${mine.csrfToken}"}</script><form><input name="_token" value="${mine.csrfToken}"></form>`;

  it('gives back the rendered text for the visitor it was rendered for', () => {
    expect(filledText(pageOf(text), mine)).toBe(text);
  });

  it("carries another visitor's token and nonce wherever the first visitor's were, and nothing of the first's", () => {
    const filled = filledText(pageOf(text), yours);
    expect(filled).toBe(text.split(mine.csrfToken).join(yours.csrfToken).split(mine.scriptNonce).join(yours.scriptNonce));
    expect(filled).not.toContain(mine.csrfToken);
    expect(filled).not.toContain(mine.scriptNonce);
  });

  it("fills the cart badge's marks, in the text and in the loader data, with the shopper's own count, total and label", () => {
    const marked = `<span class="cart-toggle__count">${mine.cartCount}</span><button aria-label="${mine.cartLabel}">${mine.cartTotal}</button><script>{"count":"${mine.cartCount}"}</script>`;
    const filled = filledText(pageOf(marked), yours);
    expect(filled).toBe(`<span class="cart-toggle__count">3</span><button aria-label="${yours.cartLabel}">${yours.cartTotal}</button><script>{"count":"3"}</script>`);
    expect(filled).not.toContain('slot');
  });

  it('refuses a value that would read differently in an attribute or a script', () => {
    expect(() => assertFillable(yours)).not.toThrow();
    expect(() => assertFillable({ ...yours, cartLabel: 'a"b' })).toThrow();
    expect(() => assertFillable({ ...yours, cartTotal: '<b>' })).toThrow();
  });

  it('counts its deflate data, part lengths and CRC operators in its size, and its length in bytes of the text', () => {
    const held = (page: SharedPage) => page.bytes.deflated.reduce((sum, part) => sum + part.length, 0);
    const page = pageOf(`${text}<p>★★★★☆ – 4 av 5</p>`);
    expect(page.bytes.length).toBe(Buffer.byteLength(`${text}<p>★★★★☆ – 4 av 5</p>`) - 3 * mine.csrfToken.length - mine.scriptNonce.length);
    expect(page.size).toBe(held(page) + page.bytes.lengths.byteLength + page.bytes.crcs.byteLength + page.bytes.shifts.byteLength);
    expect(page.bytes.shifts.length).toBe(32 * page.bytes.crcs.length);
    expect(pageOf(`${text}${'<p>Kylskåp</p>'.repeat(1_000)}`).size).toBeLessThan(2 * 15_000);
  });

  it.each([
    ['tokens inside the text', text],
    ['a token first and last, two in a row', `${mine.csrfToken}å ä ö 😀${mine.scriptNonce}${mine.csrfToken}<p>${'lång text '.repeat(5_000)}</p>${mine.csrfToken}`],
    ['no token at all', '<p>Hej</p>'],
  ])('gzips, from parts deflated once, exactly the page another visitor gets (%s)', (_what, rendered) => {
    const page = pageOf(rendered);
    const filled = filledPage(page, yours);
    const gzipped = gzipSharedPage(page.bytes, slotValues(page, yours));
    expect(gunzipSync(gzipped).equals(filled)).toBe(true);
    expect(gzipped.includes(Buffer.from(mine.csrfToken))).toBe(false);
  });

  it('keeps a page without any token as it is, and never keeps a Set-Cookie header', () => {
    const page = pageOf('<p>Hej</p>');
    expect(page.slots).toEqual([]);
    expect(filledText(page, yours)).toBe('<p>Hej</p>');
    expect(page.headers).toEqual([['content-type', 'text/html; charset=utf-8']]);
  });
});

describe('the shared page cache', () => {
  const cacheAt = (clock: { t: number }, maxSize = 1000, waitMs = 50) =>
    createSharedPageCache({ ttlMs: 1000, maxSize, waitMs, now: () => clock.t });

  it('serves a settled page until it is older than its time to live', async () => {
    const clock = { t: 0 };
    const cache = cacheAt(clock);
    cache.begin('/a')!.settle(pageOf('<p>a</p>'));
    clock.t = 999;
    expect(await cache.find('/a')).not.toBeNull();
    clock.t = 1000;
    expect(await cache.find('/a')).toBeNull();
    expect(cache.stats().pages).toBe(0);
  });

  it('lets pages that no one asks for again go once they have expired, without a lookup', async () => {
    const clock = { t: 0 };
    const cache = cacheAt(clock);
    cache.begin('/old-version')!.settle(pageOf('<p>a</p>'));
    clock.t = 600;
    cache.begin('/b')!.settle(pageOf('<p>b</p>'));
    expect(cache.stats().pages).toBe(2);
    clock.t = 1200;
    cache.begin('/c')!.settle(pageOf('<p>c</p>'));
    expect(cache.stats().pages).toBe(2);
    expect(await cache.find('/b')).not.toBeNull();
  });

  it('lets visitors wait for a render in progress instead of rendering the same page again', async () => {
    const cache = cacheAt({ t: 0 });
    const render = cache.begin('/a')!;
    expect(cache.begin('/a')).toBeNull();
    const waiting = cache.find('/a');
    render.settle(pageOf('<p>a</p>'));
    expect(filledText((await waiting)!, yours)).toBe('<p>a</p>');
    expect(cache.begin('/a')).not.toBeNull();
  });

  it('sends waiters to render their own when the render is not shareable or takes too long', async () => {
    const cache = cacheAt({ t: 0 }, 1000, 20);
    const refused = cache.begin('/a')!;
    const waiting = cache.find('/a');
    refused.settle(null);
    expect(await waiting).toBeNull();
    expect(cache.stats().pages).toBe(0);

    cache.begin('/slow');
    const started = Date.now();
    expect(await cache.find('/slow')).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('drops the least recently served pages first when over its size, and never keeps a page larger than the bound', async () => {
    const cache = cacheAt({ t: 0 }, 30);
    const tenLong = (c: string): SharedPage => ({ ...pageOf(c.repeat(10)), size: 10 });
    cache.begin('/a')!.settle(tenLong('a'));
    cache.begin('/b')!.settle(tenLong('b'));
    cache.begin('/c')!.settle(tenLong('c'));
    expect(await cache.find('/a')).not.toBeNull();
    cache.begin('/d')!.settle(tenLong('d'));
    expect(await cache.find('/b')).toBeNull();
    expect(await cache.find('/a')).not.toBeNull();
    expect(cache.stats()).toMatchObject({ pages: 3, size: 30 });
    cache.begin('/huge')!.settle({ ...pageOf('x'.repeat(31)), size: 31 });
    expect(await cache.find('/huge')).toBeNull();
  });

  it('counts its lookups: a fresh page or one another render gave is a hit, nothing to give a miss', async () => {
    const cache = cacheAt({ t: 0 }, 100);
    expect(await cache.find('/a')).toBeNull();
    cache.begin('/a')!.settle({ ...pageOf('a'), size: 1 });
    expect(await cache.find('/a')).not.toBeNull();
    const render = cache.begin('/b')!;
    const waiting = cache.find('/b');
    render.settle({ ...pageOf('b'), size: 1 });
    expect(await waiting).not.toBeNull();
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1 });
  });
});
