import { describe, expect, it } from 'vitest';
import { providerOrder } from '../../domain/provider-order-lines';
import { sveaAuthorization, sveaCheckoutForm, sveaDeliveryCountry, sveaOrderSchema, sveaRows, sveaTimestamp, sveaTotalOre } from './svea-api';

describe('Svea Checkout rows', () => {
  const order = providerOrder({
    lines: [
      { reference: '7', name: 'Espressomaskin med mjölkskummare och kvarn, rostfri', quantity: 3, unitPriceInclVatOre: 599_900, vatRatePercent: 25, discountInclVatOre: 179_970, digital: false },
      { reference: '8', name: 'Kaffebönor', quantity: 2, unitPriceInclVatOre: 14_900, vatRatePercent: 12, discountInclVatOre: 0, digital: false },
    ],
    delivery: { reference: 'delivery-2', name: 'PostNord ombud', inclVatOre: 4_900, exclVatOre: 3_920, vatRatePercent: 25 },
    paymentFee: { reference: 'payment-fee', name: 'Avgift', inclVatOre: 3_900, exclVatOre: 3_120, vatRatePercent: 25 },
    giftCardsOre: 50_000,
    giftCardName: 'Presentkort',
  });
  const rows = sveaRows(order);

  it('sends öre incl. VAT, quantity and VAT × 100, the discount as an amount, and Svea\'s row types', () => {
    expect(rows[0]).toEqual({
      ArticleNumber: '7', Name: 'Espressomaskin med mjölkskummare och kv…', Quantity: 300, UnitPrice: 599_900, DiscountAmount: 179_970, VatPercent: 2500, Unit: 'st', RowType: 'Row',
    });
    expect(rows[0]!.Name).toHaveLength(40);
    expect(rows.map((r) => r.RowType)).toEqual(['Row', 'Row', 'ShippingFee', 'InvoiceFee', 'Row']);
    expect(rows[4]).toMatchObject({ UnitPrice: -50_000, VatPercent: 0 });
  });

  it('adds up to exactly what the shopper pays', () => {
    expect(sveaTotalOre(rows)).toBe(order.amountOre);
  });
});

describe('Svea request signing', () => {
  it('signs merchant id, body, secret and timestamp as Svea checks them', () => {
    const timestamp = sveaTimestamp(new Date('2026-11-28T09:05:07.123Z'));
    expect(timestamp).toBe('2026-11-28 09:05:07');
    const header = sveaAuthorization('124842', 'secret', '{"a":1}', timestamp);
    const [merchant, digest] = Buffer.from(header.replace(/^Svea /, ''), 'base64').toString().split(':');
    expect(merchant).toBe('124842');
    expect(digest).toMatch(/^[0-9a-f]{128}$/);
    expect(sveaAuthorization('124842', 'secret', '{"a":2}', timestamp)).not.toBe(header);
  });
});

describe("Svea's order in the shapes its data types allow", () => {
  const base = {
    OrderId: 8_000_001, ClientOrderNumber: 'cart-1-abc', Status: 'Final', Cart: { Items: [] },
    MerchantSettings: { TermsUri: 'https://shop.se/t', CheckoutUri: 'https://shop.se/c', ConfirmationUri: 'https://shop.se/k', PushUri: 'https://shop.se/p' },
  };

  it('takes country codes in either case, no national id, and a consumer named only by FullName on the ShippingAddress', () => {
    const order = sveaOrderSchema.parse({
      ...base, CountryCode: 'se', PaymentType: 'PAYMENTPLAN', EmailAddress: 'a@b.se', PhoneNumber: '0701234567', Customer: { IsCompany: false, CountryCode: 'se' },
      BillingAddress: null, ShippingAddress: { FullName: 'Anna Maria Svensson', StreetAddress: 'Gatan 1', CoAddress: 'c/o Berg', PostalCode: '123 45', City: 'Stan', CountryCode: 'se' },
    });
    expect(sveaDeliveryCountry(order)).toBe('SE');
    expect(sveaCheckoutForm(order)).toMatchObject({
      customer_type: 'private', user_firstname: 'Anna Maria', user_lastname: 'Svensson', user_pnr: '', user_co: 'c/o Berg', user_address: 'Gatan 1', user_zipcode: '123 45',
    });
  });

  it('prefers the shipping address and the names Svea gives separately; no address at all leaves the country to the order', () => {
    const order = sveaOrderSchema.parse({
      ...base, CountryCode: 'SE', Customer: { NationalId: '194605092222' },
      BillingAddress: { FirstName: 'Bo', LastName: 'Ek', StreetAddress: 'Fakturav. 2', CountryCode: 'SE' },
      ShippingAddress: { FirstName: 'Bo', LastName: 'Ek', StreetAddress: 'Levv. 3', CountryCode: 'NO' },
    });
    expect(sveaCheckoutForm(order)).toMatchObject({ user_firstname: 'Bo', user_lastname: 'Ek', user_address: 'Levv. 3', user_pnr: '194605092222' });
    expect(sveaDeliveryCountry(order)).toBe('NO');
    expect(sveaDeliveryCountry(sveaOrderSchema.parse({ ...base, CountryCode: 'se' }))).toBe('SE');
  });
});
