import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderValues, SHOP_PLACEHOLDERS } from './shop-placeholders';
import { siteSettingsSchema } from './site-settings';

const settings = siteSettingsSchema.parse({});

describe('shop placeholders', () => {
  it('fills the settings into a text', () => {
    const values = placeholderValues({ ...settings, invoiceTermsDays: 20, openPurchaseDays: 60 });
    expect(fillPlaceholders('Betala inom {betalningsvillkor} dagar. {oppet_kop_dagar} dagars öppet köp.', values)).toBe('Betala inom 20 dagar. 60 dagars öppet köp.');
    expect(fillPlaceholders('{foretagsnamn}, {organisationsnummer}, {adress}', values)).toBe('Hembutiken i Sverige AB, 556123-4567, Storgatan 1, 111 22 Stockholm');
    expect(fillPlaceholders('{kundtjanst_epost} {kundtjanst_telefon} {bankgiro}', values)).toBe('kundservice@hembutiken.se 08-123 456 78 5050-1055');
  });

  it('writes the free-delivery limit in kronor, and says when there is none', () => {
    expect(fillPlaceholders('{fri_frakt_grans}', placeholderValues(settings))).toBe('1\u00a0000\u00a0kr');
    expect(fillPlaceholders('{fri_frakt_grans}', placeholderValues({ ...settings, freeDeliveryLimitOre: null }))).toBe('ingen gräns (fri frakt erbjuds inte)');
    expect(fillPlaceholders('{fri_frakt_grans}', placeholderValues({ ...settings, forcePickupInStore: true }))).toBe('ingen gräns (fri frakt erbjuds inte)');
  });

  it('leaves unknown placeholders, other braces and a text without any as typed', () => {
    const values = placeholderValues(settings);
    expect(fillPlaceholders('{okand} {Betalningsvillkor} { betalningsvillkor } {toString} {}', values)).toBe('{okand} {Betalningsvillkor} { betalningsvillkor } {toString} {}');
    expect(fillPlaceholders('Inga platshållare här.', values)).toBe('Inga platshållare här.');
  });

  it('has a value for every placeholder it names', () => {
    expect(Object.keys(placeholderValues(settings)).sort()).toEqual([...SHOP_PLACEHOLDERS].sort());
  });
});
