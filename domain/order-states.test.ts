import { describe, expect, it } from 'vitest';
import { recordPayment, statesAllowing, transition, type OrderAction, type OrderState } from './order-states';

describe('order state transitions', () => {
  it.each<[OrderState, OrderAction, ReturnType<typeof transition>]>([
    ['awaiting_payment', 'ship', { ok: false, reason: 'not_paid' }],
    ['awaiting_payment', 'deliver', { ok: false, reason: 'not_paid' }],
    ['awaiting_payment', 'cancel', { ok: true, to: 'cancelled', steps: ['cancelled'] }],
    ['awaiting_invoice', 'ship', { ok: true, to: 'shipped', steps: ['shipped'] }],
    ['awaiting_invoice', 'deliver', { ok: true, to: 'delivered', steps: ['shipped', 'delivered'] }],
    ['awaiting_invoice', 'cancel', { ok: true, to: 'cancelled', steps: ['cancelled'] }],
    ['paid', 'ship', { ok: true, to: 'shipped', steps: ['shipped'] }],
    ['paid', 'deliver', { ok: true, to: 'delivered', steps: ['shipped', 'delivered'] }],
    ['paid', 'cancel', { ok: true, to: 'cancelled', steps: ['cancelled'] }],
    ['shipped', 'ship', { ok: true, to: 'shipped', steps: [] }],
    ['shipped', 'deliver', { ok: true, to: 'delivered', steps: ['delivered'] }],
    ['shipped', 'cancel', { ok: false, reason: 'already_shipped' }],
    ['delivered', 'ship', { ok: false, reason: 'already_delivered' }],
    ['delivered', 'deliver', { ok: true, to: 'delivered', steps: [] }],
    ['delivered', 'cancel', { ok: false, reason: 'already_shipped' }],
    ['cancelled', 'ship', { ok: false, reason: 'cancelled' }],
    ['cancelled', 'deliver', { ok: false, reason: 'cancelled' }],
    ['cancelled', 'cancel', { ok: true, to: 'cancelled', steps: [] }],
  ])('%s, %s -> %j', (from, action, expected) => {
    expect(transition(from, action)).toEqual(expected);
  });

  it('names the states each action changes, for the conditional update', () => {
    expect(statesAllowing('ship')).toEqual(['awaiting_invoice', 'paid']);
    expect(statesAllowing('deliver')).toEqual(['awaiting_invoice', 'paid', 'shipped']);
    expect(statesAllowing('cancel')).toEqual(['awaiting_invoice', 'awaiting_payment', 'paid']);
  });
});

describe('recording an invoice payment', () => {
  it.each<[OrderState, boolean, ReturnType<typeof recordPayment>]>([
    ['awaiting_invoice', false, { ok: true, to: 'paid', changed: true }],
    ['shipped', false, { ok: true, to: 'shipped', changed: true }],
    ['delivered', false, { ok: true, to: 'delivered', changed: true }],
    ['delivered', true, { ok: true, to: 'delivered', changed: false }],
    ['paid', true, { ok: true, to: 'paid', changed: false }],
    ['awaiting_payment', false, { ok: false, reason: 'card_payment' }],
    ['cancelled', false, { ok: false, reason: 'cancelled' }],
  ])('%s (paid before: %s) -> %j', (from, alreadyPaid, expected) => {
    expect(recordPayment(from, alreadyPaid)).toEqual(expected);
  });
});
