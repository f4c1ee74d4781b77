import fs from 'node:fs';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { logInAsAdmin, pickJourneyProduct, placeInvoiceOrder } from './journeys';

test.describe('invoices', () => {
  test.setTimeout(90_000);

  for (const [index, width] of [1366, 375].entries()) {
    test(`a shopper buys by invoice; the owner sees the invoice on the order, downloads its PDF and sends a reminder at ${width} px`, async ({ page, request, browser, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      const orderNumber = await placeInvoiceOrder(page, await pickJourneyProduct(request, 21 + index), `faktura.${width}.${Date.now()}@example.se`);

      // The shop owner, in a browser of their own on a screen as wide.
      const adminContext = await browser.newContext({ baseURL, viewport: { width, height: 800 }, acceptDownloads: true });
      const admin = await adminContext.newPage();
      await logInAsAdmin(admin, '/admin/ordrar');
      await admin.goto(`/admin/ordrar/${orderNumber}`);
      const panel = admin.getByRole('region', { name: 'Fakturor' });
      await expect(panel.getByRole('cell', { name: 'Obetald' })).toBeVisible();
      const row = panel.getByRole('row').nth(1);
      const invoiceNumber = (await row.getByRole('cell').first().innerText()).trim();
      expect(invoiceNumber).toMatch(/^\d+$/);
      await expectNoAxeViolations(admin);

      const [download] = await Promise.all([admin.waitForEvent('download'), panel.getByRole('link', { name: `Ladda ner faktura ${invoiceNumber} som PDF` }).click()]);
      expect(download.suggestedFilename()).toBe(`faktura-${invoiceNumber}.pdf`);
      expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');

      await panel.getByRole('button', { name: 'Skicka påminnelse' }).click();
      await expect(admin.getByRole('status').filter({ hasText: 'Påminnelsen är skickad till kunden.' })).toBeVisible();
      await expect(admin.getByRole('region', { name: 'Fakturor' }).getByText('1 påminnelse')).toBeVisible();
      await expect(admin.getByRole('region', { name: 'Skickad e-post' }).getByText(`Påminnelse: faktura ${invoiceNumber}`)).toBeVisible();
      const box = (await admin.getByRole('region', { name: 'Fakturor' }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(admin);
      await adminContext.close();
    });
  }
});
