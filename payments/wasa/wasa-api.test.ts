import { describe, expect, it } from 'vitest';
import { providerOrder } from '../../domain/provider-order-lines';
import { oreOfWasa, wasaAmount, wasaCartItems, wasaCheckoutForm, wasaDeliversInSweden, wasaOrderSchema, wasaTotals, wasaVatError } from './wasa-api';

describe('Wasa Kredit amounts', () => {
  it.each([[0, '0.00'], [1, '0.01'], [1_499_550, '14995.50'], [-50_000, '-500.00']])('writes %i öre as %s', (ore, text) => {
    expect(wasaAmount(ore)).toEqual({ amount: text, currency: 'SEK' });
    expect(oreOfWasa({ amount: text, currency: 'SEK' })).toBe(ore);
  });

  it('refuses what is not whole öre', () => {
    expect(() => wasaAmount(1.5)).toThrow(RangeError);
    expect(oreOfWasa({ amount: '12.5', currency: 'SEK' })).toBeNaN();
  });
});

describe('Wasa Kredit cart items', () => {
  const order = providerOrder({
    lines: [
      // 2 × 7 990 kr at 25 %: divides evenly, so it goes with its quantity.
      { reference: '7', name: 'Kylskåp', quantity: 2, unitPriceInclVatOre: 799_000, vatRatePercent: 25, discountInclVatOre: 0, digital: false },
      // 3 × 1 999 kr at 12 % with a discount that does not divide by 3: one item with the line's exact totals.
      { reference: '8', name: 'Kaffe', quantity: 3, unitPriceInclVatOre: 199_900, vatRatePercent: 12, discountInclVatOre: 10_001, digital: false },
    ],
    delivery: { reference: 'delivery-2', name: 'PostNord ombud', inclVatOre: 4_900, exclVatOre: 3_920, vatRatePercent: 25 },
    paymentFee: { reference: 'payment-fee', name: 'Avgift', inclVatOre: 2_900, exclVatOre: 2_320, vatRatePercent: 25 },
    giftCardsOre: 50_000,
    giftCardName: 'Presentkort',
  });
  const items = wasaCartItems(order);

  it('sends each unit excl. VAT with its VAT, keeping a quantity only where it divides exactly', () => {
    expect(items[0]).toEqual({
      product_id: '7', product_name: 'Kylskåp', quantity: 2, vat_percentage: '25',
      price_ex_vat: { amount: '6392.00', currency: 'SEK' }, vat_amount: { amount: '1598.00', currency: 'SEK' },
    });
    expect(items[1]).toMatchObject({ product_id: '8', product_name: '3 × Kaffe', quantity: 1, vat_percentage: '12' });
    expect(items.map((i) => i.product_id)).toEqual(['7', '8', 'delivery-2', 'payment-fee', 'gift-cards']);
    expect(items[4]).toMatchObject({ price_ex_vat: { amount: '-500.00' }, vat_amount: { amount: '0.00' }, vat_percentage: '0' });
  });

  it('adds up to the order amount and its VAT to the öre, and passes Wasa\'s VAT check', () => {
    expect(wasaTotals(items, wasaAmount(0))).toEqual({ amountOre: order.amountOre, vatOre: order.vatOre });
    expect(wasaVatError(items)).toBeNull();
    expect(wasaVatError([{ ...items[0]!, vat_amount: { amount: '1500.00', currency: 'SEK' } }])).toBe('cart_items[0].vat_amount');
  });
});

describe("Wasa's order as its quick start shows it", () => {
  const address = { company_name: 'Star Republic', street_address: 'Ekelundsgatan 9', postal_code: '41118', city: 'Gothenburg', country: 'Sweden' };
  const order = wasaOrderSchema.parse({
    customer_organization_number: '222222-2222', delivery_address: address, billing_address: address, order_references: [{ key: 'partner_order_number', value: '123456' }],
    purchaser_email: 'purchaser@gmail.com', recipient_name: 'Anders Svensson', recipient_phone: '070-1234567', status: { status: 'delivered' }, cart_items: [],
  });

  it("reads the recipient when no purchaser is named, and 'delivered' as a status", () => {
    expect(order.status.status).toBe('delivered');
    expect(wasaCheckoutForm(order)).toMatchObject({
      customer_type: 'company', user_firstname: 'Anders', user_lastname: 'Svensson', user_mobile: '070-1234567', user_pnr: '222222-2222', user_company: 'Star Republic', user_zipcode: '41118',
    });
  });

  it("takes Sweden by name or code, in any case, or no country at all, and nothing else", () => {
    expect(wasaDeliversInSweden(order)).toBe(true);
    expect(wasaDeliversInSweden({ delivery_address: { ...address, country: 'SE' } })).toBe(true);
    expect(wasaDeliversInSweden({ billing_address: { city: 'Umeå' } })).toBe(true);
    expect(wasaDeliversInSweden({ delivery_address: { ...address, country: 'Norway' } })).toBe(false);
  });
});
