import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { withSiteSetting } from './journeys';

const DATA_DIR = process.env.E2E_DATA_DIR!;

/** Adds the first buyable card of the home page's campaign section through its buy button. */
async function addFromHome(page: Page): Promise<void> {
  await page.goto('/');
  const buy = page.locator('section[aria-labelledby="home-campaign"] .product-card').getByRole('button', { name: /^Köp / }).first();
  await buy.scrollIntoViewIfNeeded();
  const added = page.waitForResponse((r) => r.url().endsWith('/checkoutv3/products/add') && r.status() === 200);
  await buy.click();
  await added;
}

test.describe.serial('offer mode (site setting isOffer)', () => {
  withSiteSetting('isOffer', 'true');

  test('cards show monthly prices and the cart becomes an offer request that is stored and e-mailed', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.product-card__monthly').first()).toHaveText(/^\d[\d\s]*\skr\/mån$/u);

    await addFromHome(page);
    await page.goto('/varukorg');
    await expect(page.getByRole('heading', { level: 1, name: 'Offertförfrågan' })).toBeVisible();
    await expect(page).toHaveTitle(/^Offertförfrågan/);
    await page.locator('.order-summary').getByRole('link', { name: 'Till offertförfrågan' }).click();
    await expect(page).toHaveURL(/\/checkoutv3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Offertförfrågan' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Köp med betalningsskyldighet|Slutför köp/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByLabel('Namn').fill('Olle Offert');
    await page.getByLabel('Företag (valfritt)').fill('Offert AB');
    await page.getByLabel('E-post').fill('olle.offert@example.se');
    await page.getByLabel('Meddelande (valfritt)').fill('Vi behöver tio stycken.');
    await page.getByRole('button', { name: 'Skicka offertförfrågan' }).click();
    await expect(page.getByRole('heading', { name: 'Tack för din offertförfrågan' })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'Förfrågan OF' });
    await expect(status).toHaveText(/^Förfrågan OF\d{6,} är skickad\. Vi har skickat en bekräftelse till olle\.offert@example\.se/);
    const offerNumber = /OF(\d+)/.exec((await status.textContent()) ?? '')!;
    await expectNoAxeViolations(page);

    const db = new Database(path.join(DATA_DIR, 'shop.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const id = Number(offerNumber[1]);
      const offer = db.prepare('select name, company_name, email, message, status from offer_requests where id = ?').get(id);
      expect(offer).toEqual({ name: 'Olle Offert', company_name: 'Offert AB', email: 'olle.offert@example.se', message: 'Vi behöver tio stycken.', status: 'received' });
      // The product added (and a gift line, when the product carries a gift campaign), one each.
      const lines = db.prepare('select quantity from offer_request_lines where offer_request_id = ?').all(id);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines[0]).toEqual({ quantity: 1 });
      const mail = db.prepare('select recipient, subject from outbox_emails where kind = ?').all(`offer_request_${id}`);
      expect(mail).toEqual([{ recipient: 'olle.offert@example.se', subject: `Vi har tagit emot din offertförfrågan ${offerNumber[0]}` }]);
    } finally {
      db.close();
    }
    // The request took the cart with it.
    await page.goto('/varukorg');
    await expect(page.getByText('Din varukorg är tom.')).toBeVisible();
  });
});

test.describe.serial('ecommerceDisabled', () => {
  withSiteSetting('ecommerceDisabled', 'true');

  test('hides the cart, buy buttons, product menu and brands, sends the cart pages home and refuses the cart calls', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.product-card').first()).toBeVisible();
    await expect(page.locator('.cart-toggle')).toHaveCount(0);
    await expect(page.locator('.product-card').getByRole('button', { name: /^Köp / })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Varumärken', exact: true })).toHaveCount(0);

    for (const address of ['/varukorg', '/kassa/leverans', '/checkoutv3']) {
      await page.goto(address);
      await expect(page).toHaveURL(/\/$/);
    }

    // The call from a script (through the browser context's cookies: a refused call in the page would be a console error).
    const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    const res = await page.request.post('/checkoutv3/products/add', {
      headers: { 'X-CSRF-TOKEN': token!, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      form: { product_id: '1' },
    });
    const answer = { status: res.status(), body: (await res.json()) as { message: string } };
    expect(answer).toMatchObject({ status: 403, body: { message: 'Webbutiken tar inte emot beställningar just nu.' } });
  });
});

test.describe('the GA4 event bus', () => {
  // A first visit: no consent yet.
  test.use({ freshConsent: true });

  const ecommerceEvents = (page: Page) =>
    page.evaluate(() => (window.dataLayer ?? []).filter((e): e is { event: string; ecommerce: { currency: string; value?: number; items: unknown[] } } => typeof e === 'object' && e !== null && 'event' in e));

  test('pushes ecommerce events to window.dataLayer only after marketing consent, amounts in SEK', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Integritetsinställningar' })).toBeVisible();
    // Hydrated, cards on screen, and still nothing pushed.
    await page.waitForTimeout(500);
    expect(await ecommerceEvents(page)).toEqual([]);
    expect(await page.evaluate(() => [...document.scripts].filter((s) => s.src && !s.src.startsWith(location.origin)).length)).toBe(0);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('dialog', { name: 'Integritetsinställningar' }).getByRole('button', { name: 'Godkänn alla' }).click();
    await reloaded;
    await expect.poll(async () => (await ecommerceEvents(page)).map((e) => e.event)).toContain('view_item_list');
    const list = (await ecommerceEvents(page)).find((e) => e.event === 'view_item_list')!;
    expect(list.ecommerce.currency).toBe('SEK');
    expect(list.ecommerce.items.length).toBeGreaterThan(0);

    await addFromHome(page);
    await expect.poll(async () => (await ecommerceEvents(page)).map((e) => e.event)).toContain('add_to_cart');
    const add = (await ecommerceEvents(page)).find((e) => e.event === 'add_to_cart')!;
    expect(add.ecommerce).toMatchObject({ currency: 'SEK', value: expect.any(Number), items: [expect.objectContaining({ quantity: 1 })] });
    expect(add.ecommerce.value).toBeGreaterThan(0);

    await page.goto('/kassa/leverans');
    await expect(page).toHaveURL(/\/checkoutv3$/);
    await expect.poll(async () => (await ecommerceEvents(page)).map((e) => e.event)).toContain('begin_checkout');
  });
});
