import type { MetaDescriptor } from 'react-router';
import type { ProductPage } from '../../services/catalog/catalog-service';
import { absoluteUrl } from '../../services/seo/origin';
import { breadcrumbJsonLd, productJsonLd, shownPriceKronor, type JsonLdObject } from '../../services/seo/structured-data';
import { sv } from '../../common/copy/sv';
import { plainText } from '../../domain/rich-text';
import { siteNameOf } from './meta';

type MetaMatch = { id: string; data?: unknown } | undefined;

/** The shop's public origin, as the root loader resolved it (PUBLIC_URL, else the request's own address). */
export function originOf(matches: readonly MetaMatch[] | undefined): string {
  const root = matches?.find((m) => m?.id === 'root')?.data as { origin?: unknown } | undefined;
  return typeof root?.origin === 'string' ? root.origin : '';
}

/** Open Graph tags never say more than a snippet: a card shows two lines. */
const MAX_OG_DESCRIPTION = 200;

/** A description cut at a word boundary to at most `max` characters, with an ellipsis when it was cut. */
export function snippet(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface PageSeo {
  origin: string;
  /** The page's canonical path, with the query it keeps (a listing's ?page=). */
  canonicalPath: string;
  title: string;
  description: string;
  siteName: string;
  image?: string | null;
  type?: 'website' | 'product';
}

/** The canonical link and the Open Graph and Twitter card tags of an indexable page. */
export function pageSeoMeta({ origin, canonicalPath, title, description, siteName, image, type = 'website' }: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(origin, canonicalPath);
  const text = snippet(description, MAX_OG_DESCRIPTION);
  const meta: MetaDescriptor[] = [
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'sv_SE' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: url },
  ];
  if (text) meta.push({ property: 'og:description', content: text });
  if (image) meta.push({ property: 'og:image', content: absoluteUrl(origin, image) });
  meta.push({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }, { name: 'twitter:title', content: title });
  if (text) meta.push({ name: 'twitter:description', content: text });
  if (image) meta.push({ name: 'twitter:image', content: absoluteUrl(origin, image) });
  return meta;
}

/**
 * A product page's title and meta description: the ones the back office set for search engines (issue 18), else
 * the product's title or name and the start of its text.
 */
export function productHeadText(page: ProductPage): { title: string; description: string } {
  const card = page.card;
  return {
    title: page.seo.title || card.product_title || card.product_name,
    description: page.seo.description || snippet(plainText(page.description), 155),
  };
}

/** Everything a product page's head carries for search engines and link previews, built from what the page shows. */
export function productSeoMeta(page: ProductPage, seo: { origin: string; canonicalPath: string; siteName: string }): MetaDescriptor[] {
  const card = page.selectedVariant?.card ?? page.card;
  const image = page.images[0]?.src ?? card.product_puff_image;
  const meta = pageSeoMeta({
    origin: seo.origin,
    canonicalPath: seo.canonicalPath,
    title: page.seo.title || card.product_name,
    description: page.seo.description || page.description || card.product_info_puff,
    siteName: seo.siteName,
    image,
    type: 'product',
  });
  if (!card.product_hide_price) {
    meta.push(
      { property: 'product:price:amount', content: String(shownPriceKronor(card.product_display_price)) },
      { property: 'product:price:currency', content: 'SEK' },
    );
  }
  const structured = [
    productJsonLd({ page, origin: seo.origin, canonicalPath: seo.canonicalPath, shopName: seo.siteName }),
    breadcrumbJsonLd(seo.origin, sv.site.home, page.breadcrumbs),
  ].filter((x): x is JsonLdObject => x !== null);
  for (const json of structured) meta.push({ 'script:ld+json': json });
  return meta;
}

/** A brand page's description, canonical and link-preview tags (the same at /tillverkare/visa/{link} and an overridden /{link}). */
export function brandSeoMeta(
  brand: { brand_name: string; description: string; url: string },
  page: number,
  matches: readonly MetaMatch[] | undefined,
): MetaDescriptor[] {
  const description = brand.description || sv.listing.allProductsFrom(brand.brand_name);
  return [
    { name: 'description', content: snippet(description, 155) },
    ...pageSeoMeta({
      origin: originOf(matches),
      canonicalPath: listingCanonicalPath(brand.url, page),
      title: brand.brand_name,
      description,
      siteName: siteNameOf(matches),
    }),
  ];
}

/** A listing's canonical: the listing itself with its filters, sorting and view left out; a later page keeps ?page=. */
export function listingCanonicalPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
