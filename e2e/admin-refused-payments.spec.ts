import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { checkoutToPayment, pickJourneyProduct } from './journeys';

const FAULTS = '/_simulators/klarna/_control/faults';

/** Sets a product's stock in the journey shop's own database, as a sale elsewhere would. */
function setStock(productId: number, stock: number): number {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'shop.sqlite'), { fileMustExist: true });
  try {
    const before = (db.prepare('select stock from products where id = ?').get(productId) as { stock: number }).stock;
    db.prepare('update products set stock = ? where id = ?').run(stock, productId);
    return before;
  } finally {
    db.close();
  }
}

async function logIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('E-post').fill('admin@example.se');
  await page.getByLabel('Lösenord').fill('admin1234');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test.describe('refused provider payments in the back office', () => {
  test.setTimeout(120_000);
  test.skip(!!process.env.E2E_BASE_URL, 'changes the journey shop’s own database');
  test.afterEach(async ({ request }) => {
    await request.post(FAULTS, { data: { fault: null, pushes: 1 } });
  });

  test('a Klarna purchase whose stock ran out on the way back is refused; staff find it, why, and that Klarna cancelled it', async ({ page, browser, request }) => {
    // No push: the shopper's return completes the purchase, and the last unit is sold elsewhere just before.
    expect((await request.post(FAULTS, { data: { fault: null, pushes: 0 } })).ok()).toBe(true);
    const card = await pickJourneyProduct(request, 11);
    const { main, idle, payment } = await checkoutToPayment(page, card);
    await payment.getByRole('radio', { name: /^Klarna/ }).check();
    await idle();
    // Klarna has validated the purchase with the shop and sends the shopper back: the stock goes in between.
    let stockBefore: number | null = null;
    await page.route('**/_simulators/klarna/checkout/*/complete', async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      stockBefore ??= setStock(card.product_id, 0);
      await route.fulfill({ response });
    });
    try {
      const frame = page.frameLocator('iframe[title="Klarna Checkout (simulator)"]');
      await frame.getByLabel('E-postadress').fill(`klarna.nekad.${Date.now()}@example.se`);
      await frame.getByRole('button', { name: 'Slutför köp' }).click();
      await expect(page).toHaveURL(/\/checkoutv3\?betalning=andrad$/);
      await expect(main).toBeVisible();
    } finally {
      // The journeys after this one buy from the same demo catalog.
      if (stockBefore !== null) setStock(card.product_id, stockBefore);
    }

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logIn(admin);
    const figure = admin.locator('.admin-figures li').filter({ hasText: 'Nekade betalningar (7 dagar)' });
    await expect(figure.locator('.admin-figures__value')).not.toHaveText('0');
    await figure.getByRole('link', { name: 'Visa nekade betalningar' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Nekade betalningar' })).toBeVisible();
    const row = admin.getByRole('row').nth(1);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Klarna');
    await expect(row).toContainText('En vara tog slut i lager eller säljs inte längre.');
    await expect(row).toContainText('Annullerad hos Klarna');
    await expectNoAxeViolations(admin);
    // The orders list links here too.
    await admin.goto('/admin/ordrar');
    await admin.getByRole('link', { name: 'Nekade betalningar hos Klarna, Svea och Wasa Kredit' }).click();
    await expect(admin).toHaveURL(/\/admin\/ordrar\/nekade-betalningar$/);
    await adminContext.close();
  });
});
