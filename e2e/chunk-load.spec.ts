import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const MESSAGE = 'Det gick inte att ladda en del av sidan. Kontrollera anslutningen och försök igen.';

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('button', { name: /^Varukorg, / })).toBeEnabled();
}

function chunkAlert(page: Page) {
  return page.getByRole('alert').filter({ hasText: MESSAGE });
}

test.describe('a part of the page that cannot be loaded', () => {
  test('a lazily loaded part that fails (vite:preloadError) shows the Swedish message with a retry', async ({ page }) => {
    await open(page, '/');
    await expect(chunkAlert(page)).toHaveCount(0);
    await page.evaluate(() => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(Object.assign(event, { payload: new Error('Unable to preload CSS for /assets/x.css') }));
    });
    const alert = chunkAlert(page);
    await expect(alert).toBeVisible();
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Försök igen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /^Varukorg, / })).toBeEnabled();
    await expect(chunkAlert(page)).toHaveCount(0);
  });

  test('a page whose code fails to load keeps where the shopper was going and retries it', async ({ page, consoleErrors }) => {
    await open(page, '/');
    const link = page.locator('.product-card__link').first();
    const name = (await link.textContent())!.trim();
    const href = (await link.getAttribute('href'))!;
    // The code of catalog and product pages cannot be loaded (a dropped connection, or files replaced by an update).
    await page.route('**/assets/catalog-path-*.js', (route) => route.abort());
    await link.click();

    // React Router reloads the page it could not leave; the shopper is told why, and offered the page again.
    const alert = chunkAlert(page);
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.unroute('**/assets/catalog-path-*.js');
    await alert.getByRole('button', { name: 'Försök igen' }).click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(chunkAlert(page)).toHaveCount(0);

    // What the failed load logged (the aborted request, React Router's note) is expected here, and only that.
    const expected = consoleErrors.filter((text) => /catalog-path|Failed to load resource|dynamically imported module/.test(text));
    expect(expected.length).toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected.includes(text)));
  });
});
