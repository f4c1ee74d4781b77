import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { request, type APIRequestContext, type Browser, type BrowserContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';

export type MemberListingCard = ListingCard & { product_member_price: number | null };

/**
 * The whole listing as the demo member gets it (only a member's answer carries member prices; a guest's says null),
 * through a request context of its own so no page of the journey is logged in by it.
 */
export async function membersListing(baseURL: string | undefined): Promise<MemberListingCard[]> {
  const member = await request.newContext({ baseURL });
  try {
    const csrfToken = /<meta name="csrf-token" content="([^"]+)"/.exec(await (await member.get('/login')).text())?.[1] ?? '';
    const login = await member.post('/konto/login_from_checkout', {
      data: { email: 'kund@example.se', password: 'kund1234' },
      headers: { 'x-csrf-token': csrfToken, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(await login.json()).toEqual({ error: false, msg: '' });
    return ((await (await member.get('/produkter/filtrera?show_all=1')).json()) as { products: MemberListingCard[] }).products;
  } finally {
    await member.dispose();
  }
}

/** A plain product (no variants, cap or gift card) in the price range, found through the listing call. */
export async function pickJourneyProduct(request: APIRequestContext, index: number): Promise<ListingCard> {
  const response = await request.get('/produkter/filtrera?show_all=1');
  const { products } = (await response.json()) as { products: ListingCard[] };
  const suitable = products.filter(
    (p) =>
      p.stock_status.purchasable && p.stock_status.quantity >= 10 && !p.product_is_parent && !p.product_hide_price && p.product_buy_option && p.parent_id === null &&
      p.product_max_purchasable_quantity === null && !p.product_url.startsWith('/presentkort') && p.product_display_price >= 150 && p.product_display_price <= 800,
  );
  const card = suitable[index % suitable.length];
  if (!card) throw new Error('The demo catalog has no product for this journey');
  return card;
}

/** Whole kronor as the shop writes them, no-break spaces included: '1 234 kr'. */
export function kr(kronor: number): RegExp {
  const digits = String(Math.round(kronor)).replace(/\B(?=(\d{3})+$)/g, '\\s');
  return new RegExp(`${digits}\\skr`);
}

/**
 * The admin in a browser context of their own beside the journey's shopper, logged in on `to`, its page's heading
 * seen and its accessibility checked. The caller closes the context.
 */
export async function adminInOwnBrowser(browser: Browser, baseURL: string | undefined, to: string, heading: string): Promise<{ admin: Page; adminContext: BrowserContext }> {
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin, to);
  await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoAxeViolations(admin);
  return { admin, adminContext };
}

/** The demo admin (README "Demo accounts") opens the back-office page `to`: the login form first, then that page. */
export async function logInAsAdmin(page: Page, to: string): Promise<void> {
  await page.goto(to);
  await expect(page).toHaveURL(/\/admin\/login\?tillbaka=/);
  await page.getByLabel('E-post').fill('admin@example.se');
  await page.getByLabel('Lösenord').fill('admin1234');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, '\\$&')}$`));
}

/**
 * Puts the product in the cart from its page and opens the checkout, hydrated and idle. `beforeCheckout` runs between
 * the two (a journey that shops on a phone's screen resizes there). `idle` waits until the checkout is done answering.
 */
export async function checkoutWith(page: Page, card: ListingCard, beforeCheckout?: () => Promise<void>) {
  await page.goto(card.product_url);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(page.getByRole('button', { name: 'Tillagd' })).toBeVisible();
  await beforeCheckout?.();
  await page.goto('/kassa/leverans');
  await expect(page).toHaveURL(/\/checkoutv3$/);
  await page.waitForLoadState('networkidle');
  const idle = () => expect(page.locator('.checkout')).toHaveAttribute('aria-busy', 'false');
  await idle();
  return { main: page.getByRole('main'), idle };
}

/**
 * Puts the product in the cart and takes the checkout to its payment choice: postal code 411 22 and PostNord ombud
 * chosen. `beforeCheckout` runs between the two (a journey that shops on a phone's screen resizes there).
 */
export async function checkoutToPayment(page: Page, card: ListingCard, beforeCheckout?: () => Promise<void>) {
  const { main, idle } = await checkoutWith(page, card, beforeCheckout);
  const postal = main.getByRole('group', { name: /Ange postnummer$/ });
  await postal.getByLabel('Postnummer', { exact: true }).fill('411 22');
  await postal.getByRole('button', { name: 'Visa fraktsätt' }).click();
  await idle();
  await main.getByRole('group', { name: /Välj fraktsätt$/ }).getByRole('radio', { name: /PostNord ombud/ }).check();
  await idle();
  return { main, idle, payment: main.getByRole('group', { name: /Välj betalningsmetod$/ }) };
}

/**
 * Fills the checkout's customer form (`form`, the payment block) as Anna Svensson of Göteborg with this e-mail
 * address, and accepts the terms on `page`.
 */
export async function fillCustomerForm(page: Page, form: Locator, email: string) {
  await form.getByLabel('Personnummer', { exact: true }).fill('19900101-0017');
  await form.getByLabel('Förnamn', { exact: true }).fill('Anna');
  await form.getByLabel('Efternamn', { exact: true }).fill('Svensson');
  await form.getByLabel('E-postadress', { exact: true }).fill(email);
  await form.getByLabel('Mobilnummer', { exact: true }).fill('070-123 45 67');
  await form.getByLabel('Gatuadress', { exact: true }).fill('Storgatan 1');
  await form.getByLabel('Postnummer', { exact: true }).fill('411 22');
  await form.getByLabel('Ort', { exact: true }).fill('Göteborg');
  await page.getByRole('checkbox', { name: 'Jag har läst och godkänner köpvillkoren' }).check();
}

/** The order number of the confirmation page the shopper landed on. */
export async function confirmedOrderNumber(page: Page, options: { timeout?: number } = {}): Promise<string> {
  await expect(page).toHaveURL(/\/kassa\/bekraftelse\/\d+\?t=/, options);
  return /\/kassa\/bekraftelse\/(\d+)/.exec(page.url())![1]!;
}

/** Buys the product by invoice through the real checkout; answers the order number. */
export async function placeInvoiceOrder(page: Page, card: ListingCard, email = 'anna.svensson@example.se'): Promise<string> {
  const { main, idle } = await checkoutToPayment(page, card);
  await main.getByRole('group', { name: /Välj betalningsmetod$/ }).getByRole('radio', { name: /Faktura/ }).check();
  await idle();
  await fillCustomerForm(page, main.getByRole('group', { name: /^\d+ Betalning$/ }), email);
  await main.getByRole('button', { name: 'Köp med betalningsskyldighet' }).click();
  return confirmedOrderNumber(page);
}

type OrderColumn = 'order_number' | 'status' | 'payment_handler' | 'customer_type';

/** The shop's orders for an e-mail address (these columns of them), read from the journey shop's own database. */
export function ordersFor<C extends OrderColumn>(email: string, columns: readonly C[]): Record<C, string>[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'shop.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`select ${columns.join(', ')} from orders where email = ? order by id`).all(email) as Record<C, string>[];
  } finally {
    db.close();
  }
}

/**
 * Completes a purchase inside a provider's embedded checkout (its simulator): the shopper's e-mail address, then the
 * button that finishes it. The shopper lands on our confirmation naming the order; its number is the answer.
 */
export async function completeInProviderEmbed(page: Page, frame: FrameLocator, email: string, finish: string): Promise<string> {
  await frame.getByLabel('E-postadress').fill(email);
  await frame.getByRole('button', { name: finish }).click();
  const orderNumber = await confirmedOrderNumber(page);
  await expect(page.getByRole('main')).toContainText(orderNumber);
  await expectNoAxeViolations(page);
  return orderNumber;
}

/** Exactly this one order for the e-mail address, also once every provider callback has come and gone. */
export async function expectOneOrder<C extends OrderColumn>(email: string, order: Record<C, string>) {
  const columns = Object.keys(order) as C[];
  await expect.poll(() => ordersFor(email, columns).length, { timeout: 5_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(ordersFor(email, columns)).toEqual([order]);
}

/**
 * A documented operator command (`scripts/<name>.ts`) run as an operator runs it, on the journey shop's own data
 * directory with these further variables: its exit code and all it printed.
 */
export function operatorCommand(name: string, args: string[], env: Record<string, string> = {}): { code: number; output: string } {
  try {
    const output = execFileSync('node', ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, LOG_LEVEL: 'warn', ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** The shop re-reads its catalog version (and with it the site settings) every 2 s. */
export const SETTINGS_PICKED_UP_MS = 2_500;

/**
 * The site setting `key` at `value` (JSON) for the tests of the describe block this is called in: set through the
 * documented command before them and reset after them, each time waiting until the shop has read it.
 */
export function withSiteSetting(key: string, value: string): void {
  const change = async (args: string[]) => {
    const run = operatorCommand('settings', args);
    expect(run.code, run.output).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_PICKED_UP_MS));
  };
  test.beforeAll(() => change(['set', key, value]));
  test.afterAll(() => change(['reset', key]));
}

/** Undoes quoted-printable (soft line breaks and =XX bytes of UTF-8). */
function quotedPrintable(text: string): string {
  return decodeURIComponent(text.replace(/=\r?\n/g, '').replace(/%/g, '%25').replace(/=([0-9A-F]{2})/g, '%$1'));
}

/** The newest .eml the shop wrote to the outbox (data/outbox by default) for this address with a link under `linkPath`, quoted-printable undone. */
export async function mailTo(email: string, linkPath: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let found = '';
  await expect
    .poll(() => {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort() : [];
      const texts = files.map((f) => quotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')));
      found = texts.reverse().find((t) => t.includes(email) && t.includes(linkPath)) ?? '';
      return found !== '';
    }, { timeout: 15_000 })
    .toBe(true);
  return found;
}

/** The confirmation page's button that cancels a paid order and refunds it: the amount as the shop writes it. */
export const CANCEL_AND_REFUND = /^Ja, makulera och återbetala \d[\d\s]*,\d\d\skr$/;
