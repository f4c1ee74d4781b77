import { z } from 'zod';
import { campaignTermsSchema } from './installments';
import { leasingTermsSchema } from './leasing';
import { mod10CheckDigit } from './invoicing/ocr-reference';
import { parseCompanyNumber } from './identity-number';

/** An address on another host over HTTPS (third-party content is never loaded over plain HTTP). */
const httpsUrl = z
  .string()
  .max(2000)
  .url()
  .refine((value) => value.startsWith('https://'), 'https only');

/**
 * An image the shop draws in its own pages: a path on the shop's own site (an upload under /assets/uploads/) or an
 * address on another host over HTTPS. Anything else (javascript:, data:, plain http, '//host' paths) is refused.
 */
export const imageAddressSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^\/(?![/\\])[^\s\\]*$/.test(value) || (/^https:\/\/[^\s\\]+$/.test(value) && URL.canParse(value)), 'image address');

/** A bankgiro (7–8 digits as 123-4567 or 1234-5678) or plusgiro (2–8 digits, 12 34 56-7) number: its last digit is a modulus-10 check digit. */
const giroNumber = (shape: RegExp) =>
  z
    .string()
    .trim()
    .regex(shape, 'format')
    .refine((value) => {
      const digits = value.replace(/\D/g, '');
      return mod10CheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
    }, 'check digit');

/** An organisationsnummer (or a sole trader's personnummer), as the invoice prints it. */
const organisationNumber = z
  .string()
  .trim()
  .refine((value) => parseCompanyNumber(value, new Date().toISOString()) !== null, 'organisation number');

/**
 * The spec's global site settings object, handed to every page.
 * Stored as one JSON value per key in `site_settings`; missing keys take these defaults.
 */
export const siteSettingsSchema = z.object({
  siteName: z.string().min(1).default('Hembutiken'),
  /** The shop's logo in the header (site name as its text alternative); null: the name beside a generic icon. */
  logo: imageAddressSchema.nullable().default(null),
  /** The logo in the phone layout's header (up to 1024 px wide); null: the desktop logo. */
  mobileLogo: imageAddressSchema.nullable().default(null),
  /** The phone header's logo once the page is scrolled past 200 px (the scrolled look); null: the mobile logo stays. */
  mobileLogoInverted: imageAddressSchema.nullable().default(null),
  ecommerceDisabled: z.boolean().default(false),
  hideSearch: z.boolean().default(false),
  /**
   * The phone layout offers 'Logga in' in its header and menu (a logged-in customer always sees 'Mina sidor' there).
   * On by default: without it a phone visitor has no way to an account.
   */
  showMobileLoginLink: z.boolean().default(true),
  minimumTwoColumnGrid: z.boolean().default(true),
  orderedWithTitle: z.string().default('Andra kunder köpte även'),
  checkoutManualPuffs: z
    .array(z.object({ manual_puff_link: z.string(), image: z.string() }))
    .default([]),
  hidePriceFilter: z.boolean().default(false),
  customDiscountBadge: z
    .object({ active: z.boolean(), image: z.string().nullable() })
    .default({ active: false, image: null }),
  levelOneMenuPrefix: z.string().default(''),
  /** Product ribbons outrank discount badges (the discount badge is 'second priority'). */
  discountBadgeSecondPriority: z.boolean().default(false),
  /**
   * How a reduction's badge reads on cards, the product page and suggestions: the percentage off ('−20 %') or the
   * amount saved in the shopper's VAT basis ('−2 000 kr'). A package's badge always says what it saves.
   */
  discountBadgeForm: z.enum(['percent', 'amount']).default('percent'),
  /** The energy label module: energy classes on cards, the label and 'Produktblad' on the product page. Off: none of them. */
  energyLabels: z.boolean().default(true),
  isOffer: z.boolean().default(false),
  lowStockThreshold: z.number().int().min(0).max(1000).default(5),
  /** Orders whose products (after discounts, incl. VAT) reach this many öre ship free; null: no free delivery. */
  freeDeliveryLimitOre: z.number().int().min(0).nullable().default(100_000),
  /** Every order is picked up in store: no delivery is priced and free delivery is not calculated. */
  forcePickupInStore: z.boolean().default(false),
  /** Countries the checkout ships to; more than one shows 'Välj land' (international shipping). */
  shippingCountries: z.array(z.enum(['SE', 'NO', 'DK', 'FI'])).min(1).default(['SE', 'NO', 'DK', 'FI']),
  /**
   * Company shoppers see every price incl. VAT, as private customers do (cards, product page, cart, checkout, mails);
   * false: companies see prices excl. VAT (the spec's `includes_vat` false), private customers always incl. VAT.
   */
  companyPricesIncludeVat: z.boolean().default(false),
  /** The shop offers its newsletter: the cart's box ('order_subscribe') and the footer's sign-up for visitors (/nyhetsbrev). */
  newsletterActive: z.boolean().default(true),
  /** Which of the two product gallery widgets the product page shows: main image with thumbnails, or a grid of images. */
  productGalleryLayout: z.enum(['thumbnails', 'grid']).default('thumbnails'),
  /** Cards' buy buttons add and show a modal (what was added, the cart's total, the ways on) instead of the alert. */
  buyAndShowModal: z.boolean().default(false),
  /** The 'product added' alert offers 'Gå till kassan' beside 'Till varukorgen'. */
  addedAlertCheckoutLink: z.boolean().default(true),
  /** The lightbox plays its images as a slideshow (every 3 s) when opened. */
  lightboxAutoplay: z.boolean().default(false),
  /** Installment campaigns the product page's teaser is computed from (none: no teaser). */
  sveaCampaigns: z.array(campaignTermsSchema).max(20).default([]),
  /** Leasing terms for company shoppers; null: no leasing widget. */
  leasingTerms: leasingTermsSchema.nullable().default(null),
  /** The micro banner above the header, site-wide while active. */
  microBanner: z
    .object({ active: z.boolean(), text: z.string().max(300), link: z.string().max(500).nullable() })
    .default({ active: false, text: '', link: null }),
  /** How many images a return or complaint may carry (the upload control's maximum; the spec's default is 1). */
  returnImageMaxFiles: z.number().int().min(1).max(10).default(1),
  /** A countdown on the home page, shown only between start and end (ISO timestamps). */
  countdown: z
    .object({ title: z.string().max(200), start: z.string().datetime({ offset: true }), end: z.string().datetime({ offset: true }) })
    .nullable()
    .default(null),
  /** The theme whose settings and palette the shop shows (docs/decisions/024); the developer bar switches it. */
  activeThemeId: z.number().int().positive().default(1),
  /**
   * A feed of images from the shop's social-media account on the home page (storefront.md section 7), loaded lazily
   * and only with functional third-party consent (docs/decisions/023); null: no feed.
   */
  socialImageFeed: z
    .object({
      title: z.string().min(1).max(100),
      profileUrl: httpsUrl.nullable(),
      images: z.array(z.object({ src: httpsUrl, alt: z.string().min(1).max(300), link: httpsUrl.nullable() })).min(1).max(12),
    })
    .nullable()
    .default(null),
  /** The company as its invoices, receipts and texts name it (mervärdesskattelagen 17 kap. 24 §: name, address, VAT number). */
  companyLegalName: z.string().trim().min(1).max(200).default('Hembutiken i Sverige AB'),
  companyOrganisationNumber: organisationNumber.default('556123-4567'),
  /** The VAT registration number: SE, the organisationsnummer's ten digits, 01. */
  companyVatNumber: z.string().trim().regex(/^SE\d{10}01$/, 'vat number').default('SE556123456701'),
  /** 'Godkänd för F-skatt' on invoices: the buyer then pays no preliminary tax for the seller. */
  companyFSkatt: z.boolean().default(true),
  companyAddress: z
    .object({ street: z.string().trim().min(1).max(200), postalCode: z.string().trim().regex(/^\d{3} ?\d{2}$/), city: z.string().trim().min(1).max(100) })
    .default({ street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm' }),
  companyEmail: z.string().trim().email().max(200).default('kundservice@hembutiken.se'),
  companyPhone: z.string().trim().min(5).max(30).default('08-123 456 78'),
  /** Where invoices are paid: at least one of the two should be set for an invoice payment type. */
  bankgiro: giroNumber(/^\d{3,4}-\d{4}$/).nullable().default('5050-1055'),
  plusgiro: giroNumber(/^\d[\d ]{0,8}-\d$/).nullable().default(null),
  /** Days from the invoice date to its due date: the checkout, the invoice and the shop's texts all say this. */
  invoiceTermsDays: z.number().int().min(10).max(60).default(30),
  /** When an invoice order's invoice is sent: as soon as the order is placed, or when it ships. */
  invoiceSentWhen: z.enum(['placed', 'shipped']).default('placed'),
  /**
   * The shop's 'öppet köp': days from delivery a private customer may return a product. The law's withdrawal
   * period (14 days from delivery) is the least; a longer one is the shop's promise in the header and the terms.
   */
  openPurchaseDays: z.number().int().min(14).max(365).default(30),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * Builds the settings from stored key/value pairs. A stored value that no longer fits
 * the schema falls back to the default instead of taking the shop down.
 */
export function parseSiteSettings(stored: Record<string, unknown>): SiteSettings {
  const defaults = siteSettingsSchema.parse({});
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const field = siteSettingsSchema.shape[key as keyof SiteSettings];
    if (!field) continue;
    const parsed = field.safeParse(value);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as SiteSettings;
}
