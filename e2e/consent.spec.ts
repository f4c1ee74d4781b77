import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// A first visit: no consent cookies in this context.
test.use({ freshConsent: true });

/**
 * The server asks for 2 years (Max-Age 63 072 000, asserted in server/api/consent.api.test.ts); Chromium keeps a
 * cookie at most 400 days (RFC 6265bis), so that is what the browser holds.
 */
const KEPT_S = Math.min(63_072_000, 400 * 86_400);

async function consentCookies(page: Page) {
  const cookies = await page.context().cookies();
  return Object.fromEntries(cookies.filter((c) => ['required', 'functional_third_party', 'marketing_third_party'].includes(c.name)).map((c) => [c.name, c]));
}

test('a first visit shows the consent modal; saving only functional sets the cookies and hides it', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Integritetsinställningar' });
  await expect(dialog).toBeVisible();
  // Both choices side by side in the summary view, equally easy.
  const all = dialog.getByRole('button', { name: 'Godkänn alla' });
  const required = dialog.getByRole('button', { name: 'Endast nödvändiga' });
  await expect(all).toBeVisible();
  await expect(required).toBeVisible();
  const [a, r] = [await all.boundingBox(), await required.boundingBox()];
  expect(Math.abs(a!.y - r!.y)).toBeLessThan(2);
  expect(Math.abs(a!.width - r!.width)).toBeLessThan(2);
  await expect(all).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Hantera inställningar' }).click();
  const functional = dialog.getByRole('switch', { name: 'Funktionella tjänster från tredje part' });
  const marketing = dialog.getByRole('switch', { name: 'Marknadsföring från tredje part' });
  const necessary = dialog.getByRole('switch', { name: 'Nödvändiga' });
  // Off until chosen (pre-ticked consent is not consent), the required item always on.
  await expect(functional).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(dialog.getByText('Alltid på')).toBeVisible();
  await expectNoAxeViolations(page);

  await functional.check();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Spara val' }).click();
  await reloaded;
  await expect(page.getByRole('dialog', { name: 'Integritetsinställningar' })).toHaveCount(0);

  const cookies = await consentCookies(page);
  expect(cookies.functional_third_party?.value).toBe('1');
  expect(cookies.marketing_third_party?.value).toBe('0');
  expect(cookies.required?.value).toBe('1');
  for (const cookie of Object.values(cookies)) {
    expect(cookie.path).toBe('/');
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(KEPT_S - 3600);
    expect(cookie.expires - Date.now() / 1000).toBeLessThan(KEPT_S + 3600);
  }

  // It stays closed on the next page, and the footer reopens the settings with the stored choices.
  await page.goto('/tillverkare');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const footerLink = page.getByRole('button', { name: 'Cookieinställningar' });
  await footerLink.click();
  const again = page.getByRole('dialog', { name: 'Integritetsinställningar' });
  await expect(again.getByRole('switch', { name: 'Funktionella tjänster från tredje part' })).toBeChecked();
  await expect(again.getByRole('switch', { name: 'Marknadsföring från tredje part' })).not.toBeChecked();
  // Keyboard: Tab stays inside, Esc closes and focus goes back to the footer button.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await again.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(footerLink).toBeFocused();
});

test('a choice on an address with a hash reloads with a time stamp; only necessary sets 0s', async ({ page }) => {
  await page.goto('/#main');
  const dialog = page.getByRole('dialog', { name: 'Integritetsinställningar' });
  await dialog.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect(page).toHaveURL(/\/\?_ts=\d+#main$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const cookies = await consentCookies(page);
  expect(cookies.functional_third_party?.value).toBe('0');
  expect(cookies.marketing_third_party?.value).toBe('0');
  expect(cookies.required?.value).toBe('1');
});

test('no third-party script or request before consent', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) foreign.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Integritetsinställningar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
  expect(scripts.filter((src) => !src.startsWith(new URL(page.url()).origin))).toEqual([]);
  expect(foreign).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page carries the modal, and 'Endast nödvändiga' is a form that stores the choice and comes back without it", async ({ page }) => {
    await page.goto('/vitvaror');
    const dialog = page.getByRole('dialog', { name: 'Integritetsinställningar' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Endast nödvändiga' }).click();
    await expect(page).toHaveURL(/\/vitvaror$/);
    await expect(page.getByRole('dialog', { name: 'Integritetsinställningar' })).toHaveCount(0);
    const cookies = await consentCookies(page);
    expect(cookies.required?.value).toBe('1');
    expect(cookies.functional_third_party?.value).toBe('0');
    expect(cookies.marketing_third_party?.value).toBe('0');
  });
});
