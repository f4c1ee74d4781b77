import { parseCompanyNumber, parsePersonalNumber } from './identity-number';
import { parsePostalCode, type CountryCode } from './postal-code';
import { hasForbiddenCharacters } from './text-input';

export type CustomerType = 'private' | 'company';
export type FieldError = 'required' | 'invalid' | 'too_long';

/** Raw form values (strings, maybe arrays or missing). */
export interface CheckoutFormInput {
  [field: string]: unknown;
}

export interface CheckoutCustomer {
  customerType: CustomerType;
  firstName: string;
  lastName: string;
  email: string;
  /** Normalised (12 digits for a person, 10 for an organisation); null outside Sweden, where none is asked for. */
  identityNumber: string | null;
  address: string;
  /** '' when not given. */
  co: string;
  /** E.164, e.g. +46701234567 */
  mobile: string;
  /** digits */
  postalCode: string;
  city: string;
  /** Null for private customers. */
  company: string | null;
  acceptedTerms: true;
}

export type FormResult = { ok: true; customer: CheckoutCustomer } | { ok: false; errors: Partial<Record<string, FieldError>> };

/** The spec's field names (cart-and-checkout.md section 3), so the form posts them unchanged. */
export const CHECKOUT_FORM_FIELDS = [
  'customer_type',
  'user_firstname',
  'user_lastname',
  'user_email',
  'user_pnr',
  'user_address',
  'user_co',
  'user_mobile',
  'user_zipcode',
  'user_city',
  'user_company',
  'order_accept_terms',
] as const;
export type CheckoutFormField = (typeof CHECKOUT_FORM_FIELDS)[number];

const DEFAULT_MAX_LENGTH = 100;
/** Street addresses get more room: long Swedish street names plus stairwell and flat numbers add up. */
const ADDRESS_MAX_LENGTH = 200;
/** The longest address SMTP can carry (RFC 5321 path limit less the angle brackets). */
const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

type TextValue = { kind: 'value'; text: string } | { kind: 'empty' } | { kind: 'not_text' };

/** Trimmed text, or why there is none. An array (a repeated field) or an object is not a value we can use. */
function readText(input: CheckoutFormInput, field: CheckoutFormField): TextValue {
  const raw = input[field];
  if (raw === undefined || raw === null) return { kind: 'empty' };
  if (typeof raw !== 'string') return { kind: 'not_text' };
  const text = raw.trim();
  return text === '' ? { kind: 'empty' } : { kind: 'value', text };
}

/**
 * Line breaks and other control characters have no place in a one-line field: they would break address labels,
 * e-mail headers and the payment provider's payload. NUL and lone surrogates cannot be stored at all (PostgreSQL
 * refuses them): the boundary's rule for one-line text (domain/text-input.ts) refuses them here too.
 */
function hasControlCharacter(text: string): boolean {
  return hasForbiddenCharacters(text);
}

/**
 * Dot-atom local part (no leading, trailing or doubled dot: mail servers refuse those although the HTML
 * email input lets them through) and a domain with at least one dot and a top-level label of letters, since
 * an order confirmation must reach the shopper. Domain labels may hold letters such as å, ä, ö ('räksmörgås.se').
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

export function isSaneEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  return at > 0 && at <= EMAIL_LOCAL_MAX_LENGTH && EMAIL.test(email);
}

/** Separators people type inside phone numbers: spaces and dashes (typographic ones included). */
const PHONE_SEPARATORS = /[\s\-\u2010-\u2014\u2212]/g;

/**
 * Swedish mobile series in the national numbering plan (PTS): 070, 072, 073, 076 and 079. 071 is for machines
 * (telematics) and 074, 075, 077, 078 are not mobile subscriptions, so an SMS or the carrier's call would not
 * reach the shopper there.
 */
const SWEDISH_MOBILE = /^(?:0|\+46|0046)0?(7[02369]\d{7})$/;

function swedishMobileE164(input: string): string | null {
  // The optional 0 after +46/0046 forgives '+46 070-...', a common way of writing the trunk prefix twice.
  const match = SWEDISH_MOBILE.exec(input.replace(PHONE_SEPARATORS, ''));
  return match ? `+46${match[1]}` : null;
}

/** Country calling codes, for numbers written the national way in the country being shipped to. */
const CALLING_CODE: Record<CountryCode, string> = { SE: '46', NO: '47', DK: '45', FI: '358' };

/**
 * Outside Sweden any number in international form (+ or 00) with 6-15 digits, E.164's limits. A number
 * written nationally gets the delivery country's calling code, without its trunk 0 (Finland's '040 ...'),
 * because that is how a shopper in Oslo or Helsinki writes their own number.
 */
function internationalMobileE164(input: string, country: CountryCode): string | null {
  const compacted = input.replace(PHONE_SEPARATORS, '');
  const international = /^(?:\+|00)(\d+)$/.exec(compacted);
  const national = /^\d+$/.test(compacted) ? `${CALLING_CODE[country]}${compacted.replace(/^0/, '')}` : null;
  const digits = international ? international[1] : national;
  if (digits === undefined || digits === null) return null;
  // A calling code never starts with 0; 6-15 digits in all, E.164's maximum and a floor below any real number.
  return /^[1-9]\d{5,14}$/.test(digits) ? `+${digits}` : null;
}

/** How one text field is checked. */
interface TextRule {
  field: CheckoutFormField;
  required: boolean;
  maxLength: number;
  /** Returns the value to keep, or null when invalid. */
  parse?: (text: string) => string | null;
}

/**
 * Fields: user_firstname, user_lastname, user_email, user_pnr, user_address, user_co (optional), user_mobile,
 * user_zipcode, user_city, user_company (companies only), customer_type ('private' | 'company'),
 * order_accept_terms (must be '1'). Text fields are trimmed; at most 100 characters (address 200, e-mail 254).
 * Mobile: a Swedish mobile number when shipping to Sweden, else an international one. Every field is validated
 * and every error reported at once, so the shopper fixes the form in one go. `identityNumber: 'optional'` takes
 * an order without an identity number (one given is still checked).
 */
export function validateCheckoutForm(input: CheckoutFormInput, country: CountryCode, nowIso: string, options: { identityNumber: 'required' | 'optional' } = { identityNumber: 'required' }): FormResult {
  const errors: Partial<Record<CheckoutFormField, FieldError>> = {};
  const values: Partial<Record<CheckoutFormField, string>> = {};

  const customerType = readCustomerType(input, errors);
  const inSweden = country === 'SE';

  const rules = checkoutTextRules(customerType, country, nowIso, options.identityNumber);
  for (const rule of rules) {
    const result = validateText(readText(input, rule.field), rule);
    if (result.ok) {
      if (result.value !== null) values[rule.field] = result.value;
    } else {
      errors[rule.field] = result.error;
    }
  }

  const termsError = readTerms(input.order_accept_terms);
  if (termsError) errors.order_accept_terms = termsError;

  if (customerType === null || Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    customer: {
      customerType,
      firstName: values.user_firstname ?? '',
      lastName: values.user_lastname ?? '',
      email: values.user_email ?? '',
      identityNumber: inSweden ? (values.user_pnr ?? null) : null,
      address: values.user_address ?? '',
      co: values.user_co ?? '',
      mobile: values.user_mobile ?? '',
      postalCode: values.user_zipcode ?? '',
      city: values.user_city ?? '',
      company: customerType === 'company' ? (values.user_company ?? null) : null,
      acceptedTerms: true,
    },
  };
}

/** The text fields the form checks, and how: which depend on the country and the customer type. */
function checkoutTextRules(customerType: CustomerType | null, country: CountryCode, nowIso: string, identityNumber: 'required' | 'optional'): TextRule[] {
  const inSweden = country === 'SE';
  const rules: TextRule[] = [
    { field: 'user_firstname', required: true, maxLength: DEFAULT_MAX_LENGTH },
    { field: 'user_lastname', required: true, maxLength: DEFAULT_MAX_LENGTH },
    { field: 'user_email', required: true, maxLength: EMAIL_MAX_LENGTH, parse: (t) => (isSaneEmail(t) ? t : null) },
    { field: 'user_address', required: true, maxLength: ADDRESS_MAX_LENGTH },
    { field: 'user_co', required: false, maxLength: DEFAULT_MAX_LENGTH },
    {
      field: 'user_mobile',
      required: true,
      maxLength: DEFAULT_MAX_LENGTH,
      parse: (t) => (inSweden ? swedishMobileE164(t) : internationalMobileE164(t, country)),
    },
    { field: 'user_zipcode', required: true, maxLength: DEFAULT_MAX_LENGTH, parse: (t) => parsePostalCode(t, country) },
    { field: 'user_city', required: true, maxLength: DEFAULT_MAX_LENGTH },
  ];

  // The company name belongs to companies only; a private shopper's leftover value is ignored, not judged.
  // While the customer type itself is wrong, the name is checked if given but not demanded.
  if (customerType !== 'private') {
    rules.push({ field: 'user_company', required: customerType === 'company', maxLength: DEFAULT_MAX_LENGTH });
  }

  // Only Sweden asks for a Swedish identity number (DESIGN.md); abroad the field is not shown and its value ignored.
  // The shop's own form requires it for both customer types: a personnummer for private persons, an
  // organisationsnummer or the owner's personnummer for companies (and either of those while the customer type is
  // still wrong). A provider that identified the buyer itself (Klarna) may give none: then it is optional.
  if (inSweden) {
    rules.push({
      field: 'user_pnr',
      required: identityNumber === 'required',
      maxLength: DEFAULT_MAX_LENGTH,
      parse: (t) => {
        const parsed = customerType === 'private' ? parsePersonalNumber(t, nowIso) : parseCompanyNumber(t, nowIso);
        return parsed ? parsed.normalised : null;
      },
    });
  }
  return rules;
}

function readCustomerType(input: CheckoutFormInput, errors: Partial<Record<CheckoutFormField, FieldError>>): CustomerType | null {
  const value = readText(input, 'customer_type');
  if (value.kind === 'empty') {
    errors.customer_type = 'required';
    return null;
  }
  // Only the spec's two values; Swedish labels ('privatperson', 'foretag') are display text, not form values.
  if (value.kind === 'value' && (value.text === 'private' || value.text === 'company')) return value.text;
  errors.customer_type = 'invalid';
  return null;
}

/**
 * The box posts '1' when ticked and nothing when not ('0' or '' from a script means the same: not accepted).
 * Any other value is not our form's and is refused as such.
 */
function readTerms(value: unknown): FieldError | null {
  if (value === '1') return null;
  if (value === undefined || value === null || value === '' || value === '0') return 'required';
  return 'invalid';
}

type TextResult = { ok: true; value: string | null } | { ok: false; error: FieldError };

/** Required, then length, then form: the shopper learns first what is missing, then what is wrong. */
function validateText(value: TextValue, rule: TextRule): TextResult {
  if (value.kind === 'not_text') return { ok: false, error: 'invalid' };
  if (value.kind === 'empty') return rule.required ? { ok: false, error: 'required' } : { ok: true, value: null };
  // Counted in characters (code points), as the database's varchar limits count them, not UTF-16 units.
  if ([...value.text].length > rule.maxLength) return { ok: false, error: 'too_long' };
  if (hasControlCharacter(value.text)) return { ok: false, error: 'invalid' };
  if (!rule.parse) return { ok: true, value: value.text };
  const parsed = rule.parse(value.text);
  return parsed === null ? { ok: false, error: 'invalid' } : { ok: true, value: parsed };
}
