import { test as base, expect, type Page, type Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The cookies of a shopper who has chosen in the consent modal (functional yes, marketing no). */
export const CONSENT_GIVEN = { required: '1', functional_third_party: '1', marketing_third_party: '0' } as const;

/**
 * Every journey fails on a console error or an uncaught page error, as DESIGN.md asks. Its browser context already
 * holds the consent cookies, so the consent modal (which opens by itself until a choice is stored) stays out of the
 * way; a journey about consent itself sets `test.use({ freshConsent: true })` for a context without them.
 */
export const test = base.extend<{ consoleErrors: string[]; freshConsent: boolean }>({
  freshConsent: [false, { option: true }],
  context: async ({ context, freshConsent, baseURL }, use) => {
    if (!freshConsent) {
      const url = baseURL ?? 'http://127.0.0.1/';
      await context.addCookies(Object.entries(CONSENT_GIVEN).map(([name, value]) => ({ name, value, url })));
    }
    await use(context);
  },
  // page.goto and page.reload return once the shop's page is hydrated (html[data-hydrated]), unless the journey asks
  // for an earlier moment (waitUntil 'commit' or 'domcontentloaded'): pages load their scripts after the first paint
  // (decision 025), and until hydration some controls are still their no-script forms.
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async (response: Response | null, waitUntil: string | undefined) => {
      if (javaScriptEnabled === false || !response || waitUntil === 'commit' || waitUntil === 'domcontentloaded') return;
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
      // Only the shop's own pages hydrate, not the payment simulators' pages.
      if (!(await page.evaluate(() => '__reactRouterContext' in window))) return;
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated(response, options?.waitUntil);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated(response, options?.waitUntil);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium reports the document of a deliberate 404 page as a failed load; subresources still count.
        if (message.text().startsWith('Failed to load resource') && message.location().url === page.url()) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe-core (WCAG 2.1 A and AA) on the page as it is now and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** The fields of the listing call's product cards that decide which products suit a journey. */
export interface ListingCard {
  product_id: number;
  parent_id: number | null;
  product_name: string;
  product_url: string;
  product_display_price: number;
  product_hide_price: boolean;
  product_is_parent: boolean;
  /** Sold online (the buy-button flag). */
  product_buy_option: boolean;
  product_max_purchasable_quantity: number | null;
  stock_status: { purchasable: boolean; quantity: number };
}
