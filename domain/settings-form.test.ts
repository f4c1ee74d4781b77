import { describe, expect, it } from 'vitest';
import { FORM_SETTINGS, kronorInput, parseSettingsForm, SETTINGS_FIELDS, settingsFormValues, settingsPreview } from './settings-form';
import { siteSettingsSchema } from './site-settings';

const defaults = siteSettingsSchema.parse({});
const NBSP = '\u00a0';

describe('settings form', () => {
  it('shows every form setting and reads its own values back to the same settings', () => {
    const values = settingsFormValues(defaults);
    expect(values).toMatchObject({ invoiceTermsDays: '30', freeDeliveryLimitOre: '1000', 'companyAddress.city': 'Stockholm', 'shippingCountries.NO': true, plusgiro: '', companyFSkatt: true });
    const { patch, errors } = parseSettingsForm(values);
    expect(errors).toEqual({});
    expect(Object.keys(patch).sort()).toEqual([...FORM_SETTINGS].sort());
    for (const name of FORM_SETTINGS) expect(patch[name], name).toEqual(defaults[name]);
  });

  it('leaves the JSON-only settings to the advanced editor', () => {
    for (const name of ['sveaCampaigns', 'leasingTerms', 'countdown', 'socialImageFeed', 'checkoutManualPuffs'] as const) expect(FORM_SETTINGS.has(name)).toBe(false);
    expect(new Set(SETTINGS_FIELDS.map((f) => f.name)).size).toBe(SETTINGS_FIELDS.length);
  });

  it.each([
    ['1000', 100_000], ['1 000', 100_000], [`1${NBSP}000`, 100_000], ['1000,50', 100_050], ['1000.5', 100_050], ['0', 0], [' 250 kr ', 25_000],
  ])('reads %j kronor as %i öre', (typed, ore) => {
    const { patch, errors } = parseSettingsForm({ ...settingsFormValues(defaults), freeDeliveryLimitOre: typed });
    expect(errors).toEqual({});
    expect(patch.freeDeliveryLimitOre).toBe(ore);
  });

  it('writes öre as kronor to type', () => {
    expect([kronorInput(100_000), kronorInput(100_050), kronorInput(5), kronorInput(0)]).toEqual(['1000', '1000,50', '0,05', '0']);
  });

  it('stores null for an empty optional field, and lists the ticked countries in order', () => {
    const { patch } = parseSettingsForm({
      ...settingsFormValues(defaults), freeDeliveryLimitOre: '', bankgiro: '  ', 'microBanner.link': '', 'shippingCountries.NO': false, 'shippingCountries.SE': 'on', 'shippingCountries.FI': '1',
    });
    expect(patch).toMatchObject({ freeDeliveryLimitOre: null, bankgiro: null, shippingCountries: ['SE', 'DK', 'FI'] });
    expect(patch.microBanner).toEqual({ active: false, text: '', link: null });
  });

  it('reads an unticked checkbox (absent from the post) as off', () => {
    const values: Record<string, string | boolean> = { ...settingsFormValues(defaults) };
    delete values.companyFSkatt;
    expect(parseSettingsForm(values).patch.companyFSkatt).toBe(false);
  });

  it.each([
    ['companyOrganisationNumber', '556123-4568', 'Organisationsnumret stämmer inte'],
    ['bankgiro', '5050-1056', 'Bankgironumret stämmer inte'],
    ['bankgiro', '5050 1055', 'Bankgironumret stämmer inte'],
    ['plusgiro', '12 34 56-8', 'Plusgironumret stämmer inte'],
    ['freeDeliveryLimitOre', '-5', 'Skriv ett belopp i kronor'],
    ['freeDeliveryLimitOre', 'tusen', 'Skriv ett belopp i kronor'],
    ['invoiceTermsDays', 'trettio', 'Skriv ett heltal'],
    ['invoiceTermsDays', '20.5', 'Skriv ett heltal'],
    ['invoiceTermsDays', '', 'Skriv ett heltal'],
    ['invoiceTermsDays', '5', 'mellan 10 och 60'],
    ['openPurchaseDays', '7', 'mellan 14 och 365'],
    ['companyVatNumber', 'SE5561234567', 'SE, tio siffror och 01'],
    ['companyEmail', 'kundservice', 'e-postadress'],
    ['companyAddress.postalCode', '1112', 'fem siffror'],
    ['companyLegalName', ' ', 'företagets namn'],
    ['invoiceSentWhen', 'never', 'Välj när'],
  ])('refuses %s = %j with a Swedish message on that field only', (name, typed, message) => {
    const { errors, patch } = parseSettingsForm({ ...settingsFormValues(defaults), [name]: typed });
    expect(Object.keys(errors)).toEqual([name]);
    expect(errors[name as keyof typeof errors]).toContain(message);
    expect(Object.keys(patch)).not.toContain(name.split('.')[0]);
  });

  it('refuses a form that ships to no country, on the first country', () => {
    const values = { ...settingsFormValues(defaults), 'shippingCountries.SE': false, 'shippingCountries.NO': false, 'shippingCountries.DK': false, 'shippingCountries.FI': false };
    expect(parseSettingsForm(values).errors).toEqual({ 'shippingCountries.SE': 'Välj minst ett land.' });
  });

  it('reports every wrong field at once', () => {
    const { errors } = parseSettingsForm({ ...settingsFormValues(defaults), bankgiro: '1', invoiceTermsDays: 'x', freeDeliveryLimitOre: '-5' });
    expect(Object.keys(errors).sort()).toEqual(['bankgiro', 'freeDeliveryLimitOre', 'invoiceTermsDays']);
  });

  it('previews the header promises and the invoice text with the typed values', () => {
    const preview = settingsPreview({ ...defaults, invoiceTermsDays: 20, openPurchaseDays: 60, freeDeliveryLimitOre: 50_000 }, 'Betala inom {betalningsvillkor} dagar.');
    expect(preview).toEqual({ promises: [`Fri frakt över 500${NBSP}kr`, '60 dagars öppet köp', 'Trygg betalning med kort eller faktura'], invoice: 'Betala inom 20 dagar.' });
    expect(settingsPreview({ ...defaults, freeDeliveryLimitOre: null }, null)).toEqual({ promises: ['30 dagars öppet köp', 'Trygg betalning med kort eller faktura'], invoice: null });
  });
});
