import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { ocrReference } from '../domain/invoicing/ocr-reference';
import { bgMaxFile } from '../server/testing/bgmax-file';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { logInAsAdmin, pickJourneyProduct, placeInvoiceOrder } from './journeys';

/**
 * The order's invoice, as issuing it leaves it: numbered, referenced by that number's OCR, due in 30 days; written in
 * the journey shop's own database (or the one placing the order issued). Answers what the bank file must name.
 */
function issueInvoice(orderNumber: string): { invoiceNumber: number; ocr: string; amountOre: number } {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'shop.sqlite'), { fileMustExist: true });
  try {
    const order = db.prepare('select id, to_pay_ore from orders where order_number = ?').get(orderNumber) as { id: number; to_pay_ore: number };
    const now = new Date();
    const due = new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    db.prepare(
      `insert into invoices (order_id, kind, ocr, amount_ore, lines, vat_breakdown, issue_date, due_date, status, created_at, updated_at)
       values (?, 'invoice', ?, ?, '[]', '[]', ?, ?, 'open', ?, ?) on conflict do nothing`,
    ).run(order.id, `pending-${order.id}`, order.to_pay_ore, now.toISOString().slice(0, 10), due, now.toISOString(), now.toISOString());
    const invoice = db.prepare("select id, amount_ore from invoices where order_id = ? and kind = 'invoice'").get(order.id) as { id: number; amount_ore: number };
    const ocr = ocrReference(invoice.id);
    db.prepare('update invoices set ocr = ? where id = ?').run(ocr, invoice.id);
    return { invoiceNumber: invoice.id, ocr, amountOre: invoice.amount_ore };
  } finally {
    db.close();
  }
}

/** The owner reads the bank's file on 'Fakturor' and sees the invoice paid there and the order paid on its page. */
async function payByBankFile(admin: Page, orderNumber: string, invoice: { invoiceNumber: number; ocr: string; amountOre: number }) {
  await logInAsAdmin(admin, '/admin/fakturor');
  await expect(admin.getByRole('heading', { level: 1, name: 'Fakturor' })).toBeVisible();
  const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: orderNumber, exact: true }) });
  await expect(row).toContainText(String(invoice.invoiceNumber));
  await expectNoAxeViolations(admin);

  const file = bgMaxFile([{ reference: invoice.ocr, amountOre: invoice.amountOre, serial: `${Date.now() % 1_000_000}${invoice.invoiceNumber}`, payerName: 'Anna Svensson' }]);
  const upload = admin.getByRole('region', { name: 'Läs in betalfil från Bankgirot (BgMax)' });
  await upload.getByLabel('BgMax-fil').setInputFiles({ name: 'bgmax.txt', mimeType: 'text/plain', buffer: file });
  await upload.getByRole('button', { name: 'Läs in filen' }).click();
  const result = admin.getByRole('region', { name: 'Resultat av inläsningen' });
  await expect(result).toContainText('1 av 1 betalningar bokades.');
  await expect(result).toContainText(`Faktura ${invoice.invoiceNumber} (order ${orderNumber}) är betald.`);
  await expect(admin.getByRole('row').filter({ has: admin.getByRole('link', { name: orderNumber, exact: true }) })).toHaveCount(0);
  await expectNoAxeViolations(admin);

  await admin.getByRole('navigation', { name: 'Visa fakturor' }).getByRole('link', { name: 'Betalda', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/fakturor\?visa=betalda$/);
  const paid = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: orderNumber, exact: true }) });
  await expect(paid).toBeVisible();
  await paid.getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/ordrar/${orderNumber}$`));
  await expect(admin.getByRole('main')).toContainText('Betald');
  await expect(admin.getByRole('button', { name: 'Registrera fakturan som betald' })).toHaveCount(0);
}

test.describe('invoice payments from a BgMax file', () => {
  test.setTimeout(120_000);
  test.skip(!!process.env.E2E_BASE_URL, 'writes the invoice into the journey shop’s own database');

  test('an invoice order’s invoice is paid by the bank file: paid in Fakturor and on the order page', async ({ page, browser, request, baseURL }) => {
    const orderNumber = await placeInvoiceOrder(page, await pickJourneyProduct(request, 13), `faktura.bgmax.${Date.now()}@example.se`);
    const invoice = issueInvoice(orderNumber);
    const adminContext = await browser.newContext({ baseURL });
    await payByBankFile(await adminContext.newPage(), orderNumber, invoice);
    await adminContext.close();
  });
});

test.describe('invoice payments at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  test.setTimeout(120_000);
  test.skip(!!process.env.E2E_BASE_URL, 'writes the invoice into the journey shop’s own database');

  test('the owner reads the bank file on a phone and the page fits the screen', async ({ page, browser, request, baseURL }) => {
    const orderNumber = await placeInvoiceOrder(page, await pickJourneyProduct(request, 14), `faktura.mobil.${Date.now()}@example.se`);
    const invoice = issueInvoice(orderNumber);
    const adminContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const admin = await adminContext.newPage();
    await payByBankFile(admin, orderNumber, invoice);
    await admin.goto('/admin/fakturor');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await adminContext.close();
  });
});
