import { describe, expect, it } from 'vitest';
import { formatPrice, kronorToOre } from '../domain/money';
import type { ProductCard } from '../common/contract/product-card';
import { isPlainProduct } from '../db/plain-product';
import { staffBrowser } from './testing/staff-browser';
import { suiteShop, testDialects } from './testing/test-app';

const NBSP = '\u00a0';
const MINUS = '\u2212';

/**
 * Issue 31: the settings that shape a product card and a product page. The discount badge's form (percentage or
 * amount, the amount in the shopper's VAT basis), the package marker of a package that saves nothing, the energy
 * label module, and the minimum two-column grid on the home page and the cart's recommendations.
 */
describe.each(testDialects)('card and product page settings on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 200 });
  const db = () => shop.app.database.db;
  const catalog = () => shop.app.services.catalog;

  async function withSetting<T>(key: string, value: unknown, run: () => Promise<T>): Promise<T> {
    await db().deleteFrom('site_settings').where('key', '=', key).execute();
    await db().insertInto('site_settings').values({ key, value: JSON.stringify(value) }).execute();
    catalog().recheck();
    try {
      return await run();
    } finally {
      await db().deleteFrom('site_settings').where('key', '=', key).execute();
      catalog().recheck();
    }
  }

  const visitor = async () => staffBrowser(shop.app);
  const html = async (url: string, browser?: Awaited<ReturnType<typeof visitor>>) => {
    const res = await (browser ?? (await visitor())).page(url);
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  const cardOf = async (id: number, includesVat = true) => (await catalog().cardsByIds([id], { includesVat, memberPrices: false }))[0]!;
  const categoryUrlOf = async (id: number) =>
    (await db().selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id').select('c.url').where('p.id', '=', id).executeTakeFirstOrThrow()).url;

  /** A single product with a discount badge (not a package), its card as a private customer sees it. */
  async function discounted(): Promise<ProductCard> {
    const rows = await db().selectFrom('products as p').select('p.id').where(isPlainProduct).where('p.original_price_incl_vat_ore', 'is not', null).orderBy('p.id').execute();
    const cards = await catalog().cardsByIds(rows.map((r) => r.id), { includesVat: true, memberPrices: false });
    const card = cards.find((c) => c.discount_badge !== null && c.discount_badge.image === null);
    if (!card) throw new Error('The demo catalog has no discounted product');
    return card;
  }

  it('reads the discount badge as the amount saved where the setting says so, in the shopper\'s VAT basis, on the page and the cards', async () => {
    const card = await discounted();
    const percent = `${MINUS}${card.discount_badge!.discount}${NBSP}%`;
    const amount = `${MINUS}${formatPrice(kronorToOre(card.discount_badge!.discount_amount))}`;
    const pageBadge = (page: string) => /<span class="badge badge--discount badge--inline[^"]*">([^<]*)<\/span>/.exec(page)?.[1];
    expect(pageBadge(await html(card.product_url))).toBe(percent);

    await withSetting('discountBadgeForm', 'amount', async () => {
      expect(pageBadge(await html(card.product_url))).toBe(amount);
      expect(await html(`${await categoryUrlOf(card.product_id)}?show_all=1`)).toContain(`>${amount}</span>`);

      // A company sees the amount excl. VAT: the difference of the two prices it is shown.
      const company = await visitor();
      await company.page('/');
      expect((await company.shopperCall('/checkoutv3/checkoutv3/update_customer_type', { customer_type: 'company' })).statusCode).toBe(200);
      const exclVat = await cardOf(card.product_id, false);
      expect(exclVat.discount_badge!.discount_amount).toBe(Math.round((exclVat.product_display_original_price! - exclVat.product_display_price) * 100) / 100);
      expect(exclVat.discount_badge!.discount_amount).toBeLessThan(card.discount_badge!.discount_amount);
      expect(pageBadge(await html(card.product_url, company))).toBe(`${MINUS}${formatPrice(kronorToOre(exclVat.discount_badge!.discount_amount))}`);
    });
  });

  it('marks a package that saves nothing against its parts with "Paket", on its page and its card', async () => {
    const pkg = await db()
      .selectFrom('products')
      .select(['id', 'url', 'price_incl_vat_ore'])
      .where('is_package', '=', 1).where('status', '=', 'active').where('hide_price', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await html(pkg.url)).toContain('Paketpris / Spara');
    await db().updateTable('products').set({ original_price_incl_vat_ore: pkg.price_incl_vat_ore }).where('id', '=', pkg.id).execute();
    catalog().forgetCards([pkg.id]);
    expect((await cardOf(pkg.id)).discount_badge).toBeNull();

    const page = await html(pkg.url);
    expect(page).not.toContain('Paketpris / Spara');
    expect(page).toContain('<span class="badge badge--package badge--inline">Paket</span>');
    const listing = await html(`${await categoryUrlOf(pkg.id)}?show_all=1`);
    const card = listing.slice(listing.indexOf(`href="${pkg.url}"`) - 3000, listing.indexOf(`href="${pkg.url}"`));
    expect(card).toContain('<span class="badge badge--package">Paket</span>');
  });

  it('shows no energy class, label or "Produktblad" with the energy label module off', async () => {
    const product = await db()
      .selectFrom('products as p').select(['p.id', 'p.url'])
      .where(isPlainProduct).where('p.energy_class', 'is not', null).where('p.energy_datasheet_file', 'is not', null)
      .orderBy('p.id').executeTakeFirstOrThrow();
    const listingUrl = `${await categoryUrlOf(product.id)}?show_all=1`;
    const on = await html(product.url);
    expect(on).toContain('Produktblad');
    expect(on).toContain('energy-tag');
    expect(await html(listingUrl)).toContain('energy-tag--card');

    await withSetting('energyLabels', false, async () => {
      const off = await html(product.url);
      expect(off).not.toContain('Produktblad');
      expect(off).not.toContain('energy-tag');
      expect(await html(listingUrl)).not.toContain('energy-tag');
    });
  });

  it('keeps the home page and the cart\'s recommendations to one column on a phone when the two-column minimum is off', async () => {
    const gridClasses = (page: string) => [...page.matchAll(/<ul class="(product-grid[^"]*)"/g)].map((m) => m[1]);
    const shopper = await visitor();
    await shopper.page('/');
    const product = await db().selectFrom('products as p').select('p.id').where(isPlainProduct).where('p.stock', '>', 5).orderBy('p.id').executeTakeFirstOrThrow();
    expect((await shopper.shopperForm('/checkoutv3/products/update', { [`products[${product.id}][quantity]`]: '1' })).statusCode).toBe(200);

    const home = gridClasses(await html('/'));
    expect(home.length).toBeGreaterThanOrEqual(2);
    expect(home.every((c) => c === 'product-grid')).toBe(true);
    expect(gridClasses(await html('/varukorg', shopper))).toEqual(['product-grid']);

    await withSetting('minimumTwoColumnGrid', false, async () => {
      const single = gridClasses(await html('/'));
      expect(single.length).toBe(home.length);
      expect(single.every((c) => c === 'product-grid product-grid--single-mobile')).toBe(true);
      expect(gridClasses(await html('/varukorg', shopper))).toEqual(['product-grid product-grid--single-mobile']);
    });
  });
});
