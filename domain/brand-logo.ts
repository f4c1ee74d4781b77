/**
 * Brand logos uploaded in the back office (issue 18): checked like product images (JPEG, PNG or WebP by their first
 * bytes, SVG refused, domain/product-image.ts), with a smaller cap, since a logo is a small picture. The storefront
 * shows one in a box of a fixed 2:1 ratio, scaled to fit, so the page never moves when it loads whatever its shape.
 */
export const MAX_BRAND_LOGO_BYTES = 2 * 1024 * 1024;
export const BRAND_LOGO_BOX = { width: 240, height: 120 } as const;
