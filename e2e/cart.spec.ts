import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';

type Card = ListingCard;

const LIMIT = 1000;
const THRESHOLD = 0.3 * LIMIT;

/**
 * Two products from the demo catalog, found through the listing call rather than by id: `capped` has a purchase
 * cap of at least 2, `cheap` has none, and together they walk the free-delivery banner through its three texts
 * (cheap alone leaves more than 30 % of the limit, cheap + capped leaves less, cheap + 2 × capped passes it).
 */
async function pickProducts(request: APIRequestContext): Promise<{ cheap: Card; capped: Card }> {
  const response = await request.get('/produkter/filtrera?show_all=1');
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: Card[] };
  const buyable = products.filter(
    (p) => p.stock_status.purchasable && !p.product_is_parent && !p.product_hide_price && p.product_buy_option && p.parent_id === null && p.stock_status.quantity >= 5,
  );
  const price = (p: Card) => p.product_display_price;
  for (const capped of buyable) {
    const cap = capped.product_max_purchasable_quantity;
    if (cap === null || cap < 2 || price(capped) >= LIMIT - THRESHOLD) continue;
    const cheap = buyable.find(
      (p) =>
        p.product_max_purchasable_quantity === null &&
        LIMIT - price(p) > THRESHOLD &&
        LIMIT - price(p) - price(capped) > 0 &&
        LIMIT - price(p) - price(capped) <= THRESHOLD &&
        price(p) + 2 * price(capped) >= LIMIT,
    );
    if (cheap) return { cheap, capped };
  }
  throw new Error('The demo catalog has no pair of products for the free-delivery journey');
}

/** The category a product's own address sits under. */
function categoryOf(card: Card): string {
  return card.product_url.slice(0, card.product_url.lastIndexOf('/'));
}

function cartToggle(page: Page, count: number): Locator {
  return page.getByRole('button', { name: new RegExp(`^Varukorg, ${count} (produkt|produkter),`) });
}

/** The cart page's line of a product (the side panel, outside <main>, has its own). */
function pageLine(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('list', { name: 'Produkter i varukorgen' }).getByRole('listitem').filter({ hasText: name });
}

/**
 * Opens a page and waits until it is hydrated (the cart button is offered only then), so clicks reach the enhanced
 * widgets, not plain forms. Quicker than waiting for an idle network, which always costs half a second more.
 */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('button', { name: /^Varukorg, / })).toBeEnabled();
}

/** Buys a product with its card's button on its category page; `revert` waits out the 3 s 'Tillagd' state too. */
async function buyFromListing(page: Page, card: Card, { revert = false } = {}): Promise<void> {
  await open(page, `${categoryOf(card)}?show_all=1`);
  const buy = page.getByRole('article').filter({ has: page.getByRole('link', { name: card.product_name, exact: true }) }).getByRole('button');
  await expect(buy).toHaveText(`Köp ${card.product_name}`);
  await buy.click();
  await expect(buy).toHaveText(`Tillagd ${card.product_name}`);
  await expect(page.getByRole('status').filter({ hasText: `${card.product_name} har lagts i varukorgen.` })).toBeVisible();
  if (!revert) return;
  // The added state lasts 3 s, then the button is a buy button again.
  await expect(buy).toHaveText(`Köp ${card.product_name}`, { timeout: 5_000 });
}

/**
 * Puts products in the browser's cart through the cart call, with the browser's session cookie and the CSRF token of
 * a page (no page is rendered): for journeys that are about what follows, not about buying.
 */
async function seedCart(page: Page, lines: { product_id: number; quantity: number }[]): Promise<void> {
  const html = await (await page.request.get('/varukorg')).text();
  const csrfToken = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  expect(csrfToken).toBeTruthy();
  const form = Object.fromEntries(lines.map((line) => [`products[${line.product_id}][quantity]`, String(line.quantity)]));
  const response = await page.request.post('/checkoutv3/products/update', {
    form,
    headers: { 'X-CSRF-TOKEN': csrfToken!, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  const { count } = (await response.json()) as { count: number };
  expect(count).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
}

test.describe('cart on desktop', () => {
  test('buys from a listing and a product page, changes quantities, hits the cap, applies codes and empties the cart', async ({ page, request, consoleErrors }) => {
    const { cheap, capped } = await pickProducts(request);
    const cap = capped.product_max_purchasable_quantity!;

    await buyFromListing(page, cheap);
    await expect(cartToggle(page, 1)).toBeVisible();

    await cartToggle(page, 1).click();
    const panel = page.getByRole('dialog', { name: 'Varukorg' });
    await expect(panel.getByRole('link', { name: cheap.product_name })).toBeVisible();
    await expect(panel.getByText(/^Fri frakt över 1\s000\skr$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole('link', { name: 'Till varukorgen' }).click();

    await expect(page).toHaveURL(/\/varukorg$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Varukorg' })).toBeVisible();
    await expect(main.getByText(/^Fri frakt över 1\s000\skr$/)).toBeVisible();

    await open(page, capped.product_url);
    const buy = page.getByRole('button', { name: 'Lägg i varukorg' });
    await buy.click();
    await expect(page.getByRole('button', { name: 'Tillagd' })).toBeVisible();
    await expect(cartToggle(page, 2)).toBeVisible();

    await open(page, '/varukorg');
    const left = LIMIT - cheap.product_display_price - capped.product_display_price;
    await expect(main.getByText(`Du har ${left} kr kvar till fri frakt!`)).toBeVisible();

    const line = pageLine(page, capped.product_name);
    // Each cart line links to its product page by id (cart-and-checkout.md section 2).
    await expect(line.getByRole('link', { name: capped.product_name, exact: true })).toHaveAttribute('href', `/produkter/id/${capped.product_id}`);
    await line.getByRole('button', { name: `Öka antalet av ${capped.product_name}` }).click();
    await expect(line.getByRole('spinbutton', { name: `Antal av ${capped.product_name}` })).toHaveValue('2');
    await expect(main.getByText('Du har kvalificerat dig för fri frakt!')).toBeVisible();
    await expect(main.getByRole('definition').filter({ hasText: /^0\skr$/ })).toBeVisible();

    // A typed quantity above the cap is clamped to it; the line says so where it was typed (announced) and + is disabled.
    const quantity = line.getByRole('spinbutton', { name: `Antal av ${capped.product_name}` });
    await quantity.fill(String(cap + 5));
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(cap));
    await expect(line.getByRole('status')).toHaveText(`Max ${cap} per kund`);
    await expect(line.getByRole('button', { name: `Öka antalet av ${capped.product_name}` })).toBeDisabled();
    await expect(cartToggle(page, cap + 1)).toBeVisible();

    // A non-numeric quantity is ignored.
    await quantity.fill('');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(cap));
    await expect(line.getByRole('status')).toHaveText(`Max ${cap} per kund`);

    await page.goto(capped.product_url);
    await expect(page.getByRole('button', { name: 'Lägg i varukorg' })).toBeDisabled();
    await expect(page.getByText(`Max ${cap} per kund`)).toBeVisible();

    await open(page, '/varukorg');
    const totalBefore = await main.locator('.summary-row--total dd').textContent();
    const toggle = main.getByText('+ Lägg till rabattkod/presentkort');
    await toggle.click();
    const code = main.getByRole('textbox', { name: 'Rabattkod eller presentkort' });
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('placeholder', 'Din kod');
    const add = main.getByRole('button', { name: 'Lägg till' });
    await expect(add).toBeDisabled();
    await code.fill('VALKOMMEN10');
    await add.click();
    const applied = main.getByRole('list', { name: 'Tillagda koder' });
    await expect(applied.getByRole('listitem').filter({ hasText: 'VALKOMMEN10' })).toBeVisible();
    await expect(main.getByRole('term').filter({ hasText: /^Rabatt$/ })).toBeVisible();
    await expect(main.locator('.summary-row--total dd')).not.toHaveText(totalBefore!);
    await expect(code).toHaveValue('');

    await code.fill('FINNSINTE');
    await add.click();
    await expect(main.getByText('Koden kunde inte hittas.')).toBeVisible();
    // The refused code is a 4xx answer, which Chromium logs as a failed load: expected here, and only this once.
    const refused = consoleErrors.findIndex((text) => /^Failed to load resource: the server responded with a status of 4\d\d/.test(text));
    expect(refused).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refused, 1);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // 'Gå till kassan' leads through /kassa/leverans to the checkout while the cart has products.
    await main.getByRole('link', { name: 'Gå till kassan' }).click();
    await expect(page).toHaveURL(/\/checkoutv3$/);
    await open(page, '/varukorg');

    await applied.getByRole('button', { name: 'Ta bort VALKOMMEN10' }).click();
    await expect(applied).toBeHidden();
    await expect(main.getByRole('term').filter({ hasText: /^Rabatt$/ })).toBeHidden();

    for (const card of [cheap, capped]) {
      await pageLine(page, card.product_name).getByRole('button', { name: `Ta bort ${card.product_name}` }).click();
      await expect(pageLine(page, card.product_name)).toBeHidden();
    }
    await expect(main.getByText('Din varukorg är tom.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Gå till kassan' })).toBeHidden();
    expect(await main.locator('.cart-empty__categories').getByRole('link').count()).toBeGreaterThan(0);
    await expect(cartToggle(page, 0)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('says where a quantity was typed that it was capped to the stock', async ({ page, request }) => {
    const response = await request.get('/produkter/filtrera?show_all=1');
    const { products } = (await response.json()) as { products: Card[] };
    const few = products.find(
      (p) =>
        p.stock_status.purchasable && !p.product_is_parent && !p.product_hide_price && p.product_buy_option && p.parent_id === null &&
        p.product_max_purchasable_quantity === null && p.stock_status.quantity >= 2 && p.stock_status.quantity <= 9,
    );
    expect(few, 'a product with 2-9 in stock and no purchase cap').toBeDefined();
    const stock = few!.stock_status.quantity;
    await seedCart(page, [{ product_id: few!.product_id, quantity: 1 }]);
    await open(page, '/varukorg');
    const line = pageLine(page, few!.product_name);
    const quantity = line.getByRole('spinbutton', { name: `Antal av ${few!.product_name}` });
    await expect(line.getByRole('status')).toHaveText('');
    await quantity.fill(String(stock + 5));
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(stock));
    await expect(line.getByRole('status')).toHaveText(`Endast ${stock} kvar i lager`);
    await expect(line.getByRole('button', { name: `Öka antalet av ${few!.product_name}` })).toBeDisabled();
    await expect(cartToggle(page, stock)).toBeVisible();
    // Said once, at the line, not again above the cart; a quantity within the stock clears it.
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: `Endast ${stock} kvar i lager` })).toHaveCount(1);
    await line.getByRole('button', { name: `Minska antalet av ${few!.product_name}` }).click();
    await expect(quantity).toHaveValue(String(stock - 1));
    await expect(line.getByRole('status')).toHaveText('');
    await expectNoAxeViolations(page);
  });

  test('saves the order message on leaving the box and clears it', async ({ page, request }) => {
    const { cheap } = await pickProducts(request);
    await seedCart(page, [{ product_id: cheap.product_id, quantity: 1 }]);
    await open(page, '/varukorg');
    const main = page.getByRole('main');
    await main.getByText('Lägg till ett meddelande till din order').click();
    const message = main.getByRole('textbox', { name: 'Meddelande till oss om din order' });
    await expect(message).toBeFocused();
    await message.fill('Ring gärna innan leverans.');
    await message.blur();
    await expect(main.getByText('Sparat!')).toBeVisible();
    await expect(main.getByText('Sparat!')).toBeHidden({ timeout: 5_000 });

    await page.reload();
    await expect(page.getByRole('button', { name: /^Varukorg, / })).toBeEnabled();
    await expect(message).toBeVisible();
    await expect(message).toHaveValue('Ring gärna innan leverans.');
    await main.getByRole('button', { name: 'Ta bort meddelande' }).click();
    await expect(message).toBeHidden();
    await page.reload();
    await expect(message).toBeHidden();
  });

  test('/kassa/leverans leads back to the cart while it is empty', async ({ page }) => {
    await page.goto('/kassa/leverans');
    await expect(page).toHaveURL(/\/varukorg$/);
    await expect(page.getByRole('main').getByText('Din varukorg är tom.')).toBeVisible();
  });
});

test.describe('cart at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('buys from a listing, changes the quantity in the side panel and empties the cart', async ({ page, request }) => {
    const { cheap } = await pickProducts(request);
    await buyFromListing(page, cheap, { revert: true });

    await cartToggle(page, 1).click();
    const panel = page.getByRole('dialog', { name: 'Varukorg' });
    await expect(panel.getByRole('link', { name: cheap.product_name })).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: `Öka antalet av ${cheap.product_name}` }).click();
    await expect(panel.getByRole('spinbutton', { name: `Antal av ${cheap.product_name}` })).toHaveValue('2');
    await expect(cartToggle(page, 2)).toBeVisible();
    await panel.getByRole('link', { name: 'Till varukorgen' }).click();

    const main = page.getByRole('main');
    await expect(pageLine(page, cheap.product_name).getByRole('spinbutton')).toHaveValue('2');
    await expect(main.getByRole('link', { name: 'Gå till kassan' })).toBeVisible();
    await expectNoAxeViolations(page);

    await pageLine(page, cheap.product_name).getByRole('button', { name: `Minska antalet av ${cheap.product_name}` }).click();
    await expect(pageLine(page, cheap.product_name).getByRole('spinbutton')).toHaveValue('1');
    await pageLine(page, cheap.product_name).getByRole('button', { name: `Ta bort ${cheap.product_name}` }).click();
    await expect(main.getByText('Din varukorg är tom.')).toBeVisible();

    await cartToggle(page, 0).click();
    await expect(panel.getByText('Din varukorg är tom.')).toBeVisible();
    // The panel loads the empty state's categories once it opens.
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('cart on a shared page', () => {
  test("shows the shopper's own lines in the side panel opened at once, and keeps an add made while they load", async ({ page, request }) => {
    const { cheap, capped } = await pickProducts(request);
    await seedCart(page, [{ product_id: cheap.product_id, quantity: 1 }, { product_id: capped.product_id, quantity: 1 }]);
    // The page is shared by price view and carries an empty cart: the browser reads the shopper's own. Slow that read
    // down, so the panel is opened and a product added before it is answered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/checkoutv3/products/index', async (route) => {
      await held;
      await route.continue();
    });
    await open(page, `${categoryOf(cheap)}?show_all=1`);
    // The server filled in the shopper's badge: it stands while their cart loads.
    await expect(cartToggle(page, 2)).toBeVisible();
    await cartToggle(page, 2).click();
    const panel = page.getByRole('dialog', { name: 'Varukorg' });
    await expect(panel.getByRole('status').filter({ hasText: 'Hämtar varukorgen …' })).toBeVisible();
    await expect(panel.getByText('Din varukorg är tom.')).toHaveCount(0);
    await page.keyboard.press('Escape');
    const buy = page.getByRole('article').filter({ has: page.getByRole('link', { name: cheap.product_name, exact: true }) }).getByRole('button');
    await buy.click();
    release();
    await expect(cartToggle(page, 3)).toBeVisible();
    await cartToggle(page, 3).click();
    await expect(panel.getByRole('spinbutton', { name: `Antal av ${cheap.product_name}` })).toHaveValue('2');
    await expect(panel.getByRole('spinbutton', { name: `Antal av ${capped.product_name}` })).toHaveValue('1');
  });
});

test.describe('cart without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adds, changes, discounts and removes through plain form posts', async ({ page, request }) => {
    const { cheap } = await pickProducts(request);
    await page.goto(cheap.product_url);
    await page.getByRole('button', { name: 'Lägg i varukorg' }).click();
    await expect(page).toHaveURL(new RegExp(`${cheap.product_url}$`));

    await page.goto('/varukorg');
    const line = pageLine(page, cheap.product_name);
    await line.getByRole('button', { name: `Öka antalet av ${cheap.product_name}` }).click();
    await expect(pageLine(page, cheap.product_name).getByRole('spinbutton')).toHaveValue('2');

    const main = page.getByRole('main');
    await main.getByText('+ Lägg till rabattkod/presentkort').click();
    await main.getByRole('textbox', { name: 'Rabattkod eller presentkort' }).fill('VALKOMMEN10');
    await main.getByRole('button', { name: 'Lägg till' }).click();
    await expect(main.getByRole('list', { name: 'Tillagda koder' }).getByRole('listitem').filter({ hasText: 'VALKOMMEN10' })).toBeVisible();

    await pageLine(page, cheap.product_name).getByRole('button', { name: `Ta bort ${cheap.product_name}` }).click();
    await expect(main.getByText('Din varukorg är tom.')).toBeVisible();
  });
});
