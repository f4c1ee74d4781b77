import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const LIMIT = 'Du kan jämföra högst 4 produkter.';

/** A level-2 category with many products: the menu tree's first subcategory. */
async function openBusyCategory(page: Page): Promise<void> {
  const menu = (await (await page.request.get('/api/menu/current')).json()) as { categories: { children: { url: string }[] }[] };
  await page.goto(menu.categories.find((c) => c.children.length > 0)!.children[0]!.url);
}

/** The product names behind the listing's compare checkboxes ('Jämför {name}'). */
async function checkboxNames(boxes: Locator): Promise<string[]> {
  const labels = await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  return labels.map((label) => label.replace(/^Jämför\s*/, '').trim());
}

/** Types a product's name into the compare page's search and chooses it among the suggestions. */
async function addThroughSearch(page: Page, name: string): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Lägg till en produkt i jämförelsen' });
  await expect(search).toHaveAttribute('placeholder', 'Sök och jämför en till produkt');
  await search.fill(name);
  const option = page.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(option).toBeVisible();
  await option.click();
}

test.describe('comparing products', () => {
  test('compares three from a listing, opens the compare page from the bar, adds a fourth by search and is refused a fifth', async ({ page }) => {
    await openBusyCategory(page);
    const boxes = page.locator('.product-card').getByRole('checkbox', { name: /^Jämför / });
    await expect(boxes.first()).toBeEnabled();
    const names = await checkboxNames(boxes);
    expect(new Set(names.slice(0, 6)).size).toBe(6);

    // No bar while nothing is compared.
    await expect(page.getByRole('region', { name: 'Jämförelse', exact: true })).toHaveCount(0);
    for (const index of [0, 1, 2]) {
      await boxes.nth(index).check();
      await expect(boxes.nth(index)).toBeChecked();
    }
    const bar = page.getByRole('region', { name: 'Jämförelse', exact: true });
    const toggle = bar.getByRole('button', { name: 'Jämför produkter (3)' });
    await expect(toggle).toBeVisible();
    // Opened by itself with the first product; each addition announced.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: `${names[2]} har lagts till i jämförelsen.` })).toHaveCount(1);
    for (const name of names.slice(0, 3)) {
      await expect(bar.getByRole('link', { name })).toBeVisible();
      await expect(bar.getByRole('button', { name: `Ta bort ${name} från jämförelsen` })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // Collapsing is remembered across pages.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByRole('list')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Jämför produkter (3)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(boxes.nth(1)).toBeChecked();
    await page.getByRole('button', { name: 'Jämför produkter (3)' }).click();

    await bar.getByRole('link', { name: 'Visa jämförelse' }).click();
    await expect(page).toHaveURL(/\/produkter\/jamfor\?p=\d+,\d+,\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jämför produkter' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Jämförelse av 3 produkter' });
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    for (const name of names.slice(0, 3)) await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Pris' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);

    await addThroughSearch(page, names[3]!);
    await expect(page).toHaveURL(/\/produkter\/jamfor\?p=\d+,\d+,\d+,\d+$/);
    await expect(page.getByRole('table', { name: 'Jämförelse av 4 produkter' }).getByRole('link', { name: names[3], exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jämför produkter (4)' })).toBeVisible();
    await expectNoAxeViolations(page);

    await addThroughSearch(page, names[4]!);
    await expect(page.getByRole('alert').filter({ hasText: LIMIT })).toBeVisible();
    await expect(page).toHaveURL(/\/produkter\/jamfor\?p=\d+,\d+,\d+,\d+$/);

    // Back on the listing, the other products cannot be chosen while four are.
    await openBusyCategory(page);
    await expect(boxes.nth(3)).toBeChecked();
    await expect(boxes.nth(4)).toBeDisabled();
    await expect(boxes.nth(0)).toBeEnabled();
  });

  test('removes from the compare page and the bar, clears, and shows the empty state', async ({ page }) => {
    await openBusyCategory(page);
    const boxes = page.locator('.product-card').getByRole('checkbox', { name: /^Jämför / });
    const names = await checkboxNames(boxes);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('region', { name: 'Jämförelse', exact: true }).getByRole('link', { name: 'Visa jämförelse' }).click();
    await expect(page.getByRole('table', { name: 'Jämförelse av 2 produkter' })).toBeVisible();

    await page.getByRole('link', { name: `Ta bort ${names[0]}` }).click();
    await expect(page).toHaveURL(/\/produkter\/jamfor\?p=\d+$/);
    await expect(page.getByText('Lägg till minst en produkt till för att kunna jämföra.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jämför produkter (1)' })).toBeVisible();

    await page.getByRole('button', { name: `Ta bort ${names[1]} från jämförelsen` }).click();
    await expect(page.getByRole('region', { name: 'Jämförelse', exact: true })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `${names[1]} har tagits bort från jämförelsen.` })).toHaveCount(1);

    await page.goto('/produkter/jamfor?p=x,,0');
    await expect(page.getByText('Du har inga produkter att jämföra än.')).toBeVisible();
    await expectNoAxeViolations(page);

    await openBusyCategory(page);
    await boxes.nth(2).check();
    await page.getByRole('button', { name: 'Rensa jämförelsen' }).click();
    await expect(page.getByRole('region', { name: 'Jämförelse', exact: true })).toHaveCount(0);
    await expect(boxes.nth(2)).not.toBeChecked();
  });

  test('compares from the product page', async ({ page }) => {
    await openBusyCategory(page);
    const link = page.locator('.product-card__link').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const box = page.getByRole('checkbox', { name: `Jämför ${name}` });
    await box.check();
    await expect(page.getByRole('button', { name: 'Jämför produkter (1)' })).toHaveAttribute('aria-expanded', 'true');
    // Beside the checkbox, a link to the compare page once the product is compared.
    await expect(page.locator('.product-page__summary').getByRole('link', { name: 'Visa jämförelse' })).toHaveAttribute('href', /\/produkter\/jamfor\?p=\d+$/);
    await box.uncheck();
    await expect(page.getByRole('region', { name: 'Jämförelse', exact: true })).toHaveCount(0);
  });

  test('at 375 px the bar never covers the end of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openBusyCategory(page);
    await page.locator('.product-card').getByRole('checkbox', { name: /^Jämför / }).first().check();
    const bar = page.getByRole('region', { name: 'Jämförelse', exact: true });
    // The toggle reads 'Jämför (1)' on a narrow screen, and still names the whole.
    await expect(bar.getByRole('button', { name: 'Jämför produkter (1)' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.locator('footer').last();
    await expect(async () => {
      const [footer, dock] = await Promise.all([last.boundingBox(), page.locator('.compare-dock').boundingBox()]);
      expect(footer!.y + footer!.height).toBeLessThanOrEqual(dock!.y + 1);
    }).toPass();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
