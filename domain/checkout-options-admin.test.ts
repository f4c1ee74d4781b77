import { describe, expect, it } from 'vitest';
import { deliveryTypesStillUsable, kronorForInput, parsePostalCodeRanges, paymentTypesStillUsable, validateDeliveryType, validatePaymentType, type DeliveryTypeForm } from './checkout-options-admin';

const delivery = (over: Partial<DeliveryTypeForm> = {}): DeliveryTypeForm => ({
  name: 'PostNord ombud', description: 'Hämtas hos ombud.', price: '49', countries: 'SE', postal_code_ranges: '', position: '1',
  is_pickup: false, requires_postal_code: true, free_delivery_applies: true, for_private: true, for_company: true, active: true, ...over,
});

describe('validateDeliveryType', () => {
  it('gives the type as stored', () => {
    const result = validateDeliveryType(delivery({ price: '49,50', countries: 'se, fi', postal_code_ranges: '100 00 - 199 99\n20000' }));
    expect(result).toEqual({
      ok: true,
      type: {
        name: 'PostNord ombud', description: 'Hämtas hos ombud.', price_incl_vat_ore: 4950, countries: 'SE,FI',
        postal_code_ranges: [{ from: '10000', to: '19999' }, { from: '20000', to: '20000' }], position: 1,
        is_pickup: false, requires_postal_code: true, free_delivery_applies: true, for_private: true, for_company: true, active: true,
      },
    });
  });

  it('takes an empty price as free and empty ranges as everywhere', () => {
    const result = validateDeliveryType(delivery({ price: '', postal_code_ranges: ' \n ' }));
    expect(result.ok && [result.type.price_incl_vat_ore, result.type.postal_code_ranges]).toEqual([0, null]);
  });

  it('names every wrong field', () => {
    expect(validateDeliveryType(delivery({ name: '', description: 'x'.repeat(501), price: '-1', countries: 'SE, US', position: '1.5', for_private: false, for_company: false }))).toEqual({
      ok: false,
      errors: { name: true, description: true, price: true, countries: true, position: true, customers: true },
    });
  });
});

describe('parsePostalCodeRanges', () => {
  it.each([
    ['19999-10000', ['SE']],
    ['1000-1999', ['SE']],
    ['abc', ['SE']],
    ['10000-1999', ['SE', 'NO']],
  ])('refuses %j for %j', (typed, countries) => {
    expect(parsePostalCodeRanges(typed, countries)).toBe('invalid');
  });

  it('accepts each country its own length', () => {
    expect(parsePostalCodeRanges('0001-0999\n10000-19999', ['NO', 'SE'])).toEqual([{ from: '0001', to: '0999' }, { from: '10000', to: '19999' }]);
  });
});

describe('validatePaymentType', () => {
  it('reads a fee and refuses one for nobody', () => {
    const form = { name: 'Faktura', description: '', price: '29', position: '5', for_private: true, for_company: true, active: false };
    expect(validatePaymentType(form)).toEqual({ ok: true, type: { ...form, price_incl_vat_ore: 2900, position: 5, price: undefined } });
    expect(validatePaymentType({ ...form, for_private: false, for_company: false })).toEqual({ ok: false, errors: { customers: true } });
  });
});

describe('still usable', () => {
  const pay = (id: number, handler: string, active: boolean, forPrivate = true, forCompany = true) => ({ id, handler, active, forPrivate, forCompany });
  it('refuses leaving private customers or companies without a way to pay', () => {
    expect(paymentTypesStillUsable([pay(1, 'card_redirect', true), pay(2, 'free_order', true)])).toEqual({ ok: true });
    expect(paymentTypesStillUsable([pay(1, 'card_redirect', false), pay(2, 'free_order', true)])).toEqual({ ok: false, missing: 'private' });
    expect(paymentTypesStillUsable([pay(1, 'card_redirect', true, true, false), pay(2, 'manual_payment', false)])).toEqual({ ok: false, missing: 'company' });
    expect(paymentTypesStillUsable([pay(1, 'card_redirect', true), pay(2, 'free_order', false)])).toEqual({ ok: false, missing: 'free_order' });
  });

  it('refuses leaving Sweden without a physical delivery', () => {
    const type = (id: number, active: boolean, over = {}) => ({ id, active, forPrivate: true, forCompany: true, isDigital: false, countries: ['SE'], ...over });
    expect(deliveryTypesStillUsable([type(1, true), type(2, false)])).toEqual({ ok: true });
    expect(deliveryTypesStillUsable([type(1, false), type(2, true, { isDigital: true })])).toEqual({ ok: false, missing: 'private' });
    expect(deliveryTypesStillUsable([type(1, true, { countries: ['NO'] }), type(2, true, { forCompany: false })])).toEqual({ ok: false, missing: 'company' });
  });
});

describe('kronorForInput', () => {
  it.each([
    [4900, '49'],
    [4950, '49,50'],
    [0, '0'],
  ])('%i öre is %j', (ore, text) => {
    expect(kronorForInput(ore)).toBe(text);
  });
});
