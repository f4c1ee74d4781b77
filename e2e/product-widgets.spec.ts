import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const TEASER = /^Delbetala räntefritt från (\d[\d\s\u00a0]*) kr\/mån$/;

/** The first discounted product of the home page's 'Kampanjpriser': a campaign product, so it shows the countdown. */
async function openCampaignProduct(page: Page): Promise<void> {
  await page.goto('/');
  const link = page.locator('section[aria-labelledby="home-campaign"] .product-card__link').first();
  await page.goto((await link.getAttribute('href'))!);
}

const kronor = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function checkProductPage(page: Page): Promise<void> {
  await openCampaignProduct(page);
  const price = kronor((await page.locator('.product-page__summary .price__current').first().textContent())!);

  // The teaser: the lowest interest-free monthly cost of the seeded campaigns (db/seed/widget-settings.ts):
  // 12 months: (price + 195) / 12 + 29, from 500 kr; 24 months: (price + 295) / 24 + 29, from 5 000 kr.
  const teaser = page.locator('.installment-teaser');
  await expect(teaser).toHaveText(TEASER);
  const candidates = [price >= 500 ? Math.ceil((price + 195) / 12 + 29) : Infinity, price >= 5000 ? Math.ceil((price + 295) / 24 + 29) : Infinity];
  expect(kronor((await teaser.textContent())!)).toBe(Math.min(...candidates));

  // The countdown ticks every second.
  const countdown = page.getByRole('timer');
  await expect(countdown).toBeVisible();
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before!, { timeout: 2_500 });
  await expect(countdown).toContainText('sekunder');

  // The recommended carousel: previous disabled at the start, next until the end.
  const carousel = page.getByRole('group', { name: 'Rekommenderade produkter' });
  await carousel.scrollIntoViewIfNeeded();
  const previous = carousel.getByRole('button', { name: 'Föregående produkter' });
  const next = carousel.getByRole('button', { name: 'Nästa produkter' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(previous).toBeEnabled();
  for (let i = 0; i < 10 && (await next.isEnabled()); i++) await next.click().then(() => page.waitForTimeout(600));
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(next).toBeEnabled();
  await expect(page.locator('.product-ordered-with .product-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Reloads with the page's scripts held back, and tells whether the banner shows before they run (no hydration yet). */
async function bannerVisibleBeforeScripts(page: Page): Promise<boolean> {
  await page.route('**/assets/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => undefined);
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  const visible = await page.locator('.micro-banner').isVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.waitForLoadState('load');
  return visible;
}

async function checkMicroBanner(page: Page): Promise<void> {
  await page.goto('/');
  const banner = page.locator('.micro-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link')).toHaveText('Veckans kampanj pågår – fynda bland våra kampanjpriser!');
  // The control: before it is closed the server-rendered banner shows without any script.
  expect(await bannerVisibleBeforeScripts(page)).toBe(true);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Stäng meddelandet' }).click();
  await expect(banner).toHaveCount(0);

  // Closed: a reload never shows it, not even before the page's scripts run (no flash).
  expect(await bannerVisibleBeforeScripts(page)).toBe(false);
  await expect(banner).toHaveCount(0);

  // A new session (another tab) shows it again.
  const fresh = await page.context().newPage();
  await fresh.goto('/');
  await expect(fresh.locator('.micro-banner')).toBeVisible();
  await fresh.close();
}

test.describe('product page selling widgets at 1366 px', () => {
  test('installment teaser, countdown, recommended carousel and ordered-with grid', async ({ page }) => {
    await checkProductPage(page);
  });

  test('the micro banner stays closed for the session, also on reload', async ({ page }) => {
    await checkMicroBanner(page);
  });
});

test.describe('product page selling widgets at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('installment teaser, countdown, recommended carousel and ordered-with grid', async ({ page }) => {
    await checkProductPage(page);
  });

  test('the micro banner stays closed for the session, also on reload', async ({ page }) => {
    await checkMicroBanner(page);
  });
});
