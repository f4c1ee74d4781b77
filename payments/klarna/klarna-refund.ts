import { followStep, type ProviderRefunder, type ProviderRefundStep } from '../provider-refund';
import type { KlarnaClient } from './klarna-client';

/**
 * Klarna's order as Order Management reads it. Our checkout never captures (it acknowledges only), so a cancelled
 * order's authorisation is released with `cancel`; one captured in Klarna's portal meanwhile is refunded, up to
 * what was captured and not yet refunded.
 */
export function klarnaRefundStep(order: { status: string; capturedOre: number; refundedOre: number }, amountOre: number): ProviderRefundStep {
  if (order.status === 'CANCELLED') return { kind: 'done' };
  if (order.capturedOre === 0) return { kind: 'cancel' };
  const open = Math.min(amountOre, order.capturedOre) - order.refundedOre;
  return open > 0 ? { kind: 'refund', amountOre: open } : { kind: 'done' };
}

/** Klarna's cancel or refund (Order Management); the refund carries our instruction id as its idempotency key. */
export function createKlarnaRefunder(client: KlarnaClient): ProviderRefunder {
  return {
    handler: 'klarna_checkout',
    async attempt({ providerOrderId, instructionId, amountOre, orderNumber }) {
      const order = await client.readManagedOrder(providerOrderId);
      const step = klarnaRefundStep({ status: order.status, capturedOre: order.captured_amount, refundedOre: order.refunded_amount }, amountOre);
      return followStep(step, {
        cancel: () => client.cancel(providerOrderId),
        refund: (openOre) => client.refund(providerOrderId, openOre, `Order ${orderNumber} makulerad`, instructionId),
      });
    },
  };
}
