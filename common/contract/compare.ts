/** A compared product as the compare calls answer it (storefront.md section 3, "Compared product"). */
export interface ComparedProduct {
  product_id: number;
  product_name: string;
  /** The product's first image, or null when it has none. */
  product_image: string | null;
  /** Blank for brand id 1, as on the product cards. */
  brand_name: string;
  product_link: string;
}

/**
 * The compare list keyed by product id (the spec's "keyed collection"). Integer keys, so JSON readers list them in
 * ascending id order whatever order they were added in.
 */
export type CompareIndexResponse = Record<string, ComparedProduct>;
