/**
 * Rules of the back office's delivery and payment types (issue 18, cart-and-checkout.md: the option boxes, free
 * delivery, postal-code ranges, customer types, countries, fees, order). What the form may hold, and which changes
 * would leave a shopper unable to finish a checkout.
 */
import { parsePriceInput } from './money';
import { characterLength, hasForbiddenCharacters } from './text-input';

export const CHECKOUT_COUNTRIES = ['SE', 'NO', 'DK', 'FI'] as const;
/** Postal codes per country: five digits in Sweden and Finland, four in Norway and Denmark (DESIGN.md). */
const POSTAL_DIGITS: Record<string, number> = { SE: 5, FI: 5, NO: 4, DK: 4 };
/** The most a fee or a delivery may cost: 100 000 kr. */
const MAX_FEE_ORE = 10_000_000;

/** What a delivery type and a payment type both are to the checkout: a priced, ordered choice for some customers. */
interface CheckoutOptionFields {
  name: string;
  description: string;
  for_private: boolean;
  for_company: boolean;
  active: boolean;
}

interface CheckoutOptionForm extends CheckoutOptionFields {
  price: string;
  position: string;
}

interface CheckoutOptionInput extends CheckoutOptionFields {
  price_incl_vat_ore: number;
  position: number;
}

/** Where a delivery goes and what it asks of the shopper, beyond what every checkout option has. */
interface DeliveryRuleFlags {
  is_pickup: boolean;
  requires_postal_code: boolean;
  free_delivery_applies: boolean;
}

export interface DeliveryTypeForm extends CheckoutOptionForm, DeliveryRuleFlags {
  /** Comma- or space-separated country codes. */
  countries: string;
  /** One range a line ('10000-19999'), empty for everywhere. */
  postal_code_ranges: string;
}

export interface DeliveryTypeInput extends CheckoutOptionInput, DeliveryRuleFlags {
  countries: string;
  postal_code_ranges: { from: string; to: string }[] | null;
}

export type PaymentTypeForm = CheckoutOptionForm;
export type PaymentTypeInput = CheckoutOptionInput;

type Errors<F extends string> = Partial<Record<F, true>>;

function text(value: string, max: number, required: boolean): string | null {
  const trimmed = value.trim();
  if ((required && trimmed === '') || characterLength(trimmed) > max || hasForbiddenCharacters(trimmed)) return null;
  return trimmed;
}

function fee(value: string): number | null {
  if (value.trim() === '') return 0;
  const ore = parsePriceInput(value);
  return ore !== null && ore <= MAX_FEE_ORE ? ore : null;
}

function position(value: string): number | null {
  if (value.trim() === '') return 0;
  const n = Number(value.trim());
  return Number.isInteger(n) && n >= 0 && n <= 100_000 ? n : null;
}

/** Ranges as typed, one a line ('10000-19999' or '100 00 - 199 99'), each of one country's length with from <= to. */
export function parsePostalCodeRanges(typed: string, countries: readonly string[]): { from: string; to: string }[] | null | 'invalid' {
  const lines = typed.split(/\r?\n|,/).map((line) => line.replace(/\s/g, '')).filter((line) => line !== '');
  if (lines.length === 0) return null;
  if (lines.length > 200) return 'invalid';
  const lengths = new Set(countries.map((c) => POSTAL_DIGITS[c]));
  const ranges: { from: string; to: string }[] = [];
  for (const line of lines) {
    const match = /^(\d{4,5})[-–](\d{4,5})$/.exec(line) ?? /^(\d{4,5})$/.exec(line);
    if (!match) return 'invalid';
    const from = match[1]!;
    const to = match[2] ?? from;
    if (from.length !== to.length || !lengths.has(from.length) || Number(from) > Number(to)) return 'invalid';
    ranges.push({ from, to });
  }
  return ranges;
}

export type DeliveryTypeField = 'name' | 'description' | 'price' | 'countries' | 'postal_code_ranges' | 'position' | 'customers';

export function validateDeliveryType(form: DeliveryTypeForm): { ok: true; type: DeliveryTypeInput } | { ok: false; errors: Errors<DeliveryTypeField> } {
  const errors: Errors<DeliveryTypeField> = {};
  const common = validateOptionFields(form, errors);
  const countries = [...new Set(form.countries.toUpperCase().split(/[\s,]+/).filter((c) => c !== ''))];
  if (countries.length === 0 || countries.some((c) => !(CHECKOUT_COUNTRIES as readonly string[]).includes(c))) errors.countries = true;
  const ranges = errors.countries ? null : parsePostalCodeRanges(form.postal_code_ranges, countries);
  if (ranges === 'invalid') errors.postal_code_ranges = true;
  if (common === null || ranges === 'invalid' || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    type: {
      ...common, countries: countries.join(','), postal_code_ranges: ranges,
      is_pickup: form.is_pickup, requires_postal_code: form.requires_postal_code, free_delivery_applies: form.free_delivery_applies,
    },
  };
}

export type PaymentTypeField = 'name' | 'description' | 'price' | 'position' | 'customers';

export function validatePaymentType(form: PaymentTypeForm): { ok: true; type: PaymentTypeInput } | { ok: false; errors: Errors<PaymentTypeField> } {
  const errors: Errors<PaymentTypeField> = {};
  const type = validateOptionFields(form, errors);
  return type === null ? { ok: false, errors } : { ok: true, type };
}

/** The fields a delivery type shares with a payment type, checked alike; null when any is wrong (marked in errors). */
function validateOptionFields(form: PaymentTypeForm, errors: Errors<PaymentTypeField>): PaymentTypeInput | null {
  const name = text(form.name, 100, true);
  if (name === null) errors.name = true;
  const description = text(form.description, 500, false);
  if (description === null) errors.description = true;
  const price = fee(form.price);
  if (price === null) errors.price = true;
  const pos = position(form.position);
  if (pos === null) errors.position = true;
  if (!form.for_private && !form.for_company) errors.customers = true;
  if (name === null || description === null || price === null || pos === null || errors.customers) return null;
  return { name, description, price_incl_vat_ore: price, position: pos, for_private: form.for_private, for_company: form.for_company, active: form.active };
}

export interface PaymentTypeRule {
  id: number;
  active: boolean;
  forPrivate: boolean;
  forCompany: boolean;
  handler: string;
}

/**
 * Whether the payment types, with one changed, still let both private customers and companies pay: a checkout with
 * no payment type to choose cannot place an order. Free orders (nothing to pay) do not count: they cover only an
 * order the gift cards pay in full.
 */
export function paymentTypesStillUsable(types: readonly PaymentTypeRule[]): { ok: true } | { ok: false; missing: 'private' | 'company' | 'free_order' } {
  // An order that gift cards pay in full is placed through the free-order type alone.
  if (types.some((t) => t.handler === 'free_order') && !types.some((t) => t.handler === 'free_order' && t.active)) return { ok: false, missing: 'free_order' };
  const usable = types.filter((t) => t.active && t.handler !== 'free_order');
  if (!usable.some((t) => t.forPrivate)) return { ok: false, missing: 'private' };
  if (!usable.some((t) => t.forCompany)) return { ok: false, missing: 'company' };
  return { ok: true };
}

export interface DeliveryTypeRule {
  id: number;
  active: boolean;
  forPrivate: boolean;
  forCompany: boolean;
  isDigital: boolean;
  countries: readonly string[];
}

/**
 * Whether the delivery types, with one changed, still deliver physical goods in Sweden to private customers and to
 * companies: otherwise no order of a physical product could be placed there.
 */
export function deliveryTypesStillUsable(types: readonly DeliveryTypeRule[]): { ok: true } | { ok: false; missing: 'private' | 'company' } {
  const usable = types.filter((t) => t.active && !t.isDigital && t.countries.includes('SE'));
  if (!usable.some((t) => t.forPrivate)) return { ok: false, missing: 'private' };
  if (!usable.some((t) => t.forCompany)) return { ok: false, missing: 'company' };
  return { ok: true };
}

/** An amount as a price field shows it for editing: whole kronor, or kronor and öre with a decimal comma ('49,50'). */
export function kronorForInput(ore: number): string {
  return ore % 100 === 0 ? String(ore / 100) : (ore / 100).toFixed(2).replace('.', ',');
}
