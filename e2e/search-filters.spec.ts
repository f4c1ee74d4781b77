import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** Issue 31: search that understands measures, categories ticked in place, and the mobile filter panel's overlay. */

const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function waitForIdle(page: Page): Promise<void> {
  await expect(page.locator('.filter-listing__results')).toHaveAttribute('aria-busy', 'false');
}

function cardNames(page: Page) {
  return page.locator('.filter-listing__results .product-grid h3').allTextContents();
}

function resultTotal(text: string): number {
  const match = /totalt (\d+) produkter|Visar (1) produkt/.exec(text);
  return Number(match?.[1] ?? match?.[2] ?? NaN);
}

async function searchFromHeader(page: Page, query: string): Promise<void> {
  await page.goto('/');
  const box = page.getByRole('search').getByRole('combobox', { name: 'Sök produkter' });
  await box.fill(query);
  await expect(page.getByRole('search').getByRole('listbox', { name: 'Sökförslag' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/produkter\/sok\?s=/);
}

/** The main category's and its children's boxes of the sidebar's category filter. */
function categoryBox(page: Page, name: string) {
  return page.locator('#filter-sidebar').getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
}

async function countOf(box: ReturnType<typeof categoryBox>): Promise<number> {
  const label = (await box.locator('xpath=ancestor::label').textContent())!;
  return Number(/\((\d+)\)/.exec(label)![1]);
}

test.describe('search at 1366 px', () => {
  test("finds the 65-inch TVs for '65 tum tv', suggested and listed", async ({ page, request }) => {
    // The TVs naming 65" in the demo catalog, as a search for 'tv' lists them.
    const tvs = (await (await request.get('/produkter/filtrera?text=tv&show_all=1')).json()) as { products: { product_name: string }[] };
    const expected = tvs.products.map((p) => p.product_name).filter((name) => /65" .*TV/.test(name)).sort();
    expect(expected.length).toBeGreaterThanOrEqual(2);
    await page.goto('/');
    const box = page.getByRole('search').getByRole('combobox', { name: 'Sök produkter' });
    await box.fill('65 tum tv');
    const list = page.getByRole('search').getByRole('listbox', { name: 'Sökförslag' });
    await expect(list.getByRole('option', { name: /65" .*TV/ }).first()).toBeVisible();
    await expect(page.locator('.search-suggest__empty')).toBeHidden();
    await shot(page, 'search-65-suggest-1366');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Sökresultat för ”65 tum tv”' })).toBeVisible();
    const names = await cardNames(page);
    // The TVs that name the size come first; nothing without the word TV.
    expect(names.slice(0, expected.length).sort()).toEqual(expected);
    for (const name of names) expect(name).toMatch(/TV/);
    await shot(page, 'search-65-results-1366');
    await expectNoAxeViolations(page);
  });

  test('shows a looser query when the exact one finds nothing, and says so', async ({ page }) => {
    await page.goto('/produkter/sok?s=66+tum+tv');
    await expect(page.getByRole('status').filter({ hasText: 'Inga exakta träffar för ”66 tum tv”. Visar resultat för ”tv”.' })).toBeVisible();
    expect((await cardNames(page)).length).toBeGreaterThan(0);
    await expect(page.getByText('Inga resultat kunde hittas')).toBeHidden();
    await shot(page, 'search-relaxed-1366');
  });

  test("narrows a search to two categories in place: 'TV' and 'Projektorer'", async ({ page }) => {
    await searchFromHeader(page, 'tv');
    const tv = categoryBox(page, 'TV');
    const projectors = categoryBox(page, 'Projektorer');
    await expect(tv).toBeVisible();
    const expected = (await countOf(tv)) + (await countOf(projectors));
    await tv.check();
    await waitForIdle(page);
    await expect(page).toHaveURL(/\/produkter\/sok\?s=tv&categories=\d+$/);
    await projectors.check();
    await waitForIdle(page);
    await expect(page).toHaveURL(/\/produkter\/sok\?s=tv&categories=\d+\|\d+$/);
    await expect(tv).toBeChecked();
    await expect(projectors).toBeChecked();
    expect(resultTotal((await page.locator('.listing-toolbar__result').textContent())!)).toBe(expected);
    for (const name of await cardNames(page)) expect(name).toMatch(/TV|projektor/i);
    await shot(page, 'search-two-categories-1366');
    await expectNoAxeViolations(page);
    // Unticking one keeps the other.
    await tv.uncheck();
    await waitForIdle(page);
    await expect(projectors).toBeChecked();
    for (const name of await cardNames(page)) expect(name).toMatch(/projektor/i);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('ticks two categories in the GET form and lands on the address the script writes', async ({ page }) => {
    await page.goto('/produkter/sok?s=tv');
    await categoryBox(page, 'TV').check();
    await categoryBox(page, 'Projektorer').check();
    await page.locator('#filter-sidebar').getByRole('button', { name: 'Filtrera' }).click();
    await expect(page).toHaveURL(/\/produkter\/sok\?s=tv&categories=\d+\|\d+$/);
    await expect(categoryBox(page, 'TV')).toBeChecked();
    await expect(categoryBox(page, 'Projektorer')).toBeChecked();
    // Unticking one and submitting again drops it.
    await categoryBox(page, 'TV').uncheck();
    await page.locator('#filter-sidebar').getByRole('button', { name: 'Filtrera' }).click();
    await expect(page).toHaveURL(/\/produkter\/sok\?s=tv&categories=\d+$/);
  });
});

test.describe('search and filter panel at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("finds the 65-inch TVs for '65\" tv'", async ({ page }) => {
    await page.goto(`/produkter/sok?s=${encodeURIComponent('65" tv')}`);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.slice(0, 2).every((n) => /65" .*TV/.test(n))).toBe(true);
    await shot(page, 'search-65-results-375');
  });

  test('opens the filter panel under the overlay with the page locked, as one of the page panels', async ({ page }) => {
    await page.goto('/produkter/sok?s=tv');
    const overlay = page.locator('.overlay');
    const bodyOverflow = () => page.evaluate(() => document.body.style.overflow);
    await expect(overlay).toBeHidden();
    await page.getByRole('button', { name: 'Filtrera' }).click();
    // The panel is named after what it shows ('Filtrera', then 'Kategori' in the category sub-panel).
    const panel = page.locator('[role=dialog].filter-panel');
    await expect(panel).toHaveAccessibleName('Filtrera');
    await expect(panel).toBeVisible();
    await expect(overlay).toBeVisible();
    expect(await bodyOverflow()).toBe('hidden');
    await shot(page, 'filter-panel-overlay-375');

    // Categories tick in place in the panel too.
    await panel.getByRole('button', { name: /Kategori/ }).click();
    await panel.getByRole('checkbox', { name: /^TV \(\d+\)$/ }).check();
    await waitForIdle(page);
    await expect(page).toHaveURL(/categories=\d+/);
    await expect(panel).toBeVisible();
    await shot(page, 'filter-panel-categories-375');

    // The overlay closes it, and the lock goes with it.
    await overlay.click({ position: { x: 360, y: 400 } });
    await expect(panel).toBeHidden();
    await expect(overlay).toBeHidden();
    await expect.poll(bodyOverflow).toBe('');

    // Opening the menu panel uses the same overlay; the filter panel stays closed; Esc closes the menu.
    await page.getByRole('button', { name: 'Meny' }).click();
    await expect(page.getByRole('dialog', { name: 'Meny' })).toBeVisible();
    await expect(overlay).toBeVisible();
    await expect(panel).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();

    // Opening the filter panel again while nothing else is open shows it alone.
    await page.getByRole('button', { name: /^Filtrera/ }).click();
    await expect(panel).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Meny' })).toBeHidden();
    await expectNoAxeViolations(page);
  });
});
