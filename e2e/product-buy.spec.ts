import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';

async function listed(request: APIRequestContext): Promise<ListingCard[]> {
  const response = await request.get('/produkter/filtrera?show_all=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: ListingCard[] }).products;
}

const buyable = (p: ListingCard) => p.stock_status.purchasable && !p.product_is_parent && !p.product_hide_price && p.parent_id === null;

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
});
