/**
 * A card payment provider the shop redirects to (PCI DSS SAQ A: the shop never sees a card number). The provider
 * answers by sending the browser back to the shop with a signed result, which `verifyReturn` checks.
 * Embedded provider checkouts (a server-supplied snippet) implement `snippet` instead of `redirectUrl`.
 */
export interface PaymentRequest {
  /** The shop's reference for this attempt (random, single use). */
  token: string;
  amountOre: number;
  orderNumber: string;
  /** Where the provider sends the browser back to, with the signed result appended. */
  returnUrl: string;
}

export type PaymentResult = 'paid' | 'cancelled';

export interface PaymentProvider {
  readonly name: string;
  /** The address the browser is sent to for paying (the spec's redirectUrl). */
  redirectUrl(request: PaymentRequest): string;
  /** The result the provider signed for this token, or null when the signature does not hold. */
  verifyReturn(params: URLSearchParams): { token: string; result: PaymentResult } | null;
}
