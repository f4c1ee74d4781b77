import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pickJourneyProduct, placeInvoiceOrder } from './journeys';

type Pushed = { event: string; ecommerce: { currency: string; transaction_id?: string; value?: number; items: { quantity?: number }[] } };

const ecommerceEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((e): e is Pushed => typeof e === 'object' && e !== null && 'event' in e));

/** Issue 16: GA4's purchase reaches window.dataLayer only with statistics (marketing) consent, and then once per order. */
test('the purchase event reaches the dataLayer after marketing consent and not before', async ({ page, request, baseURL }) => {
  // The fixture's consent: functional yes, marketing no.
  const card = await pickJourneyProduct(request, 7);
  const orderNumber = await placeInvoiceOrder(page, card, 'ga4.kund@example.se');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect((await ecommerceEvents(page)).map((e) => e.event)).toEqual([]);

  // The shopper allows statistics and marketing; the confirmation (reloaded, as the consent modal does) reports it.
  await page.context().addCookies([{ name: 'marketing_third_party', value: '1', url: baseURL ?? 'http://127.0.0.1/' }]);
  await page.reload();
  await expect.poll(async () => (await ecommerceEvents(page)).map((e) => e.event)).toEqual(['purchase']);
  const purchase = (await ecommerceEvents(page))[0]!;
  expect(purchase.ecommerce).toMatchObject({ currency: 'SEK', transaction_id: orderNumber });
  expect(purchase.ecommerce.value).toBeGreaterThan(0);
  expect(purchase.ecommerce.items).toEqual([expect.objectContaining({ quantity: 1 })]);
  // GA4's reset comes before it.
  expect(await page.evaluate(() => (window.dataLayer ?? []).some((e) => typeof e === 'object' && e !== null && 'ecommerce' in e && (e as { ecommerce: unknown }).ecommerce === null))).toBe(true);

  // Once per order: a second reload reports nothing again.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect((await ecommerceEvents(page)).map((e) => e.event)).toEqual([]);
});
