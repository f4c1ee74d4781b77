import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';
import { operatorCommand, pickJourneyProduct, placeInvoiceOrder } from './journeys';

const PORT = Number(process.env.E2E_PORT ?? 3311);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR!;


/** The documented command, on the shop's own database (its data directory), as an operator runs it. */
const orders = (...args: string[]) => operatorCommand('orders', args, { PORT: String(PORT), PUBLIC_URL: ORIGIN });

/** The review link of the order's review mail in the outbox directory (.eml: quoted-printable text). */
function reviewLinkFromOutbox(orderNumber: string): string {
  const dir = path.join(DATA_DIR, 'outbox');
  for (const file of fs.readdirSync(dir).filter((f) => f.includes('review_request')).sort().reverse()) {
    const mail = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const decoded = mail.replace(/(?:=[0-9A-F]{2})+/g, (hex) => Buffer.from(hex.replace(/=/g, ''), 'hex').toString('utf8'));
    if (!decoded.includes(`order ${orderNumber} `)) continue;
    const link = /https?:\/\/[^\s"<>]+\/product_review\/[0-9a-f-]{36}/.exec(decoded)?.[0];
    if (link) return link;
  }
  throw new Error(`No review mail for order ${orderNumber} in ${dir}`);
}

/** Removes the console error of the one call the test made fail on purpose. */
function forgiveFailedCall(consoleErrors: string[]): void {
  const index = consoleErrors.findIndex((text) => /^Failed to load resource: the server responded with a status of 500/.test(text));
  expect(index).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

async function reviewJourney(page: Page, request: APIRequestContext, consoleErrors: string[], index: number, reviewText: string): Promise<void> {
  // A whole checkout plus four runs of the command (each a Node start): more than the default time on a busy machine.
  test.slow();
  const card = await pickJourneyProduct(request, index);
  const orderNumber = await placeInvoiceOrder(page, card);

  const delivered = orders('deliver', orderNumber);
  expect(delivered.code, delivered.output).toBe(0);
  expect(delivered.output).toContain(`Order ${orderNumber}: lagd (faktura) -> levererad.`);
  const again = orders('deliver', orderNumber);
  expect(again.code).toBe(0);
  expect(again.output).toContain('redan skickat');
  expect(orders('ship', orderNumber)).toMatchObject({ code: 1, output: expect.stringContaining('redan levererad') });
  expect(orders('deliver', '999999999')).toMatchObject({ code: 1, output: expect.stringContaining('Order 999999999 finns inte.') });

  const link = reviewLinkFromOutbox(orderNumber);
  expect(link.startsWith(`${ORIGIN}/product_review/`)).toBe(true);
  const mails = fs.readdirSync(path.join(DATA_DIR, 'outbox')).filter((f) => f.includes('review_request'));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Betygsätt dina produkter' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const group = page.getByRole('group', { name: `Ditt betyg av ${card.product_name}` });
  await expect(group.getByRole('button')).toHaveText(['★Usel', '★★Dålig', '★★★Ok', '★★★★Bra', '★★★★★Utmärkt']);
  await expectNoAxeViolations(page);

  await group.getByRole('button', { name: /Bra$/ }).click();
  await expect(group.getByRole('button', { name: /Bra$/ })).toHaveAttribute('aria-pressed', 'true');
  await group.getByRole('button', { name: /Utmärkt$/ }).click();
  await expect(group.getByRole('button', { name: /Utmärkt$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(group.getByRole('button', { name: /Bra$/ })).toHaveAttribute('aria-pressed', 'false');
  const name = page.getByLabel('Ditt namn');
  await expect(name).toHaveValue('Anna S.');
  await name.fill('Anna från Göteborg');
  await page.getByLabel('Ditt omdöme').fill(reviewText);
  await expectNoAxeViolations(page);

  // A failing call: the message under the form, the button usable again, nothing lost.
  await page.route('**/update', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":true}' }), { times: 1 });
  const submit = page.getByRole('button', { name: 'Skicka omdöme' });
  await submit.click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Något gick tyvärr fel, vänligen ladda om sidan');
  await expect(submit).toBeEnabled();
  forgiveFailedCall(consoleErrors);

  await submit.click();
  await expect(page).toHaveURL(/\/product_review\/[0-9a-f-]{36}\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tack för dina omdömen' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(card.product_url);
  const reviews = page.getByRole('region', { name: 'Omdömen' });
  const mine = reviews.getByRole('listitem').filter({ hasText: reviewText });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Anna från Göteborg')).toBeVisible();
  await expect(mine.getByText('Verifierad kund')).toBeVisible();
  await expect(mine.getByRole('img', { name: '5 av 5 stjärnor' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(fs.readdirSync(path.join(DATA_DIR, 'outbox')).filter((f) => f.includes('review_request'))).toEqual(mails);
}

test.describe('reviews by e-mail link on desktop', () => {
  test('an invoice order is delivered, its review mail is followed, and the review shows on the product page', async ({ page, request, consoleErrors }) => {
    await reviewJourney(page, request, consoleErrors, 3, 'Tyst, snabb och lätt att ställa in. Rekommenderas.');
  });

  test('a wrong review link is a Swedish 404, and a demo product page lists its reviews', async ({ page, request }) => {
    const response = await page.goto('/product_review/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Länken till omdömet gäller inte' })).toBeVisible();

    const listing = (await (await request.get('/produkter/filtrera?show_all=1')).json()) as { products: (ListingCard & { rating_count: number })[] };
    for (const card of listing.products.filter((p) => p.rating_count > 0 && p.rating_count <= 3).slice(0, 3)) {
      const api = (await (await request.get(`/api/internal/product_reviews/${card.product_id}`)).json()) as { pagination: { total: number } };
      if (api.pagination.total === 0) continue;
      await page.goto(card.product_url);
      const reviews = page.getByRole('region', { name: 'Omdömen' });
      await expect(reviews.getByRole('listitem')).toHaveCount(api.pagination.total);
      await expect(reviews.getByText('Verifierad kund').first()).toBeVisible();
      return;
    }
    throw new Error('No demo product with reviews');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the product page's server render carries the first reviews", async ({ page, request }) => {
      const listing = (await (await request.get('/produkter/filtrera?show_all=1')).json()) as { products: (ListingCard & { rating_count: number })[] };
      for (const card of listing.products.filter((p) => p.rating_count > 0)) {
        const api = (await (await request.get(`/api/internal/product_reviews/${card.product_id}`)).json()) as { data: { text: string }[] };
        if (api.data.length === 0) continue;
        await page.goto(card.product_url);
        const reviews = page.getByRole('region', { name: 'Omdömen' });
        await expect(reviews.getByRole('listitem')).toHaveCount(api.data.length);
        await expect(reviews.getByText(api.data[0]!.text)).toBeVisible();
        return;
      }
      throw new Error('No demo product with reviews');
    });
  });
});

test.describe('reviews at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the whole review journey works on a phone', async ({ page, request, consoleErrors }) => {
    await reviewJourney(page, request, consoleErrors, 5, 'Bra värde för pengarna och smidig leverans.');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
