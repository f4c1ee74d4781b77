/**
 * The settings form of the back office (issue 30): which site settings it shows, in which group, with which control,
 * and how its posted fields become a settings patch. An amount is typed in kronor and stored in öre; a setting made
 * of parts (the address, the micro banner, the shipping countries) is one field per part. Settings without a field
 * here stay in the JSON editor ('Avancerat').
 */
import { sv } from '../common/copy/sv';
import { svSettings } from '../common/copy/sv-settings';
import { formatPrice, parsePriceInput, type Ore } from './money';
import { fillPlaceholders, offeredFreeDeliveryLimit, placeholderValues } from './shop-placeholders';
import { siteSettingsSchema, type SiteSettings } from './site-settings';

type SettingName = keyof SiteSettings;
export type SettingsFieldName = keyof typeof svSettings.fields;
export type SettingsGroup = keyof typeof svSettings.groups;

export type SettingsFieldKind = 'text' | 'email' | 'number' | 'kronor' | 'checkbox' | 'select';

export interface SettingsField {
  /** The form field's name: the setting's, or `setting.part` for a part of one. */
  name: SettingsFieldName;
  setting: SettingName;
  /** The object key within the setting, or (for a list setting) the value the checkbox adds to the list. */
  part?: string;
  kind: SettingsFieldKind;
  /** An empty field stores null (no bankgiro, no free delivery, no link). */
  optional?: boolean;
  unit?: keyof typeof svSettings.units;
  /** A select's values, in order; their names are in svSettings.options. */
  options?: readonly string[];
  /** One checkbox of a list setting (a shipping country): the form shows the list's boxes together. */
  listed?: boolean;
}

/** A list setting (the shipping countries) is one checkbox per value it may hold. */
const isListSetting = (setting: SettingName) => Array.isArray(siteSettingsSchema.shape[setting].parse(undefined));

const field = (name: SettingsFieldName, kind: SettingsFieldKind, more: Partial<SettingsField> = {}): SettingsField => {
  const [setting, part] = name.split('.') as [SettingName, string | undefined];
  return { name, setting, kind, ...(part === undefined ? {} : { part }), ...(isListSetting(setting) ? { listed: true } : {}), ...more };
};

export const SETTINGS_FORM: readonly { group: SettingsGroup; fields: readonly SettingsField[] }[] = [
  {
    group: 'company',
    fields: [
      field('companyLegalName', 'text'), field('companyOrganisationNumber', 'text'), field('companyVatNumber', 'text'), field('companyFSkatt', 'checkbox'),
      field('companyAddress.street', 'text'), field('companyAddress.postalCode', 'text'), field('companyAddress.city', 'text'),
      field('companyEmail', 'email'), field('companyPhone', 'text'),
    ],
  },
  {
    group: 'invoice',
    fields: [
      field('bankgiro', 'text', { optional: true }), field('plusgiro', 'text', { optional: true }),
      field('invoiceTermsDays', 'number', { unit: 'dagar' }), field('invoiceSentWhen', 'select', { options: ['placed', 'shipped'] }),
    ],
  },
  {
    group: 'delivery',
    fields: [
      field('freeDeliveryLimitOre', 'kronor', { optional: true, unit: 'kr' }), field('forcePickupInStore', 'checkbox'), field('openPurchaseDays', 'number', { unit: 'dagar' }),
      field('shippingCountries.SE', 'checkbox'), field('shippingCountries.NO', 'checkbox'), field('shippingCountries.DK', 'checkbox'), field('shippingCountries.FI', 'checkbox'),
    ],
  },
  {
    group: 'shop',
    fields: [
      field('siteName', 'text'), field('logo', 'text', { optional: true }), field('mobileLogo', 'text', { optional: true }),
      field('mobileLogoInverted', 'text', { optional: true }), field('lowStockThreshold', 'number', { unit: 'st' }), field('newsletterActive', 'checkbox'), field('ecommerceDisabled', 'checkbox'),
      field('isOffer', 'checkbox'), field('microBanner.active', 'checkbox'), field('microBanner.text', 'text'), field('microBanner.link', 'text', { optional: true }),
    ],
  },
  {
    group: 'display',
    fields: [
      field('productGalleryLayout', 'select', { options: ['thumbnails', 'grid'] }), field('orderedWithTitle', 'text'), field('levelOneMenuPrefix', 'text'),
      field('returnImageMaxFiles', 'number', { unit: 'st' }), field('hideSearch', 'checkbox'), field('hidePriceFilter', 'checkbox'), field('companyPricesIncludeVat', 'checkbox'),
      field('showMobileLoginLink', 'checkbox'), field('minimumTwoColumnGrid', 'checkbox'), field('discountBadgeSecondPriority', 'checkbox'),
      field('discountBadgeForm', 'select', { options: ['percent', 'amount'] }), field('energyLabels', 'checkbox'),
      field('buyAndShowModal', 'checkbox'), field('addedAlertCheckoutLink', 'checkbox'), field('lightboxAutoplay', 'checkbox'),
    ],
  },
];

export const SETTINGS_FIELDS: readonly SettingsField[] = SETTINGS_FORM.flatMap((g) => g.fields);

/** The settings the form writes; every other one is edited as JSON under 'Avancerat'. */
export const FORM_SETTINGS: ReadonlySet<SettingName> = new Set(SETTINGS_FIELDS.map((f) => f.setting));

export type SettingsFormValues = Record<string, string | boolean>;

/** An amount in öre as it is typed in kronor: '1000', '1000,50' (no grouping, so it reads back as typed). */
export function kronorInput(ore: Ore): string {
  const kronor = Math.floor(ore / 100);
  return ore % 100 === 0 ? String(kronor) : `${kronor},${String(ore % 100).padStart(2, '0')}`;
}

/** The form's values for these settings. */
export function settingsFormValues(settings: SiteSettings): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const f of SETTINGS_FIELDS) {
    const whole: unknown = settings[f.setting];
    const value = f.part === undefined ? whole : Array.isArray(whole) ? whole.includes(f.part) : (whole as Record<string, unknown>)[f.part];
    if (f.kind === 'checkbox') values[f.name] = value === true;
    else if (value === null || value === undefined) values[f.name] = '';
    else values[f.name] = f.kind === 'kronor' ? kronorInput(value as number) : String(value as string | number);
  }
  return values;
}

/** A field as typed, read by its kind: the value, or the message of why it cannot be one. */
function readField(f: SettingsField, raw: string | boolean | undefined): { value: unknown } | { error: string } {
  if (f.kind === 'checkbox') return { value: raw === true || raw === 'on' || raw === '1' || raw === 'true' };
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '' && f.optional) return { value: null };
  if (f.kind === 'number') return /^\d{1,9}$/.test(text) ? { value: Number(text) } : { error: svSettings.errors.number };
  if (f.kind === 'kronor') {
    const ore = parsePriceInput(text);
    return ore === null ? { error: svSettings.errors.kronor } : { value: ore };
  }
  return { value: text };
}

export type SettingsPatch = Partial<Record<SettingName, unknown>>;

/**
 * The posted form read against the settings' rules: every setting it holds (checked by domain/site-settings.ts), and
 * a Swedish message for each field that is wrong. Only a form without errors may be saved, and then all of it.
 */
export function parseSettingsForm(values: Readonly<Record<string, string | boolean | undefined>>): { patch: SettingsPatch; errors: Partial<Record<SettingsFieldName, string>> } {
  const errors: Partial<Record<SettingsFieldName, string>> = {};
  const bySetting = new Map<SettingName, { fields: SettingsField[]; read: Map<string, unknown> }>();
  for (const f of SETTINGS_FIELDS) {
    const entry = bySetting.get(f.setting) ?? { fields: [], read: new Map<string, unknown>() };
    bySetting.set(f.setting, entry);
    entry.fields.push(f);
    const read = readField(f, values[f.name]);
    if ('error' in read) errors[f.name] = read.error;
    else entry.read.set(f.part ?? '', read.value);
  }
  const patch: SettingsPatch = {};
  for (const [setting, { fields, read }] of bySetting) {
    if (fields.some((f) => errors[f.name] !== undefined)) continue;
    const value = fields[0]!.part === undefined
      ? read.get('')
      : fields[0]!.listed
        ? fields.filter((f) => read.get(f.part!) === true).map((f) => f.part!)
        : Object.fromEntries(read);
    const checked = siteSettingsSchema.shape[setting].safeParse(value);
    if (checked.success) {
      patch[setting] = checked.data;
      continue;
    }
    for (const issue of checked.error.issues) {
      const wrong = fields.find((f) => f.part !== undefined && f.part === issue.path[0]) ?? fields[0]!;
      errors[wrong.name] ??= (svSettings.fields[wrong.name] as { invalid?: string }).invalid ?? svSettings.errors.invalid;
    }
  }
  return { patch, errors };
}

/** What the storefront says with these settings, where the form changes it: the header's promises and the checkout's invoice text (null: no invoice payment type). */
export function settingsPreview(settings: SiteSettings, invoiceDescription: string | null): { promises: readonly string[]; invoice: string | null } {
  const limit = offeredFreeDeliveryLimit(settings);
  return {
    promises: sv.home.usps(limit === null ? null : formatPrice(limit), settings.openPurchaseDays),
    invoice: invoiceDescription === null ? null : fillPlaceholders(invoiceDescription, placeholderValues(settings)),
  };
}
