import type { ManualRefundReason, ProviderRefundHandler } from '../domain/refunds';
import { ProviderError } from './payment-provider';

/** A pending refund as a provider's refunder needs it (decision 033). */
export interface ProviderRefund {
  /** The provider's order (Klarna, Svea, Wasa) or payment request (Swish) the money was paid through. */
  providerOrderId: string;
  /** Our refund's id at the provider, the same on every attempt: a repeated call is the same refund there. */
  instructionId: string;
  amountOre: number;
  orderNumber: string;
}

/** What one attempt at the provider came to. */
export type RefundAttempt =
  | { status: 'refunded' }
  /** The provider took the refund and settles it later (Swish: CREATED, DEBITED): asked again by callback or sweep. */
  | { status: 'waiting' }
  | { status: 'manual'; reason: ManualRefundReason; detail: string | null };

/**
 * One provider's refund (payments/<provider>/<provider>-refund.ts): it reads the provider's state first, so a
 * repeated attempt after a crash or a lost answer records the refund instead of making it twice.
 */
export interface ProviderRefunder {
  /** The payment handler whose payments this refunder gives back. */
  readonly handler: ProviderRefundHandler;
  /** Throws a ProviderError when the provider fails (`failedAttempt` says what that comes to), anything else is a bug. */
  attempt(refund: ProviderRefund): Promise<RefundAttempt>;
  /** Providers that report a refund's outcome to our callback address (Swish). */
  readonly callback?: {
    /** Whether the callback carries the identifier its refund was sent with. */
    authentic(instructionId: string, identifier: string | undefined): boolean;
    /** The refund's outcome read back from the provider (a callback's body is not taken for it); null when unknown there. */
    readBack(instructionId: string): Promise<RefundAttempt | null>;
  };
}

/** A provider's failure as an attempt: a refusal (4xx) is the provider's answer; anything else may have gone through. */
export function failedAttempt(error: unknown): RefundAttempt {
  if (!(error instanceof ProviderError)) throw error;
  const refused = error.kind === 'http' && error.status !== null && error.status >= 400 && error.status < 500;
  return { status: 'manual', reason: refused ? 'provider_error' : 'provider_unreachable', detail: `${error.kind}${error.status ? ` ${error.status}` : ''}: ${error.message}` };
}

/** The money back at a provider, as the provider's order stands now (read before every call, so a retry is safe). */
export type ProviderRefundStep =
  /** Nothing was taken yet: release the authorisation or cancel the credit/leasing order. */
  | { kind: 'cancel' }
  /** Money was captured: refund this much of it. */
  | { kind: 'refund'; amountOre: number }
  /** The provider already gave it back (an earlier attempt went through before a crash or a lost answer). */
  | { kind: 'done' }
  | { kind: 'manual'; reason: ManualRefundReason };

/** Carries out a step read from the provider's order; `act` makes the cancel (or refund) call. */
export async function followStep(step: ProviderRefundStep, act: { cancel(): Promise<void>; refund?(amountOre: number): Promise<void> }): Promise<RefundAttempt> {
  if (step.kind === 'done') return { status: 'refunded' };
  if (step.kind === 'manual') return { status: 'manual', reason: step.reason, detail: null };
  if (step.kind === 'cancel') await act.cancel();
  else if (act.refund) await act.refund(step.amountOre);
  else return { status: 'manual', reason: 'provider_error', detail: 'no refund call' };
  return { status: 'refunded' };
}
