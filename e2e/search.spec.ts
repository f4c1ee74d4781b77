import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The fields of a suggestion the journeys check (the spec's Search suggestion entity). */
interface Suggestion {
  type: 'product' | 'category' | 'brand' | 'page';
  value: string;
  url: string;
}

function headerSearch(page: Page) {
  const form = page.getByRole('search');
  return {
    box: form.getByRole('combobox', { name: 'Sök produkter' }),
    list: form.getByRole('listbox', { name: 'Sökförslag' }),
    status: form.getByRole('status'),
  };
}

/** Types the query into the header box and returns the suggestions the server answered with. */
async function typeQuery(page: Page, query: string): Promise<Suggestion[]> {
  const answer = page.waitForResponse((response) => response.url().endsWith(`/produkter/autocomplete?${new URLSearchParams({ query })}`));
  await headerSearch(page).box.fill(query);
  const body = (await (await answer).json()) as { query: string; suggestions: Suggestion[] };
  expect(body.query).toBe(query);
  return body.suggestions;
}

async function openHome(page: Page) {
  await page.goto('/');
  // The combobox role arrives with hydration; before it the box is a plain search field of a GET form.
  await expect(headerSearch(page).box).toBeVisible();
}

/** The home page with the header search's box filled with `query`, and the suggestions the shop answered. */
async function suggestionsFor(page: Page, query: string) {
  await openHome(page);
  const search = headerSearch(page);
  return { ...search, suggestions: await typeQuery(page, query) };
}

test.describe('header search suggestions', () => {
  test('arrow keys highlight a product suggestion and Enter opens its page', async ({ page }) => {
    const { box, list, status, suggestions } = await suggestionsFor(page, 'tvattm');
    const products = suggestions.filter((s) => s.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('group', { name: 'Produkter' })).toBeVisible();
    await expect(list.getByRole('group', { name: 'Kategorier' }).getByRole('option', { name: 'Tvättmaskiner' })).toBeVisible();
    await expect(list.getByRole('option', { name: 'Visa alla resultat' })).toBeVisible();
    await expect(list.locator('mark').first()).toBeVisible();
    await expect(status).toHaveText(`${suggestions.length} förslag. Välj med pil upp och pil ned.`);
    await expect(box).not.toHaveAttribute('aria-activedescendant');

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = list.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await box.press('ArrowUp');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(second).toHaveAttribute('aria-selected', 'false');

    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${products[0]!.url}$`));
    await expect(page.getByRole('heading', { level: 1, name: products[0]!.value })).toBeVisible();
    await expect(box).toHaveValue('');
  });

  test('Enter on a highlighted category suggestion opens the category page', async ({ page }) => {
    const { box, list, suggestions } = await suggestionsFor(page, 'tvattm');
    const categoryIndex = suggestions.findIndex((s) => s.type === 'category');
    expect(categoryIndex).toBeGreaterThanOrEqual(0);
    await expect(list).toBeVisible();
    for (let i = 0; i <= categoryIndex; i++) await box.press('ArrowDown');
    await expect(list.getByRole('option', { name: suggestions[categoryIndex]!.value, exact: true })).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${suggestions[categoryIndex]!.url}$`));
    await expect(page.getByRole('heading', { level: 1, name: suggestions[categoryIndex]!.value })).toBeVisible();
  });

  test('Enter with nothing highlighted opens the full results and keeps the query in the box', async ({ page }) => {
    const { box, list } = await suggestionsFor(page, 'tvattm');
    await expect(list).toBeVisible();
    await box.press('ArrowDown');
    // Up from the first option goes back to the box itself, so Enter searches for the typed text.
    await box.press('ArrowUp');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/produkter\/sok\?s=tvattm$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('tvattm');
    await expect(box).toHaveValue('tvattm');
    await expect(list).toBeHidden();
  });

  test('the last option shows all results for the query', async ({ page }) => {
    const { box, list } = await suggestionsFor(page, 'tvattm');
    await expect(list).toBeVisible();
    await box.press('ArrowUp');
    await expect(list.getByRole('option', { name: 'Visa alla resultat' })).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/produkter\/sok\?s=tvattm$/);
    await expect(box).toHaveValue('tvattm');
  });

  test('a click on a suggestion opens it', async ({ page }) => {
    const { list, suggestions } = await suggestionsFor(page, 'tvattm');
    const category = suggestions.find((s) => s.type === 'category')!;
    await list.getByRole('option', { name: category.value, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${category.url}$`));
  });

  test('a query without hits says so, in the panel and the live region', async ({ page }) => {
    const { box, list, status, suggestions } = await suggestionsFor(page, 'xqzjvwk');
    expect(suggestions).toEqual([]);
    await expect(page.locator('.search-suggest').getByText('Inga resultat kunde hittas')).toBeVisible();
    await expect(status).toHaveText('Inga resultat kunde hittas');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
  });

  test('clicking outside clears the query and closes the list; Escape closes it', async ({ page }) => {
    const { box, list } = await suggestionsFor(page, 'tvattm');
    await expect(list).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('tvattm');
    await box.press('ArrowDown');
    await expect(list).toBeVisible();

    // Beside the panel, on the page below the header.
    await page.mouse.click(8, 500);
    await expect(box).toHaveValue('');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('starts at 2 characters, asks once per pause in typing, and an emptied box empties the list', async ({ page }) => {
    await openHome(page);
    const { box, list } = headerSearch(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/produkter/autocomplete')) asked.push(new URL(request.url()).searchParams.get('query')!);
    });
    await box.pressSequentially('t');
    await page.waitForTimeout(400);
    expect(asked).toEqual([]);
    const answer = page.waitForResponse((response) => response.url().includes('/produkter/autocomplete'));
    await box.pressSequentially('vattm', { delay: 20 });
    await answer;
    await expect(list).toBeVisible();
    expect(asked).toEqual(['tvattm']);
    const request = await (await answer).request().allHeaders();
    expect(request['x-requested-with']).toBe('XMLHttpRequest');

    await box.fill('');
    await expect(list).toBeHidden();
    await expect(list.getByRole('option')).toHaveCount(0);
  });

  test('an answer to an older text never replaces the newer one', async ({ page }) => {
    await openHome(page);
    const { box, list } = headerSearch(page);
    // The first query's answer is held back until after the second one has been shown.
    let releaseSlow: () => void = () => {};
    const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
    await page.route('**/produkter/autocomplete?query=kaffe', async (route) => {
      const response = await route.fetch();
      await slowHeld;
      await route.fulfill({ response }).catch(() => {});
    });
    await box.fill('kaffe');
    await page.waitForRequest((request) => request.url().endsWith('query=kaffe'));
    await typeQuery(page, 'tvattm');
    await expect(list.getByRole('option', { name: 'Tvättmaskiner' })).toBeVisible();
    releaseSlow();
    await page.waitForTimeout(300);
    await expect(list.getByRole('option', { name: 'Tvättmaskiner' })).toBeVisible();
    await expect(list.getByRole('option', { name: /kaffe/i })).toHaveCount(0);
  });

  test('has no axe-core violations with the list open and an option highlighted', async ({ page }) => {
    const { box, list } = await suggestionsFor(page, 'tvattm');
    await expect(list).toBeVisible();
    await box.press('ArrowDown');
    await expectNoAxeViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the box is a plain GET form to the results page', async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('search').getByRole('searchbox', { name: 'Sök produkter' });
      await box.fill('tvättmaskin');
      await page.getByRole('search').getByRole('button', { name: 'Sök' }).click();
      await expect(page).toHaveURL(/\/produkter\/sok\?s=tv%C3%A4ttmaskin$/);
      await expect(box).toHaveValue('tvättmaskin');
    });
  });
});

test.describe('header search suggestions at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the panel fits the screen, its options are large enough to tap, and a tap opens one', async ({ page }) => {
    const { list, suggestions } = await suggestionsFor(page, 'tvattm');
    await expect(list).toBeVisible();
    const panel = await page.locator('.search-suggest').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(375);
    const options = list.getByRole('option');
    for (const option of await options.all()) {
      if (!(await option.isVisible())) continue;
      const box = await option.boundingBox();
      if (box && box.y + box.height <= 740) expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);
    const product = suggestions.find((s) => s.type === 'product')!;
    await list.getByRole('option').first().tap();
    await expect(page).toHaveURL(new RegExp(`${product.url}$`));
  });
});
