import { followStep, type ProviderRefunder, type ProviderRefundStep } from '../provider-refund';
import type { SveaClient } from './svea-client';

/**
 * Svea's order as Payment Admin reads it. Our checkout never delivers at Svea, so a cancelled order's credit is
 * cancelled; one delivered in Svea's portal meanwhile needs a credit there.
 */
export function sveaRefundStep(order: { orderStatus: string; canCancel: boolean }): ProviderRefundStep {
  if (order.orderStatus === 'Cancelled') return { kind: 'done' };
  if (order.canCancel) return { kind: 'cancel' };
  return { kind: 'manual', reason: 'delivered' };
}

/** Svea's cancel (Payment Admin): the part payment's credit is never drawn. */
export function createSveaRefunder(client: SveaClient): ProviderRefunder {
  return {
    handler: 'svea_part_payment',
    async attempt({ providerOrderId }) {
      const id = Number(providerOrderId);
      const order = await client.readAdminOrder(id);
      return followStep(sveaRefundStep({ orderStatus: order.OrderStatus, canCancel: order.IsPossibleToCancel }), { cancel: () => client.cancel(id) });
    },
  };
}
