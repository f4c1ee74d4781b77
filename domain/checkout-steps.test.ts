import { describe, expect, it } from 'vitest';
import type { CheckoutBlock } from '../common/contract/checkout';
import { checkoutBlocks, type StepInput } from './checkout-steps';

const plain: StepInput = {
  hasInternationalShipping: false,
  requiresPostalCode: false,
  postalCodeGiven: false,
  deliveryInPaymentComponent: true,
  paymentTypeCount: 1,
};

const blocksOf = (change: Partial<StepInput>): string =>
  checkoutBlocks({ ...plain, ...change })
    .map(({ block, number }) => `${number}:${block}`)
    .join(' ');

describe('checkoutBlocks', () => {
  it.each([
    ['nothing optional: payment keeps its default number 3', {}, '1:cart 2:customer_type 3:payment'],
    ['international shipping', { hasInternationalShipping: true }, '1:cart 2:country 3:customer_type 4:payment'],
    ['separate delivery block', { deliveryInPaymentComponent: false }, '1:cart 2:customer_type 3:delivery 4:payment'],
    ['several payment types', { paymentTypeCount: 2 }, '1:cart 2:customer_type 3:payment_method 4:payment'],
    ['one payment type: no choice to show', { paymentTypeCount: 1 }, '1:cart 2:customer_type 3:payment'],
    ['no payment type at all', { paymentTypeCount: 0 }, '1:cart 2:customer_type 3:payment'],
    [
      'postal code required and given',
      { requiresPostalCode: true, postalCodeGiven: true, deliveryInPaymentComponent: false },
      '1:cart 2:customer_type 3:postal_code 4:delivery 5:payment',
    ],
    [
      'postal code required, not yet given: delivery hidden',
      { requiresPostalCode: true, postalCodeGiven: false, deliveryInPaymentComponent: false },
      '1:cart 2:customer_type 3:postal_code 4:payment',
    ],
    [
      'postal code required, delivery inside the payment component',
      { requiresPostalCode: true, postalCodeGiven: true, deliveryInPaymentComponent: true },
      '1:cart 2:customer_type 3:postal_code 4:payment',
    ],
    [
      'everything on',
      { hasInternationalShipping: true, requiresPostalCode: true, postalCodeGiven: true, deliveryInPaymentComponent: false, paymentTypeCount: 4 },
      '1:cart 2:country 3:customer_type 4:postal_code 5:delivery 6:payment_method 7:payment',
    ],
  ] as const)('%s', (_name, change, expected) => {
    expect(blocksOf(change)).toBe(expected);
  });

  // Every combination of the inputs, checked against the spec's own sentences rather than a second copy of the code.
  const combinations: StepInput[] = [];
  for (let bits = 0; bits < 32; bits++) {
    combinations.push({
      hasInternationalShipping: (bits & 1) !== 0,
      requiresPostalCode: (bits & 2) !== 0,
      postalCodeGiven: (bits & 4) !== 0,
      deliveryInPaymentComponent: (bits & 8) !== 0,
      paymentTypeCount: (bits & 16) !== 0 ? 3 : 1,
    });
  }

  it.each(combinations)('numbers %o as the spec says', (input) => {
    const blocks = checkoutBlocks(input);
    const numberOf = (block: CheckoutBlock): number | undefined => blocks.find((b) => b.block === block)?.number;
    const deliveryShown = blocks.some((b) => b.block === 'delivery');

    // "Numbering starts at 1 for the cart and 2 for the next block", consecutive after that.
    expect(blocks.map((b) => b.number)).toEqual(blocks.map((_, i) => i + 1));
    expect(blocks[0]).toEqual({ block: 'cart', number: 1 });
    expect(blocks[1]?.number).toBe(2);
    // 'Betalning' is last: "default number 3", up one for each optional block shown.
    const shifts = [input.hasInternationalShipping, input.requiresPostalCode, deliveryShown, input.paymentTypeCount > 1].filter(Boolean).length;
    expect(blocks.at(-1)).toEqual({ block: 'payment', number: 3 + shifts });
    // 'Välj kundtyp' always shows, right after the cart and the optional country selector.
    expect(numberOf('customer_type')).toBe(input.hasInternationalShipping ? 3 : 2);
    // 'Välj fraktsätt' hides inside the payment component, and while a required postal code is missing.
    expect(deliveryShown).toBe(!input.deliveryInPaymentComponent && (!input.requiresPostalCode || input.postalCodeGiven));
  });
});
