import { expect, expectNoAxeViolations, test } from './fixtures';
import { CANCEL_AND_REFUND, checkoutToPayment, confirmedOrderNumber, fillCustomerForm, logInAsAdmin, pickJourneyProduct } from './journeys';

test.describe('refunds through the payment providers', () => {
  test.setTimeout(120_000);

  test('a shopper pays with Swish in its simulator; the admin cancels the order and its page shows the money refunded through Swish', async ({ page, context, request, browser }) => {
    expect((await request.post('/_simulators/swish/_control/faults', { data: {} })).ok()).toBe(true);
    const { main } = await checkoutToPayment(page, await pickJourneyProduct(request, 9));
    await expect(main.getByRole('radio', { name: /Swish/ })).toBeChecked();
    const form = main.getByRole('group', { name: /^\d+ Betalning$/ });
    await fillCustomerForm(page, form, `swish.refund.${Date.now()}@example.se`);
    await main.getByRole('button', { name: 'Köp med betalningsskyldighet' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Öppna Swish-appen' })).toBeVisible();
    const phone = await context.newPage();
    await phone.goto('/_simulators/swish/app?payer=46701234567');
    await phone.getByRole('button', { name: 'Betala' }).click();
    await expect(phone.getByRole('heading', { name: 'Betalningen är godkänd' })).toBeVisible();
    await phone.close();
    const orderNumber = await confirmedOrderNumber(page, { timeout: 15_000 });

    // The shop owner, in a browser of their own.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logInAsAdmin(admin, '/admin/ordrar');
    await admin.goto(`/admin/ordrar/${orderNumber}`);
    await admin.getByRole('link', { name: 'Makulera ordern' }).click();
    await admin.getByRole('button', { name: CANCEL_AND_REFUND }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Ordern är makulerad' })).toBeVisible();
    // Swish pays the refund out a moment after taking it: the page says so until then.
    await expect(async () => {
      await admin.reload();
      await expect(admin.locator('[data-refund="refunded"]')).toContainText('Återbetald', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(admin.locator('[data-refund="refunded"]')).toContainText('(Swish)');
    await expectNoAxeViolations(admin);
    await admin.goto('/admin');
    await expect(admin.getByRole('link', { name: orderNumber })).toHaveCount(0);
    await expectNoAxeViolations(admin);
    await adminContext.close();
  });
});
