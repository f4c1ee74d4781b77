import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';
import { adminInOwnBrowser, checkoutWith, kr, operatorCommand, pickJourneyProduct, SETTINGS_PICKED_UP_MS } from './journeys';

/** The owner ticks 'Priser inklusive moms för företag' in the settings form and saves it. */
async function ownerShowsCompaniesPricesInclVat(browser: Browser, baseURL: string | undefined) {
  const { admin, adminContext } = await adminInOwnBrowser(browser, baseURL, '/admin/installningar', 'Inställningar');
  try {
    const display = admin.getByRole('group', { name: 'Visning' });
    const box = display.getByLabel('Priser inklusive moms för företag');
    await expect(box).not.toBeChecked();
    await expect(display.getByText('Företagskunder ser alla priser inklusive moms, som privatkunder.')).toBeVisible();
    await box.check();
    await admin.getByRole('button', { name: 'Spara inställningarna' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Inställningarna är sparade.' })).toBeVisible();
    await expect(admin.getByRole('group', { name: 'Visning' }).getByLabel('Priser inklusive moms för företag')).toBeChecked();
  } finally {
    await adminContext.close();
  }
}

/** The summary's value of a row, by its label. */
function summaryRow(page: Page, label: string) {
  return page.getByRole('region', { name: 'Beställningsöversikt' }).locator('.summary-row').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) });
}

/**
 * A company shopper with the setting on: the checkout's summary says 'Att betala' and 'Varav moms' (not 'exkl moms'
 * and 'Inkl moms'), the cart line, the mini cart and the product page show the price incl. VAT a private customer sees.
 */
async function companySeesPricesInclVat(page: Page, card: ListingCard, screenshot: string) {
  const price = kr(card.product_display_price);
  const { main, idle } = await checkoutWith(page, card);
  await main.getByRole('radio', { name: 'Företag', exact: true }).check();
  await idle();
  await expect(page.getByRole('group', { name: /^\d+ Betalning$/ }).getByLabel('Organisationsnummer', { exact: true })).toBeVisible();

  await expect(summaryRow(page, 'Produkter').getByRole('definition')).toHaveText(price);
  await expect(summaryRow(page, 'Att betala').getByRole('definition')).toHaveText(price);
  await expect(summaryRow(page, 'Varav moms')).toBeVisible();
  await expect(summaryRow(page, 'Inkl moms')).toHaveCount(0);
  await expect(summaryRow(page, 'Att betala exkl moms')).toHaveCount(0);
  await expect(main.locator('.cart-line__total').first()).toContainText(price);
  await page.getByRole('region', { name: 'Beställningsöversikt' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/${screenshot}-checkout.png` });
  await expectNoAxeViolations(page);

  await page.goto(card.product_url);
  const buyArea = main.locator('.price--page').first();
  await expect(buyArea.locator('.price__current')).toHaveText(price);
  await expect(buyArea.locator('.price__vat')).toHaveText('inkl. moms');
  await page.getByRole('button', { name: /^Varukorg, 1 produkt,/ }).click();
  const panel = page.getByRole('dialog', { name: 'Varukorg' });
  await expect(panel.getByRole('link', { name: card.product_name })).toBeVisible();
  await expect(panel.getByText(price).first()).toBeVisible();
  await expect(panel.getByText(/^Fri frakt över 1\s000\skr$/)).toBeVisible();
  await page.screenshot({ path: `test-results/${screenshot}-mini-cart.png` });

  // Leasing is offered to companies whatever basis their prices show in (the demo's terms: from 5 000 kr excl. VAT).
  const { products } = (await (await page.request.get('/produkter/filtrera?show_all=1')).json()) as { products: ListingCard[] };
  const dear = products.find((p) => p.product_display_price >= 7_000 && !p.product_hide_price && !p.product_is_parent && p.parent_id === null);
  if (!dear) throw new Error('The demo catalog has no product dear enough for leasing');
  await page.goto(dear.product_url);
  await expect(main.locator('.price--page').first().locator('.price__current')).toHaveText(kr(dear.product_display_price));
  await expect(main.locator('.leasing-widget')).toContainText(/kr\/mån exkl\. moms/);
}

test.describe('the setting that shows companies prices incl. VAT', () => {
  // The owner's form, then a shopper's cart, checkout, mini cart and two product pages: longer than one page's journey.
  test.beforeEach(() => test.setTimeout(120_000));
  test.afterEach(async () => {
    const run = operatorCommand('settings', ['reset', 'companyPricesIncludeVat']);
    expect(run.code, run.output).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_PICKED_UP_MS));
  });

  test('the owner turns it on; a company sees incl. VAT prices and the checkout says "Varav moms"', async ({ page, browser, baseURL }) => {
    await ownerShowsCompaniesPricesInclVat(browser, baseURL);
    await companySeesPricesInclVat(page, await pickJourneyProduct(page.request, 7), 'company-incl-vat-desktop');
  });

  test('on a phone (375 px) a company sees incl. VAT prices and the checkout says "Varav moms"', async ({ page, browser, baseURL }) => {
    await ownerShowsCompaniesPricesInclVat(browser, baseURL);
    await page.setViewportSize({ width: 375, height: 800 });
    await companySeesPricesInclVat(page, await pickJourneyProduct(page.request, 8), 'company-incl-vat-phone');
  });
});
