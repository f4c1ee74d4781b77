import type { Ore } from './money';
import { exclVatFromInclVat } from './vat';

/**
 * Klarna's own shipping options (cart-and-checkout.md sections 3, 4, 7 and 9; storefront.md section 4): each
 * delivery option the shopper may choose goes to Klarna as a shipping option whose id is the delivery option's
 * `meta_data.klarna_shipping_option_id`; a shipping option chosen inside Klarna selects the delivery type with that
 * id, and the store action sends Klarna's price divided by 100 (`kco_shipping_cost`, kronor).
 */

/** A delivery option's id in Klarna's shipping_options. */
export function klarnaShippingOptionId(deliveryTypeId: number): string {
  return `delivery-${deliveryTypeId}`;
}

/** The delivery type a Klarna shipping option names, or null for an id that is none of ours. */
export function deliveryTypeIdOfKlarnaOption(optionId: string): number | null {
  const match = /^delivery-([1-9]\d{0,9})$/.exec(optionId);
  return match ? Number(match[1]) : null;
}

/** A delivery option the shopper may choose, priced as the checkout shows it (free delivery applied). */
export interface ShippingChoice {
  deliveryTypeId: number;
  name: string;
  description: string;
  priceInclVatOre: Ore;
  vatRatePercent: number;
}

export interface KlarnaShippingOptionOut {
  id: string;
  name: string;
  description: string;
  price: Ore;
  tax_amount: Ore;
  tax_rate: number;
  preselected: boolean;
}

/** Our delivery choices as Klarna's shipping options (öre, tax_rate × 100), the chosen one preselected. */
export function klarnaShippingOptions(choices: readonly ShippingChoice[], selectedId: number | null): KlarnaShippingOptionOut[] {
  return choices.map((c) => ({
    id: klarnaShippingOptionId(c.deliveryTypeId),
    name: c.name.slice(0, 255),
    description: c.description.slice(0, 255),
    price: c.priceInclVatOre,
    tax_amount: c.priceInclVatOre - exclVatFromInclVat(c.priceInclVatOre, c.vatRatePercent),
    tax_rate: Math.round(c.vatRatePercent * 100),
    preselected: c.deliveryTypeId === selectedId,
  }));
}

/**
 * Whether the store action's `kco_shipping_cost` (Klarna's price divided by 100, kronor) is our price for the
 * delivery option, to the öre.
 */
export function kcoShippingCostMatches(kcoShippingCost: number, priceInclVatOre: Ore): boolean {
  return Number.isFinite(kcoShippingCost) && Math.round(kcoShippingCost * 100) === priceInclVatOre && Math.abs(kcoShippingCost * 100 - priceInclVatOre) < 1e-6;
}
