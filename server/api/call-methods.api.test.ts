import { describe, expect, it } from 'vitest';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';

/**
 * The spec's calls outside /api/ (storefront.md section 7) with another method than theirs: a client marking itself
 * as XHR gets 405 in the error shape with the Swedish message and an Allow header, not the page handler's HTML page;
 * a browser asking for a page gets the Swedish error page.
 */
describe.each(testDialects)('calls outside /api/ with the wrong method on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 20 });

  it.each([
    ['POST', '/produkter/filtrera', 'GET, HEAD'],
    ['DELETE', '/produkter/filtrera', 'GET, HEAD'],
    ['POST', '/produkter/autocomplete', 'GET, HEAD'],
    ['GET', '/produkter/sok_for_jamfor', 'POST'],
    ['GET', '/retur-och-reklamation/find-order', 'POST'],
    ['PUT', '/retur-och-reklamation/store', 'POST'],
  ] as const)('%s %s answers 405 as JSON', async (method, url, allow) => {
    const { headers } = await testShopper(shop().app);
    const res = await shop().app.inject({ method, url, headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(405);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toEqual({ error: true, code: 'method_not_allowed', message: 'Det går inte att göra så här.' });
  });

  it('answers a browser with the Swedish error page', async () => {
    const res = await shop().app.inject({ method: 'GET', url: '/produkter/sok_for_jamfor', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(405);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Det går inte att göra så här');
  });

  it('leaves the calls themselves alone', async () => {
    const shopper = await testShopper(shop().app);
    expect((await shopper.get('/produkter/filtrera')).statusCode).toBe(200);
    expect((await shopper.get('/produkter/autocomplete?query=tv')).statusCode).toBe(200);
    expect((await shop().app.inject({ method: 'HEAD', url: '/produkter/filtrera' })).statusCode).toBe(200);
    expect((await shopper.post('/produkter/sok_for_jamfor', { text: 'tv' })).statusCode).toBe(200);
  });

  it.each([
    ['GET', '/checkoutv3/discounts/store'],
    ['POST', '/checkoutv3/finns-inte'],
    ['DELETE', '/checkoutv3/products/update'],
    ['GET', '/checkoutv3/checkoutv3/finns-inte'],
  ] as const)('%s %s, no call under /checkoutv3/, answers 404 as JSON', async (method, url) => {
    const { headers } = await testShopper(shop().app);
    const res = await shop().app.inject({ method, url, headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ error: true, code: 'not_found' });
  });

  it('still serves the checkout page and its calls', async () => {
    const shopper = await testShopper(shop().app);
    expect((await shop().app.inject({ method: 'GET', url: '/checkoutv3', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    expect((await shopper.get('/checkoutv3/checkoutv3/show')).statusCode).toBe(200);
    expect((await shopper.get('/checkoutv3/products/index')).statusCode).toBe(200);
  });
});
