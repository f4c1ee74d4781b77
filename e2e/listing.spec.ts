import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const RESULT = /^(Visar produkt \d+ - \d+ av totalt \d+ produkter|Visar 1 produkt av totalt 1 produkter|0 produkter)$/;

function totalOf(text: string): number {
  const match = /totalt (\d+) produkter/.exec(text);
  return match ? Number(match[1]) : text === '0 produkter' ? 0 : NaN;
}

/**
 * A level-2 category with many products: the mega menu's first subcategory, from the menus' category tree (pages
 * no longer carry it; any version's address answers the current tree).
 */
async function openBusyCategory(page: Page): Promise<void> {
  const menu = (await (await page.request.get('/api/menu/current')).json()) as { categories: { children: { url: string }[] }[] };
  const href = menu.categories.find((c) => c.children.length > 0)!.children[0]!.url;
  await page.goto(href);
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
    // The button says how many filters are active (issue 11 item 16).
    await expect(page.getByRole('button', { name: 'Filtrera (1)' })).toBeVisible();
  });
});

/** The url of the first main (level-1) category in the menu. */
async function mainCategoryUrl(page: Page): Promise<string> {
  await page.goto('/');
  return (await page.locator('.mega-menu__main-link, .mega-menu a').first().getAttribute('href'))!;
}

test.describe('listing without JavaScript (issue 11 item 8)', () => {
  test.use({ javaScriptEnabled: false });

  test('filters, sorts and switches the view through GET forms that end on the address the script writes', async ({ page }) => {
    await openBusyCategory(page);
    const startTotal = totalOf(await resultText(page));
    const sidebar = page.locator('.filter-sidebar');
    await sidebar.locator('.facet', { hasText: 'Varumärken' }).locator('input[type=checkbox]:not([disabled])').first().check();
    await sidebar.getByRole('button', { name: 'Filtrera' }).click();
    await expect(page).toHaveURL(/[?&]brands=\d+(&|$)/);
    await expect(page).not.toHaveURL(/filter_form/);
    const brandTotal = totalOf(await resultText(page));
    expect(brandTotal).toBeGreaterThan(0);
    expect(brandTotal).toBeLessThanOrEqual(startTotal);
    await expect(sidebar.locator('.facet', { hasText: 'Varumärken' }).locator('input:checked')).toHaveCount(1);

    await page.locator('select[name=sorting]').selectOption('lagsta_pris');
    await page.getByRole('button', { name: 'Uppdatera' }).click();
    await expect(page).toHaveURL(/brands=\d+&sorting=lagsta_pris$/);
    await page.getByRole('button', { name: 'Lista' }).click();
    await expect(page).toHaveURL(/brands=\d+&sorting=lagsta_pris&view_type=list$/);
    await expect(page.locator('.product-grid')).toHaveClass(/product-grid--list/);
    expect(totalOf(await resultText(page))).toBe(brandTotal);

    // 'Rensa allt' clears the filters and keeps sorting and view, as with JavaScript.
    await sidebar.getByRole('link', { name: 'Rensa allt' }).click();
    await expect(page).toHaveURL(/\?sorting=lagsta_pris&view_type=list$/);
    expect(totalOf(await resultText(page))).toBe(startTotal);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('opens the filters with the Filtrera link and applies a brand', async ({ page }) => {
      await openBusyCategory(page);
      const sidebar = page.locator('.filter-sidebar');
      await expect(sidebar).toBeHidden();
      await page.getByRole('link', { name: 'Filtrera' }).click();
      await expect(sidebar).toBeVisible();
      await sidebar.locator('.facet', { hasText: 'Varumärken' }).locator('input[type=checkbox]:not([disabled])').first().check();
      await sidebar.getByRole('button', { name: 'Filtrera' }).click();
      await expect(page).toHaveURL(/[?&]brands=\d+$/);
      await expect(page.getByRole('link', { name: 'Filtrera (1)' })).toBeVisible();
    });
  });
});

test.describe('main category pages (issue 11 items 9 and 13)', () => {
  test('list with sorting, filters and the view switch at 1366 px', async ({ page }) => {
    await page.goto(await mainCategoryUrl(page));
    await expect(page.locator('.listing-toolbar__result')).toHaveText(RESULT);
    await expect(page.locator('.filter-sidebar').getByRole('heading', { name: 'Kategori' })).toBeVisible();
    // The sort applies on change once the page is hydrated (the scripts load after the first paint).
    await expect(page.getByRole('button', { name: /^Varukorg, / })).toBeEnabled();
    await page.getByRole('combobox', { name: 'Sortera' }).selectOption('lagsta_pris');
    await waitForIdle(page);
    await expect(page).toHaveURL(/sorting=lagsta_pris/);
    await page.getByRole('button', { name: 'Lista' }).click();
    await waitForIdle(page);
    await expect(page.locator('.product-grid')).toHaveClass(/product-grid--list/);
    await expectNoAxeViolations(page);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('keep long names and badges inside their cards, badges on one line, in the grid and the list', async ({ page }) => {
      const url = await mainCategoryUrl(page);
      for (const view of ['', '?view_type=list']) {
        await page.goto(`${url}${view}`);
        await expect(page.getByRole('button', { name: /^Filtrera/ })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Sortera' })).toBeVisible();
        const problems = await page.locator('.product-card').evaluateAll((cards) =>
          cards.flatMap((card) => {
            const box = card.getBoundingClientRect();
            const out: string[] = [];
            const name = card.querySelector<HTMLElement>('.product-card__name');
            if (name && (name.scrollWidth > name.clientWidth + 1 || name.getBoundingClientRect().right > box.right + 0.5)) out.push(`name: ${name.textContent}`);
            const badge = card.querySelector<HTMLElement>('.badge');
            if (badge) {
              const b = badge.getBoundingClientRect();
              const lineHeight = parseFloat(getComputedStyle(badge).lineHeight) || 20;
              if (b.height > lineHeight * 1.5 + 8 || b.right > box.right || badge.scrollWidth > badge.clientWidth + 1) out.push(`badge: ${badge.textContent}`);
            }
            return out;
          }),
        );
        expect(await page.locator('.product-card .badge').count()).toBeGreaterThan(0);
        expect(problems, view || 'grid').toEqual([]);
      }
    });
  });
});

test.describe('paging and interval boxes (issue 11 items 10 and 12)', () => {
  test('each page is a history entry: Back returns to the page before at its scroll position', async ({ page }) => {
    await page.goto(await mainCategoryUrl(page));
    await expect(page.locator('.listing-toolbar__result')).toHaveText(/^Visar produkt 1 - 24 av totalt \d+ produkter$/);
    const next = page.locator('.pagination').getByRole('link', { name: 'Nästa' });
    await next.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    const firstUrl = page.url();
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.listing-toolbar__result')).toHaveText(/^Visar produkt 25 - /);
    await page.goBack();
    await expect(page).toHaveURL(firstUrl);
    await expect(page.locator('.listing-toolbar__result')).toHaveText(/^Visar produkt 1 - 24 /);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 60);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 60);
  });

  test('number boxes of interval filters show their whole values', async ({ page }) => {
    // Tvättmaskiner: spin speeds of 1 200-1 600 rpm were shown as '120'.
    await page.goto('/vitvaror/tvatt-och-tork/tvattmaskiner');
    await expect(page.locator('.listing-toolbar__result')).toHaveText(RESULT);
    const inputs = page.locator('.filter-sidebar .range-filter__input input');
    expect(await inputs.count()).toBeGreaterThan(2);
    const cut = await inputs.evaluateAll((elements) =>
      (elements as HTMLInputElement[]).flatMap((input) => {
        const style = getComputedStyle(input);
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 15; // spin buttons
        const longest = Math.max(...[input.min, input.max, input.value].map((v) => canvas.measureText(v).width));
        return longest > room ? [`${input.getAttribute('name')}: ${input.max} in ${room}px`] : [];
      }),
    );
    expect(cut).toEqual([]);
  });
});
