import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CONSENT_GIVEN, expect, expectNoAxeViolations, test } from './fixtures';
import { CANCEL_AND_REFUND, logInAsAdmin, pickJourneyProduct, placeInvoiceOrder } from './journeys';

/** A paid invoice order: bought through the checkout, then registered as paid by the admin on its page. */
async function paidOrder(page: Page, admin: Page, productIndex: number): Promise<string> {
  const orderNumber = await placeInvoiceOrder(page, await pickJourneyProduct(page.request, productIndex));
  await admin.goto(`/admin/ordrar/${orderNumber}`);
  await admin.getByRole('button', { name: 'Registrera fakturan som betald' }).click();
  await expect(admin.locator('h1 .admin-state')).toHaveText('Betald');
  return orderNumber;
}

/** The admin in a browser of their own, at `width`, with or without script. */
async function adminBrowser(browser: Browser, baseURL: string | undefined, width: number, javaScriptEnabled: boolean): Promise<{ admin: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, javaScriptEnabled });
  const admin = await context.newPage();
  await logInAsAdmin(admin, '/admin/ordrar');
  return { admin, context };
}

test.describe('no money moves on one click (issue 30)', () => {
  test.setTimeout(180_000);

  for (const [width, javaScriptEnabled] of [[1366, true], [375, true], [1366, false]] as const) {
    test(`a paid order is cancelled and refunded only after its confirmation page (${width} px${javaScriptEnabled ? '' : ', no script'})`, async ({ page, browser, baseURL }) => {
      const { admin, context } = await adminBrowser(browser, baseURL, width, javaScriptEnabled);
      const orderNumber = await paidOrder(page, admin, width === 375 ? 11 : javaScriptEnabled ? 12 : 13);
      await admin.getByRole('link', { name: 'Makulera ordern' }).click();
      await expect(admin).toHaveURL(new RegExp(`/admin/ordrar/${orderNumber}/makulera$`));
      await expect(admin.getByRole('heading', { level: 1, name: `Makulera order ${orderNumber}?` })).toBeVisible();
      // Nothing happened yet: the way back leaves the order paid.
      await admin.getByRole('link', { name: 'Avbryt' }).click();
      await expect(admin.locator('h1 .admin-state')).toHaveText('Betald');

      await admin.getByRole('link', { name: 'Makulera ordern' }).click();
      const region = admin.getByRole('region', { name: 'Det här händer' });
      await expect(region).toContainText('betala tillbaka för hand');
      await expect(region).toContainText('läggs tillbaka i lager');
      // axe runs as a script in the page: checked where the page has script.
      if (javaScriptEnabled) await expectNoAxeViolations(admin);
      await admin.getByRole('button', { name: CANCEL_AND_REFUND }).click();
      await expect(admin).toHaveURL(new RegExp(`/admin/ordrar/${orderNumber}\\?klart=cancel$`));
      await expect(admin.locator('h1 .admin-state')).toHaveText('Makulerad');
      await expect(admin.locator('[data-refund="manual"]')).toBeVisible();
      // Recording the refund as paid back asks once more too.
      await admin.getByRole('link', { name: 'Registrera återbetalningen som gjord' }).click();
      await admin.getByRole('button', { name: /^Ja, registrera .+ som återbetalt$/ }).click();
      await expect(admin.locator('[data-refund="refunded"]')).toBeVisible();
      await context.close();
    });
  }
});

test.describe('discount codes paused from their page (issue 30)', () => {
  test.setTimeout(180_000);

  for (const width of [1366, 375]) {
    test(`the admin pauses a code and the cart refuses it; resumed it applies (${width} px)`, async ({ page, browser, baseURL }) => {
      const { admin, context } = await adminBrowser(browser, baseURL, width, true);
      const code = `PAUS${width}${String(Date.now()).slice(-5)}`;
      await admin.goto('/admin/rabattkoder');
      const form = admin.getByRole('region', { name: 'Ny rabattkod' });
      await form.getByLabel('Kod', { exact: true }).fill(code);
      await form.getByLabel('Procent', { exact: true }).fill('10');
      await form.getByRole('button', { name: 'Skapa rabattkod' }).click();
      await admin.getByRole('link', { name: code }).click();
      await expect(admin.getByRole('heading', { level: 1, name: `Rabattkod ${code}` })).toContainText('Aktiv');
      await expectNoAxeViolations(admin);
      await admin.getByRole('button', { name: 'Pausa' }).click();
      await expect(admin.getByRole('heading', { level: 1 })).toContainText('Pausad');

      // The shopper, without script: the cart's plain form leaves the paused code out and says so.
      const shopperContext = await browser.newContext({ baseURL, viewport: { width, height: 800 }, javaScriptEnabled: false });
      // A shopper who has made their consent choice, as the fixture's own contexts have.
      await shopperContext.addCookies(Object.entries(CONSENT_GIVEN).map(([name, value]) => ({ name, value, url: baseURL! })));
      const shopper = await shopperContext.newPage();
      const card = await pickJourneyProduct(page.request, 14);
      await shopper.goto(card.product_url);
      await shopper.getByRole('button', { name: 'Lägg i varukorg' }).first().click();
      await shopper.goto('/varukorg');
      const main = shopper.getByRole('main');
      const addCode = async () => {
        const field = main.getByRole('textbox', { name: 'Rabattkod eller presentkort' });
        // The code field sits in a disclosure, open after a refusal and closed on a fresh cart.
        if (!(await field.isVisible())) await main.getByText('+ Lägg till rabattkod/presentkort').click();
        await field.fill(code);
        await main.getByRole('button', { name: 'Lägg till' }).click();
      };
      const added = main.getByRole('list', { name: 'Tillagda koder' }).getByRole('listitem').filter({ hasText: code });
      await addCode();
      await expect(main.getByRole('heading', { level: 1, name: 'Varukorg' })).toBeVisible();
      await expect(added).toHaveCount(0);
      await expect(main.getByRole('status').filter({ hasText: 'Koden kunde inte hittas.' })).toBeVisible();

      await admin.getByRole('button', { name: 'Återuppta' }).click();
      await expect(admin.getByRole('heading', { level: 1 })).toContainText('Aktiv');
      await addCode();
      await expect(added).toBeVisible();
      await shopperContext.close();
      await context.close();
    });
  }
});
