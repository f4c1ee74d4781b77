import { describe, expect, it } from 'vitest';
import { lineName, orderSummary, type OrderFacts, type OrderLineFacts } from './order-summary';

/** A private order of a 2 990 kr jacket variant: 10 % off, 49 kr delivery, a 29 kr invoice fee, 200 kr on a gift card. */
const PRIVATE: OrderFacts = {
  includes_vat: true,
  customer_type: 'private',
  first_name: 'Anna',
  last_name: 'Svensson',
  company: null,
  address: 'Storgatan 1',
  co: '',
  postal_code: '41122',
  city: 'Göteborg',
  country: 'SE',
  delivery_name: 'PostNord ombud',
  payment_name: 'Faktura',
  products_incl_vat_ore: 299_000,
  products_excl_vat_ore: 239_200,
  discount_incl_vat_ore: 29_900,
  discount_excl_vat_ore: 23_920,
  delivery_incl_vat_ore: 4_900,
  delivery_excl_vat_ore: 3_920,
  payment_fee_incl_vat_ore: 2_900,
  payment_fee_excl_vat_ore: 2_320,
  total_excl_vat_ore: 221_520,
  vat_ore: 55_380,
  gift_cards_ore: 20_000,
  to_pay_ore: 256_900,
  discounts: [{ code: 'VALKOMMEN10' }],
};

const COMPANY: OrderFacts = { ...PRIVATE, includes_vat: false, customer_type: 'company', company: 'Exempel AB', gift_cards_ore: 0, to_pay_ore: 276_900 };

const JACKET: OrderLineFacts = {
  id: 7, product_id: 100, variant_id: 101, sold_product_id: 101, name: 'Jacka – Blå', parent_name: 'Jacka', quantity: 1,
  total_incl_vat_ore: 299_000, total_excl_vat_ore: 239_200, give_away_campaign_id: null,
};

const rowsOf = (facts: OrderFacts) => orderSummary(facts, [JACKET]).rows.map((row) => [row.kind, row.label, row.ore]);

describe('lineName', () => {
  it.each([
    [{ name: 'Jacka – Blå', parent_name: 'Jacka' }, 'Jacka – Blå'],
    [{ name: 'Blå', parent_name: 'Jacka' }, 'Jacka, Blå'],
    [{ name: 'Kaffebryggare', parent_name: null }, 'Kaffebryggare'],
  ])('names %o once as %s', (line, expected) => {
    expect(lineName(line)).toBe(expected);
  });
});

describe('orderSummary', () => {
  it('lists a private order incl. VAT: the code\'s discount, delivery, fee, gift card, what is to pay and the VAT in it', () => {
    expect(rowsOf(PRIVATE)).toEqual([
      ['products', 'Produkter', 299_000],
      ['discount', 'Rabatt (VALKOMMEN10)', -29_900],
      ['delivery', 'Frakt (PostNord ombud)', 4_900],
      ['paymentFee', 'Betalningsavgift', 2_900],
      ['giftCards', 'Presentkort', -20_000],
      ['toPay', 'Att betala', 256_900],
      ['vatIncluded', 'Varav moms', 55_380],
    ]);
  });

  it('lists a company order excl. VAT throughout, then the VAT, then what is to pay incl. VAT', () => {
    const summary = orderSummary(COMPANY, [JACKET]);
    expect(summary.rows.map((row) => [row.kind, row.ore])).toEqual([
      ['products', 239_200],
      ['discount', -23_920],
      ['delivery', 3_920],
      ['paymentFee', 2_320],
      ['subtotal', 221_520],
      ['vat', 55_380],
      ['toPay', 276_900],
    ]);
    expect(summary.lines.map((line) => line.totalOre)).toEqual([239_200]);
    const [products, discount, delivery, fee, subtotal, vat, toPay] = summary.rows.map((row) => row.ore);
    expect(products! + discount! + delivery! + fee!).toBe(subtotal);
    expect(subtotal! + vat!).toBe(toPay);
  });

  it('leaves out a discount, fee and gift card the order does not have, and names a discount without a code plainly', () => {
    const plain = { ...PRIVATE, discount_incl_vat_ore: 0, payment_fee_incl_vat_ore: 0, gift_cards_ore: 0, discounts: [] };
    expect(rowsOf(plain).map(([kind]) => kind)).toEqual(['products', 'delivery', 'toPay', 'vatIncluded']);
    expect(rowsOf({ ...PRIVATE, discounts: [] })[1]).toEqual(['discount', 'Rabatt', -29_900]);
  });

  it('names a variant once, marks a gift, and takes the variant\'s own image before its product\'s', () => {
    const gift: OrderLineFacts = { ...JACKET, id: 8, product_id: 200, variant_id: null, sold_product_id: 200, name: 'Kaffebönor', parent_name: null, give_away_campaign_id: 3 };
    const images = new Map([[100, '/uploads/jacka.jpg'], [101, '/uploads/jacka-bla.jpg']]);
    const { lines } = orderSummary(PRIVATE, [JACKET, gift], images);
    expect(lines).toEqual([
      { id: 7, itemId: '101', name: 'Jacka – Blå', quantity: 1, totalOre: 299_000, gift: false, image: '/uploads/jacka-bla.jpg' },
      { id: 8, itemId: '200', name: 'Kaffebönor', quantity: 1, totalOre: 299_000, gift: true, image: null },
    ]);
    expect(orderSummary(PRIVATE, [JACKET], new Map([[100, '/uploads/jacka.jpg']])).lines[0]!.image).toBe('/uploads/jacka.jpg');
  });

  it('writes the address with the company, c/o, a spaced postal code and a country outside Sweden', () => {
    expect(orderSummary(COMPANY, []).address).toEqual(['Anna Svensson', 'Exempel AB', 'Storgatan 1', '411 22 Göteborg']);
    expect(orderSummary({ ...PRIVATE, co: 'Berg', postal_code: '0150', city: 'Oslo', country: 'NO' }, []).address)
      .toEqual(['Anna Svensson', 'Storgatan 1', 'c/o Berg', '0150 Oslo', 'Norge']);
  });
});
