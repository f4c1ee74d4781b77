import { describe, expect, it } from 'vitest';
import { allowedPaymentTypes, choosablePaymentType, type PaymentOption } from './payment-options';

const type = (id: number, handler: string, extra: Partial<PaymentOption> = {}): PaymentOption => ({
  id, handler, for_private: 1, for_company: 1, is_credit: 0, position: id, ...extra,
});
const invoice = type(1, 'manual_payment', { is_credit: 1 });
const card = type(2, 'card_redirect');
const free = type(3, 'free_order');
const companyOnly = type(4, 'manual_payment', { for_private: 0, position: 0 });
const all = [invoice, card, free, companyOnly];

describe('payment options', () => {
  it('never puts credit first, and offers each type only to its customer types', () => {
    expect(allowedPaymentTypes(all, 'private', false).map((t) => t.id)).toEqual([2, 1]);
    expect(allowedPaymentTypes(all, 'company', false).map((t) => t.id)).toEqual([4, 2, 1]);
  });

  it('offers the free order alone when nothing is due, and never otherwise', () => {
    expect(allowedPaymentTypes(all, 'private', true)).toEqual([free]);
    expect(allowedPaymentTypes([invoice, card], 'private', true)).toEqual([]);
  });

  it('lets a shopper pick an offered type by hand, but not the free order nor a type of the other customer type', () => {
    expect(choosablePaymentType(all, 1, 'private')).toBe(invoice);
    expect(choosablePaymentType(all, 3, 'private')).toBeUndefined();
    expect(choosablePaymentType(all, 4, 'private')).toBeUndefined();
    expect(choosablePaymentType(all, 4, 'company')).toBe(companyOnly);
    expect(choosablePaymentType(all, 99, 'company')).toBeUndefined();
  });
});
