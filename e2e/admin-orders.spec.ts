import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { pickJourneyProduct, placeInvoiceOrder } from './journeys';

/** The demo admin (README "Demo accounts"). */
async function logIn(page: Page): Promise<void> {
  await page.goto('/admin/ordrar');
  await expect(page).toHaveURL(/\/admin\/login\?tillbaka=/);
  await expectNoAxeViolations(page);
  await page.getByLabel('E-post').fill('admin@example.se');
  await page.getByLabel('Lösenord').fill('admin1234');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/admin\/ordrar$/);
}

async function stockOf(request: APIRequestContext, productId: number): Promise<number> {
  const response = await request.get('/produkter/filtrera?show_all=1');
  const { products } = (await response.json()) as { products: { product_id: number; stock_status: { quantity: number } }[] };
  return products.find((p) => p.product_id === productId)!.stock_status.quantity;
}

/** The outbox .eml files of this run that contain all of `parts` (only when Playwright started the shop itself). */
function outboxMail(...parts: string[]): string | null {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (process.env.E2E_BASE_URL || !fs.existsSync(dir)) return null;
  const texts = fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''));
  return texts.find((t) => parts.every((p) => t.includes(p))) ?? '';
}

test.describe('the back office', () => {
  test('an admin finds a shopper’s order, ships it with a tracking number and cancels another (stock back); the pages pass axe', async ({ page, browser, request, baseURL }) => {
    test.setTimeout(240_000);
    // A shopper, in a browser of their own, places two invoice orders.
    const shopper = await browser.newPage({ baseURL });
    await shopper.context().addCookies([{ name: 'required', value: '1', url: baseURL! }, { name: 'functional_third_party', value: '1', url: baseURL! }, { name: 'marketing_third_party', value: '0', url: baseURL! }]);
    const shipped = await pickJourneyProduct(request, 7);
    const cancelled = await pickJourneyProduct(request, 8);
    const email = `admin-e2e-${Date.now()}@example.se`;
    const toShip = await placeInvoiceOrder(shopper, shipped, email);
    const stockBefore = await stockOf(request, cancelled.product_id);
    const toCancel = await placeInvoiceOrder(shopper, cancelled, email);
    await expect.poll(() => stockOf(request, cancelled.product_id)).toBe(stockBefore - 1);
    await shopper.close();

    await logIn(page);
    await expectNoAxeViolations(page);

    // The dashboard counts today's orders.
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Översikt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
    await expect(page.locator('.admin-figures li').first()).not.toContainText(/^Ordrar i dag0$/);
    await expectNoAxeViolations(page);

    // Found by the shopper's e-mail; the personnummer is masked in the list.
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Ordrar' }).click();
    await page.getByLabel('Ordernummer, namn eller e-post').fill(email);
    await page.getByRole('button', { name: 'Visa' }).click();
    await expect(page.getByRole('status')).toHaveText('2 ordrar');
    await expect(page.getByRole('cell', { name: '19900101-****' }).first()).toBeVisible();
    await expect(page.getByText('19900101-0017')).toHaveCount(0);
    await page.getByRole('link', { name: toShip, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Order ${toShip}`);
    await expect(page.getByRole('heading', { name: 'Moms per momssats' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Shipped with a tracking number: the state, the tracking number and the customer's mail.
    await page.getByLabel('Spårningsnummer').fill('00370712345678901234');
    await page.getByRole('button', { name: 'Markera som skickad' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'markerad som skickad' })).toBeVisible();
    await expect(page.locator('h1 .admin-state')).toHaveText('Skickad');
    await expect(page.getByText('00370712345678901234')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Skickad e-post' })).toContainText('Leveransbesked');
    await expectNoAxeViolations(page);
    const mail = outboxMail('00370712345678901234', toShip);
    if (mail !== null) await expect.poll(() => outboxMail('00370712345678901234', toShip)).toContain(email);

    // The other order is cancelled: its stock is back at once.
    await page.goto(`/admin/ordrar/${toCancel}`);
    await page.getByRole('link', { name: 'Makulera ordern' }).click();
    await page.getByRole('button', { name: 'Ja, makulera ordern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ordern är makulerad' })).toBeVisible();
    await expect(page.locator('h1 .admin-state')).toHaveText('Makulerad');
    await expect(page.getByRole('link', { name: 'Makulera ordern' })).toHaveCount(0);
    await expect.poll(() => stockOf(request, cancelled.product_id)).toBe(stockBefore);
  });

  test('the audit log, discount codes, staff and settings pages work and pass axe; logging out ends the session', async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page);

    // The audit log has the changes of the first journey, by the admin.
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Ändringslogg' }).click();
    await page.getByLabel('Händelse').selectOption('order.cancel');
    await page.getByRole('button', { name: 'Visa' }).click();
    await expect(page.getByRole('cell', { name: /^order\.cancel \d+$/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Personal' }).click();
    await expect(page.getByRole('cell', { name: 'admin@example.se', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A new discount code, through the form.
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Rabattkoder' }).click();
    const code = `E2E${Date.now() % 1_000_000}`;
    const newCode = page.getByRole('region', { name: 'Ny rabattkod' });
    await newCode.getByLabel('Kod', { exact: true }).fill(code);
    await newCode.getByLabel('Procent', { exact: true }).fill('15');
    await newCode.getByRole('button', { name: 'Skapa rabattkod' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rabattkoden är skapad.' })).toBeVisible();
    await expect(page.getByRole('cell', { name: code })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Inställningar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
    await expectNoAxeViolations(page);

    // An unknown back-office address: the back office's own 404 page.
    const missing = await page.goto('/admin/finns-inte');
    expect(missing?.status()).toBe(404);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?utloggad=1$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
