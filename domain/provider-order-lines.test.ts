import { describe, expect, it } from 'vitest';
import { providerOrder, type ProviderOrderInput } from './provider-order-lines';
import { exclVatFromInclVat } from './vat';

const line = (reference: string, unit: number, quantity: number, rate: number, discount = 0) =>
  ({ reference, name: `Vara ${reference}`, quantity, unitPriceInclVatOre: unit, vatRatePercent: rate, discountInclVatOre: discount, digital: false });
const fee = (reference: string, incl: number, rate: number) => ({ reference, name: reference, inclVatOre: incl, exclVatOre: exclVatFromInclVat(incl, rate), vatRatePercent: rate });

describe('providerOrder', () => {
  it('adds up to what is paid and to the VAT, line by line, with discounts, fees and a gift card', () => {
    const input: ProviderOrderInput = {
      lines: [line('1', 129_900, 3, 25, 13_333), line('2', 4_990, 1, 12, 501), line('3', 19_900, 2, 6, 3_990), line('4', 10_000, 1, 0)],
      delivery: fee('delivery-2', 4_900, 25),
      paymentFee: fee('payment-fee', 1_900, 25),
      giftCardsOre: 50_000,
      giftCardName: 'Presentkort',
    };
    const order = providerOrder(input);
    expect(order.lines.map((l) => l.kind)).toEqual(['physical', 'physical', 'physical', 'physical', 'shipping_fee', 'surcharge', 'gift_card']);
    const products = 129_900 * 3 - 13_333 + 4_990 - 501 + 19_900 * 2 - 3_990 + 10_000;
    expect(order.amountOre).toBe(products + 4_900 + 1_900 - 50_000);
    for (const l of order.lines) expect(l.totalOre).toBe(l.quantity * l.unitPriceOre - l.totalDiscountOre);
    const vat = (incl: number, rate: number) => incl - exclVatFromInclVat(incl, rate);
    expect(order.vatOre).toBe(vat(129_900 * 3 - 13_333, 25) + vat(4_990 - 501, 12) + vat(19_900 * 2 - 3_990, 6) + 0 + vat(4_900, 25) + vat(1_900, 25));
    expect(order.lines.at(-1)).toMatchObject({ unitPriceOre: -50_000, totalOre: -50_000, totalVatOre: 0, vatRatePercent: 0 });
  });

  it('leaves out a payment fee of 0 and keeps a free delivery as a line of 0', () => {
    const order = providerOrder({ lines: [line('1', 1_000, 1, 25)], delivery: fee('delivery-1', 0, 25), paymentFee: fee('payment-fee', 0, 25), giftCardsOre: 0, giftCardName: 'Presentkort' });
    expect(order.lines.map((l) => [l.kind, l.totalOre])).toEqual([['physical', 1_000], ['shipping_fee', 0]]);
    expect(order).toMatchObject({ amountOre: 1_000, vatOre: 200 });
  });

  it('never discounts a line below zero', () => {
    const order = providerOrder({ lines: [line('1', 1_000, 1, 25, 5_000)], delivery: null, paymentFee: null, giftCardsOre: 0, giftCardName: 'Presentkort' });
    expect(order.lines[0]).toMatchObject({ totalDiscountOre: 1_000, totalOre: 0, totalVatOre: 0 });
  });
});
