import { z } from 'zod';
import { campaignTermsSchema } from './installments';
import { leasingTermsSchema } from './leasing';

/** An address on another host over HTTPS (third-party content is never loaded over plain HTTP). */
const httpsUrl = z
  .string()
  .max(2000)
  .url()
  .refine((value) => value.startsWith('https://'), 'https only');


/**
 * The spec's global site settings object, handed to every page.
 * Stored as one JSON value per key in `site_settings`; missing keys take these defaults.
 */
export const siteSettingsSchema = z.object({
  siteName: z.string().min(1).default('Hembutiken'),
  logo: z.string().nullable().default(null),
  mobileLogo: z.string().nullable().default(null),
  mobileLogoInverted: z.string().nullable().default(null),
  ecommerceDisabled: z.boolean().default(false),
  hideSearch: z.boolean().default(false),
  showMobileLoginLink: z.boolean().default(false),
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
  isOffer: z.boolean().default(false),
  lowStockThreshold: z.number().int().min(0).max(1000).default(5),
  /** Orders whose products (after discounts, incl. VAT) reach this many öre ship free; null: no free delivery. */
  freeDeliveryLimitOre: z.number().int().min(0).nullable().default(100_000),
  /** Every order is picked up in store: no delivery is priced and free delivery is not calculated. */
  forcePickupInStore: z.boolean().default(false),
  /** Countries the checkout ships to; more than one shows 'Välj land' (international shipping). */
  shippingCountries: z.array(z.enum(['SE', 'NO', 'DK', 'FI'])).min(1).default(['SE', 'NO', 'DK', 'FI']),
  /** The cart offers the newsletter box ('order_subscribe'). */
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
