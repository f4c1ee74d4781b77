import { describe, expect, it } from 'vitest';
import { nextDay, swedishDayStart } from '../domain/back-office';
import { swedishDate } from '../domain/swedish-calendar';
import { isPlainProduct } from '../db/plain-product';
import { staffBrowser } from './testing/staff-browser';
import { suiteShop, testDialects } from './testing/test-app';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The countdown a product page renders: its title and the whole days left, or null without one. */
function countdownOf(html: string): { title: string; days: number } | null {
  const section = /<section class="countdown" aria-label="([^"]+)">([\s\S]*?)<\/section>/.exec(html);
  if (!section) return null;
  const days = /<span class="countdown__value">(\d+)<\/span><span class="countdown__unit">dagar<\/span>/.exec(section[2]!);
  return { title: section[1]!, days: Number(days?.[1]) };
}

/**
 * Issue 31 item 5: the product page's countdown is the product's own: it ends when the price this shopper pays
 * ends (the product's sale, a member's campaign), never at the shop's weekly countdown, and is absent when nothing
 * ends the price.
 */
describe.each(testDialects)('the product page countdown on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 150 });
  const db = () => shop.app.database.db;

  /** Products on a running sale (the demo's campaign prices), each test taking its own. */
  let nextOnSale = 0;
  const productOnSale = () =>
    db()
      .selectFrom('products as p')
      .innerJoin('product_price_schedules as s', 's.product_id', 'p.id')
      .select(['p.id', 'p.url', 's.id as saleId'])
      .where(isPlainProduct)
      .where('s.state', '=', 'running')
      .orderBy('p.id')
      .offset(nextOnSale++)
      .limit(1)
      .executeTakeFirstOrThrow();

  const page = async (url: string) => {
    const res = await (await staffBrowser(shop.app)).page(url);
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it("counts down to the end of the product's own sale, not to the shop's weekly campaign", async () => {
    const product = await productOnSale();
    // The week's campaign ends in six days; this product's sale in three.
    const week = { title: 'Veckans kampanj slutar om', start: new Date(Date.now() - DAY_MS).toISOString(), end: new Date(Date.now() + 6 * DAY_MS + HOUR_MS).toISOString() };
    await db().updateTable('site_settings').set({ value: JSON.stringify(week) }).where('key', '=', 'countdown').execute();
    await db().updateTable('product_price_schedules').set({ ends_at: new Date(Date.now() + 3 * DAY_MS + HOUR_MS).toISOString() }).where('id', '=', product.saleId).execute();
    shop.app.services.catalog.recheck();

    const html = await page(product.url);
    expect(countdownOf(html)).toEqual({ title: 'Kampanjpriset slutar om', days: 3 });
    expect(html.match(/class="countdown"/g)).toHaveLength(1);
    // The home page keeps the shop's own countdown.
    expect(countdownOf(await page('/'))).toEqual({ title: 'Veckans kampanj slutar om', days: 6 });
  });

  it('shows no countdown on a reduced price that nothing ends, nor once staff changed a sale price', async () => {
    const lasting = await productOnSale();
    await db().deleteFrom('product_price_schedules').where('id', '=', lasting.saleId).execute();
    const changed = await productOnSale();
    await db().updateTable('products').set((eb) => ({ price_incl_vat_ore: eb('price_incl_vat_ore', '-', 100) })).where('id', '=', changed.id).execute();
    shop.app.services.catalog.forgetCards([lasting.id, changed.id]);

    const [card] = await shop.app.services.catalog.cardsByIds([lasting.id], { includesVat: true, memberPrices: false });
    expect(card!.is_discounted).toBe(true);
    const html = await page(lasting.url);
    expect(html).toContain('price__original');
    expect(countdownOf(html)).toBeNull();
    expect(countdownOf(await page(changed.url))).toBeNull();
  });

  it("counts a member down to the end of the campaign that gives their price; a guest sees none", async () => {
    const product = await db()
      .selectFrom('products as p')
      .select(['p.id', 'p.url', 'p.sku'])
      .where(isPlainProduct)
      .where('p.member_price_incl_vat_ore', 'is', null)
      .where('p.original_price_incl_vat_ore', 'is', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('product_price_schedules as s').select('s.id').whereRef('s.product_id', '=', 'p.id'))))
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const today = swedishDate(Date.now());
    const lastDay = nextDay(nextDay(today));
    const admin = await staffBrowser(shop.app);
    await admin.logIn();
    const created = await admin.json('/admin/api/member-campaigns', { name: 'Medlemsvecka', kind: 'percent', percent: '20', scope: 'products', products: product.sku, valid_from: today, valid_until: lastDay });
    expect(created.statusCode, created.body).toBe(200);
    // The next page reads the catalog version at once, not within the 2 s every process re-reads it in.
    shop.app.services.catalog.recheck();

    const before = Date.now();
    const member = await staffBrowser(shop.app);
    expect((await member.shopperCall('/konto/login_from_checkout', { email: 'kund@example.se', password: 'kund1234' })).json()).toEqual({ error: false, msg: '' });
    const memberPage = await member.page(product.url);
    const after = Date.now();
    // The campaign's last day is included: its price ends at midnight after it, Swedish time.
    const endMs = Date.parse(swedishDayStart(nextDay(lastDay)));
    const shown = countdownOf(memberPage.body);
    expect(shown?.title).toBe('Kampanjpriset slutar om');
    expect(shown!.days).toBeGreaterThanOrEqual(Math.floor((endMs - after) / DAY_MS));
    expect(shown!.days).toBeLessThanOrEqual(Math.floor((endMs - before) / DAY_MS));
    expect(countdownOf(await page(product.url))).toBeNull();
  });
});
