import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { checkoutToPayment, confirmedOrderNumber, fillCustomerForm, logInAsAdmin, pickJourneyProduct } from './journeys';

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name, exact: true });

/** Sets a delivery type's price through its form; answers the price it had. */
async function setDeliveryPrice(page: Page, name: string, price: string): Promise<string> {
  await page.goto('/admin/leverans-och-betalning');
  await page.getByRole('link', { name: `Ändra ${name}` }).click();
  const field = page.getByLabel('Pris (kr)');
  const before = await field.inputValue();
  await field.fill(price);
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ändringen är sparad.' })).toBeVisible();
  return before;
}

test.describe('the back office: gift cards, delivery, info pages and returns', () => {
  test('an admin issues a gift card the shopper pays with, changes a delivery price the checkout shows, publishes an info page and approves a return (mailed); axe-clean', async ({ page, browser, request, baseURL }) => {
    test.setTimeout(300_000);
    await logInAsAdmin(page, '/admin/presentkort');
    await expect(page.getByRole('heading', { level: 1, name: 'Presentkort' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A gift card of 100 kr with a generated code.
    const form = page.getByRole('region', { name: 'Nytt presentkort' });
    await form.getByLabel('Belopp (kr)').fill('100');
    await form.getByRole('button', { name: 'Skapa presentkort' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Presentkortet är skapat.' })).toBeVisible();
    const code = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/[A-Z0-9]{4}(-[A-Z0-9]{4}){3}/)![0];
    await expect(page.getByText('Presentkortet har inte använts.')).toBeVisible();
    await expectNoAxeViolations(page);

    // PostNord hemleverans from 99 to 89 kr.
    const oldPrice = await setDeliveryPrice(page, 'PostNord hemleverans', '89');
    await expectNoAxeViolations(page);
    await nav(page, 'Leverans och betalning').click();
    await expect(page.getByRole('row', { name: /PostNord hemleverans/ })).toContainText('89 kr');
    await expectNoAxeViolations(page);

    // The shopper, in a browser of their own, sees the new price and pays part with the gift card.
    const shopper = await browser.newPage({ baseURL });
    await shopper.context().addCookies([{ name: 'required', value: '1', url: baseURL! }, { name: 'functional_third_party', value: '1', url: baseURL! }, { name: 'marketing_third_party', value: '0', url: baseURL! }]);
    const card = await pickJourneyProduct(request, 5);
    const email = `presentkort-${Date.now()}@example.se`;
    const { main, idle, payment } = await checkoutToPayment(shopper, card);
    const delivery = main.getByRole('group', { name: /Välj fraktsätt$/ });
    await expect(delivery.getByRole('radio', { name: /PostNord hemleverans/ })).toBeVisible();
    await expect(delivery.locator('label.option-box__label', { hasText: 'PostNord hemleverans' })).toContainText(/89\s*kr/);
    const cartBlock = main.getByRole('group', { name: '1 Din varukorg' });
    await cartBlock.getByText('+ Lägg till rabattkod/presentkort').click();
    await cartBlock.getByRole('textbox', { name: 'Rabattkod eller presentkort' }).fill(code.toLowerCase());
    await cartBlock.getByRole('button', { name: 'Lägg till' }).click();
    await idle();
    await expect(main.getByText(`Presentkort ${code}`).first()).toBeVisible();
    await payment.getByRole('radio', { name: /Faktura/ }).check();
    await idle();
    const customer = main.getByRole('group', { name: /^\d+ Betalning$/ });
    await fillCustomerForm(shopper, customer, email);
    await main.getByRole('button', { name: 'Köp med betalningsskyldighet' }).click();
    const orderNumber = await confirmedOrderNumber(shopper);

    // The card's page shows the draw of that order, and the balance is spent.
    await nav(page, 'Presentkort').click();
    await page.getByLabel('Kod eller del av kod').fill(code);
    await page.getByRole('button', { name: 'Visa' }).click();
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Förbrukat');
    await page.getByRole('link', { name: code }).click();
    await expect(page.getByRole('row', { name: /Draget för order/ })).toContainText(orderNumber);

    // An info page, published: the storefront shows it at its address.
    await nav(page, 'Informationssidor').click();
    await expectNoAxeViolations(page);
    const url = `/kundservice/presentkort-${Date.now() % 1_000_000}`;
    const newPage = page.getByRole('region', { name: 'Ny informationssida' });
    await newPage.getByLabel('Titel', { exact: true }).fill('Presentkort');
    await newPage.getByLabel(/^Adress/).fill(url);
    await newPage.getByLabel(/^Rubrik på sidan/).fill('Ge bort ett presentkort');
    await newPage.getByLabel(/^Text/).fill('Presentkortet gäller i ett år.\n\nDet kan användas i flera köp.');
    await newPage.getByRole('button', { name: 'Skapa sidan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sidan är skapad.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shopper.goto(url);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Ge bort ett presentkort' })).toBeVisible();
    await expect(shopper.getByText('Det kan användas i flera köp.')).toBeVisible();

    // The shopper returns the product; the admin approves the case and the customer's mail is in the outbox.
    await shopper.goto('/kundservice/returer-och-reklamationer');
    await shopper.waitForLoadState('networkidle');
    await shopper.getByRole('main').getByRole('button', { name: 'Anmäl retur eller reklamation' }).click();
    const dialog = shopper.getByRole('dialog', { name: 'Anmäl retur eller reklamation' });
    await dialog.getByLabel('Ordernummer').fill(orderNumber);
    await dialog.getByLabel('E-postadress').fill(email);
    await dialog.getByRole('button', { name: 'Hämta order' }).click();
    await dialog.getByRole('combobox', { name: /^Antal av / }).first().selectOption('1');
    await dialog.getByLabel('Beskriv varför').fill('Ångrade mig');
    await dialog.getByRole('button', { name: 'Skicka anmälan' }).click();
    const caseNumber = (await dialog.getByText(/Ärendenummer R\d{6,}/).textContent())!.match(/R\d{6,}/)![0];
    await shopper.close();

    await nav(page, 'Returer').click();
    await page.getByLabel('Ärendenummer, ordernummer eller e-post').fill(caseNumber);
    await page.getByLabel('Status').selectOption('received');
    await page.getByRole('button', { name: 'Visa' }).click();
    await expect(page.getByRole('status')).toHaveText('1 ärende');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: caseNumber }).click();
    await expect(page.getByText('Ångrade mig')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Godkänn ärendet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ärendet är godkänt' })).toBeVisible();
    await expect(page.locator('h1 .admin-state')).toHaveText('Godkänt');
    await expect(page.getByRole('region', { name: 'E-post till kunden' })).toContainText(`Ditt ärende ${caseNumber} är godkänt`);
    await expectNoAxeViolations(page);

    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'shop.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const mail = db.prepare('select recipient, subject from outbox_emails where subject = ?').get(`Ditt ärende ${caseNumber} är godkänt`) as { recipient: string } | undefined;
      expect(mail?.recipient).toBe(email);
    } finally {
      db.close();
    }

    // The delivery price goes back, for the journeys after this one.
    await setDeliveryPrice(page, 'PostNord hemleverans', oldPrice);
  });
});
