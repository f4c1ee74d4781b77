import { describe, expect, it } from 'vitest';
import { providerOrder } from '../../domain/provider-order-lines';
import { klarnaAmountError, klarnaCheckoutForm, klarnaOrderLines, klarnaOrderSchema, klarnaShippingOptionUpdateSchema, klarnaShippingServiceResponseSchema } from './klarna-api';

describe('Klarna order lines', () => {
  const order = providerOrder({
    lines: [{ reference: '7', name: 'Brödrost', quantity: 2, unitPriceInclVatOre: 35_900, vatRatePercent: 25, discountInclVatOre: 7_180, digital: false }],
    delivery: { reference: 'delivery-2', name: 'PostNord ombud', inclVatOre: 4_900, exclVatOre: 3_920, vatRatePercent: 25 },
    paymentFee: null,
    giftCardsOre: 10_000,
    giftCardName: 'Presentkort',
  });
  const lines = klarnaOrderLines(order);

  it('sends öre, tax_rate × 100, and Klarna\'s line types', () => {
    expect(lines[0]).toEqual({
      type: 'physical', reference: '7', name: 'Brödrost', quantity: 2, quantity_unit: 'st', unit_price: 35_900, tax_rate: 2500,
      total_amount: 64_620, total_discount_amount: 7_180, total_tax_amount: 12_924,
    });
    expect(lines.map((l) => l.type)).toEqual(['physical', 'shipping_fee', 'gift_card']);
    expect(klarnaAmountError({ order_amount: order.amountOre, order_tax_amount: order.vatOre, order_lines: lines })).toBeNull();
  });

  it('finds what Klarna would refuse: a line total, a line tax, the sums', () => {
    const body = { order_amount: order.amountOre, order_tax_amount: order.vatOre, order_lines: lines };
    expect(klarnaAmountError({ ...body, order_amount: body.order_amount + 1 })).toBe('order_amount');
    expect(klarnaAmountError({ ...body, order_tax_amount: body.order_tax_amount - 1 })).toBe('order_tax_amount');
    expect(klarnaAmountError({ ...body, order_lines: [{ ...lines[0]!, total_amount: 64_621 }, ...lines.slice(1)] })).toBe('order_lines[0].total_amount');
    expect(klarnaAmountError({ ...body, order_lines: [{ ...lines[0]!, total_tax_amount: 12_000 }, ...lines.slice(1)] })).toBe('order_lines[0].total_tax_amount');
  });
});

describe("Klarna's messages as its contract allows them", () => {
  const line = { type: 'physical', reference: '7', name: 'Brödrost', quantity: 1, unit_price: 35_900, tax_rate: 2500, total_amount: 35_900, total_discount_amount: 0, total_tax_amount: 7_180 };
  const urls = { terms: 'https://shop.se/t', checkout: 'https://shop.se/c', confirmation: 'https://shop.se/k', push: 'https://shop.se/p' };
  const address = { given_name: 'Testperson-se', family_name: 'Approved', email: 'a@example.se', street_address: 'Stårgatan 1', postal_code: '12345', city: 'Ankeborg', phone: '+46765260000', country: 'se' };
  const completed = {
    order_id: 'k-1', status: 'checkout_complete', purchase_country: 'se', purchase_currency: 'sek', locale: 'sv-SE', order_amount: 35_900, order_tax_amount: 7_180,
    order_lines: [line], merchant_urls: urls, billing_address: address, shipping_address: address, customer: { type: 'person', date_of_birth: '1977-01-11' },
  };

  it('takes lower-case countries and currencies and gives them upper case; no personal number is needed', () => {
    const parsed = klarnaOrderSchema.parse(completed);
    expect(parsed).toMatchObject({ purchase_country: 'SE', purchase_currency: 'SEK' });
    expect(parsed.billing_address?.country).toBe('SE');
    expect(klarnaCheckoutForm(parsed)).toMatchObject({ customer_type: 'private', user_pnr: '', user_zipcode: '12345', user_mobile: '+46765260000', user_email: 'a@example.se' });
  });

  it('ships to the shipping address and takes a company from its organisation fields', () => {
    const form = klarnaCheckoutForm({
      billing_address: { ...address, organization_name: 'Exempel AB' },
      shipping_address: { given_name: 'Lager', family_name: 'Mottagning', street_address: 'Hamnen 2', care_of: 'Port 3', postal_code: '41101', city: 'Göteborg' },
      customer: { type: 'organization', organization_registration_id: '556016-0680' },
    });
    expect(form).toMatchObject({
      customer_type: 'company', user_company: 'Exempel AB', user_pnr: '556016-0680', user_firstname: 'Lager', user_address: 'Hamnen 2', user_co: 'Port 3',
      user_zipcode: '41101', user_city: 'Göteborg', user_email: 'a@example.se', user_mobile: '+46765260000',
    });
  });

  it("reads shipping_option_update's documented body (no order id, status, merchant_urls or country) and requires purchase_currency in the answer", () => {
    const option = { id: 'delivery-2', name: 'PostNord ombud', price: 4_900, tax_amount: 980, tax_rate: 2500 };
    expect(klarnaShippingOptionUpdateSchema.safeParse({ purchase_currency: 'SEK', order_amount: 35_900, order_tax_amount: 7_180, order_lines: [line], selected_shipping_option: option }).success).toBe(true);
    expect(klarnaOrderSchema.safeParse({ purchase_currency: 'SEK', order_lines: [line], selected_shipping_option: option }).success).toBe(false);
    const answer = { order_amount: 35_900, order_tax_amount: 7_180, order_lines: [line] };
    expect(klarnaShippingServiceResponseSchema.safeParse(answer).success).toBe(false);
    expect(klarnaShippingServiceResponseSchema.safeParse({ ...answer, purchase_currency: 'SEK' }).success).toBe(true);
  });
});
