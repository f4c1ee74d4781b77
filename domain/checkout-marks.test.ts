import { describe, expect, it } from 'vitest';
import { CHECKOUT_MARKS, checkoutMarkUrl, deliveryMark, paymentMark } from './checkout-marks';

describe('the shop\'s marks for checkout options', () => {
  it('gives every way of paying its own mark', () => {
    expect(paymentMark('swish')).toBe('swish');
    expect(paymentMark('card_redirect')).toBe('kort');
    expect(paymentMark('klarna_checkout')).toBe('klarna');
    expect(paymentMark('manual_payment')).toBe('faktura');
    expect(paymentMark('svea_part_payment')).toBe('delbetalning');
    expect(paymentMark('wasa_checkout')).toBe('leasing');
    expect(paymentMark('free_order')).toBe('betald');
  });

  it.each([
    [{ name: 'Hämta i butik', isPickup: true, isDigital: false }, 'butik'],
    [{ name: 'PostNord hemleverans', isPickup: true, isDigital: false }, 'butik'],
    [{ name: 'E-post', isPickup: false, isDigital: true }, 'e-post'],
    [{ name: 'PostNord ombud', isPickup: false, isDigital: false }, 'postnord'],
    [{ name: 'postnord till Norge', isPickup: false, isDigital: false }, 'postnord'],
    [{ name: 'DHL företagsleverans', isPickup: false, isDigital: false }, 'dhl'],
    [{ name: 'Budbee', isPickup: false, isDigital: false }, 'budbee'],
    [{ name: 'Posti till Finland', isPickup: false, isDigital: false }, 'posti'],
    [{ name: 'Hemleverans med bud', isPickup: false, isDigital: false }, 'frakt'],
    [{ name: 'Postnordisk frakt', isPickup: false, isDigital: false }, 'frakt'],
  ] as const)('marks %j as %s', (type, mark) => {
    expect(deliveryMark(type)).toBe(mark);
  });

  it('serves each mark from the public folder', () => {
    expect(checkoutMarkUrl('swish')).toBe('/checkout-marks/swish.svg');
    expect(new Set(CHECKOUT_MARKS.map(checkoutMarkUrl)).size).toBe(CHECKOUT_MARKS.length);
  });
});
