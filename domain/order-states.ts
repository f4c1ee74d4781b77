/**
 * What may happen to an order after it is placed (issue 14). Placed is one of two states: awaiting_payment (card:
 * nothing leaves the warehouse before the money is in) and awaiting_invoice (invoice: the goods go first and the
 * invoice is paid later, so a shipped or delivered invoice order may still be unpaid: paid_at tells).
 *
 *   placed(awaiting_payment) -> paid -> shipped -> delivered
 *   placed(awaiting_invoice) -> paid | shipped -> delivered
 *   placed | paid -> cancelled (never once shipped)
 */
export type OrderState = 'awaiting_invoice' | 'awaiting_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

export type OrderAction = 'ship' | 'deliver' | 'cancel';

export const ORDER_ACTIONS: readonly OrderAction[] = ['ship', 'deliver', 'cancel'];

export type TransitionRefusal = 'not_paid' | 'already_shipped' | 'cancelled' | 'already_delivered';

export type Transition =
  /** `steps` are the states passed through, in order (delivering a paid order ships it first). */
  | { ok: true; to: OrderState; steps: OrderState[] }
  /** The order is already where the action leads: nothing to do, and nothing to repeat (no second mail). */
  | { ok: true; to: OrderState; steps: [] }
  | { ok: false; reason: TransitionRefusal };

const SHIPPABLE: ReadonlySet<OrderState> = new Set(['paid', 'awaiting_invoice']);

/** The outcome of `action` on an order in state `from`. */
export function transition(from: OrderState, action: OrderAction): Transition {
  if (from === 'cancelled') return action === 'cancel' ? { ok: true, to: 'cancelled', steps: [] } : { ok: false, reason: 'cancelled' };
  switch (action) {
    case 'ship':
      if (from === 'shipped') return { ok: true, to: 'shipped', steps: [] };
      if (from === 'delivered') return { ok: false, reason: 'already_delivered' };
      if (SHIPPABLE.has(from)) return { ok: true, to: 'shipped', steps: ['shipped'] };
      return { ok: false, reason: 'not_paid' };
    case 'deliver':
      if (from === 'delivered') return { ok: true, to: 'delivered', steps: [] };
      if (from === 'shipped') return { ok: true, to: 'delivered', steps: ['delivered'] };
      if (SHIPPABLE.has(from)) return { ok: true, to: 'delivered', steps: ['shipped', 'delivered'] };
      return { ok: false, reason: 'not_paid' };
    case 'cancel':
      if (from === 'shipped' || from === 'delivered') return { ok: false, reason: 'already_shipped' };
      return { ok: true, to: 'cancelled', steps: ['cancelled'] };
  }
}

/** The states an order may be in for `action` to change it: the guard of the conditional update. */
export function statesAllowing(action: OrderAction): OrderState[] {
  const all: OrderState[] = ['awaiting_invoice', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled'];
  return all.filter((state) => {
    const result = transition(state, action);
    return result.ok && result.steps.length > 0;
  });
}

export type PaymentRecord = { ok: true; to: OrderState; changed: boolean } | { ok: false; reason: 'cancelled' | 'card_payment' };

/**
 * An invoice paid (recorded by the shop when the money is in): a placed invoice order becomes paid; a shipped or
 * delivered one keeps its state and only gets its payment time. A card order is paid through its provider, never
 * by hand; paying twice changes nothing.
 */
export function recordPayment(from: OrderState, alreadyPaid: boolean): PaymentRecord {
  if (from === 'cancelled') return { ok: false, reason: 'cancelled' };
  if (from === 'awaiting_payment') return { ok: false, reason: 'card_payment' };
  if (alreadyPaid || from === 'paid') return { ok: true, to: from, changed: false };
  return { ok: true, to: from === 'awaiting_invoice' ? 'paid' : from, changed: true };
}
