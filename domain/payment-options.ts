import type { CustomerType } from './checkout-form';

/** What the rules need of a payment type (a row of payment_types). */
export interface PaymentOption {
  id: number;
  handler: string;
  for_private: number;
  for_company: number;
  is_credit: number;
  position: number;
}

/** Payment types can be limited to company and/or private customers (cart-and-checkout.md section 6). */
export function offeredTo(type: PaymentOption, customerType: CustomerType): boolean {
  return (customerType === 'company' ? type.for_company : type.for_private) === 1;
}

/**
 * The payment types this customer may use, in the order shown: credit (invoice, part payment) never first nor
 * pre-selected (konsumentkreditlagen), the free order only when nothing is due and then alone.
 */
export function allowedPaymentTypes<T extends PaymentOption>(types: readonly T[], customerType: CustomerType, nothingDue: boolean): T[] {
  return types
    .filter((t) => offeredTo(t, customerType) && (nothingDue ? t.handler === 'free_order' : t.handler !== 'free_order'))
    .sort((a, b) => a.is_credit - b.is_credit || a.position - b.position || a.id - b.id);
}

/**
 * The payment type the checkout shows as chosen: the shopper's own choice while it is still offered, else the first
 * one listed that is not credit (Swish or card, when configured). Credit is never pre-selected
 * (konsumentkreditlagen): when every offered type is credit, none is chosen until the shopper picks one, unless
 * there is only one, which is then no choice but the only way to pay.
 */
export function selectedPaymentType<T extends PaymentOption>(allowed: readonly T[], chosenId: unknown): T | null {
  const own = allowed.find((t) => t.id === chosenId);
  if (own) return own;
  return allowed.find((t) => t.is_credit === 0) ?? (allowed.length === 1 ? allowed[0]! : null);
}

/** A payment type the shopper may pick by hand: offered to them and not the free order (which is never picked). */
export function choosablePaymentType<T extends PaymentOption>(types: readonly T[], id: number, customerType: CustomerType): T | undefined {
  return types.find((t) => t.id === id && t.handler !== 'free_order' && offeredTo(t, customerType));
}

/** The credit a product page may advertise: each only where this customer's checkout offers it as a way to pay. */
export interface CreditOnOffer {
  /** The part-payment teaser ('Delbetala räntefritt från ...'): private customers, where part payment is offered. */
  partPayment: boolean;
  /** The leasing widget: companies, where leasing is offered. */
  leasing: boolean;
}

/**
 * What credit the product page advertises to this customer: only what their checkout would let them pay with, so a
 * company is never promised part payment it cannot choose, nor a private customer leasing.
 */
export function creditOnOffer(types: readonly PaymentOption[], customerType: CustomerType): CreditOnOffer {
  const offers = (handler: string) => types.some((t) => t.handler === handler && offeredTo(t, customerType));
  return { partPayment: offers('svea_part_payment'), leasing: offers('wasa_checkout') };
}
