import type { PaymentHandler } from '../db/schema';

/**
 * The embedded provider checkouts (Klarna, Svea, Wasa) by the payment handler they serve: the key each goes by in
 * provider_sessions and in the submission key of the order placed from it (`{provider}:{provider order id}`), which
 * is how a refund finds the provider's order again.
 */
export const EMBEDDED_CHECKOUT_PROVIDERS = {
  klarna_checkout: 'klarna',
  svea_part_payment: 'svea',
  wasa_checkout: 'wasa',
} as const satisfies Partial<Record<PaymentHandler, string>>;

export function embeddedCheckoutProviderOf(handler: string): string | null {
  return Object.hasOwn(EMBEDDED_CHECKOUT_PROVIDERS, handler) ? EMBEDDED_CHECKOUT_PROVIDERS[handler as keyof typeof EMBEDDED_CHECKOUT_PROVIDERS] : null;
}
