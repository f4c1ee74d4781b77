import { isSaneEmail } from './checkout-form';
import { characterLength, hasForbiddenCharacters } from './text-input';

/**
 * The offer request form (offer mode, issue 16): who asks and how to reach them. The cart's lines are the request's
 * content; the form only says who sends it.
 */
export const OFFER_FIELDS = ['name', 'company_name', 'email', 'phone', 'message'] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];
export type OfferFieldError = 'required' | 'invalid' | 'too_long';

export interface OfferContact {
  name: string;
  companyName: string;
  email: string;
  phone: string;
  message: string;
}

const LIMITS: Record<OfferField, number> = { name: 100, company_name: 100, email: 254, phone: 30, message: 2000 };

export const OFFER_MESSAGE_MAX_LENGTH = LIMITS.message;

export type OfferFormResult = { ok: true; contact: OfferContact } | { ok: false; errors: Partial<Record<OfferField, OfferFieldError>> };

/** Name and e-mail are required; a phone number, when given, holds 6-15 digits (separators and a leading + allowed). */
export function validateOfferForm(input: Partial<Record<OfferField, unknown>>): OfferFormResult {
  const errors: Partial<Record<OfferField, OfferFieldError>> = {};
  const values = {} as Record<OfferField, string>;
  for (const field of OFFER_FIELDS) {
    const raw = input[field];
    const text = typeof raw === 'string' ? raw.trim() : '';
    values[field] = text;
    if (raw !== undefined && typeof raw !== 'string') errors[field] = 'invalid';
    else if (characterLength(text) > LIMITS[field]) errors[field] = 'too_long';
    else if (hasForbiddenCharacters(text, { multiline: field === 'message' })) errors[field] = 'invalid';
  }
  if (!errors.name && values.name === '') errors.name = 'required';
  if (!errors.email && values.email === '') errors.email = 'required';
  else if (!errors.email && !isSaneEmail(values.email)) errors.email = 'invalid';
  if (!errors.phone && values.phone !== '' && !/^\+?[\d\s\-()]+$/.test(values.phone)) errors.phone = 'invalid';
  else if (!errors.phone && values.phone !== '') {
    const digits = values.phone.replace(/\D/g, '').length;
    if (digits < 6 || digits > 15) errors.phone = 'invalid';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, contact: { name: values.name, companyName: values.company_name, email: values.email, phone: values.phone, message: values.message } };
}

/** The number a shopper is given: 'OF' and the id, six digits at least ('OF000012'). */
export function offerNumber(id: number): string {
  return `OF${String(id).padStart(6, '0')}`;
}
