import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { checkoutToPayment, logInAsAdmin, operatorCommand, pickJourneyProduct } from './journeys';

/** The owner sets the invoice terms in the Swedish settings form; the preview, the checkout and the terms follow. */
async function changeTermsTo(page: Page, days: number) {
  await logInAsAdmin(page, '/admin/installningar');
  await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
  const invoice = page.getByRole('group', { name: 'Faktura och betalning' });
  await expect(invoice.getByText('Dagar från fakturadatum till förfallodag')).toBeVisible();
  const terms = invoice.getByLabel('Betalningsvillkor (dagar)');
  await expect(terms).toHaveValue('30');
  await terms.fill('tjugo');
  await page.getByRole('button', { name: 'Spara inställningarna' }).click();
  // Refused: nothing saved, the message beside the field, what was typed kept.
  await expect(page.getByText('Inget sparades. Rätta fälten som är markerade nedan.')).toBeVisible();
  await expect(invoice.getByText('Skriv ett heltal med siffror, till exempel 30.')).toBeVisible();
  await expect(invoice.getByLabel('Betalningsvillkor (dagar)')).toHaveValue('tjugo');
  await expectNoAxeViolations(page);
  await invoice.getByLabel('Betalningsvillkor (dagar)').fill(String(days));
  await expect(page.getByTestId('preview-invoice')).toHaveText(`Betala inom ${days} dagar. Fakturan skickas med e-post.`);
  await page.getByRole('button', { name: 'Spara inställningarna' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Inställningarna är sparade.' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Faktura och betalning' }).getByLabel('Betalningsvillkor (dagar)')).toHaveValue(String(days));
}

async function shopperSeesTerms(page: Page, days: number, productIndex: number) {
  const { payment } = await checkoutToPayment(page, await pickJourneyProduct(page.request, productIndex));
  await expect(payment.getByText(`Betala inom ${days} dagar. Fakturan skickas med e-post.`)).toBeVisible();
  await page.goto('/kundservice/kopvillkor');
  await expect(page.getByRole('main').getByText(new RegExp(`betald inom ${days} dagar från fakturadatum`))).toBeVisible();
  await expect(page.getByRole('main').getByText(/dagars öppet köp från den dag du tar emot varan/)).toBeVisible();
}

test.describe('the settings form', () => {
  test.afterEach(() => {
    const run = operatorCommand('settings', ['reset', 'invoiceTermsDays']);
    expect(run.code, run.output).toBe(0);
  });

  test('the owner changes the payment terms; the checkout and the terms page say the new number', async ({ page }) => {
    await changeTermsTo(page, 20);
    await shopperSeesTerms(page, 20, 3);
  });

  test('on a phone (375 px) the owner changes the payment terms; the checkout and the terms page say the new number', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await changeTermsTo(page, 25);
    await expectNoAxeViolations(page);
    await shopperSeesTerms(page, 25, 5);
  });
});
