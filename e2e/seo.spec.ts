import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The first product address the product sitemap lists, as a path. */
async function firstSitemapProduct(page: Page): Promise<string> {
  const xml = await (await page.request.get('/sitemaps/products-1.xml')).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  if (!loc) throw new Error('no product in the sitemap');
  return new URL(loc.replaceAll('&amp;', '&')).pathname;
}

/** The head as a crawler reads it after the page ran: canonical and the JSON-LD blocks. */
async function head(page: Page) {
  return page.evaluate(() => ({
    canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? 'null') as Record<string, unknown>),
  }));
}

test.describe('search engines', () => {
  test('a product from the sitemap carries JSON-LD with the price it shows, and the head follows a navigation', async ({ page, baseURL }) => {
    const path = await firstSitemapProduct(page);
    await page.goto(path);
    const shown = (await page.locator('.product-page__summary .price__current').first().textContent()) ?? '';
    const { canonical, jsonLd } = await head(page);
    expect(canonical).toEqual([`${baseURL}${path}`]);
    const product = jsonLd.find((block) => block['@type'] === 'Product') as { name: string; offers: { price: number; priceCurrency: string } };
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    expect(product.offers.priceCurrency).toBe('SEK');
    expect(Number(shown.replace(/[\s\u00a0]|kr/g, ''))).toBe(product.offers.price);

    // Following the breadcrumb to the category replaces the product's head: no product data, the category's canonical.
    const crumbs = page.getByRole('navigation', { name: 'Brödsmulor' }).getByRole('link');
    const category = crumbs.last();
    const categoryPath = await category.getAttribute('href');
    await category.click();
    await expect(page).toHaveURL(`${baseURL}${categoryPath}`);
    await expect.poll(async () => (await head(page)).canonical).toEqual([`${baseURL}${categoryPath}`]);
    expect((await head(page)).jsonLd.filter((block) => block['@type'] === 'Product')).toEqual([]);
  });

  for (const width of [1366, 375]) {
    test(`an unknown product shows the 404 page with a search box and categories at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto('/produkter/id/99999999');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Produkten kunde inte hittas' })).toBeVisible();
      const ways = page.getByRole('navigation', { name: 'Handla efter kategori' });
      await expect(ways.getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(page);

      const search = page.getByRole('searchbox', { name: 'Sök bland våra produkter' });
      await search.fill('kyl');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/produkter\/sok\?s=kyl$/);
    });
  }
});
