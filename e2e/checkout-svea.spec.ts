import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';
import { checkoutToPayment, completeInProviderEmbed, expectOneOrder } from './journeys';

const FAULTS = '/_simulators/svea/_control/faults';

/** A product some part payment campaign finances (the demo's: from 500 kr). */
async function partPayableProduct(request: APIRequestContext): Promise<ListingCard> {
  const { products } = (await (await request.get('/produkter/filtrera?show_all=1')).json()) as { products: ListingCard[] };
  const card = products.find((p) =>
    p.stock_status.purchasable && p.stock_status.quantity >= 10 && !p.product_is_parent && !p.product_hide_price && p.product_buy_option && p.parent_id === null &&
    p.product_max_purchasable_quantity === null && p.product_display_price >= 900 && p.product_display_price <= 5_000 && !p.product_url.startsWith('/presentkort'));
  if (!card) throw new Error('The demo catalog has no product for part payment');
  return card;
}

test.describe('Svea part payment through its simulator', () => {
  test.setTimeout(90_000);
  test.afterEach(async ({ request }) => {
    expect((await request.post(FAULTS, { data: { pushes: 1 } })).ok()).toBe(true);
  });

  test('part payment is never pre-selected; paying with a campaign in the embed lands on our confirmation with exactly one order', async ({ page, request }) => {
    expect((await request.post(FAULTS, { data: { pushes: 2 } })).ok()).toBe(true);
    const { main, idle, payment } = await checkoutToPayment(page, await partPayableProduct(request));
    const partPayment = payment.getByRole('radio', { name: /^Delbetalning via Svea/ });
    await expect(partPayment).not.toBeChecked();
    await expect(payment.getByRole('radio').first()).not.toHaveAccessibleName(/Delbetalning|Faktura/);
    await partPayment.check();
    await idle();
    const block = main.getByRole('group', { name: /^\d+ Betalning$/ });
    await expect(block.getByText('Testläge: betalningen görs i en simulator och inga pengar dras.')).toBeVisible();
    const frame = page.frameLocator('iframe[title="Svea Checkout (simulator)"]');
    await expect(frame.getByRole('heading', { name: 'Delbetala med Svea' })).toBeVisible();
    await expect(frame.getByRole('group', { name: 'Välj delbetalning' }).getByRole('radio').first()).toBeChecked();
    await expectNoAxeViolations(page);

    const email = `svea.${Date.now()}@example.se`;
    const orderNumber = await completeInProviderEmbed(page, frame, email, 'Slutför köp');
    await expectOneOrder(email, { order_number: orderNumber, status: 'paid', payment_handler: 'svea_part_payment' });
  });
});
