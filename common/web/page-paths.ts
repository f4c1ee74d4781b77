/**
 * The shop's page addresses the server's answers name (redirects, HTML fragments, the pages a listing or a search
 * link to). Imported as a namespace (`import * as PAGES`), one constant each, as the call paths are.
 */
export const cart = '/varukorg';
/** Where every 'Gå till kassan' leads: on to the checkout with products, else back to the cart. */
export const checkoutStart = '/kassa/leverans';
export const checkout = '/checkoutv3';
export const searchResults = '/produkter/sok';

/** A product's page by id (it redirects to the product's own address), for links that have only the id. */
export function productByIdUrl(productId: number): string {
  return `/produkter/id/${productId}`;
}
