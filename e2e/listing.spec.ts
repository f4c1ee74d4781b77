import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const RESULT = /^(Visar produkt \d+ - \d+ av totalt \d+ produkter|Visar 1 produkt av totalt 1 produkter|0 produkter)$/;

function totalOf(text: string): number {
  const match = /totalt (\d+) produkter/.exec(text);
  return match ? Number(match[1]) : text === '0 produkter' ? 0 : NaN;
}

/** A level-2 category with many products, found through the mega-menu data on the home page. */
async function openBusyCategory(page: Page): Promise<void> {
  await page.goto('/');
  const href = await page.locator('.mega-menu__sub-link').first().getAttribute('href');
  await page.goto(href!);
  await expect(page.locator('.listing-toolbar__result')).toHaveText(RESULT);
}

async function resultText(page: Page): Promise<string> {
  return (await page.locator('.listing-toolbar__result').textContent())!.trim();
}

async function waitForIdle(page: Page): Promise<void> {
  await expect(page.locator('.filter-listing__results')).toHaveAttribute('aria-busy', 'false');
}

test.describe('filtered category listing on desktop', () => {
  test('filters by brand, specification and price, keeps the address shareable, clears, lists and pages', async ({ page }) => {
    await openBusyCategory(page);
    await expectNoAxeViolations(page);
    const startTotal = totalOf(await resultText(page));
    const startUrl = page.url();

    const sidebar = page.locator('.filter-sidebar');
    const brand = sidebar.locator('.facet', { hasText: 'Varumärken' }).locator('input[type=checkbox]:not([disabled])').first();
    await brand.check();
    await waitForIdle(page);
    await expect(page).toHaveURL(/brands=\d+/);
    const brandTotal = totalOf(await resultText(page));
    expect(brandTotal).toBeLessThanOrEqual(startTotal);
    expect(brandTotal).toBeGreaterThan(0);

    const choice = sidebar.locator('fieldset.spec-group input[type=checkbox]:not([disabled])').first();
    if (await choice.count()) {
      await choice.check();
      await waitForIdle(page);
      await expect(page).toHaveURL(/specifications=/);
      expect(totalOf(await resultText(page))).toBeLessThanOrEqual(brandTotal);
    }

    const price = sidebar.locator('.facet', { hasText: 'Pris' });
    const maxInput = price.getByRole('spinbutton', { name: 'Högsta pris' });
    const currentMax = Number(await maxInput.inputValue());
    const minValue = Number(await price.getByRole('spinbutton', { name: 'Lägsta pris' }).inputValue());
    await maxInput.fill(String(Math.max(minValue, Math.floor((minValue + currentMax) / 2))));
    await maxInput.press('Enter');
    await waitForIdle(page);
    await expect(page).toHaveURL(/price_max=\d+/);

    const filteredUrl = page.url();
    const filteredText = await resultText(page);
    expect(filteredUrl).not.toBe(startUrl);
    await page.reload();
    await expect(page.locator('.listing-toolbar__result')).toHaveText(filteredText);
    await expect(brand).toBeChecked();

    await sidebar.getByRole('button', { name: 'Rensa allt' }).click();
    await waitForIdle(page);
    expect(totalOf(await resultText(page))).toBe(startTotal);
    await expect(page).not.toHaveURL(/brands=/);

    await page.getByRole('button', { name: 'Lista' }).click();
    await waitForIdle(page);
    await expect(page.locator('.product-grid')).toHaveClass(/product-grid--list/);
    await expect(page).toHaveURL(/view_type=list/);

    if (startTotal > 24) {
      await page.locator('.pagination').getByRole('link', { name: 'Nästa' }).click();
      await waitForIdle(page);
      await expect(page.locator('.listing-toolbar__result')).toHaveText(/^Visar produkt 25 - /);
      await expect(page).toHaveURL(/page=2/);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('filtered category listing at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('filters through the mobile filter panel', async ({ page }) => {
    await openBusyCategory(page);
    const total = totalOf(await resultText(page));
    await page.getByRole('button', { name: 'Filtrera' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(panel.getByText(total === 1 ? '1 produkt' : `${total} produkter hittades`)).toBeVisible();
    await expect(panel.getByText('Alla varumärken')).toBeVisible();
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: /Varumärken/ }).click();
    await panel.locator('input[type=checkbox]:not([disabled])').first().check();
    await waitForIdle(page);
    const apply = panel.getByRole('button', { name: /^Visa \d+ produkt(er)?$/ });
    await expect(apply).toBeVisible();
    const shown = Number(/\d+/.exec((await apply.textContent())!)![0]);
    expect(shown).toBeLessThanOrEqual(total);
    await apply.click();
    await expect(panel).toBeHidden();
    expect(totalOf(await resultText(page))).toBe(shown);
    await expect(page).toHaveURL(/brands=\d+/);
  });
});
