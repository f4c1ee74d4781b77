import type { PaymentHandler } from '../db/schema';

/**
 * A card payment provider the shop redirects to (PCI DSS SAQ A: the shop never sees a card number). The provider
 * answers by sending the browser back to the shop with a signed result, which `verifyReturn` checks.
 * Embedded provider checkouts answer a `CheckoutStart` of their own (below).
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
 * What the payment block shows for the chosen payment type (the checkout state's `handler`, `snippet` and
 * `redirect_url`): one of our own forms, a provider's embedded checkout (a snippet rendered into the payment block,
 * its scripts re-executed), or a redirect to the provider. Swish is our own form whose order answers with the app
 * switch (m-commerce) or the payer's number (e-commerce): `SwishStart` in services/checkout/swish-checkout.ts.
 */
export type CheckoutStart =
  | { kind: 'own_form'; handler: 'manual_payment' | 'free_order' | 'card_redirect' | 'swish' }
  | { kind: 'snippet'; handler: PaymentHandler; snippet: string; reset: boolean }
  | { kind: 'redirect'; handler: PaymentHandler; redirectUrl: string }
  /** The provider could not be reached or answered nonsense: the payment block shows the message, the cart stays. */
  | { kind: 'unavailable'; handler: PaymentHandler; message: string };

/**
 * A provider checkout (Klarna, Swish, Svea, Wasa) opened for a cart: the session id the provider gave it, the
 * amount it was opened for, and what the cart, customer type and country were then (`fingerprint`): when any of
 * them changed, the provider session is recreated or updated and the checkout answers `reset_order: true`.
 */
export interface OpenProviderSession {
  provider: string;
  providerOrderId: string;
  fingerprint: string;
  amountOre: number;
  snippet: string;
}

/** A provider's failure: timeout, an HTTP error or an answer that is not what its API promises. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: 'timeout' | 'network' | 'http' | 'invalid',
    message: string,
    readonly status: number | null = null,
    /** The provider's own id of the request (Klarna's correlation id), for its support and our log. */
    readonly requestId: string | null = null,
  ) {
    super(`${provider} ${kind}${status === null ? '' : ` ${status}`}: ${message}${requestId ? ` (request id ${requestId})` : ''}`);
  }
}

/** How adapters reach their provider: `fetch`'s shape, so a test or the in-process simulators can stand in. */
export type ProviderFetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;
