/**
 * How shop text and what a shopper types become search terms (docs/search.md). Swedish first: lower case with the
 * sv-SE rules, diacritics folded so 'tvattmaskin' meets 'tvättmaskin', light stemming so 'diskmaskiner' meets
 * 'diskmaskin'. Folding maps one character to one character, so positions in the folded text are positions in
 * the shown text (the highlighting relies on it).
 */

import { escapeHtml } from '../../common/web/html';

const FOLD: Record<string, string> = {
  å: 'a', ä: 'a', à: 'a', á: 'a', â: 'a', ã: 'a', æ: 'a',
  ö: 'o', ø: 'o', ó: 'o', ò: 'o', ô: 'o', õ: 'o',
  é: 'e', è: 'e', ê: 'e', ë: 'e',
  ü: 'u', ú: 'u', ù: 'u', û: 'u',
  í: 'i', ì: 'i', î: 'i', ï: 'i',
  ç: 'c', ñ: 'n', ý: 'y', ÿ: 'y', ß: 's',
};

const FOLDABLE = new RegExp(`[${Object.keys(FOLD).join('')}]`, 'g');

/** At most this many words of a query count; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
/** Longer words are cut: nothing in a catalog is longer, and the fuzzy matching stays bounded. */
export const MAX_WORD_LENGTH = 40;
/** Words this long or longer may differ by one typo (issue 13). */
export const FUZZY_MIN_LENGTH = 5;
/** A word this long or longer is also found inside compounds ('maskin' in 'diskmaskin'). */
export const PART_MIN_LENGTH = 4;
/** Suggestions start at this many characters (spec: minimum 2). */
export const MIN_QUERY_LENGTH = 2;

/** Lower case (sv-SE) with diacritics folded, character for character. */
export function foldText(text: string): string {
  let lower = text.toLocaleLowerCase('sv-SE');
  // A character whose lower case is longer (rare outside Swedish) would shift positions: lower those one by one.
  if (lower.length !== text.length) {
    lower = '';
    for (const ch of text) {
      const l = ch.toLocaleLowerCase('sv-SE');
      lower += l.length === ch.length ? l : ch;
    }
  }
  return /[\u0080-\uffff]/.test(lower) ? lower.replace(FOLDABLE, (c) => FOLD[c]!) : lower;
}

/** One word of a text: its folded form and where it stands in the text (UTF-16 offsets). */
export interface TextToken {
  term: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text (letters and digits; everything else separates), folded, with their places. */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = foldText(match[0]).slice(0, MAX_WORD_LENGTH);
    tokens.push({ term, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** The words of a query, folded: at most MAX_QUERY_WORDS, repeated words once. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const token of tokenize(query)) {
    if (!terms.includes(token.term)) terms.push(token.term);
    if (terms.length === MAX_QUERY_WORDS) break;
  }
  return terms;
}

/** An article number as one term: folded, letters and digits only ('KGN-25 FREA' and 'kgn25frea' meet). */
export function articleTerm(sku: string): string {
  return tokenize(sku)
    .map((t) => t.term)
    .join('')
    .slice(0, MAX_WORD_LENGTH);
}

// Inflection endings of Swedish nouns and adjectives, longest first; what is left must keep 4 letters.
const ENDINGS = ['ernas', 'arnas', 'ornas', 'erna', 'arna', 'orna', 'ens', 'ets', 'er', 'ar', 'or', 'en', 'et', 'na'];
const MIN_STEM = 4;

/**
 * A light Swedish stem: one inflection ending off a word of letters ('diskmaskiner' -> 'diskmaskin', 'frysar' ->
 * 'frys'). Shop text and queries are stemmed alike, so an over-eager cut matches both sides the same way.
 */
export function stem(term: string): string {
  if (/\d/.test(term)) return term;
  for (const ending of ENDINGS) {
    if (term.length - ending.length >= MIN_STEM && term.endsWith(ending)) return term.slice(0, -ending.length);
  }
  return term;
}

/**
 * Whether two terms are at most one edit apart (a letter added, removed, changed, or two neighbours swapped),
 * without building a distance table.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // One change, or two neighbours swapped.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Levenshtein distance, giving up (returning limit + 1) once it must exceed limit. */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Every string one deletion away from a term (the fuzzy index's keys: two terms one edit apart share one). */
export function deletions(term: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < term.length; i++) out.add(term.slice(0, i) + term.slice(i + 1));
  return [...out];
}

/**
 * The text as HTML with the parts that match the query's words in `<mark>`: a word's prefix that a query word
 * begins, a compound part it names, or the whole word when it matched with a typo. Everything else is escaped.
 */
export function highlight(text: string, terms: readonly string[]): string {
  const termStems = terms.map(stem);
  const marks: [number, number][] = [];
  for (const token of cachedTokens(text)) {
    let best: [number, number] | null = null;
    let tokenStem: string | null = null;
    for (let i = 0; i < terms.length; i++) {
      const term = terms[i]!;
      let span: [number, number] | null = null;
      if (token.term.startsWith(term)) span = [token.start, token.start + term.length];
      else if (term.length >= PART_MIN_LENGTH && token.term.includes(term)) {
        const at = token.term.indexOf(term);
        span = [token.start + at, token.start + at + term.length];
      } else {
        tokenStem ??= stem(token.term);
        if (tokenStem === termStems[i] || (term.length >= FUZZY_MIN_LENGTH && withinOneEdit(term, token.term))) span = [token.start, token.end];
      }
      if (span && (!best || span[1] - span[0] > best[1] - best[0])) best = span;
    }
    if (best) marks.push(best);
  }
  let html = '';
  let at = 0;
  for (const [start, end] of marks) {
    html += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  return html + escapeHtml(text.slice(at));
}

// Suggestions show the same names again and again: their words are read once (bounded, dropped when full).
const TOKEN_CACHE_MAX = 50_000;
const tokenCache = new Map<string, TextToken[]>();

function cachedTokens(text: string): TextToken[] {
  let tokens = tokenCache.get(text);
  if (!tokens) {
    if (tokenCache.size >= TOKEN_CACHE_MAX) tokenCache.clear();
    tokens = tokenize(text);
    tokenCache.set(text, tokens);
  }
  return tokens;
}
