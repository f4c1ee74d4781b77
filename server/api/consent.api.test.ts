import { describe, expect, it } from 'vitest';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';

function cookiesOf(setCookie: string | string[] | undefined): Map<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return new Map(list.map((c) => [c.split('=')[0]!, c]));
}

describe.each(testDialects)('cookie consent on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false });
  const app = () => shop().app;

  it('stores the choices as one cookie per option, 1 or 0, two years on path /', async () => {
    const s = await testShopper(app());
    const res = await s.post('/api/internal/cookie-consent', { marketing: '0', functional: '1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, marketing: false, functional: true, required: true });
    const cookies = cookiesOf(res.headers['set-cookie']);
    expect([...cookies.keys()].sort()).toEqual(['functional_third_party', 'marketing_third_party', 'required']);
    expect(cookies.get('marketing_third_party')).toMatch(/^marketing_third_party=0;/);
    expect(cookies.get('functional_third_party')).toMatch(/^functional_third_party=1;/);
    expect(cookies.get('required')).toMatch(/^required=1;/);
    for (const cookie of cookies.values()) {
      expect(cookie).toContain('Max-Age=63072000');
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('HttpOnly');
    }
  });

  it('takes JSON booleans too', async () => {
    const s = await testShopper(app());
    const res = await s.postJson('/api/internal/cookie-consent', { marketing: true, functional: true });
    expect(res.statusCode).toBe(200);
    const cookies = cookiesOf(res.headers['set-cookie']);
    expect(cookies.get('marketing_third_party')).toMatch(/=1;/);
    expect(cookies.get('functional_third_party')).toMatch(/=1;/);
  });

  it('refuses a choice that is neither yes nor no, and sets nothing', async () => {
    const s = await testShopper(app());
    const res = await s.post('/api/internal/cookie-consent', { marketing: 'kanske', functional: '1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: true, message: 'Välj ja eller nej för marknadsföring och funktionella tjänster.', errors: { marketing: expect.any(Array) } });
    expect(res.headers['set-cookie']).toBeUndefined();
    const missing = await s.post('/api/internal/cookie-consent', {});
    expect(missing.statusCode).toBe(422);
  });

  it('refuses a call without the CSRF token', async () => {
    const s = await testShopper(app());
    const res = await app().inject({
      method: 'POST', url: '/api/internal/cookie-consent', headers: { cookie: s.headers.cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'marketing=1&functional=1',
    });
    expect(res.statusCode).toBe(419);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
