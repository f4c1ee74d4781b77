import { kronorToOre, roundToWholeKronor } from '../../domain/money';
import type { StockStatusCode } from '../../common/contract/product-card';
import type { ProductPage } from '../catalog/catalog-service';
import { absoluteUrl } from './origin';

/** A JSON-LD value: plain JSON (React Router's meta writes it with `<`, `>` and `&` escaped). */
export type JsonLd = string | number | boolean | null | JsonLd[] | { [key: string]: JsonLd };
export type JsonLdObject = { [key: string]: JsonLd };

const AVAILABILITY: Record<StockStatusCode, string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  backorder: 'https://schema.org/BackOrder',
};

/** Longest description carried: the page shows all of it, rich results use a few lines. */
const MAX_DESCRIPTION = 5_000;

/**
 * The price as the page shows it (the Price component: whole kronor in the visitor's VAT basis), so the structured
 * data never disagrees with the visible price, which Google treats as a policy violation.
 */
export function shownPriceKronor(displayPriceKronor: number): number {
  return roundToWholeKronor(kronorToOre(displayPriceKronor)) / 100;
}

export interface ProductJsonLdInput {
  page: ProductPage;
  origin: string;
  /** The product's canonical page (its own url; a variant's parent page). */
  canonicalPath: string;
  shopName: string;
}

/**
 * schema.org Product for a product page (Google's product snippet and merchant listing): name, sku, absolute images,
 * description, brand, the offer at the shown price with availability from stock, and the rating when there is one.
 * A product without a price or a rating carries nothing Google can show, so it gets no Product at all (null).
 */
export function productJsonLd({ page, origin, canonicalPath, shopName }: ProductJsonLdInput): JsonLdObject | null {
  // A variant address shows the variant: its price is the offer's.
  const card = page.selectedVariant?.card ?? page.card;
  const hasOffer = !card.product_hide_price;
  const rating = card.rating_count > 0 ? card.average_rating : null;
  if (!hasOffer && rating === null) return null;

  const url = absoluteUrl(origin, canonicalPath);
  const images = page.images.length > 0 ? page.images.map((image) => absoluteUrl(origin, image.src)) : card.product_puff_image ? [absoluteUrl(origin, card.product_puff_image)] : [];
  const description = (page.description || card.product_info_puff).trim().slice(0, MAX_DESCRIPTION);
  const product: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: card.product_name,
    sku: page.selectedVariant?.sku ?? page.sku,
    url,
  };
  if (images.length > 0) product.image = images;
  if (description) product.description = description;
  if (card.brand_name) product.brand = { '@type': 'Brand', name: card.brand_name };
  if (hasOffer) {
    const price = shownPriceKronor(card.product_display_price);
    product.offers = {
      '@type': 'Offer',
      url: absoluteUrl(origin, card.product_url),
      price,
      priceCurrency: 'SEK',
      priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'SEK', valueAddedTaxIncluded: card.includes_vat },
      // Not sold online: the shop shows the price, the product is bought in the store.
      availability: card.product_buy_option || card.stock_status.code === 'out_of_stock' ? AVAILABILITY[card.stock_status.code] : 'https://schema.org/InStoreOnly',
      seller: { '@type': 'Organization', name: shopName },
    };
  }
  if (rating !== null) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(rating * 10) / 10,
      reviewCount: card.rating_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return product;
}

/** schema.org BreadcrumbList of a page's trail (the home page first, as the visible breadcrumbs show it). */
export function breadcrumbJsonLd(origin: string, homeName: string, trail: readonly { name: string; url: string }[]): JsonLdObject | null {
  if (trail.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: homeName, url: '/' }, ...trail].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.url),
    })),
  };
}
