import { z } from 'zod';
import type { CheckoutFormInput } from '../../domain/checkout-form';
import type { ProviderLine, ProviderOrder } from '../../domain/provider-order-lines';

/**
 * Klarna Checkout v3 (docs.klarna.com, "Klarna Checkout API v3" and "Order Management API v1"; the callbacks as
 * https://docs.klarna.com/kco/additional-resources/server-side-callbacks and Klarna's checkout OpenAPI describe
 * them): one schema per message, shared by the adapter and the simulator. Amounts are minor units (öre),
 * `tax_rate` is percent × 100 (25 % = 2500). Klarna answers country and currency codes in lower case ("se",
 * "sek"); the schemas take either case and give upper case, the shop's own.
 */

/** ISO 3166-1 alpha-2 in either case, as upper case. */
const countryCodeSchema = z.string().length(2).transform((code) => code.toUpperCase());
/** ISO 4217 in either case (Klarna's examples answer "sek"), as upper case. */
const currencySchema = z.string().length(3).transform((code) => code.toUpperCase());

export const klarnaOrderLineSchema = z.object({
  type: z.enum(['physical', 'digital', 'shipping_fee', 'surcharge', 'gift_card', 'discount', 'store_credit', 'sales_tax']),
  reference: z.string().max(255),
  name: z.string().min(1).max(255),
  quantity: z.number().int().min(0),
  quantity_unit: z.string().max(8).optional(),
  unit_price: z.number().int(),
  tax_rate: z.number().int().min(0).max(10_000),
  total_amount: z.number().int(),
  total_discount_amount: z.number().int().min(0),
  total_tax_amount: z.number().int(),
});
export type KlarnaOrderLine = z.infer<typeof klarnaOrderLineSchema>;

export const klarnaShippingOptionSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(255),
  description: z.string().max(255).optional(),
  price: z.number().int().min(0),
  tax_amount: z.number().int().min(0),
  tax_rate: z.number().int().min(0).max(10_000),
  preselected: z.boolean().optional(),
  shipping_method: z.string().optional(),
});
export type KlarnaShippingOption = z.infer<typeof klarnaShippingOptionSchema>;

export const klarnaMerchantUrlsSchema = z.object({
  terms: z.string().url(),
  checkout: z.string().url(),
  confirmation: z.string().url(),
  push: z.string().url(),
  validation: z.string().url().optional(),
  shipping_option_update: z.string().url().optional(),
});

/** The body of create and update (POST /checkout/v3/orders and /checkout/v3/orders/{order_id}). */
export const klarnaOrderRequestSchema = z.object({
  purchase_country: countryCodeSchema,
  purchase_currency: currencySchema,
  locale: z.string().min(2),
  order_amount: z.number().int().min(0),
  order_tax_amount: z.number().int().min(0),
  order_lines: z.array(klarnaOrderLineSchema).min(1),
  merchant_urls: klarnaMerchantUrlsSchema,
  merchant_reference1: z.string().max(255).optional(),
  shipping_options: z.array(klarnaShippingOptionSchema).optional(),
  options: z.object({ allowed_customer_types: z.array(z.enum(['person', 'organization'])).optional() }).optional(),
});
export type KlarnaOrderRequest = z.infer<typeof klarnaOrderRequestSchema>;

const addressSchema = z.object({
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  organization_name: z.string().optional(),
  email: z.string().optional(),
  street_address: z.string().optional(),
  street_address2: z.string().optional(),
  care_of: z.string().optional(),
  postal_code: z.string().optional(),
  city: z.string().optional(),
  phone: z.string().optional(),
  country: countryCodeSchema.optional(),
});
export type KlarnaAddress = z.infer<typeof addressSchema>;

/**
 * The customer Klarna identified. A personal number (`national_identification_number`) comes only in some
 * markets and set-ups; a private customer in Sweden usually has none in the checkout order.
 */
const customerSchema = z.object({
  type: z.enum(['person', 'organization']).optional(),
  date_of_birth: z.string().optional(),
  national_identification_number: z.string().optional(),
  organization_registration_id: z.string().optional(),
});

/** A checkout order as Klarna answers it (create, update, read; the validation callback's body). */
export const klarnaOrderSchema = klarnaOrderRequestSchema.extend({
  order_id: z.string().min(1),
  status: z.enum(['checkout_incomplete', 'checkout_complete']),
  html_snippet: z.string().optional(),
  billing_address: addressSchema.optional(),
  shipping_address: addressSchema.optional(),
  customer: customerSchema.optional(),
  selected_shipping_option: klarnaShippingOptionSchema.optional(),
  merchant_urls: klarnaMerchantUrlsSchema,
});
export type KlarnaOrder = z.infer<typeof klarnaOrderSchema>;

/**
 * The body of the shipping_option_update callback: the part of the checkout order Klarna documents for it (no
 * order id, status, merchant_urls or purchase country: the merchant URL names the order), with the option chosen.
 */
export const klarnaShippingOptionUpdateSchema = z.object({
  purchase_currency: currencySchema.optional(),
  order_amount: z.number().int().min(0).optional(),
  order_tax_amount: z.number().int().min(0).optional(),
  order_lines: z.array(klarnaOrderLineSchema).optional(),
  billing_address: addressSchema.optional(),
  shipping_address: addressSchema.optional(),
  customer: customerSchema.optional(),
  locale: z.string().optional(),
  merchant_reference1: z.string().optional(),
  selected_shipping_option: klarnaShippingOptionSchema,
});
export type KlarnaShippingOptionUpdate = z.infer<typeof klarnaShippingOptionUpdateSchema>;

/** The merchant's answer to shipping_option_update and address_update (Klarna's `shipping_service_response`). */
export const klarnaShippingServiceResponseSchema = z.object({
  purchase_currency: currencySchema,
  order_amount: z.number().int().min(0),
  order_tax_amount: z.number().int().min(0),
  order_lines: z.array(klarnaOrderLineSchema),
  shipping_options: z.array(klarnaShippingOptionSchema).optional(),
});
export type KlarnaShippingServiceResponse = z.infer<typeof klarnaShippingServiceResponseSchema>;

/**
 * The buyer Klarna returns, as our checkout form's fields: the goods go to the shipping address (the billing
 * address when the shopper gave only one); a company's name and number come from Klarna's organisation fields.
 */
export function klarnaCheckoutForm(order: Pick<KlarnaOrder, 'billing_address' | 'shipping_address' | 'customer'>): CheckoutFormInput {
  const billing = order.billing_address ?? {};
  const to = order.shipping_address ?? billing;
  const company = order.customer?.type === 'organization';
  return {
    customer_type: company ? 'company' : 'private',
    user_firstname: to.given_name ?? billing.given_name ?? '',
    user_lastname: to.family_name ?? billing.family_name ?? '',
    user_email: billing.email ?? to.email ?? '',
    user_pnr: (company ? order.customer?.organization_registration_id : order.customer?.national_identification_number) ?? '',
    user_company: to.organization_name ?? billing.organization_name ?? '',
    user_address: [to.street_address, to.street_address2].filter(Boolean).join(', '),
    user_co: to.care_of ?? '',
    user_mobile: to.phone ?? billing.phone ?? '',
    user_zipcode: to.postal_code ?? '',
    user_city: to.city ?? '',
    // The shopper accepted our terms in Klarna's checkout (merchant_urls.terms).
    order_accept_terms: '1',
  };
}

/** Klarna's error body (4xx/5xx). */
export const klarnaErrorSchema = z.object({
  error_code: z.string(),
  error_messages: z.array(z.string()),
  correlation_id: z.string().optional(),
});

/** Our provider lines as Klarna order lines. */
export function klarnaOrderLines(order: ProviderOrder): KlarnaOrderLine[] {
  return order.lines.map((l: ProviderLine) => ({
    type: l.kind,
    reference: l.reference.slice(0, 255),
    name: l.name.slice(0, 255),
    quantity: l.quantity,
    ...(l.kind === 'physical' || l.kind === 'digital' ? { quantity_unit: 'st' } : {}),
    unit_price: l.unitPriceOre,
    tax_rate: Math.round(l.vatRatePercent * 100),
    total_amount: l.totalOre,
    total_discount_amount: l.totalDiscountOre,
    total_tax_amount: l.totalVatOre,
  }));
}

/**
 * Why a Klarna order body is not consistent, as Klarna checks it: each line's total is quantity × unit price less
 * its discount and its tax is the tax of that total (±1 öre), and the order's amount and tax are the lines' sums
 * exactly. Null when it holds.
 */
export function klarnaAmountError(body: Pick<KlarnaOrderRequest, 'order_amount' | 'order_tax_amount' | 'order_lines'>): string | null {
  let amount = 0;
  let tax = 0;
  for (const [i, line] of body.order_lines.entries()) {
    if (line.total_amount !== line.quantity * line.unit_price - line.total_discount_amount) return `order_lines[${i}].total_amount`;
    const expectedTax = line.total_amount - Math.round((line.total_amount * 10_000) / (10_000 + line.tax_rate));
    if (Math.abs(line.total_tax_amount - expectedTax) > 1) return `order_lines[${i}].total_tax_amount`;
    amount += line.total_amount;
    tax += line.total_tax_amount;
  }
  if (amount !== body.order_amount) return 'order_amount';
  if (tax !== body.order_tax_amount) return 'order_tax_amount';
  return null;
}

/** Order Management's order: what was authorised, captured and refunded (minor units), and its status. */
export const klarnaManagedOrderSchema = z.object({
  order_id: z.string(),
  status: z.string(),
  order_amount: z.number().int(),
  captured_amount: z.number().int(),
  refunded_amount: z.number().int(),
});
export type KlarnaManagedOrder = z.infer<typeof klarnaManagedOrderSchema>;

/** Order Management's refund request. */
export const klarnaRefundSchema = z.object({
  refunded_amount: z.number().int().positive(),
  description: z.string().max(255).optional(),
  order_lines: z.array(z.unknown()).optional(),
});
