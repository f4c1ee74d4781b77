import { characterLength, hasForbiddenCharacters } from './text-input';

/** The rating scale (storefront.md section 9): 1 Usel ... 5 Utmärkt. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_REVIEW_TEXT = 2_000;
export const MAX_REVIEWER = 100;
/** Reviews per page of the product page's list and its call. */
export const REVIEWS_PER_PAGE = 5;

/** A rating from a form field or JSON: an integer 1-5 ('3' or 3), else null. */
export function parseRating(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-5]$/.test(text)) return null;
  return Number(text);
}

export type ReviewTextProblem = 'required' | 'too_long' | 'forbidden_characters';

/** The review's text: required (not only blanks), at most MAX_REVIEW_TEXT characters, line breaks allowed. */
export function checkReviewText(text: string): ReviewTextProblem | null {
  if (hasForbiddenCharacters(text, { multiline: true })) return 'forbidden_characters';
  if (text.trim() === '') return 'required';
  if (characterLength(text) > MAX_REVIEW_TEXT) return 'too_long';
  return null;
}

/** The name shown with a review: required, one line, at most MAX_REVIEWER characters. */
export function checkReviewer(name: string): ReviewTextProblem | null {
  if (hasForbiddenCharacters(name)) return 'forbidden_characters';
  if (name.trim() === '') return 'required';
  if (characterLength(name) > MAX_REVIEWER) return 'too_long';
  return null;
}

/** The name a review request suggests: the first name and the initial of the last name ('Anna S.'). */
export function suggestedReviewer(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  const name = initial ? `${first} ${initial.toLocaleUpperCase('sv-SE')}.`.trim() : first;
  return [...name].slice(0, MAX_REVIEWER).join('');
}

/** The average the cards show: one decimal, from every stored rating; null without any. */
export function ratingSummary(ratings: readonly number[]): { average: number | null; count: number } {
  if (ratings.length === 0) return { average: null, count: 0 };
  const sum = ratings.reduce((a, b) => a + b, 0);
  return { average: Math.round((sum / ratings.length) * 10) / 10, count: ratings.length };
}

/** The product page's review list: which page exists, and whether another follows. */
export function reviewPage(total: number, requested: number, perPage = REVIEWS_PER_PAGE): { page: number; offset: number; hasNext: boolean } {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, offset: (page - 1) * perPage, hasNext: page < pageCount };
}

/** A review request's uuid as the shop makes them (crypto.randomUUID, version 4): anything else is no request. */
export const REVIEW_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isReviewUuid(value: string | undefined): value is string {
  return typeof value === 'string' && REVIEW_UUID.test(value);
}
