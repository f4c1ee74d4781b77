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
  /** A stand-in that draws no money (the built-in test provider): the checkout says so. */
  readonly testMode: boolean;
  /** The address the browser is sent to for paying (the spec's redirectUrl). */
  redirectUrl(request: PaymentRequest): string;
  /** The result the provider signed for this token, or null when the signature does not hold. */
  verifyReturn(params: URLSearchParams): { token: string; result: PaymentResult } | null;
}

/**
 * An embedded provider checkout (the spec's "snippet"): the provider's component is rendered from server-supplied
 * markup inside the payment block, and the provider confirms the order through a server-to-server callback, where
 * stock is checked again before the order is accepted.
 */
export interface EmbeddedCheckoutProvider {
  readonly name: string;
  /** The markup (with its scripts) the payment block renders for this amount. */
  snippet(request: Omit<PaymentRequest, 'returnUrl'> & { confirmationUrl: string }): Promise<string>;
  /** The provider's confirmation, verified; null when it does not hold. */
  verifyConfirmation(body: unknown, headers: Record<string, string | string[] | undefined>): Promise<{ token: string; result: PaymentResult } | null>;
}
