import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';
import { checkoutToPayment } from './journeys';

const FAULTS = '/_simulators/svea/_control/faults';

function ordersFor(email: string): { order_number: string; status: string; payment_handler: string }[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'shop.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select order_number, status, payment_handler from orders where email = ?').all(email) as ReturnType<typeof ordersFor>;
  } finally {
    db.close();
  }
}

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
    await frame.getByLabel('E-postadress').fill(email);
    await frame.getByRole('button', { name: 'Slutför köp' }).click();
    await expect(page).toHaveURL(/\/kassa\/bekraftelse\/\d+\?t=/);
    const orderNumber = /\/kassa\/bekraftelse\/(\d+)/.exec(page.url())![1]!;
    await expect(page.getByRole('main')).toContainText(orderNumber);
    await expectNoAxeViolations(page);
    await expect.poll(() => ordersFor(email).length, { timeout: 5_000 }).toBe(1);
    await page.waitForTimeout(500);
    expect(ordersFor(email)).toEqual([{ order_number: orderNumber, status: 'paid', payment_handler: 'svea_part_payment' }]);
  });
});
