import type { PaymentHandler } from '../common/contract/checkout';

/**
 * The shop's built-in marks for delivery and payment options (issue 31): small text marks drawn for the shop (no
 * provider's logo), shown beside an option that has no image of the owner's. Served from public/checkout-marks/.
 */
export const CHECKOUT_MARKS = ['swish', 'kort', 'klarna', 'faktura', 'delbetalning', 'leasing', 'betald', 'postnord', 'dhl', 'budbee', 'posti', 'butik', 'e-post', 'frakt'] as const;
export type CheckoutMark = (typeof CHECKOUT_MARKS)[number];

/** The box every option image is shown in, whatever its shape: fixed, so the page never moves as images load. */
export const OPTION_IMAGE_BOX = { width: 64, height: 32 } as const;

export function checkoutMarkUrl(mark: CheckoutMark): string {
  return `/checkout-marks/${mark}.svg`;
}

const PAYMENT_MARKS: Record<PaymentHandler, CheckoutMark> = {
  swish: 'swish',
  card_redirect: 'kort',
  klarna_checkout: 'klarna',
  manual_payment: 'faktura',
  svea_part_payment: 'delbetalning',
  wasa_checkout: 'leasing',
  free_order: 'betald',
};

/** A payment type's mark: by how it is paid. */
export function paymentMark(handler: PaymentHandler): CheckoutMark {
  return PAYMENT_MARKS[handler];
}

/** Carriers recognised in a delivery type's name, first match wins. */
const CARRIERS: readonly [RegExp, CheckoutMark][] = [
  [/\bpostnord\b/i, 'postnord'],
  [/\bdhl\b/i, 'dhl'],
  [/\bbudbee\b/i, 'budbee'],
  [/\bposti\b/i, 'posti'],
];

/** A delivery type's mark: pickup in store, e-mail for digital goods, a carrier named in it, else a parcel. */
export function deliveryMark(type: { name: string; isPickup: boolean; isDigital: boolean }): CheckoutMark {
  if (type.isPickup) return 'butik';
  if (type.isDigital) return 'e-post';
  return CARRIERS.find(([pattern]) => pattern.test(type.name))?.[1] ?? 'frakt';
}
