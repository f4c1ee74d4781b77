import { describe, expect, it, vi } from 'vitest';
import type { CartResponse } from '../../common/contract/cart';
import type { Session } from '../session-service';
import { createPageShopper, priceViewKey, type PageShopperServices } from './page-shopper';

type Contents = Awaited<ReturnType<PageShopperServices['cart']['contents']>>;

/** A cart answer with what the shopper side reads of it. */
function cartOf(count: number, total: number): CartResponse {
  return { count, summary: { totalCartSum: total }, dominant_vat_rate: 25, free_delivery_limit: 1000, products: [] } as unknown as CartResponse;
}

function session(data: Record<string, unknown> = {}, customerId: number | null = null): Session {
  return { id: 'id', idHash: 'hash', csrfToken: 'token', customerId, data, persisted: true };
}

function shop(contents: () => Contents) {
  let clock = 0;
  const view = vi.fn(async (s: Session | null) => (s?.idHash === 'hash' ? cartOf(2, 1249) : cartOf(0, 0)));
  const services: PageShopperServices = {
    catalog: { snapshot: async () => ({ version: 1, settings: { isOffer: false, companyPricesIncludeVat: false } }) as never, cardGeneration: () => 0 },
    cart: { view, contents: async () => contents() },
    sessions: { start: () => ({ id: 'nobody', idHash: 'nobody', csrfToken: '', customerId: null, data: {}, persisted: false }) },
  };
  const pageShopper = createPageShopper(services, () => clock);
  return { pageShopper, view, tick: (ms: number) => (clock += ms) };
}

const ownViews = (view: ReturnType<typeof shop>['view']) => view.mock.calls.filter(([s]) => s?.idHash === 'hash').length;

describe('the shopper of a page', () => {
  it("prices a cart once for the pages that may be shared, and again when what it holds changes or 30 s have passed", async () => {
    let contents: Contents = { lines: [[7, 2]], codes: [], isMember: null };
    const { pageShopper, view, tick } = shop(() => contents);
    const first = await pageShopper(session(), true);
    await pageShopper(session(), true);
    expect(ownViews(view)).toBe(1);
    expect(first.badge).toEqual({ count: '2', total: '1\u00a0249\u00a0kr', label: 'Varukorg, 2 produkter, 1\u00a0249\u00a0kr' });
    // The page carries the empty cart, with the shopper's VAT rate and free-delivery limit.
    expect([first.cart.count, first.cart.dominant_vat_rate, first.cart.free_delivery_limit, first.ownCart]).toEqual([0, 25, 1000, false]);

    contents = { lines: [[7, 3]], codes: [], isMember: null };
    await pageShopper(session(), true);
    expect(ownViews(view)).toBe(2);
    await pageShopper(session({ customer_type: 'company' }), true);
    expect(ownViews(view)).toBe(3);
    tick(30_000);
    await pageShopper(session({ customer_type: 'company' }), true);
    expect(ownViews(view)).toBe(4);
  });

  it("gives a page rendered for the shopper alone their own cart, read afresh", async () => {
    const { pageShopper, view } = shop(() => ({ lines: [[7, 2]], codes: [], isMember: null }));
    const alone = await pageShopper(session(), false);
    await pageShopper(session(), false);
    expect(ownViews(view)).toBe(2);
    expect([alone.cart.count, alone.ownCart, alone.badge.count]).toEqual([2, true, '2']);
  });

  it('keys the price view by customer type, VAT basis, membership and login, never by the cart', async () => {
    let contents: Contents = { lines: [], codes: [], isMember: null };
    const { pageShopper } = shop(() => contents);
    const visitor = priceViewKey(await pageShopper(session(), true));
    contents = { lines: [[7, 2]], codes: ['KOD'], isMember: null };
    expect(priceViewKey(await pageShopper(session(), true))).toBe(visitor);
    contents = { lines: [], codes: [], isMember: true };
    const member = await pageShopper(session({}, 5), true);
    expect([member.loggedIn, member.display.memberPrices]).toEqual([true, true]);
    contents = { lines: [], codes: [], isMember: false };
    const customer = await pageShopper(session({}, 6), true);
    const company = await pageShopper(session({ customer_type: 'company' }), true);
    expect(company.display.includesVat).toBe(false);
    expect(new Set([visitor, priceViewKey(member), priceViewKey(customer), priceViewKey(company)]).size).toBe(4);
  });
});
