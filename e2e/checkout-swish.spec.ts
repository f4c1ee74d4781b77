import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';
import { checkoutToPayment, confirmedOrderNumber, fillCustomerForm, ordersFor, pickJourneyProduct } from './journeys';

const FAULTS = '/_simulators/swish/_control/faults';

async function play(request: APIRequestContext, faults: { fault: 'timeout' | 'error' | 'garbage' | null; callbacks?: number }) {
  expect((await request.post(FAULTS, { data: { callbacks: 1, ...faults } })).ok()).toBe(true);
}

/** The cart with one product, a delivery chosen, Swish (first and pre-selected) and the customer form filled in. */
async function toSwish(page: Page, card: ListingCard, email: string, { phone = false } = {}) {
  // The checkout on a phone's screen (375 px): Swish switches to the app there.
  const { main, payment } = await checkoutToPayment(page, card, phone ? () => page.setViewportSize({ width: 375, height: 800 }) : undefined);
  await expect(payment.getByRole('radio').first()).toHaveAccessibleName(/Swish/);
  await expect(payment.getByRole('radio', { name: /Swish/ })).toBeChecked();
  const form = main.getByRole('group', { name: /^\d+ Betalning$/ });
  await expect(form.getByText('Betalningsförfrågan skickas till Swish på mobilnumret du anger nedan.')).toBeVisible();
  await fillCustomerForm(page, form, email);
  await expectNoAxeViolations(page);
  return main;
}

test.describe('Swish through its simulator', () => {
  test.setTimeout(90_000);
  test.afterEach(async ({ request }) => play(request, { fault: null }));

  test('on a desktop the payment request goes to the shopper\'s number; paid on the phone, the page lands on the confirmation with one order', async ({ page, context, request }) => {
    await play(request, { fault: null, callbacks: 2 });
    const email = `swish.desktop.${Date.now()}@example.se`;
    const main = await toSwish(page, await pickJourneyProduct(request, 5), email);
    await main.getByRole('button', { name: 'Köp med betalningsskyldighet' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Öppna Swish-appen på din mobil (070-123 45 67) och godkänn betalningen.' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The shopper's phone: the Swish app finds the request by the number.
    const phone = await context.newPage();
    await phone.goto('/_simulators/swish/app?payer=46701234567');
    await expect(phone.getByRole('heading', { name: 'Godkänn betalningen' })).toBeVisible();
    await phone.getByRole('button', { name: 'Betala' }).click();
    await expect(phone.getByRole('heading', { name: 'Betalningen är godkänd' })).toBeVisible();
    await phone.close();

    const orderNumber = await confirmedOrderNumber(page, { timeout: 15_000 });
    await expectNoAxeViolations(page);
    expect(ordersFor(email, ['order_number', 'status'])).toEqual([{ order_number: orderNumber, status: 'paid' }]);
  });

  test('a declined payment brings the shopper back to the checkout with the cart', async ({ page, context, request }) => {
    const email = `swish.declined.${Date.now()}@example.se`;
    const main = await toSwish(page, await pickJourneyProduct(request, 6), email);
    await main.getByRole('button', { name: 'Köp med betalningsskyldighet' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Öppna Swish-appen' })).toBeVisible();
    const phone = await context.newPage();
    await phone.goto('/_simulators/swish/app?payer=46701234567');
    await phone.getByRole('button', { name: 'Avbryt' }).click();
    await phone.close();
    await expect(page).toHaveURL(/\/checkoutv3\?betalning=avbruten$/, { timeout: 15_000 });
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Din varukorg finns kvar' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('group', { name: /Din varukorg$/ }).getByRole('link').first()).toBeVisible();
    expect(ordersFor(email, ['status']).map((o) => o.status)).toEqual(['cancelled']);
  });

  test('a Swish that does not answer leaves no order and says so in Swedish', async ({ page, request, consoleErrors }) => {
    await play(request, { fault: 'error' });
    const email = `swish.down.${Date.now()}@example.se`;
    const main = await toSwish(page, await pickJourneyProduct(request, 7), email);
    await main.getByRole('button', { name: 'Köp med betalningsskyldighet' }).click();
    await expect(main.getByRole('alert').filter({ hasText: 'Just nu går det inte att kommunicera med Swish.' })).toBeVisible();
    expect(ordersFor(email, ['status']).map((o) => o.status)).toEqual(['cancelled']);
    // The refused call (502) is the one console error the browser reports for it.
    const refused = consoleErrors.findIndex((text) => text.includes('status of 502'));
    expect(refused).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refused, 1);
  });
});

test.describe('Swish on a phone (375 px)', () => {
  test.setTimeout(90_000);

  test('switches to the Swish app, and the app hands back to the confirmation with one order', async ({ page, request }) => {
    await play(request, { fault: null, callbacks: 2 });
    const email = `swish.phone.${Date.now()}@example.se`;
    const main = await toSwish(page, await pickJourneyProduct(request, 8), email, { phone: true });
    await main.getByRole('button', { name: 'Köp med betalningsskyldighet' }).click();
    const open = main.getByRole('link', { name: 'Öppna Swish' });
    await expect(open).toBeVisible();
    await expectNoAxeViolations(page);
    await open.click();
    await expect(page.getByRole('heading', { name: 'Godkänn betalningen' })).toBeVisible();
    await page.getByRole('button', { name: 'Betala' }).click();
    const orderNumber = await confirmedOrderNumber(page);
    await expectNoAxeViolations(page);
    expect(ordersFor(email, ['order_number', 'status'])).toEqual([{ order_number: orderNumber, status: 'paid' }]);
  });
});

test.describe('Swish through a reload of the checkout', () => {
  test.setTimeout(90_000);
  test.afterEach(async ({ request }) => play(request, { fault: null }));

  for (const phone of [false, true]) {
    const width = phone ? 375 : 1366;
    test(`at ${width} px the reloaded checkout waits again, lands on the confirmation once paid, and is no live checkout after it`, async ({ page, context, request }, testInfo) => {
      await play(request, { fault: null, callbacks: 1 });
      const email = `swish.reload.${width}.${Date.now()}@example.se`;
      const main = await toSwish(page, await pickJourneyProduct(request, phone ? 10 : 9), email, { phone });
      await main.getByRole('button', { name: 'Köp med betalningsskyldighet' }).click();
      const waiting = (within: typeof main) => (phone
        ? within.getByRole('link', { name: 'Öppna Swish' })
        : within.getByRole('status').filter({ hasText: 'Öppna Swish-appen på din mobil (070-123 45 67) och godkänn betalningen.' }));
      await expect(waiting(main)).toBeVisible();

      await page.reload();
      await page.waitForLoadState('networkidle');
      const reloaded = page.getByRole('main');
      await expect(reloaded.getByText(/^Din order \d+ är skapad\. Godkänn betalningen i Swish-appen\.$/).first()).toBeVisible();
      await expect(waiting(reloaded)).toBeVisible();
      await expect(reloaded.getByRole('button', { name: 'Köp med betalningsskyldighet' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`swish-reloaded-${width}.png`), fullPage: true });

      // The payer approves on the phone: the reloaded page's polling goes on to the confirmation.
      const app = await context.newPage();
      await app.goto(phone ? (await waiting(reloaded).getAttribute('href'))! : '/_simulators/swish/app?payer=46701234567');
      await app.getByRole('button', { name: 'Betala' }).click();
      // On the phone the app hands back to the shop's page (the confirmation); a desktop's payer stays in the app.
      if (phone) await confirmedOrderNumber(app);
      else await expect(app.getByRole('heading', { name: 'Betalningen är godkänd' })).toBeVisible();
      await app.close();
      const orderNumber = await confirmedOrderNumber(page, { timeout: 15_000 });
      expect(ordersFor(email, ['order_number', 'status'])).toEqual([{ order_number: orderNumber, status: 'paid' }]);

      // Back to the checkout: the paid cart is gone, and there is nothing to buy again.
      await page.goto('/checkoutv3');
      await expect(page).toHaveURL(/\/checkoutv3$/);
      const after = page.getByRole('main');
      await expect(after.getByText('Din varukorg är tom.')).toBeVisible();
      await expect(after.getByText(/Godkänn betalningen/)).toHaveCount(0);
      await expect(after.getByRole('button', { name: 'Köp med betalningsskyldighet' })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`swish-after-${width}.png`), fullPage: true });
      expect(ordersFor(email, ['status'])).toEqual([{ status: 'paid' }]);
    });
  }
});
