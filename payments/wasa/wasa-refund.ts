import { followStep, type ProviderRefunder, type ProviderRefundStep } from '../provider-refund';
import type { WasaClient } from './wasa-client';

/**
 * Wasa Kredit's leasing order: cancelled while not shipped; once shipped (or completed) the company's finance
 * contract runs, and ending it is a matter between the shop, the company and Wasa.
 */
export function wasaRefundStep(status: string): ProviderRefundStep {
  if (status === 'canceled') return { kind: 'done' };
  if (status === 'shipped' || status === 'completed') return { kind: 'manual', reason: 'leasing_active' };
  return { kind: 'cancel' };
}

/** Wasa Kredit's cancel of a leasing order not yet shipped. */
export function createWasaRefunder(client: WasaClient): ProviderRefunder {
  return {
    handler: 'wasa_checkout',
    async attempt({ providerOrderId }) {
      const order = await client.readOrder(providerOrderId);
      return followStep(wasaRefundStep(order.status.status), { cancel: () => client.cancel(providerOrderId) });
    },
  };
}
