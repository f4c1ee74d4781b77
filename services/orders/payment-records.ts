import type { Kysely } from 'kysely';
import type { PaymentHandler } from '../../common/contract/checkout';
import { paymentMethodOf, providerOfMethod, refundMethodOf } from '../../domain/accounting/payment-methods';
import { createPaymentRecordRepository } from '../../db/repositories/payment-record-repository';
import type { Database, PaymentRecordKind } from '../../db/schema';

export interface Movement {
  orderId: number;
  handler: PaymentHandler;
  kind: Extract<PaymentRecordKind, 'payment' | 'refund'>;
  amountOre: number;
  /** The provider's id of the payment or refund. */
  reference: string | null;
  /** The event, so a repeated callback records once: `swish:<request id>:paid`, `refund:<refund id>`. */
  sourceKey: string;
  bookedAt: string;
  /** The card acquirer's name, for a card payment. */
  cardProvider?: string | null;
  /** The staff member who recorded a refund paid back by hand. */
  recordedBy?: string;
}

/**
 * Records a money movement of an order (issue 30) in the caller's transaction, once per `sourceKey`. Nothing is
 * recorded when no money moved through a method (a free order, one paid wholly with gift cards).
 */
export async function recordMovement(trx: Kysely<Database>, movement: Movement): Promise<boolean> {
  const method = movement.kind === 'refund' ? refundMethodOf(movement.handler) : paymentMethodOf(movement.handler);
  if (method === null || movement.amountOre <= 0) return false;
  return createPaymentRecordRepository(trx).record({
    order_id: movement.orderId,
    invoice_id: null,
    kind: movement.kind,
    method,
    provider: method === 'card' ? (movement.cardProvider ?? null) : providerOfMethod(method),
    provider_reference: movement.reference,
    amount_ore: movement.amountOre,
    booked_at: movement.bookedAt,
    source_key: movement.sourceKey,
    recorded_by: movement.recordedBy ?? null,
    created_at: movement.bookedAt,
  });
}

/** The key of a refund's movement: one per refund row, however many attempts, callbacks or clicks settle it. */
export const refundSourceKey = (refundId: number) => `refund:${refundId}`;
