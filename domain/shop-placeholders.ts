/**
 * Placeholders an owner writes in the shop's own texts (info page bodies, payment type descriptions) so they say what
 * the settings say: '{betalningsvillkor}' reads '30' while invoices are due in 30 days, and follows the setting when
 * it changes. docs/info-pages.md lists them for owners.
 */
import { formatPrice, type Ore } from './money';
import type { SiteSettings } from './site-settings';

export const SHOP_PLACEHOLDERS = [
  'butiksnamn', 'foretagsnamn', 'organisationsnummer', 'momsnummer', 'adress', 'kundtjanst_epost', 'kundtjanst_telefon',
  'bankgiro', 'betalningsvillkor', 'oppet_kop_dagar', 'fri_frakt_grans',
] as const;
export type ShopPlaceholder = (typeof SHOP_PLACEHOLDERS)[number];

type PlaceholderSettings = Pick<
  SiteSettings,
  'siteName' | 'companyLegalName' | 'companyOrganisationNumber' | 'companyVatNumber' | 'companyAddress' | 'companyEmail' | 'companyPhone' |
  'bankgiro' | 'invoiceTermsDays' | 'openPurchaseDays' | 'freeDeliveryLimitOre' | 'forcePickupInStore'
>;

/** The free-delivery limit the shop offers (incl. VAT); null when it offers none: no limit, or every order picked up in store. */
export function offeredFreeDeliveryLimit(settings: Pick<SiteSettings, 'freeDeliveryLimitOre' | 'forcePickupInStore'>): Ore | null {
  const limit = settings.freeDeliveryLimitOre;
  return limit === null || limit <= 0 || settings.forcePickupInStore ? null : limit;
}

/** What each placeholder reads with these settings; a shop without free delivery or a bankgiro says so in words. */
export function placeholderValues(settings: PlaceholderSettings): Record<ShopPlaceholder, string> {
  const { street, postalCode, city } = settings.companyAddress;
  const freeDelivery = offeredFreeDeliveryLimit(settings);
  return {
    butiksnamn: settings.siteName,
    foretagsnamn: settings.companyLegalName,
    organisationsnummer: settings.companyOrganisationNumber,
    momsnummer: settings.companyVatNumber,
    adress: `${street}, ${postalCode} ${city}`,
    kundtjanst_epost: settings.companyEmail,
    kundtjanst_telefon: settings.companyPhone,
    bankgiro: settings.bankgiro ?? 'inget bankgiro',
    betalningsvillkor: String(settings.invoiceTermsDays),
    oppet_kop_dagar: String(settings.openPurchaseDays),
    fri_frakt_grans: freeDelivery !== null ? formatPrice(freeDelivery) : 'ingen gräns (fri frakt erbjuds inte)',
  };
}

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The text with every known placeholder replaced; an unknown one stays as typed, so a typo is seen, not hidden. */
export function fillPlaceholders(text: string, values: Readonly<Record<ShopPlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name as ShopPlaceholder] : whole));
}
