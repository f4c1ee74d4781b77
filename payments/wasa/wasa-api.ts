import { z } from 'zod';
import type { CheckoutFormInput } from '../../domain/checkout-form';
import type { ProviderOrder } from '../../domain/provider-order-lines';

/**
 * Wasa Kredit's B2B checkout (developer.wasakredit.se, "Quick start using the API", Checkout API v4): leasing for
 * companies. Amounts cross the boundary as `{ amount: '14995.50', currency: 'SEK' }` excl. VAT, with the VAT per
 * unit beside it; the checkout answers an HTML snippet that the merchant's page initialises with
 * `window.wasaCheckout.init({ onComplete, onRedirect, onCancel })`; Wasa reports order status changes by a POST of
 * `{ order_id, order_status }` to the checkout's `ping_url`.
 */

/** A SEK amount as Wasa writes it: a decimal string with two decimals (negative only for a gift card row). */
export const wasaAmountSchema = z.object({ amount: z.string().regex(/^-?\d{1,13}\.\d{2}$/), currency: z.literal('SEK') });
export type WasaAmount = z.infer<typeof wasaAmountSchema>;

export const wasaCartItemSchema = z.object({
  product_id: z.string().min(1).max(255),
  product_name: z.string().min(1).max(255),
  /** Per unit, excl. VAT. */
  price_ex_vat: wasaAmountSchema,
  quantity: z.number().int().min(1),
  vat_percentage: z.string().regex(/^\d{1,2}$/),
  /** Per unit. */
  vat_amount: wasaAmountSchema,
  image_url: z.string().optional(),
});
export type WasaCartItem = z.infer<typeof wasaCartItemSchema>;

const keyValueSchema = z.object({ key: z.string().min(1).max(100), value: z.string().min(1).max(255) });

const wasaAddressSchema = z.object({
  company_name: z.string().optional(),
  street_address: z.string().optional(),
  postal_code: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
});

/** The company and its people, as a checkout may preset them and an order reads them back: every field optional. */
const wasaCustomerFields = {
  customer_organization_number: z.string().optional(),
  purchaser_name: z.string().optional(),
  purchaser_email: z.string().optional(),
  purchaser_phone: z.string().optional(),
  billing_address: wasaAddressSchema.optional(),
  delivery_address: wasaAddressSchema.optional(),
  recipient_name: z.string().optional(),
  recipient_phone: z.string().optional(),
};

/** POST /v4/leasing/checkouts. */
export const wasaCheckoutRequestSchema = z.object({
  payment_types: z.literal('leasing'),
  order_references: z.array(keyValueSchema).min(1),
  cart_items: z.array(wasaCartItemSchema).min(1),
  shipping_cost_ex_vat: wasaAmountSchema,
  ...wasaCustomerFields,
  request_domain: z.string().url(),
  confirmation_callback_url: z.string().url(),
  ping_url: z.string().url(),
});
export type WasaCheckoutRequest = z.infer<typeof wasaCheckoutRequestSchema>;

/** The order flow's statuses; 'delivered' is what the quick start's own read-order answer shows. */
export const wasaOrderStatusSchema = z.enum(['initialized', 'canceled', 'pending', 'ready_to_ship', 'shipped', 'delivered', 'completed']);
export type WasaOrderStatus = z.infer<typeof wasaOrderStatusSchema>;

/**
 * GET /v4/orders/{order_id}, as the quick start's answer shows it: purchaser_name and purchaser_phone may be absent
 * (recipient_name and recipient_phone given instead), the organisation number written '222222-2222', and an
 * address's country a name ('Sweden'), not a code.
 */
export const wasaOrderSchema = z.object({
  ...wasaCustomerFields,
  order_references: z.array(keyValueSchema),
  status: z.object({ status: wasaOrderStatusSchema }),
  cart_items: z.array(wasaCartItemSchema),
  shipping_cost_ex_vat: wasaAmountSchema.optional(),
});
export type WasaOrder = z.infer<typeof wasaOrderSchema>;

/** Names and codes Wasa may write Sweden with in an address (its quick start writes 'Sweden'). */
const SWEDEN = new Set(['se', 'swe', 'sweden', 'sverige']);

/** Whether a signed Wasa order's goods go to Sweden (an address without a country is taken as Wasa's Sweden). */
export function wasaDeliversInSweden(order: Pick<WasaOrder, 'delivery_address' | 'billing_address'>): boolean {
  const country = (order.delivery_address ?? order.billing_address)?.country?.trim();
  return !country || SWEDEN.has(country.toLowerCase());
}

/**
 * A signed Wasa order as our checkout form's input (a company): the goods go to the delivery address (the billing
 * address when Wasa gives none), the purchaser is the recipient when Wasa names no purchaser, and the purchaser's
 * name is split at its last space.
 */
export function wasaCheckoutForm(order: WasaOrder): CheckoutFormInput {
  const billing = order.billing_address ?? {};
  const to = order.delivery_address ?? billing;
  const name = (order.purchaser_name ?? order.recipient_name ?? '').trim();
  const space = name.lastIndexOf(' ');
  return {
    customer_type: 'company',
    user_firstname: space > 0 ? name.slice(0, space) : name,
    user_lastname: space > 0 ? name.slice(space + 1) : '',
    user_email: order.purchaser_email ?? '',
    user_pnr: order.customer_organization_number ?? '',
    user_company: billing.company_name ?? to.company_name ?? '',
    user_address: to.street_address ?? '',
    user_co: '',
    user_mobile: order.purchaser_phone ?? order.recipient_phone ?? '',
    user_zipcode: to.postal_code ?? '',
    user_city: to.city ?? '',
    // The company accepted our terms and Wasa's agreement when signing.
    order_accept_terms: '1',
  };
}

/** The ping to ping_url. */
export const wasaPingSchema = z.object({ order_id: z.string().min(1).max(100), order_status: wasaOrderStatusSchema });

/** The access token answer of POST /auth/connect/token (client credentials). */
export const wasaTokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.union([z.string(), z.number()]), token_type: z.string().optional() });

/** Our reference in order_references: the checkout we opened, so a ping or the return finds the cart. */
export const WASA_CHECKOUT_REFERENCE_KEY = 'partner_checkout_id';
export { WASA_ORDER_ID, WASA_ORDER_ID_KEY } from '../../domain/wasa-completion';

/** Öre as Wasa's amount. */
export function wasaAmount(ore: number): WasaAmount {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Not an amount in öre: ${ore}`);
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return { amount: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`, currency: 'SEK' };
}

/** Wasa's amount in öre (NaN when it is none). */
export function oreOfWasa(amount: WasaAmount): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount.amount);
  if (!match) return NaN;
  const ore = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -ore : ore;
}

/**
 * Our provider lines as Wasa's cart items, to the öre: Wasa takes a unit price excl. VAT and a unit VAT, so a line
 * goes with its quantity only when its total excl. VAT and its VAT divide by it exactly; otherwise (a discount
 * spread over the line, odd öre) it goes as one item '3 × Name' carrying the line's exact totals. Delivery and the
 * payment fee are items at their own VAT (shipping_cost_ex_vat stays 0, so no VAT is computed on Wasa's side), a gift
 * card an item without VAT that takes its amount off.
 */
export function wasaCartItems(order: ProviderOrder): WasaCartItem[] {
  return order.lines.map((l) => {
    const exclOre = l.totalOre - l.totalVatOre;
    const whole = l.quantity > 1 && exclOre % l.quantity === 0 && l.totalVatOre % l.quantity === 0;
    const quantity = whole ? l.quantity : 1;
    const name = !whole && l.quantity > 1 ? `${l.quantity} × ${l.name}` : l.name;
    return {
      product_id: l.reference.slice(0, 255),
      product_name: name.slice(0, 255),
      price_ex_vat: wasaAmount(exclOre / quantity),
      quantity,
      vat_percentage: String(Math.round(l.vatRatePercent)),
      vat_amount: wasaAmount(l.totalVatOre / quantity),
    };
  });
}

/** What Wasa's cart items and shipping add up to, incl. VAT and VAT alone, in öre. */
export function wasaTotals(items: readonly WasaCartItem[], shippingExVat: WasaAmount | undefined): { amountOre: number; vatOre: number } {
  let amount = shippingExVat ? oreOfWasa(shippingExVat) : 0;
  let vat = 0;
  for (const item of items) {
    amount += item.quantity * (oreOfWasa(item.price_ex_vat) + oreOfWasa(item.vat_amount));
    vat += item.quantity * oreOfWasa(item.vat_amount);
  }
  return { amountOre: amount, vatOre: vat };
}

/**
 * Why a cart item is not what Wasa accepts: each unit's VAT must be its price excl. VAT at its VAT rate (±1 öre,
 * the rounding of a price split once incl. VAT). Null when every item holds.
 */
export function wasaVatError(items: readonly WasaCartItem[]): string | null {
  for (const [i, item] of items.entries()) {
    const excl = oreOfWasa(item.price_ex_vat);
    const vat = oreOfWasa(item.vat_amount);
    if (Number.isNaN(excl) || Number.isNaN(vat)) return `cart_items[${i}]`;
    if (Math.abs(vat - Math.round((excl * Number(item.vat_percentage)) / 100)) > 1) return `cart_items[${i}].vat_amount`;
  }
  return null;
}
