import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../common/contract/checkout';
import { settingsFormValues } from '../../domain/settings-form';
import type { SiteSettings } from '../../domain/site-settings';
import { plainProducts } from '../testing/plain-products';
import { loggedInAdmin, staffBrowser } from '../testing/staff-browser';
import { suiteShop, testDialects } from '../testing/test-app';

const NBSP = '\u00a0';

/** The form as the page sends it without script, with `settings` filled in: a checkbox only when ticked. */
function formOf(settings: SiteSettings, changes: Record<string, string>): Record<string, string> {
  const values = { ...settingsFormValues(settings), ...changes };
  return Object.fromEntries(Object.entries(values).flatMap(([name, value]) => (value === false ? [] : [[name, value === true ? '1' : value]])));
}

/**
 * The settings form (issue 30): one post saves every changed setting with an audit entry each, and the checkout, the
 * info pages and the header follow it at once; any wrong field saves nothing and answers in Swedish.
 */
describe.each(testDialects)('settings form on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 60 });
  const db = () => shop.app.database.db;
  /** The settings form as the page shows it now, with `changes` typed in. */
  const posted = async (changes: Record<string, string> = {}) => formOf((await shop.app.services.settingsAdmin.current()).settings, changes);
  const stored = () => db().selectFrom('site_settings').select(['key', 'value']).orderBy('key').execute();
  const settingAudits = () => db().selectFrom('audit_log').select(['action', 'entity_id', 'before_json', 'after_json']).where('entity_type', '=', 'setting').orderBy('id').execute();

  /** The invoice option's description in the checkout of a shopper with a product in the cart. */
  async function invoiceText(): Promise<string | undefined> {
    const shopper = await staffBrowser(shop.app);
    const product = await plainProducts(db()).where('p.stock', '>=', 5).orderBy('p.id').limit(1).executeTakeFirstOrThrow();
    expect((await shopper.shopperForm('/checkoutv3/products/update', { [`products[${product.id}][quantity]`]: '1' })).statusCode).toBe(200);
    const state = (await shopper.call('/checkoutv3/checkoutv3/show')).json<CheckoutState>();
    return state.available_payment_types.find((t) => t.payment_type_name === 'Faktura')?.payment_type_description;
  }

  it('saves the changed settings in one post, audits each, and the checkout, the terms and the header follow without a restart', async () => {
    const a = await loggedInAdmin(shop.app);
    expect(await invoiceText()).toBe('Betala inom 30 dagar. Fakturan skickas med e-post.');
    expect((await a.page('/kundservice/kopvillkor')).body).toContain('inom 30 dagar från fakturadatum');
    const before = await stored();
    const auditsBefore = (await settingAudits()).length;

    const res = await a.form('/admin/api/settings', await posted({ invoiceTermsDays: '20', openPurchaseDays: '45', freeDeliveryLimitOre: '1 500' }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/installningar?klart=saved');
    expect((await a.page('/admin/installningar?klart=saved')).body).toContain('Inställningarna är sparade.');

    const after = new Map((await stored()).map((row) => [row.key, row.value]));
    expect(after.get('invoiceTermsDays')).toBe('20');
    expect(after.get('openPurchaseDays')).toBe('45');
    expect(after.get('freeDeliveryLimitOre')).toBe('150000');
    // The form shows every default; saving it pins none of them.
    expect(after.size).toBe(before.length + 3);
    expect((await settingAudits()).slice(auditsBefore)).toEqual([
      { action: 'setting.set', entity_id: 'invoiceTermsDays', before_json: null, after_json: '{"value":20}' },
      { action: 'setting.set', entity_id: 'freeDeliveryLimitOre', before_json: null, after_json: '{"value":150000}' },
      { action: 'setting.set', entity_id: 'openPurchaseDays', before_json: null, after_json: '{"value":45}' },
    ]);

    expect(await invoiceText()).toBe('Betala inom 20 dagar. Fakturan skickas med e-post.');
    const terms = (await a.page('/kundservice/kopvillkor')).body;
    expect(terms).toContain('inom 20 dagar från fakturadatum');
    expect(terms).toContain('45 dagars öppet köp');
    expect(terms).not.toContain('{betalningsvillkor}');
    expect((await a.page('/kundservice/betalning')).body).toContain('inom 20 dagar från fakturadatum');
    const home = (await a.page('/')).body;
    expect(home).toContain('<li>45 dagars öppet köp</li>');
    expect(home).toContain(`fri frakt över 1${NBSP}500${NBSP}kr, 45 dagars öppet köp`);

    // The same form again changes nothing and says so.
    expect((await a.form('/admin/api/settings', await posted({ invoiceTermsDays: '20', openPurchaseDays: '45', freeDeliveryLimitOre: '1500' }))).headers.location).toBe('/admin/installningar?klart=unchanged');
  }, 60_000);

  it.each([
    ['companyOrganisationNumber', '556123-4568', 'Organisationsnumret stämmer inte'],
    ['bankgiro', '5050-1056', 'Bankgironumret stämmer inte'],
    ['freeDeliveryLimitOre', '-5', 'Skriv ett belopp i kronor'],
    ['invoiceTermsDays', 'tjugo', 'Skriv ett heltal'],
  ])('saves nothing when %s is %j, and shows the Swedish message with what was typed', async (field, typed, message) => {
    const a = await loggedInAdmin(shop.app);
    const before = await stored();
    const auditsBefore = (await settingAudits()).length;
    // A valid change beside the wrong field is not saved either.
    const res = await a.form('/admin/api/settings', await posted({ [field]: typed, siteName: 'Butiken i hörnet' }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/admin/installningar?fel=${field}`);
    expect(await stored()).toEqual(before);
    expect((await settingAudits()).length).toBe(auditsBefore);

    const page = (await a.page(res.headers.location as string)).body;
    expect(page).toContain('Inget sparades. Rätta fälten som är markerade nedan.');
    expect(page).toContain(message);
    expect(page).toContain(`value="${typed}"`);
    expect(page).toContain('value="Butiken i hörnet"');
    expect(page).toContain('aria-invalid="true"');

    const call = await a.json('/admin/api/settings', await posted({ [field]: typed }));
    expect(call.statusCode).toBe(422);
    expect(call.json<{ errors: Record<string, string> }>().errors[field]).toContain(message);
  }, 60_000);

  it('lets only admins change the settings', async () => {
    const a = await loggedInAdmin(shop.app);
    const email = `lager-${dialect}@example.se`;
    expect((await a.json('/admin/api/staff', { email, password: 'lager1234', name: 'Lager', role: 'staff' })).statusCode).toBe(200);
    const staff = await (await staffBrowser(shop.app)).logIn(email, 'lager1234');
    const before = await stored();
    expect((await staff.form('/admin/api/settings', await posted({ invoiceTermsDays: '15' }))).statusCode).toBe(403);
    expect((await staff.json('/admin/api/settings', await posted({ invoiceTermsDays: '15' }))).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('lists the placeholders under the info page editor\'s body', async () => {
    const a = await loggedInAdmin(shop.app);
    const page = await db().selectFrom('info_pages').select('id').where('url', '=', '/kundservice/kopvillkor').executeTakeFirstOrThrow();
    const body = (await a.page(`/admin/informationssidor/${page.id}`)).body;
    expect(body).toContain('Platshållare för butikens uppgifter');
    expect(body).toContain('{betalningsvillkor}');
    // The editor shows the stored text with its placeholders, not the filled-in one.
    expect(body).toContain('inom {betalningsvillkor} dagar');
  });
});
