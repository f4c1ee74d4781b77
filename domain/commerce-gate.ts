/**
 * Which shop calls the site settings let through (issue 16). With ecommerceDisabled the shop takes nothing: no cart,
 * no checkout, no order, no offer request. In offer mode (isOffer) the cart and checkout work, but what the checkout
 * sends is an offer request, never an order; outside offer mode no offer request is taken.
 */
export type CommerceCall = 'cart' | 'checkout' | 'order' | 'offer_request';

export type CommerceRefusal = 'ecommerce_disabled' | 'offer_mode_order' | 'offer_requests_closed';

export interface CommerceSettings {
  ecommerceDisabled: boolean;
  isOffer: boolean;
}

/**
 * Whether brands are shown (storefront.md: disabling ecommerce "hides cart, product menu and brands"): the brand list,
 * brand pages (also at an overridden /{brand_link}) and brand suggestions go with the shop.
 */
export function brandsShown(settings: Pick<CommerceSettings, 'ecommerceDisabled'>): boolean {
  return !settings.ecommerceDisabled;
}

/** Null when the call may go ahead, else why it is refused. */
export function commerceRefusal(settings: CommerceSettings, call: CommerceCall): CommerceRefusal | null {
  if (settings.ecommerceDisabled) return 'ecommerce_disabled';
  if (call === 'order' && settings.isOffer) return 'offer_mode_order';
  if (call === 'offer_request' && !settings.isOffer) return 'offer_requests_closed';
  return null;
}
