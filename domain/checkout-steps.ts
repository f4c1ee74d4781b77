import type { CheckoutBlock } from '../common/contract/checkout';

export interface StepInput {
  hasInternationalShipping: boolean;
  requiresPostalCode: boolean;
  postalCodeGiven: boolean;
  deliveryInPaymentComponent: boolean;
  paymentTypeCount: number;
}

/*
 * How this reads cart-and-checkout.md section 2. The spec's list (1-7) is the order of the blocks, not their
 * numbers. It also says "Numbering starts at 1 for the cart and 2 for the next block", that 'Betalning' has
 * "default number 3, shifting", and that numbers shift up by one for each of international shipping, postal
 * code, a separate delivery block and multiple payment types. 'Välj kundtyp' is not in that list of shifts
 * because it is always shown: it is the "next block" numbered 2 when nothing optional is on, which is exactly
 * why the payment block's default is 3 and not 2. So every shown block simply takes the next number, and the
 * payment block's number always equals 3 plus the number of optional blocks shown (a test checks this for
 * every combination). The delivery block counts only when it is actually shown: while a required postal code
 * is missing it is hidden and the numbers after it close up.
 */

/** The blocks shown, in order, each with its number (1-based, consecutive). */
export function checkoutBlocks(input: StepInput): { block: CheckoutBlock; number: number }[] {
  const deliveryShown = !input.deliveryInPaymentComponent && !(input.requiresPostalCode && !input.postalCodeGiven);
  const shown: [CheckoutBlock, boolean][] = [
    ['cart', true],
    ['country', input.hasInternationalShipping],
    ['customer_type', true],
    ['postal_code', input.requiresPostalCode],
    ['delivery', deliveryShown],
    // A choice of one is no choice: with a single payment type (or none) the block is left out.
    ['payment_method', input.paymentTypeCount > 1],
    ['payment', true],
  ];
  return shown.filter(([, visible]) => visible).map(([block], index) => ({ block, number: index + 1 }));
}
