import crypto from 'node:crypto';
import type { CustomerType } from '../../domain/checkout-form';
import { orderLineAmounts } from '../../domain/pricing/order-amounts';
import type { PricedCart } from '../../domain/pricing/price-cart';
import type { ViewedLine } from '../../domain/pricing/price-view';
import { providerOrder, type ProviderOrder } from '../../domain/provider-order-lines';
import { svCheckout } from '../../common/copy/sv-checkout';
import { ProviderError } from '../../payments/payment-provider';
import type { Order } from '../../db/repositories/order-repository';
import type { ConfirmationMailOf } from './order-mail';
import type { PaymentTypeRow } from '../../db/schema';
import type { OrderService } from './order-service';
import type { ProviderSessionRepository } from '../../db/repositories/provider-session-repository';
import type { Session, SessionService } from '../session-service';

/**
 * What the embedded provider checkouts (Klarna, Svea, Wasa) share: the provider checkout kept in the shopper's
 * session, what makes it stale, its callback token, and how a provider's failure is logged.
 */

/** What every embedded provider checkout is built from: its provider's client and the shop's parts it places orders with. */
export interface EmbeddedCheckoutDeps<Client> {
  client: Client;
  /** Where the provider's callbacks and the shopper's browser reach the shop (PUBLIC_URL, or the local address). */
  shopOrigin: string;
  repo: ProviderSessionRepository;
  sessions: SessionService;
  orders: OrderService;
  paymentType(): Promise<PaymentTypeRow | null>;
  confirmationMail: ConfirmationMailOf;
  orderById(id: number): Promise<Order | null>;
  mailQueued?: () => void;
  log: (message: string, fields?: Record<string, unknown>) => void;
  now: () => Date;
}

/** The fields every kept provider checkout carries: the cart it was opened for and what it showed. */
export interface KeptCheckout {
  token: string;
  cart_id: number;
  fingerprint: string;
  snippet: string;
}

type FieldCheck = 'string' | 'number' | ((value: unknown) => boolean);

/**
 * The provider checkout kept under `key` in the session, or null when there is none or it is not of the expected
 * shape (an older release's, or tampered with: the session data is ours, but it outlives deploys).
 */
export function keptCheckout<K extends KeptCheckout>(session: Session, key: string, extra: { [F in Exclude<keyof K, keyof KeptCheckout>]: FieldCheck }): K | null {
  const kept = session.data[key];
  if (typeof kept !== 'object' || kept === null) return null;
  const fields: Record<string, FieldCheck> = { token: 'string', cart_id: 'number', fingerprint: 'string', snippet: 'string', ...extra };
  const record = kept as Record<string, unknown>;
  for (const [field, check] of Object.entries(fields)) {
    const value = record[field];
    if (typeof check === 'function' ? !check(value) : typeof value !== check) return null;
  }
  return kept as K;
}

/** What a provider checkout was opened for, as one value: when it changes, the checkout is stale. */
export function fingerprintOf(...parts: unknown[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/** A fresh secret for a provider checkout's callback addresses. */
export function newCallbackToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/**
 * Whether the kept checkout can be shown again as it is: the same cart, nothing in it changed, and the provider
 * has not closed it (a completed, refused or cancelled checkout is never reopened).
 */
export async function keptIsCurrent(kept: KeptCheckout | null, cartId: number, fingerprint: string, repo: ProviderSessionRepository, provider: string, providerOrderId: string | undefined): Promise<boolean> {
  if (!kept || kept.cart_id !== cartId || kept.fingerprint !== fingerprint || providerOrderId === undefined) return false;
  return (await repo.find(provider, providerOrderId))?.status === 'open';
}

/** Forgets the provider checkout kept under `key` (its order is placed). */
export async function forgetKept(sessions: SessionService, session: Session, key: string): Promise<void> {
  if (key in session.data) await sessions.update(session, { [key]: undefined });
}

/**
 * Logs a provider's failure (timeout, HTTP error, nonsense answer) with what was being done; anything else is a
 * programmer error and is thrown on.
 */
export function providerFailureLogger(provider: string, log: (message: string, fields?: Record<string, unknown>) => void) {
  return (error: unknown, what: string, fields: Record<string, unknown> = {}): void => {
    if (!(error instanceof ProviderError)) throw error;
    log(`${provider} ${what} failed`, { provider, ...fields, kind: error.kind, status: error.status, request_id: error.requestId, error: error.message });
  };
}

/**
 * How placing our order for a completed provider checkout ended: placed (or placed before: `repeated`), or why
 * not ('cancelled': the provider closed it itself). `sessionIdHash` names the shopper whose checkout it was, once the
 * checkout is known.
 */
export type ProviderCompletion =
  | { ok: true; order: Order; repeated: boolean; sessionIdHash: string }
  | { ok: false; reason: 'unknown' | 'forbidden' | 'incomplete' | 'refused' | 'cancelled' | 'failed'; sessionIdHash?: string };

/** The cart as the checkout priced it, for the shopper whose provider checkout this is. */
export interface ProviderCartContext {
  cartId: number;
  priced: PricedCart<ViewedLine & { product: ViewedLine['product'] & { name: string; parent_name: string | null; is_digital: number } }>;
  customerType: CustomerType;
  country: string;
  delivery: { id: number; name: string } | null;
  paymentFeeName: string;
  /** Every line can be sold in the quantity asked for (none overselling, none unbuyable). */
  sellable: boolean;
}

/** Our priced cart as a provider order: the amounts the order will store, to the öre. */
export function providerOrderOf(ctx: Pick<ProviderCartContext, 'priced' | 'delivery' | 'paymentFeeName'>): ProviderOrder {
  const t = ctx.priced.totals;
  return providerOrder({
    lines: orderLineAmounts(ctx.priced).map((a) => ({
      reference: String(a.line.product.id),
      name: a.line.product.parent_name ? `${a.line.product.parent_name} ${a.line.product.name}` : a.line.product.name,
      quantity: a.line.quantity,
      unitPriceInclVatOre: a.unitPriceInclVatOre,
      vatRatePercent: a.vatRatePercent,
      discountInclVatOre: a.discountInclVatOre,
      digital: a.line.product.is_digital === 1,
    })),
    delivery: ctx.delivery
      ? { reference: `delivery-${ctx.delivery.id}`, name: ctx.delivery.name, inclVatOre: t.deliveryInclVatOre, exclVatOre: t.deliveryExclVatOre, vatRatePercent: t.dominantVatRatePercent }
      : null,
    paymentFee: { reference: 'payment-fee', name: ctx.paymentFeeName, inclVatOre: t.paymentFeeInclVatOre, exclVatOre: t.paymentFeeExclVatOre, vatRatePercent: t.dominantVatRatePercent },
    giftCardsOre: t.giftCardsOre,
    giftCardName: svCheckout.providers.giftCards,
  });
}
