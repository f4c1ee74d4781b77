import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { logInAsAdmin, operatorCommand, SETTINGS_PICKED_UP_MS, withSiteSetting } from './journeys';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1366, height: 900 };
const LOGO = '/assets/uploads/categories/vitvaror.svg';

/** After scrolling far down, the micro banner is still at the top of the window, right above the header's bar, covering none of it. */
async function expectStickyBanner(page: Page) {
  await page.goto('/');
  const banner = page.locator('.micro-banner');
  const bar = page.locator('.site-header__main');
  await expect(banner).toBeVisible();
  await page.mouse.wheel(0, 2_500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
  await expect(page.locator('.site-header--scrolled')).toHaveCount(1);
  await expect(banner).toBeInViewport();
  const bannerBox = (await banner.boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(bannerBox.y).toBeGreaterThanOrEqual(0);
  expect(bannerBox.y).toBeLessThan(2);
  expect(barBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 0.5);
  await expect(bar).toBeInViewport();
}

test.describe('the phone layout at 375 px', () => {
  test.use({ viewport: PHONE });

  test('a visitor finds Logga in in the header, the menu and the footer, logs in and reaches Mina sidor', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    await expect(header.getByRole('link', { name: 'Logga in' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Logga in' })).toBeVisible();
    await page.getByRole('button', { name: 'Meny' }).click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu.getByRole('link', { name: 'Logga in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screens/phone-menu-login.png' });
    await menu.getByRole('button', { name: 'Stäng menyn' }).click();

    await header.getByRole('link', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-postadress', { exact: true }).fill('kund@example.se');
    await page.getByLabel('Lösenord').fill('kund1234');
    await page.getByRole('form', { name: 'Logga in' }).getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/mina-sidor$/);
    await expect(page.getByText('Hej Karin')).toBeVisible();

    await page.goto('/');
    await expect(header.getByRole('link', { name: 'Mina sidor' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Mina sidor' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/phone-header-logged-in.png' });
    await header.getByRole('link', { name: 'Mina sidor' }).click();
    await expect(page).toHaveURL(/\/mina-sidor$/);
  });

  test('the micro banner stays in view above the sticky header', async ({ page }) => {
    await expectStickyBanner(page);
    await page.screenshot({ path: 'test-results/screens/phone-sticky-banner.png' });
  });
});

test.describe('the desktop layout at 1366 px', () => {
  test.use({ viewport: DESKTOP });

  test('the micro banner stays in view above the sticky header', async ({ page }) => {
    await expectStickyBanner(page);
    await page.screenshot({ path: 'test-results/screens/desktop-sticky-banner.png' });
  });
});

test.describe.serial('offer mode names the header’s cart button', () => {
  withSiteSetting('isOffer', 'true');

  for (const viewport of [DESKTOP, PHONE]) {
    test(`'Offertförfrågan' at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const toggle = page.getByRole('banner').getByRole('button', { name: /^Offertförfrågan, 0 produkter, 0\skr$/u });
      await expect(toggle).toBeVisible();
      if (viewport === DESKTOP) await expect(toggle.locator('.cart-toggle__label')).toHaveText('Offertförfrågan');
      await expect(page.getByRole('banner').getByRole('button', { name: /^Varukorg/ })).toHaveCount(0);
    });
  }
});

test.describe.serial('the shop’s own logo', () => {
  test.afterAll(async () => {
    const run = operatorCommand('settings', ['reset', 'logo']);
    expect(run.code, run.output).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_PICKED_UP_MS));
  });

  test('the owner sets it in the settings form (refused when not an own path or https), and the header draws it at both widths', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Hembutiken, startsida' })).toBeVisible();

    await logInAsAdmin(page, '/admin/installningar');
    const field = page.getByLabel('Logotyp', { exact: true });
    await field.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Spara inställningarna' }).click();
    await expect(page.getByText('Inget sparades. Rätta fälten som är markerade nedan.')).toBeVisible();
    await expect(page.getByText('Skriv en adress i butiken som börjar med / eller en adress som börjar med https://.').first()).toBeVisible();
    await page.getByLabel('Logotyp', { exact: true }).fill(LOGO);
    await page.getByRole('button', { name: 'Spara inställningarna' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Inställningarna är sparade.' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_PICKED_UP_MS));

    for (const [viewport, box] of [[DESKTOP, { width: 180, height: 40 }], [PHONE, { width: 132, height: 32 }]] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const logo = page.getByRole('banner').getByRole('link', { name: 'Hembutiken' }).getByRole('img', { name: 'Hembutiken' });
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('src', LOGO);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const drawn = (await logo.boundingBox())!;
      expect({ width: Math.round(drawn.width), height: Math.round(drawn.height) }).toEqual(box);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/screens/logo-${viewport.width}.png` });
    }
  });
});
