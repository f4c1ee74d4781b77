import crypto from 'node:crypto';
import { z } from 'zod';
import type { CheckoutFormInput } from '../../domain/checkout-form';
import type { ProviderOrder } from '../../domain/provider-order-lines';

/**
 * Svea Checkout (Svea's "Checkout API", checkoutapi.svea.com, /api/orders), as the adapter uses it for part
 * payment: an order with cart rows is created, its `Gui.Snippet` (an iframe) is shown, the consumer chooses a part
 * payment campaign inside it and completes; Svea then calls `PushUri` and the merchant reads the order back
 * (Status 'Final'). Amounts are minor units (öre) incl. VAT; `Quantity`, `VatPercent` and `DiscountPercent` are
 * × 100 (1 pc = 100, 25 % = 2500). Requests are signed: `Authorization: Svea base64(merchantId:sha512(body + secret
 * + timestamp))` with the `Timestamp` header (UTC, 'yyyy-MM-dd HH:mm:ss').
 */

export const sveaRowSchema = z.object({
  ArticleNumber: z.string().max(256),
  Name: z.string().min(1).max(40),
  Quantity: z.number().int().min(1),
  UnitPrice: z.number().int(),
  DiscountAmount: z.number().int().min(0),
  VatPercent: z.number().int().min(0).max(10_000),
  Unit: z.string().max(4).optional(),
  RowType: z.enum(['Row', 'ShippingFee', 'InvoiceFee']).optional(),
});
export type SveaRow = z.infer<typeof sveaRowSchema>;

export const sveaMerchantSettingsSchema = z.object({
  TermsUri: z.string().url(),
  CheckoutUri: z.string().url(),
  ConfirmationUri: z.string().url(),
  PushUri: z.string().url(),
});

/** POST /api/orders. */
export const sveaCreateOrderSchema = z.object({
  CountryCode: z.literal('SE'),
  Currency: z.literal('SEK'),
  Locale: z.literal('sv-SE'),
  ClientOrderNumber: z.string().min(1).max(32),
  Cart: z.object({ Items: z.array(sveaRowSchema).min(1).max(1000) }),
  MerchantSettings: sveaMerchantSettingsSchema,
  /** What the checkout may offer: part payment only (Svea's PAYMENTPLAN), so the consumer picks a campaign. */
  PartnerKey: z.string().optional(),
});
export type SveaCreateOrder = z.infer<typeof sveaCreateOrderSchema>;

export const sveaStatusSchema = z.enum(['Created', 'Final', 'Cancelled']);

/** Svea answers ISO 3166-1 alpha-2 codes without promising their case: taken in either, given in upper case. */
const sveaCountrySchema = z.string().length(2).transform((code) => code.toUpperCase());
/** Every field Svea may leave out or send as null (its data types mark none of them required). */
const maybe = <T extends z.ZodTypeAny>(schema: T) => schema.nullable().optional();

/** Svea's Address (checkout data types): FullName alone for some consumers, the company name for a company. */
export const sveaAddressSchema = z.object({
  FullName: maybe(z.string()), FirstName: maybe(z.string()), LastName: maybe(z.string()), StreetAddress: maybe(z.string()),
  StreetAddress2: maybe(z.string()), CoAddress: maybe(z.string()), PostalCode: maybe(z.string()), City: maybe(z.string()), CountryCode: maybe(sveaCountrySchema),
});
export type SveaAddress = z.infer<typeof sveaAddressSchema>;

/**
 * An order as Svea answers it (create, GET /api/orders/{orderId}; the "Get Order" response model and data types of
 * docs.payments.svea.com/docs/checkout). The identified customer and both addresses are optional.
 */
export const sveaOrderSchema = z.object({
  OrderId: z.number().int().positive(),
  ClientOrderNumber: z.string(),
  Status: sveaStatusSchema,
  Cart: z.object({ Items: z.array(sveaRowSchema) }),
  Gui: z.object({ Snippet: z.string(), Layout: z.string().optional() }).optional(),
  MerchantSettings: sveaMerchantSettingsSchema,
  CountryCode: maybe(sveaCountrySchema),
  /** Once completed: 'PAYMENTPLAN' for part payment, and the campaign chosen. */
  PaymentType: maybe(z.string()),
  CampaignCode: maybe(z.number().int()),
  EmailAddress: maybe(z.string()),
  PhoneNumber: maybe(z.string()),
  Customer: maybe(z.object({ NationalId: maybe(z.string()), IsCompany: maybe(z.boolean()), CountryCode: maybe(sveaCountrySchema) })),
  ShippingAddress: maybe(sveaAddressSchema),
  BillingAddress: maybe(sveaAddressSchema),
});
export type SveaOrder = z.infer<typeof sveaOrderSchema>;

/**
 * A completed Svea order as our checkout form's input: the goods go to the shipping address (the billing address
 * when Svea gives none), a name Svea gives only as FullName is split at its last space, and the national id only
 * when Svea gives one.
 */
export function sveaCheckoutForm(order: Pick<SveaOrder, 'ShippingAddress' | 'BillingAddress' | 'EmailAddress' | 'PhoneNumber' | 'Customer'>): CheckoutFormInput {
  const to = order.ShippingAddress ?? order.BillingAddress ?? {};
  const full = (to.FullName ?? '').trim();
  const space = full.lastIndexOf(' ');
  return {
    customer_type: 'private',
    user_firstname: to.FirstName || (space > 0 ? full.slice(0, space) : full),
    user_lastname: to.LastName || (space > 0 ? full.slice(space + 1) : ''),
    user_email: order.EmailAddress ?? '',
    user_pnr: order.Customer?.NationalId ?? '',
    user_address: [to.StreetAddress, to.StreetAddress2].filter(Boolean).join(', '),
    user_co: to.CoAddress ?? '',
    user_mobile: order.PhoneNumber ?? '',
    user_zipcode: to.PostalCode ?? '',
    user_city: to.City ?? '',
    // The consumer accepted our terms in Svea's checkout (TermsUri).
    order_accept_terms: '1',
  };
}

/** Where a completed Svea order's goods go: the address's country, else the customer's, else the order's. */
export function sveaDeliveryCountry(order: Pick<SveaOrder, 'ShippingAddress' | 'BillingAddress' | 'Customer' | 'CountryCode'>): string | null {
  return (order.ShippingAddress ?? order.BillingAddress)?.CountryCode ?? order.Customer?.CountryCode ?? order.CountryCode ?? null;
}

/** Svea's error body. */
export const sveaErrorSchema = z.object({ Code: z.string().optional(), Message: z.string().optional(), Errors: z.array(z.unknown()).optional() });

/** Svea's Timestamp header value for an instant. */
export function sveaTimestamp(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** The Authorization header of a request: merchant id and the SHA-512 of body + secret + timestamp. */
export function sveaAuthorization(merchantId: string, secret: string, body: string, timestamp: string): string {
  const digest = crypto.createHash('sha512').update(body + secret + timestamp, 'utf8').digest('hex');
  return `Svea ${Buffer.from(`${merchantId}:${digest}`).toString('base64')}`;
}

/**
 * Our provider lines as Svea's cart rows, to the öre: unit price incl. VAT, the line's discount as an amount, VAT
 * × 100; delivery and the payment fee as their row types, a gift card as a row without VAT that takes its amount off.
 */
export function sveaRows(order: ProviderOrder): SveaRow[] {
  return order.lines.map((l) => ({
    ArticleNumber: l.reference.slice(0, 256),
    // Svea takes 40 characters of a row's name.
    Name: l.name.length > 40 ? `${l.name.slice(0, 39)}…` : l.name,
    Quantity: l.quantity * 100,
    UnitPrice: l.unitPriceOre,
    DiscountAmount: l.totalDiscountOre,
    VatPercent: Math.round(l.vatRatePercent * 100),
    Unit: 'st',
    RowType: l.kind === 'shipping_fee' ? 'ShippingFee' : l.kind === 'surcharge' ? 'InvoiceFee' : 'Row',
  }));
}

/** What Svea's rows add up to (what the consumer pays), in öre. */
export function sveaTotalOre(rows: readonly SveaRow[]): number {
  return rows.reduce((sum, r) => sum + (r.Quantity * r.UnitPrice) / 100 - r.DiscountAmount, 0);
}

/** Payment Admin's order (the fields refunds read): its status, and whether Svea still lets it be cancelled. */
export const sveaAdminOrderSchema = z.object({
  Id: z.number().int(),
  OrderStatus: z.string(),
  IsPossibleToCancel: z.boolean(),
  OrderAmount: z.number().int(),
});
export type SveaAdminOrder = z.infer<typeof sveaAdminOrderSchema>;
