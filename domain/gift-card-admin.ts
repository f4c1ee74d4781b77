/**
 * Rules of the back office's gift cards (issue 18): a new card from the form, the code the shop makes for one, and
 * the state a card is in. A gift card is a means of payment (DESIGN.md): its balance only moves through
 * gift_card_transactions (an order's draw, a cancellation's return); issuing sets it once, deactivating stops it.
 */
import { parsePriceInput } from './money';
import { nextDay, swedishDayStart, validDay } from './back-office';
import { typedSearchText } from './text-input';

/** Upper-case letters and digits without the ones read aloud wrong (0/O, 1/I/L): a code is typed from a card. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 16 symbols of 31: about 79 bits, out of reach of guessing through the rate-limited discount box. */
export const GENERATED_CODE_LENGTH = 16;

/**
 * A code from random bytes (the caller draws them: the domain has no I/O), shown in groups of four. Bytes that
 * would favour some symbols (248 and above: 256 is not a multiple of 31) are skipped, so every symbol is as likely.
 */
export function giftCardCodeFrom(bytes: Uint8Array): string | null {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = '';
  for (const byte of bytes) {
    if (byte >= limit) continue;
    code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    if (code.length === GENERATED_CODE_LENGTH) return code.replace(/(.{4})(?=.)/g, '$1-');
  }
  return null;
}

/** The most one card may hold: 100 000 kr. */
export const MAX_GIFT_CARD_ORE = 10_000_000;

export interface GiftCardForm {
  amount: string;
  valid_until: string;
  /** Empty: the shop makes one. */
  code: string;
}

export interface NewGiftCard {
  /** Null: generate one. */
  code: string | null;
  amountOre: number;
  /** The start of the day after the last valid Swedish day (ISO, UTC), as discount codes store it. */
  validUntil: string | null;
}

export type GiftCardField = keyof GiftCardForm;

/**
 * A new card from the form, or the fields that are wrong. A given code is stored as the checkout looks codes up
 * (`normalise`: no spaces, upper case); a last day before `today` (YYYY-MM-DD, Swedish) is refused.
 */
export function validateGiftCard(
  form: GiftCardForm,
  today: string,
  normalise: (typed: string) => string,
): { ok: true; card: NewGiftCard } | { ok: false; errors: Partial<Record<GiftCardField, true>> } {
  const errors: Partial<Record<GiftCardField, true>> = {};
  const amount = parsePriceInput(form.amount);
  if (amount === null || amount <= 0 || amount > MAX_GIFT_CARD_ORE || amount % 100 !== 0) errors.amount = true;
  const typedCode = form.code.trim();
  const code = typedCode === '' ? null : normalise(typedCode);
  // At least 8 symbols: a hand-made code is still typed into the same box as discount codes and must not be guessable.
  if (code !== null && !/^[A-ZÅÄÖ0-9-]{8,40}$/u.test(code)) errors.code = true;
  const validUntil = giftCardValidUntil(form.valid_until, today);
  if (validUntil === undefined) errors.valid_until = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { code, amountOre: amount!, validUntil: validUntil ?? null } };
}

/**
 * A card's last valid day as typed (YYYY-MM-DD, Swedish) stored as the start of the day after it; null for none
 * (valid until spent), undefined for a day that is not one or is before `today`. Issuing and changing a card share it.
 */
export function giftCardValidUntil(typed: string, today: string): string | null | undefined {
  const text = typed.trim();
  if (text === '') return null;
  const until = validDay(text);
  return until === null || until < today ? undefined : swedishDayStart(nextDay(until));
}

export type GiftCardState = 'active' | 'inactive' | 'expired' | 'used' | 'ended';

/** What the list says of a card: ended for good, turned off (paused), then run out of time, then spent. */
export function giftCardState(card: { active: boolean; valid_until: string | null; balance_ore: number; ended_at?: string | null }, nowIso: string): GiftCardState {
  if (card.ended_at) return 'ended';
  if (!card.active) return 'inactive';
  if (card.valid_until !== null && nowIso >= card.valid_until) return 'expired';
  if (card.balance_ore <= 0) return 'used';
  return 'active';
}

export const GIFT_CARD_PAGE_SIZE = 25;

export interface GiftCardQuery {
  /** Part of a code, as typed (spaces dropped, upper case). */
  search: string;
  state: GiftCardState | null;
  page: number;
}

const STATES: readonly GiftCardState[] = ['active', 'inactive', 'expired', 'used'];

/** The list's query from its address (`q`, `status`, `sida`): anything unknown or malformed is left out. */
export function parseGiftCardQuery(params: URLSearchParams, normalise: (typed: string) => string): GiftCardQuery {
  const state = params.get('status');
  const page = Number(params.get('sida'));
  return {
    search: normalise(typedSearchText(params.get('q'), 100)).slice(0, 40),
    state: STATES.includes(state as GiftCardState) ? (state as GiftCardState) : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}
