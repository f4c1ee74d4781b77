import fs from 'node:fs';
import { expect, test } from './fixtures';
import { checkoutToPayment, confirmedOrderNumber, fillCustomerForm, logInAsAdmin, pickJourneyProduct } from './journeys';

/**
 * The owner's books (issue 30): an order paid by card, then the owner opens 'Bokföring', reads the month's summary
 * (sales, VAT, payments by card) and downloads the SIE file an accounting program reads.
 */
for (const width of [1366, 375]) {
  test(`an order paid by card shows in the month's books and its SIE file at ${width} px`, async ({ page, request, browser, baseURL, consoleErrors }) => {
    await page.setViewportSize({ width, height: 800 });
    const card = await pickJourneyProduct(request, width === 1366 ? 11 : 12);
    const { main, idle, payment } = await checkoutToPayment(page, card);
    await payment.getByRole('radio', { name: /Kortbetalning/ }).check();
    await idle();
    await fillCustomerForm(page, main.getByRole('group', { name: /^\d+ Betalning$/ }), `bokforing-${width}@example.se`);
    await main.getByRole('button', { name: 'Köp med betalningsskyldighet' }).click();
    await expect(page).toHaveTitle('Testkort – kortbetalning');
    await page.getByRole('button', { name: 'Betala' }).click();
    const orderNumber = await confirmedOrderNumber(page);
    // The provider's page has no icon link: Chromium's /favicon.ico miss there is not the shop's.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('404')));

    const adminContext = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const admin = await adminContext.newPage();
    await logInAsAdmin(admin, `/admin/ordrar/${orderNumber}`);
    await expect(admin.getByRole('region', { name: 'Betalningshändelser' }).getByText(/Kortbetalning: /)).toBeVisible();

    await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Bokföring' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Bokföring' })).toBeVisible();
    await expect(admin.getByRole('region', { name: /^Sammanställning / }).getByText('Utgående moms 25 %')).toBeVisible();
    const payments = admin.getByRole('region', { name: 'Betalningar per betalsätt' });
    await expect(payments.getByRole('cell', { name: 'kort' })).toBeVisible();

    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Hämta SIE-fil' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^hembutiken-\d{4}-\d{2}\.se$/);
    // PC8 (code page 437): its first lines and the voucher texts checked here are plain ASCII.
    const lines = fs.readFileSync(await download.path(), 'latin1').split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['#FLAGGA 0', '#PROGRAM "Hembutiken" "1.0"', '#FORMAT PC8']);
    expect(lines).toContain('#SIETYP 4');
    expect(lines.some((line) => line.includes(`order ${orderNumber}`))).toBe(true);
    await adminContext.close();
  });
}
