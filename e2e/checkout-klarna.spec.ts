import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';
import { checkoutToPayment, completeInProviderEmbed, expectOneOrder, ordersFor, pickJourneyProduct } from './journeys';

const FAULTS = '/_simulators/klarna/_control/faults';

async function play(request: APIRequestContext, faults: { fault: 'timeout' | 'error' | 'garbage' | null; pushes?: number; delay_ms?: number }) {
  expect((await request.post(FAULTS, { data: { pushes: 1, ...faults } })).ok()).toBe(true);
}

/** The cart with one product, a delivery chosen, and Klarna as the payment method. */
async function toKlarna(page: Page, card: ListingCard) {
  const { main, idle, payment } = await checkoutToPayment(page, card);
  await payment.getByRole('radio', { name: /^Klarna/ }).check();
  await idle();
  return main.getByRole('group', { name: /^\d+ Betalning$/ });
}

test.describe('Klarna Checkout through its simulator', () => {
  // A whole purchase with a provider round trip: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  test.afterEach(async ({ request }) => play(request, { fault: null }));

  test('pays with Klarna in the embedded checkout and lands on the confirmation with exactly one order, also when Klarna pushes twice', async ({ page, request }) => {
    await play(request, { fault: null, pushes: 2 });
    const payment = await toKlarna(page, await pickJourneyProduct(request, 3));
    await expect(payment.getByText('Testläge: betalningen görs i en simulator och inga pengar dras.')).toBeVisible();
    const frame = page.frameLocator('iframe[title="Klarna Checkout (simulator)"]');
    await expect(frame.getByRole('heading', { name: 'Slutför ditt köp' })).toBeVisible();
    // The snippet's own script ran (re-executed with the page's nonce).
    await expect(page.locator('#klarna-checkout-container')).toHaveAttribute('data-klarna-loaded', 'true');
    await expectNoAxeViolations(page);

    const email = `klarna.${Date.now()}@example.se`;
    const orderNumber = await completeInProviderEmbed(page, frame, email, 'Slutför köp');
    // Both pushes have come and gone: still one order, paid through Klarna.
    await expectOneOrder(email, { order_number: orderNumber, status: 'paid', payment_handler: 'klarna_checkout' });
    // The cart is empty after the order.
    await page.goto('/checkoutv3');
    await expect(page.getByRole('main').getByRole('radio', { name: /^Klarna/ })).toHaveCount(0);
  });

  for (const fault of ['timeout', 'error', 'garbage'] as const) {
    test(`keeps the cart and shows a Swedish message when Klarna answers with a ${fault}`, async ({ page, request }) => {
      await play(request, { fault, delay_ms: 5_000 });
      const payment = await toKlarna(page, await pickJourneyProduct(request, 4));
      await expect(payment.getByRole('alert')).toHaveText(
        'Just nu går det inte att kommunicera med Klarna. Din varukorg finns kvar. Försök igen om en liten stund eller välj ett annat sätt att betala.',
      );
      await expect(page.locator('iframe')).toHaveCount(0);
      await expectNoAxeViolations(page);
      // The cart stays, and another payment method still works once Klarna is back.
      await play(request, { fault: null });
      await page.reload();
      await expect(page.getByRole('main').getByRole('group', { name: /Din varukorg$/ }).getByRole('link').first()).toBeVisible();
      await expect(page.frameLocator('iframe[title="Klarna Checkout (simulator)"]').getByRole('button', { name: 'Slutför köp' })).toBeVisible();
    });
  }

  test('changes the shipping option inside Klarna\'s checkout: our delivery follows, and the order is delivered that way', async ({ page, request }) => {
    await play(request, { fault: null });
    await toKlarna(page, await pickJourneyProduct(request, 5));
    const frame = page.frameLocator('iframe[title="Klarna Checkout (simulator)"]');
    const shipping = frame.getByRole('group', { name: 'Leveranssätt' });
    await expect(shipping.getByRole('radio', { name: /^PostNord ombud/ })).toBeChecked();
    await shipping.getByRole('radio', { name: /^PostNord hemleverans/ }).check();
    await frame.getByRole('button', { name: 'Byt leveranssätt' }).click();
    await expect(shipping.getByRole('radio', { name: /^PostNord hemleverans/ })).toBeChecked();
    // Our page hears Klarna's shipping_option_change and sends the store action: the delivery block and the summary
    // follow at once.
    const main = page.getByRole('main');
    await expect(main.getByRole('group', { name: /Välj fraktsätt$/ }).getByRole('radio', { name: /PostNord hemleverans/ })).toBeChecked();
    await expect(page.locator('.checkout')).toHaveAttribute('aria-busy', 'false');
    await expect(frame.getByRole('group', { name: 'Leveranssätt' }).getByRole('radio', { name: /^PostNord hemleverans/ })).toBeChecked();
    await expectNoAxeViolations(page);

    const email = `klarna.frakt.${Date.now()}@example.se`;
    await frame.getByLabel('E-postadress').fill(email);
    await frame.getByRole('button', { name: 'Slutför köp' }).click();
    await expect(page).toHaveURL(/\/kassa\/bekraftelse\/\d+\?t=/);
    await expect(page.getByRole('main')).toContainText('PostNord hemleverans');
    await expect.poll(() => ordersFor(email, ['order_number']).length, { timeout: 5_000 }).toBe(1);
  });
});

