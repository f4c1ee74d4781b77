import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';

async function listed(request: APIRequestContext): Promise<ListingCard[]> {
  const response = await request.get('/produkter/filtrera?show_all=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: ListingCard[] }).products;
}

const buyable = (p: ListingCard) =>
  p.stock_status.purchasable && !p.product_is_parent && !p.product_hide_price && p.parent_id === null && p.product_buy_option;

/** A product page that offers add-ons, found by visiting the expensive products of the listing. */
async function openProductWithAddOns(request: APIRequestContext, page: Page): Promise<string> {
  const candidates = (await listed(request)).filter((p) => buyable(p) && p.product_display_price >= 2000 && p.stock_status.quantity >= 3);
  for (const product of candidates) {
    await page.goto(product.product_url);
    if ((await page.locator('.add-ons input:not([disabled])').count()) > 0) return product.product_name;
  }
  throw new Error('the demo catalog has no product with add-ons');
}

test.describe('buying from the product page', () => {
  test('adds the product with a chosen add-on in one go, and both are in the cart', async ({ page, request }) => {
    const name = await openProductWithAddOns(request, page);
    const addOns = page.getByRole('group', { name: 'Lägg till' });
    await expect(addOns.getByText(/^\+ \d.*kr$/).first()).toBeVisible();
    const first = addOns.getByRole('checkbox').first();
    const addOnName = (await addOns.locator('label').first().textContent())!.trim();
    await first.check();
    await expectNoAxeViolations(page);
    await page.locator('.buy-box').getByRole('button', { name: 'Lägg i varukorg' }).click();
    await expect(page.locator('.buy-box').getByRole('button', { name: 'Tillagd' })).toBeVisible();
    // The checkboxes are cleared after the add, so a second click does not add the add-on again.
    await expect(first).not.toBeChecked();

    await page.goto('/varukorg');
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: addOnName, exact: true }).first()).toBeVisible();
  });

  test('at 375 px the add-ons fit the screen', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openProductWithAddOns(request, page);
    for (const item of await page.locator('.add-ons__item').all()) {
      const box = (await item.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
  });

  test('reaches the purchase cap: the button is disabled with Max {n} per kund', async ({ page, request }) => {
    const capped = (await listed(request)).find(
      (p) => buyable(p) && p.product_max_purchasable_quantity !== null && p.product_max_purchasable_quantity <= 3 && p.stock_status.quantity > p.product_max_purchasable_quantity,
    );
    expect(capped, 'a product with a purchase cap').toBeDefined();
    const cap = capped!.product_max_purchasable_quantity!;
    await page.goto(capped!.product_url);
    const box = page.locator('.buy-box');
    for (let i = 0; i < cap; i += 1) {
      await box.getByRole('button', { name: /Lägg i varukorg|Tillagd/ }).click();
      await expect(page.locator('.cart-toggle__count').first()).toHaveText(String(i + 1));
    }
    await expect(box.getByText(`Max ${cap} per kund`)).toBeVisible();
    await expect(box.getByRole('button', { name: /Lägg i varukorg|Tillagd/ })).toHaveAttribute('aria-disabled', 'true');
  });

  test('buys three with the quantity stepper; − is disabled at 1', async ({ page, request }) => {
    const product = (await listed(request)).find((p) => buyable(p) && p.product_max_purchasable_quantity === null && p.stock_status.quantity >= 10);
    expect(product, 'a product with plenty in stock').toBeDefined();
    await page.goto(product!.product_url);
    // Before hydration + and − are the no-script form's submit buttons: wait for the page to take them over.
    await expect(page.getByRole('button', { name: /^Varukorg/ })).toBeEnabled();
    const box = page.locator('.buy-box');
    const stepper = box.getByRole('group', { name: `Antal av ${product!.product_name}` });
    await expect(stepper.getByRole('button', { name: /^Minska/ })).toBeDisabled();
    await stepper.getByRole('button', { name: /^Öka/ }).click();
    await stepper.getByRole('button', { name: /^Öka/ }).click();
    await expect(stepper.getByRole('spinbutton')).toHaveValue('3');
    await expectNoAxeViolations(page);
    await box.getByRole('button', { name: 'Lägg i varukorg' }).click();
    await expect(box.getByRole('button', { name: 'Tillagd' })).toBeVisible();
    // The cart line holds three (a gift campaign may add free lines beside it, so the badge is not the measure).
    const cart = (await (await page.request.get('/checkoutv3/products/index')).json()) as {
      products: { product_id: number; quantity: number; give_away_campaign_id: number | null }[];
    };
    expect(cart.products.find((l) => l.product_id === product!.product_id && l.give_away_campaign_id === null)?.quantity).toBe(3);
    // The stepper starts over at 1 for the next add.
    await expect(stepper.getByRole('spinbutton')).toHaveValue('1');
    // The 'product added' alert leads to the cart or straight to the checkout.
    const alert = page.locator('.added-alert');
    await expect(alert.getByRole('link', { name: 'Till varukorgen' })).toBeVisible();
    await alert.getByRole('link', { name: 'Gå till kassan' }).click();
    await expect(page).toHaveURL(/\/checkoutv3/);
  });

  test('a cart holding all the stock says there are no more, and the stepper stops at the stock', async ({ page, request }) => {
    const product = (await listed(request)).find(
      (p) => buyable(p) && p.product_max_purchasable_quantity === null && p.stock_status.quantity >= 2 && p.stock_status.quantity <= 5,
    );
    expect(product, 'a product with little stock').toBeDefined();
    const stock = product!.stock_status.quantity;
    await page.goto(product!.product_url);
    const box = page.locator('.buy-box');
    const input = box.getByRole('spinbutton');
    // A typed quantity above the stock is brought down to it.
    await input.fill('99');
    await input.blur();
    await expect(input).toHaveValue(String(stock));
    await expect(box.getByRole('button', { name: /^Öka/ })).toBeDisabled();
    await box.getByRole('button', { name: 'Lägg i varukorg' }).click();
    await expect(page.locator('.cart-toggle__count').first()).toHaveText(String(stock));
    await expect(box.getByText('Tyvärr har vi inte fler i lager av denna produkt')).toBeVisible();
    await expect(box.getByRole('button', { name: /Lägg i varukorg|Tillagd/ })).toHaveAttribute('aria-disabled', 'true');
  });

  test("a suggestion in 'Andra kunder köpte även' is bought once and then reads 'Produkt tillagd'", async ({ page }) => {
    await page.goto('/');
    const link = page.locator('section[aria-labelledby="home-campaign"] .product-card__link').first();
    await page.goto((await link.getAttribute('href'))!);
    const grid = page.locator('.product-ordered-with');
    const buy = grid.locator('.product-card').getByRole('button', { name: /^Köp / }).first();
    await buy.scrollIntoViewIfNeeded();
    const label = (await buy.textContent())!.replace(/^Köp\s*/, '').trim();
    await buy.click();
    const done = grid.locator('.product-card').getByRole('button', { name: `Produkt tillagd ${label}` });
    await expect(done).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('.cart-toggle__count').first()).toHaveText('1');
    // A second click adds nothing.
    await done.click({ force: true });
    await expect(page.locator('.cart-toggle__count').first()).toHaveText('1');
  });

  test('at 375 px the quantity and the buy button share one row that fits the screen', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const product = (await listed(request)).find((p) => buyable(p) && p.stock_status.quantity >= 3)!;
    await page.goto(product.product_url);
    const row = page.locator('.buy-box .buy-button__row');
    const box = (await row.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    const stepper = (await row.locator('.buy-quantity').boundingBox())!;
    const button = (await row.getByRole('button', { name: 'Lägg i varukorg' }).boundingBox())!;
    expect(Math.abs(stepper.y - button.y)).toBeLessThan(4);
    expect(button.height).toBeGreaterThanOrEqual(44);
  });
});
