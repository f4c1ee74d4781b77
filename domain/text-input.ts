/**
 * What the shop accepts from outside as text and as ids (docs/decisions/012). Pure: the API's field schemas
 * (server/api/request-fields.ts), the page loaders and the checkout form use the same rules.
 */

/** The largest id a database row can have: ids are PostgreSQL `integer` (int4). */
export const MAX_ID = 2_147_483_647;

/**
 * Characters no shopper types: C0 control characters (NUL among them: PostgreSQL refuses it in text) and DEL, and
 * lone UTF-16 surrogates (not text at all: they cannot be encoded as UTF-8). In unicode mode a class of surrogates
 * matches only unpaired ones, so emoji and other astral characters pass. A one-line field also refuses the Unicode
 * line and paragraph separators; a multi-line one (a textarea) allows tab, line feed and carriage return.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_ONE_LINE = /[\u0000-\u001f\u007f\u2028\u2029\ud800-\udfff]/u;
// eslint-disable-next-line no-control-regex
const FORBIDDEN_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]/u;

export function hasForbiddenCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? FORBIDDEN_MULTI_LINE : FORBIDDEN_ONE_LINE).test(text);
}

/** Length in characters (code points), as a shopper and the database count them, not in UTF-16 units. */
export function characterLength(text: string): number {
  let surrogatePairs = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        surrogatePairs++;
        i++;
      }
    }
  }
  return text.length - surrogatePairs;
}

/** A row id from text (a path segment, a query or form value): 1..MAX_ID in plain digits, else null. */
export function parseRowId(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * A search box's text from a query string: what cannot be typed becomes a space (a filter search answers rather than
 * refuses, and PostgreSQL would refuse a NUL), trimmed and cut to `max` characters.
 */
export function typedSearchText(text: string | null, max: number): string {
  return (text ?? '').replace(new RegExp(FORBIDDEN_ONE_LINE.source, 'gu'), ' ').trim().slice(0, max).trim();
}
