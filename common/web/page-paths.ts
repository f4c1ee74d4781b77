/** The shop's page addresses that the server's answers (redirects, HTML fragments) and the app's links both name. */
export const PAGES = {
  cart: '/varukorg',
  /** Where every 'Gå till kassan' leads: on to the checkout with products, else back to the cart. */
  checkoutStart: '/kassa/leverans',
  checkout: '/checkoutv3',
  searchResults: '/produkter/sok',
} as const;

/** A product's page by id (it redirects to the product's own address), for links that have only the id. */
export function productByIdUrl(productId: number): string {
  return `/produkter/id/${productId}`;
}
