import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';

/** A parent product whose variants are told apart by two attributes (Färg, then Lagring), found through the listing call. */
async function twoLevelParent(request: APIRequestContext, page: Page): Promise<string> {
  const response = await request.get('/produkter/filtrera?show_all=1');
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ListingCard[] };
  for (const parent of products.filter((p) => p.product_is_parent)) {
    await page.goto(parent.product_url);
    if ((await page.locator('.variant-picker select').count()) >= 2) return parent.product_url;
  }
  throw new Error('the demo catalog has no parent with two variant attributes');
}

async function pickLevelByLevel(page: Page): Promise<{ first: string; second: string }> {
  const selects = page.locator('.variant-picker select');
  const [firstLevel, secondLevel] = [selects.nth(0), selects.nth(1)];
  const buy = page.locator('.buy-box').getByRole('button', { name: 'Lägg i varukorg' });
  await expect(buy).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.buy-box')).toContainText('för att köpa');

  const first = (await firstLevel.locator('option').nth(1).textContent())!.trim();
  await firstLevel.selectOption({ label: first });
  // The next level opens, narrowed to the values the chosen products have.
  await expect(secondLevel).toBeEnabled();
  const available = secondLevel.locator('option:not([disabled])').nth(1);
  const second = (await available.textContent())!.trim();
  await secondLevel.selectOption({ label: second });
  return { first, second };
}

test.describe('variant picker', () => {
  test('picks a variant level by level, lands on the variant address and buys that variant', async ({ page, request }) => {
    const url = await twoLevelParent(request, page);
    const parentName = (await page.locator('h1').textContent())!.trim();
    const { first, second } = await pickLevelByLevel(page);

    await expect(page).toHaveURL(/\?variant=\d+&variant_attribute\[\d+\]=\d+&variant_attribute\[\d+\]=\d+&scrollTo=\d+$/);
    expect(new URL(page.url()).pathname).toBe(url);
    await expect(page.locator('h1')).toContainText(first);
    await expect(page.locator('h1')).toContainText(second);
    await expect(page.locator('h1')).not.toHaveText(parentName);
    // The selection survives the navigation and a reload of the address.
    await page.reload();
    await expect(page.locator('.variant-picker select').nth(1).locator('option:checked')).toHaveText(second);

    const buy = page.locator('.buy-box').getByRole('button', { name: 'Lägg i varukorg' });
    await expect(buy).not.toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);
    await buy.click();
    await expect(page.locator('.buy-box').getByRole('button', { name: 'Tillagd' })).toBeVisible();

    // Changing the first level again resets the second and disables the button until it has a value.
    await page.locator('.variant-picker select').nth(0).selectOption({ index: 0 });
    await expect(page.locator('.variant-picker select').nth(1)).toBeDisabled();
    await expect(buy).toHaveAttribute('aria-disabled', 'true');
  });

  test('at 375 px the picker fits the screen and leads to the variant', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await twoLevelParent(request, page);
    const select = page.locator('.variant-picker select').first();
    const box = (await select.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.height).toBeGreaterThanOrEqual(44);
    const { second } = await pickLevelByLevel(page);
    await expect(page).toHaveURL(/variant=\d+/);
    await expect(page.locator('h1')).toContainText(second);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the picker is a form the server answers with the next level and then the variant', async ({ page, request }) => {
      await twoLevelParent(request, page);
      const selects = page.locator('.variant-picker select');
      const first = (await selects.nth(0).locator('option').nth(1).textContent())!.trim();
      await selects.nth(0).selectOption({ label: first });
      await page.getByRole('button', { name: 'Visa varianten' }).click();
      await expect(selects.nth(1)).toBeEnabled();
      const second = (await selects.nth(1).locator('option:not([disabled])').nth(1).textContent())!.trim();
      await selects.nth(1).selectOption({ label: second });
      await page.getByRole('button', { name: 'Visa varianten' }).click();
      await expect(page.locator('h1')).toContainText(second);
    });
  });
});
