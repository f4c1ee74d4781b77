import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { operatorCommand, SETTINGS_PICKED_UP_MS } from './journeys';

/**
 * Issue 31: what a product card and a product page promise. The countdown is the product's own (its sale ends in
 * three days while the week's campaign runs for six), part payment is offered only to shoppers whose checkout
 * offers it (a company sees leasing instead), the discount badge reads as an amount where the setting says so, a
 * package that saves nothing is still marked 'Paket', and the home page and the cart's recommendations keep the
 * two-column minimum on a phone, or one column with the setting off. At 1366 px and 375 px, screenshots kept.
 */

const DAY_MS = 86_400_000;
const SHOTS = path.join(process.env.E2E_DATA_DIR!, 'screenshots');

function withDb<T>(run: (db: Database.Database) => T): T {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'shop.sqlite'), { fileMustExist: true });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

async function setting(command: 'set' | 'reset', ...args: string[]): Promise<void> {
  const run = operatorCommand('settings', [command, ...args]);
  expect(run.code, run.output).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, SETTINGS_PICKED_UP_MS));
}

/** The demo's products the journey changes: one on sale (ending in three days), one reduced for good, one package. */
interface Fixture {
  onSale: { id: number; url: string };
  lasting: { url: string };
  pkg: { id: number; url: string; categoryUrl: string };
}

let fixture: Fixture;

test.beforeAll(async () => {
  fixture = withDb((db) => {
    const onSaleRows = db
      .prepare(
        `select p.id, p.url, s.id as sale_id from products p join product_price_schedules s on s.product_id = p.id
         where s.state = 'running' and p.status = 'active' and p.parent_id is null and p.is_package = 0 and p.hide_price = 0
           and p.price_incl_vat_ore >= 800000 and not exists (select 1 from products v where v.parent_id = p.id)
         order by p.id limit 2`,
      )
      .all() as { id: number; url: string; sale_id: number }[];
    const [onSale, lasting] = onSaleRows;
    if (!onSale || !lasting) throw new Error('The demo catalog has too few products on sale');
    db.prepare('update product_price_schedules set ends_at = ? where id = ?').run(new Date(Date.now() + 3 * DAY_MS + 2 * 3_600_000).toISOString(), onSale.sale_id);
    db.prepare('delete from product_price_schedules where id = ?').run(lasting.sale_id);
    const pkg = db
      .prepare(`select p.id, p.url, p.price_incl_vat_ore, c.url as category_url from products p join categories c on c.id = p.category_id
                where p.is_package = 1 and p.status = 'active' and p.hide_price = 0 order by p.id limit 1`)
      .get() as { id: number; url: string; price_incl_vat_ore: number; category_url: string };
    // A package sold at its parts' price saves nothing.
    db.prepare('update products set original_price_incl_vat_ore = price_incl_vat_ore where id = ?').run(pkg.id);
    db.prepare('update catalog_state set version = version + 1').run();
    return { onSale: { id: onSale.id, url: onSale.url }, lasting: { url: lasting.url }, pkg: { id: pkg.id, url: pkg.url, categoryUrl: pkg.category_url } };
  });
  fs.mkdirSync(SHOTS, { recursive: true });
  await new Promise((resolve) => setTimeout(resolve, SETTINGS_PICKED_UP_MS));
});

async function shot(page: Page, name: string, width: number): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: false });
}

/** The columns a grid shows: how many of its first cards share the first card's row. */
async function columnsOf(grid: Locator): Promise<number> {
  const tops = await grid.locator(':scope > li').evaluateAll((items) => items.slice(0, 4).map((li) => Math.round(li.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

async function becomeCompany(page: Page): Promise<void> {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const res = await page.request.post('/checkoutv3/checkoutv3/update_customer_type', {
    data: { customer_type: 'company' },
    headers: { 'x-csrf-token': token!, 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
}

function journey(width: number) {
  test("the countdown is the product's own, and part payment is offered only where the checkout offers it", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.home .countdown .countdown__title')).toHaveText('Veckans kampanj slutar om');

    await page.goto(fixture.onSale.url);
    const countdown = page.locator('.product-page .countdown');
    await expect(countdown.locator('.countdown__title')).toHaveText('Kampanjpriset slutar om');
    await expect(countdown.locator('.countdown__cell').first()).toHaveText('03dagar');
    await expect(page.getByText('Veckans kampanj slutar om')).toHaveCount(0);
    await expect(page.locator('.installment-teaser')).toHaveText(/^Delbetala räntefritt från \d[\d\s]* kr\/mån$/u);
    await expect(page.locator('.leasing')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await countdown.scrollIntoViewIfNeeded();
    await shot(page, 'product-on-sale', width);

    // Reduced for good: struck price, no countdown.
    await page.goto(fixture.lasting.url);
    await expect(page.locator('.product-page__summary .price__original')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);

    // A company: no part-payment teaser, the leasing widget instead.
    await page.goto(fixture.onSale.url);
    await becomeCompany(page);
    await page.reload();
    await expect(page.locator('.leasing-widget__title')).toContainText('Leasa för företag');
    await expect(page.locator('.installment-teaser')).toHaveCount(0);
    await page.locator('.leasing').scrollIntoViewIfNeeded();
    await shot(page, 'product-company', width);
  });

  test("the discount badge's amount form, and the package marker on a package that saves nothing", async ({ page }) => {
    await page.goto(fixture.onSale.url);
    const badge = page.locator('.product-page__summary .badge--discount');
    await expect(badge).toHaveText(/^−\d+\u00a0%$/u);
    await setting('set', 'discountBadgeForm', '"amount"');
    try {
      await page.reload();
      await expect(badge).toHaveText(/^−\d{1,3}(\u00a0\d{3})*\u00a0kr$/u);
      await page.goto('/');
      const cardBadge = page.locator('section[aria-labelledby="home-campaign"] .product-card .badge--discount').first();
      await cardBadge.scrollIntoViewIfNeeded();
      await expect(cardBadge).toHaveText(/^−\d{1,3}(\u00a0\d{3})*\u00a0kr$/u);
      await shot(page, 'home-amount-badges', width);
    } finally {
      await setting('reset', 'discountBadgeForm');
    }

    await page.goto(fixture.pkg.url);
    await expect(page.locator('.product-page__summary .badge--package')).toHaveText('Paket');
    await expect(page.getByText(/Paketpris \/ Spara/)).toHaveCount(0);
    await page.locator('.product-page__summary .badge--package').scrollIntoViewIfNeeded();
    await shot(page, 'package-page', width);
    await page.goto(`${fixture.pkg.categoryUrl}?show_all=1`);
    const card = page.locator('.product-card').filter({ has: page.locator(`a[href="${fixture.pkg.url}"]`) });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('.badge--package')).toHaveText('Paket');
    await shot(page, 'package-card', width);
  });
}

test.describe.serial('cards and product page at 1366 px', () => {
  journey(1366);
});

test.describe.serial('cards and product page at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  journey(375);

  test("the home page and the cart's recommendations keep two columns, or one with the setting off", async ({ page }) => {
    await page.goto(fixture.onSale.url);
    await page.locator('.buy-box').getByRole('button', { name: 'Lägg i varukorg' }).click();
    await expect(page.locator('.added-alert')).not.toBeEmpty();
    const homeGrid = page.locator('section[aria-labelledby="home-popular"] .product-grid');
    const cartGrid = page.locator('.cart-page .product-grid, main .product-grid').last();

    await page.goto('/');
    expect(await columnsOf(homeGrid)).toBe(2);
    await page.goto('/varukorg');
    await cartGrid.scrollIntoViewIfNeeded();
    expect(await columnsOf(cartGrid)).toBe(2);
    await shot(page, 'cart-two-columns', 375);

    await setting('set', 'minimumTwoColumnGrid', 'false');
    try {
      await page.goto('/');
      expect(await columnsOf(homeGrid)).toBe(1);
      await homeGrid.scrollIntoViewIfNeeded();
      await shot(page, 'home-one-column', 375);
      await page.goto('/varukorg');
      await cartGrid.scrollIntoViewIfNeeded();
      expect(await columnsOf(cartGrid)).toBe(1);
      await shot(page, 'cart-one-column', 375);
    } finally {
      await setting('reset', 'minimumTwoColumnGrid');
    }
  });
});
