import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { countedUpload } from '../testing/counted-upload';
import { solidPng } from '../testing/png';
import { loggedInAdmin } from '../testing/staff-browser';
import { nextShopperAddress, suiteShop, testDialects, testShopper } from '../testing/test-app';

const MB = 1024 * 1024;
/** What a refusal may have read of a body: the form's head and a buffer or two, never the file. */
const READ_AT_MOST = 256 * 1024;
const PNG = solidPng(10, 10);

/**
 * Issue 27 item 7: an upload is refused on its head (session, CSRF token, declared length) before its body is read
 * (decision 037), so nobody makes the shop take in megabytes it is going to refuse.
 */
describe.each(testDialects)('uploads refused before their body is read (%s)', (dialect) => {
  const shop = suiteShop(dialect, { pages: false });
  const app = () => shop().app;

  function send(url: string, upload: ReturnType<typeof countedUpload>, headers: Record<string, string> = {}) {
    return app().inject({ method: 'POST', url, headers: { ...upload.headers, accept: 'application/json', 'x-forwarded-for': nextShopperAddress(), ...headers }, payload: upload.payload });
  }

  const BACK_OFFICE = [
    ['/admin/api/products/1/images', 'image', 9 * MB],
    ['/admin/api/brands/1/logo', 'logo', 1.5 * MB],
    ['/admin/api/catalog-import', 'fil', 9 * MB],
  ] as const;

  it.each(BACK_OFFICE)('answers an anonymous 10 MB upload to %s with 401', async (url, field) => {
    const upload = countedUpload({ field, fileName: 'bild.png', fileBytes: 10 * MB, head: PNG, fields: { _token: 'x'.repeat(43) } });
    const res = await send(url, upload);
    expect(res.statusCode).toBe(401);
    expect(upload.read()).toBeLessThan(READ_AT_MOST);
  });

  it.each(BACK_OFFICE)('answers a staff upload to %s without its CSRF token with 419 before the file is read', async (url, field, fileBytes) => {
    const admin = await loggedInAdmin(app());
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const [fields, headers] of [[{}, {}], [{ _token: 'fel' }, {}], [{}, { 'x-csrf-token': 'fel' }]] as const) {
      const upload = countedUpload({ field, fileName: 'bild.png', fileBytes, head: PNG, fields });
      const res = await send(url, upload, { cookie, ...headers });
      expect(res.statusCode, JSON.stringify(fields)).toBe(419);
      expect(upload.read()).toBeLessThan(READ_AT_MOST);
    }
  });

  it.each([
    ['/admin/api/products/1/images', 'image', 30 * MB, 'image_too_large'],
    ['/admin/api/brands/1/logo', 'logo', 10 * MB, 'logo_too_large'],
  ] as const)('answers a staff upload to %s longer than its file limit with 413 before reading it', async (url, field, fileBytes, code) => {
    const admin = await loggedInAdmin(app());
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const upload = countedUpload({ field, fileName: 'bild.png', fileBytes, head: PNG });
    const res = await send(url, upload, { cookie, 'x-csrf-token': admin.staffToken, 'x-requested-with': 'XMLHttpRequest' });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ code: string }>().code).toBe(code);
    expect(upload.read()).toBeLessThan(READ_AT_MOST);
  });

  it('answers a return filing without a CSRF token with 419, and one longer than the allowed images with 413, before reading it', async () => {
    const anonymous = countedUpload({ field: 'images[]', fileName: 'bild.png', fileBytes: 10 * MB, head: PNG });
    expect((await send('/retur-och-reklamation/store', anonymous)).statusCode).toBe(419);
    expect(anonymous.read()).toBeLessThan(READ_AT_MOST);

    const shopper = await testShopper(app());
    const upload = countedUpload({ field: 'images[]', fileName: 'bild.png', fileBytes: 30 * MB, head: PNG, fields: { order_name: '1' } });
    const res = await send('/retur-och-reklamation/store', upload, { cookie: shopper.headers.cookie, 'x-csrf-token': shopper.headers['x-csrf-token'], 'x-requested-with': 'XMLHttpRequest' });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.images).toEqual(['Bilden är större än 10 MB.']);
    expect(upload.read()).toBeLessThan(READ_AT_MOST);
  });

  it('over HTTP, answers while the body is still on its way and closes the connection, so the rest is never read', async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    const { port } = app().server.address() as AddressInfo;
    const fileBytes = 30 * MB;
    const upload = countedUpload({ field: 'image', fileName: 'bild.png', fileBytes, head: PNG });
    const answer = await new Promise<{ status: number | undefined; connection: string | undefined }>((resolve, reject) => {
      const request = http.request({ port, method: 'POST', path: '/admin/api/products/1/images', headers: { ...upload.headers, accept: 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
      });
      request.on('error', reject);
      upload.payload.pipe(request);
    });
    expect(answer).toEqual({ status: 401, connection: 'close' });
    expect(upload.read()).toBeLessThan(fileBytes);
  });
});
