import { describe, expect, it } from 'vitest';
import { formatChargedAmount } from '../../domain/money';
import { placeInvoiceOrder } from '../testing/invoice-order';
import { plainProducts } from '../testing/plain-products';
import { loggedInAdmin } from '../testing/staff-browser';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';

/**
 * Discount codes edited, paused, resumed, ended and deleted from their page (issue 30): the creation's rules and
 * Swedish messages, the cart refusing a paused or ended code, a used code kept for the orders' history, every
 * change audited.
 */
describe.each(testDialects)('discount code lifecycle on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 120 });
  const db = () => shop().app.database.db;
  const product = async () => (await plainProducts(db()).where('p.stock', '>=', 20).where('p.price_incl_vat_ore', '>', 50_000).orderBy('p.id').limit(1).executeTakeFirstOrThrow()).id;
  let n = 0;
  const form = (code: string, change: Record<string, string> = {}) => ({
    code, kind: 'percent', percent: '10', amount: '', min_order: '', valid_from: '', valid_until: '', usage_limit_total: '', usage_limit_per_customer: '', label: '', ...change,
  });

  async function newCode(admin: Awaited<ReturnType<typeof loggedInAdmin>>) {
    const code = `LIV${dialect.slice(0, 2).toUpperCase()}${++n}`;
    expect((await admin.json('/admin/api/discount-codes', form(code))).statusCode).toBe(200);
    const { id } = await db().selectFrom('discount_codes').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    return { code, id };
  }
  const audits = (action: string, code: string) => db().selectFrom('audit_log').select(['before_json', 'after_json']).where('action', '=', action).where('entity_id', '=', code).execute();
  const store = async (code: string) => {
    const shopper = await testShopper(shop().app);
    expect((await shopper.post('/checkoutv3/products/update', { [`products[${await product()}][quantity]`]: '1' })).statusCode).toBe(200);
    return shopper.post('/checkoutv3/discounts/store', { code });
  };

  it('edits a code with the creation form’s rules: refusals in Swedish keep what was typed, a change is audited before and after', async () => {
    const admin = await loggedInAdmin(shop().app);
    const { code, id } = await newCode(admin);
    const refused = await admin.json(`/admin/api/discount-codes/${id}`, form(code, { percent: '120', valid_from: '2026-12-10', valid_until: '2026-12-01' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'percent', fields: ['percent', 'valid_until'] });
    const plain = await admin.form(`/admin/api/discount-codes/${id}`, form(code, { percent: '120', label: 'Skrivet' }));
    expect(plain.headers.location).toBe(`/admin/rabattkoder/${id}?fel=percent`);
    const page = (await admin.page(plain.headers.location!)).body;
    expect(page).toContain('Ange en procentsats mellan 1 och 100.');
    expect(page).toContain('value="Skrivet"');
    expect((await db().selectFrom('discount_codes').select('percent').where('id', '=', id).executeTakeFirstOrThrow()).percent).toBe(10);

    const saved = await admin.form(`/admin/api/discount-codes/${id}`, form(code, { kind: 'amount', amount: '150', usage_limit_total: '5', label: 'Julrabatt' }));
    expect(saved.headers.location).toBe(`/admin/rabattkoder/${id}?klart=saved`);
    expect(await db().selectFrom('discount_codes').select(['kind', 'percent', 'amount_ore', 'usage_limit_total', 'label']).where('id', '=', id).executeTakeFirstOrThrow())
      .toEqual({ kind: 'amount', percent: null, amount_ore: 15_000, usage_limit_total: 5, label: 'Julrabatt' });
    const [entry] = await audits('discount_code.update', code);
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ kind: 'percent', percent: 10 });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ kind: 'amount', amount_ore: 15_000 });
    // Another code's name, or a gift card's, is taken.
    expect((await admin.json(`/admin/api/discount-codes/${id}`, form('PRESENTKORT500'))).json()).toMatchObject({ code: 'taken' });
    const list = (await admin.page('/admin/rabattkoder')).body;
    expect(list).toContain(`href="/admin/rabattkoder/${id}"`);
    expect((await admin.page('/admin/rabattkoder/999999')).statusCode).toBe(404);
  }, 60_000);

  it('a paused code is refused in the cart and stops applying at checkout; resumed it works; ended it cannot be resumed', async () => {
    const admin = await loggedInAdmin(shop().app);
    const { code, id } = await newCode(admin);
    // A shopper has it in the cart before it is paused.
    const early = await store(code);
    expect(early.json()).toMatchObject({ error: false });

    expect((await admin.form(`/admin/api/discount-codes/${id}/pause`, {})).headers.location).toBe(`/admin/rabattkoder/${id}?klart=pause`);
    expect((await admin.page('/admin/rabattkoder')).body).toContain('Pausad');
    expect((await store(code)).json()).toMatchObject({ error: true, message: 'Koden kunde inte hittas.' });
    const number = await placeInvoiceOrder(shop().app, [{ productId: await product() }], undefined);
    const placed = await db().selectFrom('orders').select('discounts').where('order_number', '=', number).executeTakeFirstOrThrow();
    expect(placed.discounts).not.toContain(code);

    expect((await admin.form(`/admin/api/discount-codes/${id}/resume`, {})).headers.location).toBe(`/admin/rabattkoder/${id}?klart=resume`);
    expect((await store(code)).json()).toMatchObject({ error: false });

    expect((await admin.form(`/admin/api/discount-codes/${id}/end`, {})).headers.location).toBe(`/admin/rabattkoder/${id}?klart=end`);
    const ended = await db().selectFrom('discount_codes').select(['active', 'ended_at', 'valid_until']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(ended.active).toBe(0);
    expect(ended.ended_at).not.toBeNull();
    expect(ended.valid_until).toBe(ended.ended_at);
    const resumed = await admin.json(`/admin/api/discount-codes/${id}/resume`);
    expect([resumed.statusCode, resumed.json().code]).toEqual([409, 'ended']);
    expect((await admin.form(`/admin/api/discount-codes/${id}`, form(code))).headers.location).toBe(`/admin/rabattkoder/${id}?fel=ended`);
    expect((await store(code)).json()).toMatchObject({ error: true });
    const page = (await admin.page(`/admin/rabattkoder/${id}`)).body;
    expect(page).toContain('Avslutad');
    expect(page).toContain('kan inte ändras eller återupptas');
    expect((await audits('discount_code.pause', code))).toHaveLength(1);
    expect((await audits('discount_code.end', code))).toHaveLength(1);
  }, 60_000);

  it('deletes a code no order used; a used one stays for the orders’ history, its orders and discount on its page', async () => {
    const admin = await loggedInAdmin(shop().app);
    const unused = await newCode(admin);
    expect((await admin.form(`/admin/api/discount-codes/${unused.id}/delete`, {})).headers.location).toBe('/admin/rabattkoder?klart=deleted');
    expect(await db().selectFrom('discount_codes').select('id').where('id', '=', unused.id).executeTakeFirst()).toBeUndefined();
    expect(await audits('discount_code.delete', unused.code)).toHaveLength(1);

    const used = await newCode(admin);
    const number = await placeInvoiceOrder(shop().app, [{ productId: await product() }], used.code);
    const refused = await admin.form(`/admin/api/discount-codes/${used.id}/delete`, {});
    expect(refused.headers.location).toBe(`/admin/rabattkoder/${used.id}?fel=used`);
    expect((await admin.page(refused.headers.location!)).body).toContain('Koden har använts i ordrar och kan inte tas bort');
    expect(await db().selectFrom('discount_codes').select('id').where('id', '=', used.id).executeTakeFirst()).toBeDefined();
    const page = (await admin.page(`/admin/rabattkoder/${used.id}`)).body;
    expect(page).toContain(`href="/admin/ordrar/${number}"`);
    const order = await db().selectFrom('orders').select('discounts').where('order_number', '=', number).executeTakeFirstOrThrow();
    const given = (JSON.parse(order.discounts) as { code: string; incl_vat_ore: number }[]).find((d) => d.code === used.code)!.incl_vat_ore;
    expect(given).toBeGreaterThan(0);
    expect(page).toContain(formatChargedAmount(given));
    // A used code keeps its name.
    expect((await admin.json(`/admin/api/discount-codes/${used.id}`, form(`${used.code}X`))).json()).toMatchObject({ code: 'code_used' });
  }, 60_000);

  it('a paused or ended gift card is refused at checkout; resumed it pays again; its last day changes with Swedish refusals; all audited', async () => {
    const admin = await loggedInAdmin(shop().app);
    const code = `KORTLIV${dialect.toUpperCase()}1`;
    const created = await admin.json('/admin/api/gift-cards', { amount: '300', valid_until: '', code });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ id: number }>().id;
    const card = `/admin/api/gift-cards/${id}`;

    expect((await admin.form(`${card}/pause`, {})).headers.location).toBe(`/admin/presentkort/${id}?klart=pause`);
    expect((await store(code)).json()).toMatchObject({ error: true, message: 'Koden kunde inte hittas.' });
    expect((await admin.page(`/admin/presentkort/${id}`)).body).toContain('Återuppta presentkortet');
    expect((await admin.form(`${card}/resume`, {})).headers.location).toBe(`/admin/presentkort/${id}?klart=resume`);
    expect((await store(code)).json()).toMatchObject({ error: false });

    const badDay = await admin.form(`${card}/valid-until`, { valid_until: '2020-01-01' });
    expect(badDay.headers.location).toBe(`/admin/presentkort/${id}?fel=valid_until`);
    expect((await admin.page(badDay.headers.location!)).body).toContain('Ange ett giltigt datum, i dag eller senare, eller lämna tomt.');
    expect((await admin.form(`${card}/valid-until`, { valid_until: '2099-12-31' })).headers.location).toBe(`/admin/presentkort/${id}?klart=valid_until`);
    expect((await db().selectFrom('gift_cards').select('valid_until').where('id', '=', id).executeTakeFirstOrThrow()).valid_until).toBe('2099-12-31T23:00:00.000Z');

    expect((await admin.form(`${card}/end`, {})).headers.location).toBe(`/admin/presentkort/${id}?klart=end`);
    const resumed = await admin.json(`${card}/resume`);
    expect([resumed.statusCode, resumed.json().code]).toEqual([409, 'ended']);
    expect((await store(code)).json()).toMatchObject({ error: true });
    expect((await admin.page(`/admin/presentkort/${id}`)).body).toContain('Presentkortet är avslutat och kan inte användas');
    const actions = await db().selectFrom('audit_log').select('action').where('entity_type', '=', 'gift_card').where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['gift_card.create', 'gift_card.pause', 'gift_card.resume', 'gift_card.valid_until', 'gift_card.end']);
  }, 60_000);
});
