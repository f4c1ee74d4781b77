import { expect, expectNoAxeViolations, test } from './fixtures';
import { operatorCommand, SETTINGS_PICKED_UP_MS } from './journeys';

/** The documented settings command, on the running shop's own database. */
const settings = (...args: string[]) => operatorCommand('settings', args);

test.describe('the buy-and-show-modal button (site setting buyAndShowModal)', () => {
  test.beforeAll(() => {
    expect(settings('set', 'buyAndShowModal', 'true')).toMatchObject({ code: 0, output: expect.stringContaining('buyAndShowModal = true') });
  });
  test.afterAll(async () => {
    expect(settings('reset', 'buyAndShowModal').code).toBe(0);
    // The specs after this one expect the alert again: wait until the shop has read the setting back.
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_PICKED_UP_MS));
  });

  test('the settings command refuses unknown settings and values that do not fit', () => {
    expect(settings('set', 'noSuchSetting', 'true')).toMatchObject({ code: 1, output: expect.stringContaining('finns inte') });
    expect(settings('set', 'buyAndShowModal', '"ja"')).toMatchObject({ code: 1, output: expect.stringContaining('passar inte') });
    expect(settings('set', 'buyAndShowModal', '{')).toMatchObject({ code: 1, output: expect.stringContaining('inte giltig JSON') });
    expect(settings('set', 'buyAndShowModal')).toMatchObject({ code: 2 });
    expect(settings('list')).toMatchObject({ code: 0, output: expect.stringContaining('buyAndShowModal = true') });
  });

  for (const width of [1366, 375]) {
    test(`a card's buy button adds and shows the modal with the cart total at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(SETTINGS_PICKED_UP_MS);
      await page.goto('/');
      const card = page.locator('section[aria-labelledby="home-campaign"] .product-card').first();
      const buy = card.getByRole('button', { name: /^Köp / });
      await buy.scrollIntoViewIfNeeded();
      await buy.click();
      const dialog = page.getByRole('dialog', { name: 'Produkten har lagts i varukorgen' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/^Varukorg: \d[\d\s]*kr$/u)).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Gå till kassan' })).toHaveAttribute('href', '/kassa/leverans');
      await expect(dialog.getByRole('link', { name: 'Till varukorgen' })).toHaveAttribute('href', '/varukorg');
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      // The cart (read again after the call) has the product; the alert stays away while the modal shows.
      await expect(page.locator('.cart-toggle__count').first()).not.toHaveText('0');
      await expect(page.locator('.added-alert--visible')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(buy).toBeFocused();
      await buy.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Stäng', exact: true }).click();
      await expect(dialog).toHaveCount(0);
    });
  }
});
