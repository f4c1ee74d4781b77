import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';
import { checkoutToPayment, completeInProviderEmbed, expectOneOrder, ordersFor } from './journeys';

const FAULTS = '/_simulators/wasa/_control/faults';
const FRAME = 'iframe[title="Wasa Kredit leasing (simulator)"]';

async function play(request: APIRequestContext, faults: { pings?: number; script_missing?: boolean; complete_without_order_id?: boolean }) {
  expect((await request.post(FAULTS, { data: { pings: 1, ...faults } })).ok()).toBe(true);
}

/** A product dear enough for leasing on its own (the demo's terms: from 5 000 kr excl. VAT). */
async function leasableProduct(request: APIRequestContext, index: number): Promise<ListingCard> {
  const { products } = (await (await request.get('/produkter/filtrera?show_all=1')).json()) as { products: ListingCard[] };
  const suitable = products.filter((p) =>
    p.stock_status.purchasable && p.stock_status.quantity >= 10 && !p.product_is_parent && !p.product_hide_price && p.product_buy_option && p.parent_id === null &&
    p.product_max_purchasable_quantity === null && p.product_display_price >= 7_000);
  const card = suitable[index % suitable.length];
  if (!card) throw new Error('The demo catalog has no product dear enough for leasing');
  return card;
}

/** The cart with one dear product, a company, a delivery chosen, and Wasa Kredit leasing as the payment method. */
async function toWasa(page: Page, card: ListingCard) {
  const { main, idle, payment } = await checkoutToPayment(page, card);
  await main.getByRole('group', { name: /Välj kundtyp$/ }).getByRole('radio', { name: 'Företag' }).check();
  await idle();
  await payment.getByRole('radio', { name: /^Leasing via Wasa Kredit/ }).check();
  await idle();
  return main.getByRole('group', { name: /^\d+ Betalning$/ });
}

test.describe('Wasa Kredit leasing through its simulator', () => {
  test.setTimeout(90_000);
  test.afterEach(async ({ request }) => play(request, {}));

  test('a company signs the leasing in the embed and lands on our confirmation with exactly one order, also when Wasa pings twice', async ({ page, request }) => {
    await play(request, { pings: 2 });
    const payment = await toWasa(page, await leasableProduct(request, 0));
    await expect(payment.getByText('Testläge: betalningen görs i en simulator och inga pengar dras.')).toBeVisible();
    const frame = page.frameLocator(FRAME);
    await expect(frame.getByRole('heading', { name: 'Leasing för företag' })).toBeVisible();
    await expectNoAxeViolations(page);

    const email = `wasa.${Date.now()}@example.se`;
    const orderNumber = await completeInProviderEmbed(page, frame, email, 'Signera med BankID');
    await expectOneOrder(email, { order_number: orderNumber, status: 'paid', payment_handler: 'wasa_checkout', customer_type: 'company' });
  });

  test('a cancelled leasing goes back to /checkoutv3 with the cart kept and no order', async ({ page, request }) => {
    await play(request, {});
    await toWasa(page, await leasableProduct(request, 1));
    const frame = page.frameLocator(FRAME);
    const email = `wasa.avbruten.${Date.now()}@example.se`;
    await frame.getByLabel('E-postadress').fill(email);
    await frame.getByRole('button', { name: 'Avbryt' }).click();
    await expect(page).toHaveURL(/\/checkoutv3$/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main').getByRole('group', { name: /Din varukorg$/ }).getByRole('link').first()).toBeVisible();
    expect(ordersFor(email, ['order_number'])).toEqual([]);
  });

  test("an invalid completion shows the spec's text and keeps the checkout usable", async ({ page, request }) => {
    await play(request, { complete_without_order_id: true });
    const payment = await toWasa(page, await leasableProduct(request, 2));
    await page.frameLocator(FRAME).getByRole('button', { name: 'Signera med BankID' }).click();
    await expect(payment.getByRole('alert')).toHaveText('Svaret från Wasa är ogiltigt. Vänligen kontakta vår kundtjänst för hjälp med din order');
    await expect(page).toHaveURL(/\/checkoutv3$/);
    await expectNoAxeViolations(page);
  });

  test("a missing Wasa script shows the spec's text instead of the embed", async ({ page, request }) => {
    await play(request, { script_missing: true });
    const payment = await toWasa(page, await leasableProduct(request, 3));
    await expect(payment.getByRole('alert')).toHaveText('Just nu går det inte att kommunicera med Wasa. Var god försök igen om ett litet tag. Vi beklagar det inträffade.');
    await expect(page.locator(FRAME)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
