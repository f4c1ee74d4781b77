import { z } from 'zod';
import type { ProviderLine, ProviderOrder } from '../../domain/provider-order-lines';

/**
 * Klarna Checkout v3 (docs.klarna.com, "Klarna Checkout API v3" and "Order Management API v1"): the request and
 * response fields the adapter uses, and what the simulator checks. Amounts are minor units (öre), `tax_rate` is
 * percent × 100 (25 % = 2500).
 */

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
  purchase_country: z.string().length(2),
  purchase_currency: z.string().length(3),
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
  postal_code: z.string().optional(),
  city: z.string().optional(),
  phone: z.string().optional(),
  country: z.string().optional(),
});

/** A checkout order as Klarna answers it (create, update, read; the validation callback's body). */
export const klarnaOrderSchema = klarnaOrderRequestSchema.extend({
  order_id: z.string().min(1),
  status: z.enum(['checkout_incomplete', 'checkout_complete']),
  html_snippet: z.string().optional(),
  billing_address: addressSchema.optional(),
  shipping_address: addressSchema.optional(),
  customer: z.object({
    type: z.enum(['person', 'organization']).optional(),
    national_identification_number: z.string().optional(),
    organization_registration_id: z.string().optional(),
  }).optional(),
  selected_shipping_option: klarnaShippingOptionSchema.optional(),
  merchant_urls: klarnaMerchantUrlsSchema,
});
export type KlarnaOrder = z.infer<typeof klarnaOrderSchema>;

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
