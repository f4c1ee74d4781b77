import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../common/contract/checkout';
import { COMMAND_LINE } from '../../services/admin/audit-log';
import { svBackOffice } from '../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../domain/money';
import { KLARNA_SIMULATOR_PATH } from '../../simulators/klarna-simulator';
import { plainProducts } from '../testing/plain-products';
import { providerCheckoutSuite } from '../testing/provider-checkout';
import { staffBrowser } from '../testing/staff-browser';
import { testDialects } from '../testing/test-app';

const r = svBackOffice.refusedPayments;
/** The page as React renders text: quotes and ampersands escaped. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

/**
 * A Klarna purchase the shop refuses (issue 28) is not only logged: the back office lists it with why and whether
 * the money was released at Klarna, for staff as well as admins.
 */
describe.each(testDialects)('refused provider payments on %s', (dialect) => {
  const { shop, db, faults, shopper } = providerCheckoutSuite(dialect, KLARNA_SIMULATOR_PATH, { pages: true });
  const klarnaOrderIdOf = (state: CheckoutState) => {
    const id = /\/checkout\/([0-9a-f-]{36})"/.exec(state.snippet ?? '')?.[1];
    if (!id) throw new Error(`No Klarna order in the snippet: ${state.snippet}`);
    return id;
  };

  /** A shopper completes Klarna for two units, the stock drops to one before Klarna's push: the shop refuses. */
  async function refusedForStock(offset: number): Promise<{ klarnaId: string; amountOre: number }> {
    const product = await plainProducts(db()).where('p.stock', '>', 10).orderBy('p.id', 'desc').limit(1).offset(offset).executeTakeFirstOrThrow();
    const s = await shopper();
    await s.add(product.id, 2);
    const klarnaId = klarnaOrderIdOf(await s.pay('klarna'));
    const complete = await shop().app.inject({
      method: 'POST', url: `${KLARNA_SIMULATOR_PATH}/checkout/${klarnaId}/complete`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '',
    });
    expect(complete.statusCode).toBe(303);
    await db().updateTable('products').set({ stock: 1 }).where('id', '=', product.id).execute();
    const row = await db().selectFrom('provider_sessions').select(['callback_token', 'amount_ore']).where('provider_order_id', '=', klarnaId).executeTakeFirstOrThrow();
    const push = await shop().app.inject({ method: 'POST', url: `/checkoutv3/klarna/push?order_id=${klarnaId}&token=${row.callback_token}` });
    expect(push.statusCode).toBe(200);
    return { klarnaId, amountOre: row.amount_ore };
  }

  it('lists a refused Klarna purchase with its reason and whether Klarna cancelled it, newest first, to staff', async () => {
    await faults({ fault: null, pushes: 0 });
    const cancelled = await refusedForStock(3);
    // Klarna's cancel call fails for the second: staff must cancel it in Klarna's portal.
    await faults({ fault: null, pushes: 0, refund_fault: 'error' });
    const failed = await refusedForStock(4);
    await faults({ fault: null, pushes: 0 });

    const rows = await db()
      .selectFrom('provider_sessions')
      .select(['provider_order_id', 'status', 'refused_reason', 'refused_cancel', 'refused_amount_ore'])
      .where('provider_order_id', 'in', [cancelled.klarnaId, failed.klarnaId])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { provider_order_id: cancelled.klarnaId, status: 'refused', refused_reason: 'stock', refused_cancel: 'cancelled', refused_amount_ore: cancelled.amountOre },
      { provider_order_id: failed.klarnaId, status: 'refused', refused_reason: 'stock', refused_cancel: 'failed', refused_amount_ore: failed.amountOre },
    ]);

    const email = `kundtjanst-${dialect}@example.se`;
    expect((await shop().app.services.staff.create({ email, password: 'kundtjanst123', name: 'Kundtjänst', role: 'staff' }, COMMAND_LINE)).ok).toBe(true);
    const staff = await (await staffBrowser(shop().app)).logIn(email, 'kundtjanst123');
    const page = await staff.page('/admin/ordrar/nekade-betalningar');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(html(r.count(2)));
    const failedAt = page.body.indexOf(failed.klarnaId);
    const cancelledAt = page.body.indexOf(cancelled.klarnaId);
    expect(failedAt).toBeGreaterThan(0);
    expect(cancelledAt).toBeGreaterThan(failedAt);
    const rowOf = (at: number) => page.body.slice(page.body.lastIndexOf('<tr', at), page.body.indexOf('</tr>', at));
    expect(rowOf(cancelledAt)).toContain(html(r.reasons.stock));
    expect(rowOf(cancelledAt)).toContain(html(r.cancelled('Klarna')));
    expect(rowOf(cancelledAt)).toContain(formatChargedAmount(cancelled.amountOre));
    expect(rowOf(failedAt)).toContain(html(r.failed));
    expect(rowOf(failedAt)).toContain(html(r.failedHint(r.portals.klarna)));

    // Only Svea's: none of these.
    expect((await staff.page('/admin/ordrar/nekade-betalningar?leverantor=svea')).body).toContain(html(r.empty));
    // The dashboard counts them, and the orders list links to them.
    const dashboard = await staff.page('/admin');
    expect(dashboard.body).toContain(html(r.dashboard));
    expect(dashboard.body).toMatch(/admin-figures__value">2<\/span><a href="\/admin\/ordrar\/nekade-betalningar"/);
    expect((await staff.page('/admin/ordrar')).body).toContain('href="/admin/ordrar/nekade-betalningar"');
  });
});
