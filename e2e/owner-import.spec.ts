import type { APIRequestContext, Page } from '@playwright/test';
import type { ListingCard } from '../common/contract/product-card';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { kr, logInAsAdmin } from './journeys';

/** A plain product with several lines of 'Kort info', found through the listing call. */
async function productWithBullets(request: APIRequestContext, index: number): Promise<ListingCard> {
  const response = await request.get('/produkter/filtrera?show_all=1');
  const { products } = (await response.json()) as { products: ListingCard[] };
  const suitable = products.filter(
    (p) => p.parent_id === null && !p.product_is_parent && !p.product_hide_price && p.product_display_original_price === null && p.product_info_puff.split('\n').filter((l) => l.trim() !== '').length >= 2,
  );
  const card = suitable[index % suitable.length];
  if (!card) throw new Error('The demo catalog has no product with bullets for this journey');
  return card;
}

/** The product's article number, from the products export the owner would download. */
async function skuOf(page: Page, card: ListingCard): Promise<string> {
  const exported = await (await page.request.get('/admin/api/catalog-export/produkter.csv')).text();
  const [header, ...rows] = exported.replace(/^\uFEFF/, '').split('\r\n');
  const columns = header!.split(';');
  const row = rows.map((line) => line.split(';')).find((cells) => cells[columns.indexOf('Adress')] === card.product_url);
  if (!row) throw new Error(`No export row for ${card.product_url}`);
  return row[columns.indexOf('Artikelnummer')]!;
}

/** Kronor as an owner types them in a spreadsheet: a space between thousands, a decimal comma. */
const typed = (kronor: number) => `${String(kronor).replace(/\B(?=(\d{3})+$)/g, ' ')},00`;

for (const [name, index, viewport] of [['desktop', 0, { width: 1366, height: 900 }], ['375 px', 1, { width: 375, height: 800 }]] as const) {
  test.describe(`the owner's price file at ${name}`, () => {
    test.use({ viewport, ...(viewport.width === 375 ? { isMobile: true, hasTouch: true } : {}) });

    test('a three-column price file (Artikelnummer;Pris;Lager) changes the price the product page shows; the page lists the short info as bullets', async ({ page }) => {
      const card = await productWithBullets(page.request, index);
      await logInAsAdmin(page, '/admin/import-export');
      const sku = await skuOf(page, card);
      const price = Math.round(card.product_display_price) + 100 + index;

      await page.waitForLoadState('networkidle');
      await page.getByLabel('CSV-fil').setInputFiles({ name: 'priser.csv', mimeType: 'text/csv', buffer: Buffer.from(`Artikelnummer;Pris;Lager\r\n${sku};${typed(price)};25\r\n`, 'utf8') });
      await page.getByRole('button', { name: 'Läs in filen' }).click();
      await expect(page).toHaveURL(/\/admin\/import-export\?import=\d+&klart=imported$/);
      await expect(page.getByRole('status').filter({ hasText: 'Filen' })).toHaveText('Filen är inläst: 0 nya produkter, 1 ändrade och 0 oförändrade.');
      await expectNoAxeViolations(page);

      await page.goto(card.product_url);
      const main = page.getByRole('main');
      await expect(main.getByText(kr(price)).first()).toBeVisible();
      const bullets = card.product_info_puff.split('\n').map((l) => l.trim().replace(/^[-•]\s*/, '')).filter((l) => l !== '');
      const list = main.getByRole('list').filter({ has: page.getByRole('listitem').filter({ hasText: bullets[0]! }) }).first();
      await expect(list.getByRole('listitem')).toHaveText(bullets);
    });
  });
}
