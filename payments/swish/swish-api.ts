import { z } from 'zod';

/**
 * Swish Commerce API (developer.swish.nu, "Swish Commerce API": payment requests v2 create, v1 retrieve and
 * cancel, callbacks): the fields the adapter uses and the simulator checks. Amounts cross the boundary as SEK
 * decimal strings with at most two decimals ('578.00'); Swish answers them as JSON numbers.
 */

/** The instruction UUID the merchant names a payment request with: 32 upper-case hex digits. */
export const INSTRUCTION_ID = /^[0-9A-F]{32}$/;

export const swishCreateSchema = z.object({
  payeePaymentReference: z.string().max(35).optional(),
  callbackUrl: z.string().url(),
  /** E-commerce only: the payer's Swish number (46701234567); m-commerce leaves it out. */
  payerAlias: z.string().regex(/^\d{8,15}$/).optional(),
  payeeAlias: z.string().regex(/^\d{10}$/),
  amount: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/),
  currency: z.literal('SEK'),
  message: z.string().max(50).optional(),
  /** Sent back in the `callbackIdentifier` header of every callback: the proof a callback is Swish's. */
  callbackIdentifier: z.string().regex(/^[0-9A-Za-z]{32,36}$/).optional(),
});
export type SwishCreate = z.infer<typeof swishCreateSchema>;

export const swishStatusSchema = z.enum(['CREATED', 'PAID', 'DECLINED', 'ERROR', 'CANCELLED']);
export type SwishStatus = z.infer<typeof swishStatusSchema>;

/** A payment request as retrieve and the callback give it. */
export const swishPaymentRequestSchema = z.object({
  id: z.string().regex(INSTRUCTION_ID),
  payeePaymentReference: z.string().nullable().optional(),
  paymentReference: z.string().nullable().optional(),
  callbackUrl: z.string(),
  payerAlias: z.string().nullable().optional(),
  payeeAlias: z.string(),
  amount: z.number(),
  currency: z.literal('SEK'),
  message: z.string().nullable().optional(),
  status: swishStatusSchema,
  dateCreated: z.string(),
  datePaid: z.string().nullable().optional(),
  errorCode: z.string().nullable().optional(),
  errorMessage: z.string().nullable().optional(),
});
export type SwishPaymentRequest = z.infer<typeof swishPaymentRequestSchema>;

/** Swish's error answer (422 and others): a list of codes and messages. */
export const swishErrorsSchema = z.array(z.object({ errorCode: z.string(), errorMessage: z.string().nullable().optional() }));

/** Öre as the SEK decimal string Swish takes ('1234.50'). */
export function oreToSekString(ore: number): string {
  if (!Number.isSafeInteger(ore) || ore < 0) throw new RangeError(`Not an amount in öre: ${ore}`);
  return `${Math.floor(ore / 100)}.${String(ore % 100).padStart(2, '0')}`;
}

/** A SEK amount as Swish sends it back (a JSON number or decimal string) in öre. */
export function sekToOre(amount: number | string): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** A Swedish mobile number (E.164, +46701234567) as a Swish payer alias (46701234567); null when it is none. */
export function payerAliasOf(mobile: string): string | null {
  const digits = mobile.replace(/^\+/, '');
  return /^467\d{8}$/.test(digits) ? digits : null;
}

/**
 * Swish Refunds API (v2 create, v1 retrieve): a refund of a paid payment request, named by the merchant's own
 * instruction UUID, paid from the merchant's number (`payerAlias`) back to the original payer.
 */
export const swishRefundCreateSchema = z.object({
  originalPaymentReference: z.string().min(1).max(35),
  callbackUrl: z.string().url(),
  /** The merchant's Swish number: the refund is paid from it. */
  payerAlias: z.string().regex(/^\d{10}$/),
  amount: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/),
  currency: z.literal('SEK'),
  message: z.string().max(50).optional(),
  callbackIdentifier: z.string().regex(/^[0-9A-Za-z]{32,36}$/).optional(),
});
export type SwishRefundCreate = z.infer<typeof swishRefundCreateSchema>;

/** A refund's status: CREATED, DEBITED (taken from the merchant), PAID (at the payer), or ERROR. */
export const swishRefundSchema = z.object({
  id: z.string().regex(INSTRUCTION_ID),
  originalPaymentReference: z.string(),
  paymentReference: z.string().nullable().optional(),
  payerAlias: z.string(),
  amount: z.number(),
  currency: z.literal('SEK'),
  status: z.enum(['CREATED', 'DEBITED', 'PAID', 'ERROR']),
  dateCreated: z.string(),
  datePaid: z.string().nullable().optional(),
  errorCode: z.string().nullable().optional(),
  errorMessage: z.string().nullable().optional(),
});
export type SwishRefund = z.infer<typeof swishRefundSchema>;
