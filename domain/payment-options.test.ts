import { describe, expect, it } from 'vitest';
import { allowedPaymentTypes, choosablePaymentType, creditOnOffer, selectedPaymentType, type PaymentOption } from './payment-options';

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

  it('pre-selects the shopper\'s choice, else the first type that is not credit, never a credit one among several', () => {
    const swish = type(5, 'swish', { position: -1 });
    const leasing = type(6, 'wasa_checkout', { is_credit: 1, for_private: 0 });
    const company = allowedPaymentTypes([invoice, card, swish, leasing], 'company', false);
    expect(company.map((t) => t.id)).toEqual([5, 2, 1, 6]);
    expect(selectedPaymentType(company, undefined)).toBe(swish);
    expect(selectedPaymentType(company, 6)).toBe(leasing);
    // A choice no longer offered (another customer type) falls back, and never to credit.
    expect(selectedPaymentType(allowedPaymentTypes([invoice, card, leasing], 'private', false), 6)).toBe(card);
    expect(selectedPaymentType(allowedPaymentTypes([invoice, leasing], 'company', false), undefined)).toBeNull();
    expect(selectedPaymentType(allowedPaymentTypes([invoice, leasing], 'company', false), 1)).toBe(invoice);
    // The only way to pay is no pre-selection among choices.
    expect(selectedPaymentType([invoice], undefined)).toBe(invoice);
    expect(selectedPaymentType([], 1)).toBeNull();
  });

  it('advertises part payment and leasing only to a customer type whose checkout offers them', () => {
    const partPayment = type(5, 'svea_part_payment', { for_company: 0, is_credit: 1 });
    const leasing = type(6, 'wasa_checkout', { for_private: 0, is_credit: 1 });
    expect(creditOnOffer([card, partPayment, leasing], 'private')).toEqual({ partPayment: true, leasing: false });
    expect(creditOnOffer([card, partPayment, leasing], 'company')).toEqual({ partPayment: false, leasing: true });
    expect(creditOnOffer([card], 'private')).toEqual({ partPayment: false, leasing: false });
  });
});
