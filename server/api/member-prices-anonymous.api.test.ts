import { describe, expect, it } from 'vitest';
import { staffBrowser } from '../testing/staff-browser';
import { suiteShop, testDialects } from '../testing/test-app';
import type { ProductCard } from '../../common/contract/product-card';

type Listing = { products: ProductCard[] };

/**
 * Issue 27 item 9: the club's member prices are a member's, not every visitor's. Anonymous answers (the listing
 * call, the product widgets, the pages shared between visitors) carry none; a logged-in member's do.
 */
describe.each(testDialects)('member prices in anonymous answers (%s)', (dialect) => {
  const shop = suiteShop(dialect);
  const app = () => shop().app;

  async function member() {
    const browser = await staffBrowser(app());
    const res = await browser.shopperCall('/konto/login_from_checkout', { email: 'kund@example.se', password: 'kund1234' });
    expect(res.json()).toEqual({ error: false, msg: '' });
    return browser;
  }

  /** A product the demo catalog gives a member price, as a member's listing shows it. */
  async function memberPriced(): Promise<ProductCard> {
    const listing = (await (await member()).call('/produkter/filtrera?show_all=1')).json<Listing>();
    const card = listing.products.find((p) => p.product_member_price !== null);
    if (!card) throw new Error('The demo catalog has no member price');
    return card;
  }

  it('leaves the member price out of a visitor\'s /produkter/filtrera and puts it in a member\'s', async () => {
    const priced = await memberPriced();
    expect(priced.product_member_price).toBeLessThan(priced.product_display_price);
    const visitor = await app().inject({ method: 'GET', url: '/produkter/filtrera?show_all=1' });
    expect(visitor.statusCode).toBe(200);
    const cards = visitor.json<Listing>().products;
    expect(cards.find((p) => p.product_id === priced.product_id)).toBeDefined();
    expect(cards.filter((p) => p.product_member_price !== null)).toEqual([]);
  });

  it('leaves it out of a visitor\'s product recommendations', async () => {
    const priced = await memberPriced();
    const recommendations = await app().inject({ method: 'GET', url: `/api/internal/product_recommendations/${priced.product_id}` });
    expect(recommendations.statusCode).toBe(200);
    expect(recommendations.body).not.toMatch(/"product_member_price":\d/);
  });

  it('keeps it out of the page data a visitor\'s listing page embeds (pages shared between visitors among them)', async () => {
    const priced = await memberPriced();
    const search = `/produkter/sok?s=${encodeURIComponent(priced.product_name)}`;
    const memberPage = await (await member()).page(search);
    expect(memberPage.statusCode).toBe(200);
    // The page data is a stream of keys and values in a script (quotes escaped): the key, then its value.
    const carried = new RegExp(`product_member_price\\\\?"[,:]${priced.product_member_price}\\b`);
    expect(memberPage.body).toMatch(carried);
    for (let i = 0; i < 2; i++) {
      const visitorPage = await app().inject({ method: 'GET', url: search, headers: { accept: 'text/html' } });
      expect(visitorPage.statusCode).toBe(200);
      expect(visitorPage.body).toContain(priced.product_name.replaceAll('&', '&amp;'));
      expect(visitorPage.body).not.toMatch(carried);
    }
  });
});
