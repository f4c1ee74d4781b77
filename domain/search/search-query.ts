/**
 * What a search query asks for besides words (docs/search.md, issue 31): numbers with units ('65 tum', '65"',
 * '8 kg', '1200 W') are measures, compared by value with the products' measures (specification values with their
 * group's unit, and measures written in names); a bare number ('tv 65') is a measure of any unit. Pure.
 */

import { foldText, MAX_QUERY_WORDS, MAX_WORD_LENGTH } from './search-text';

/** A unit as search compares it: its kind (only measures of one kind compare) and its size in the kind's base. */
interface Unit {
  kind: string;
  factor: number;
}

const unit = (kind: string, factor = 1): Unit => ({ kind, factor });
const INCH = unit('tum');

/** Units written after a number, folded (sv-SE lower case, diacritics folded), with their synonyms. */
const UNITS: Readonly<Record<string, Unit>> = {
  tum: INCH, tums: INCH, inch: INCH, inches: INCH, '"': INCH, '”': INCH, '″': INCH,
  mm: unit('length'), cm: unit('length', 10), dm: unit('length', 100), m: unit('length', 1000), meter: unit('length', 1000),
  ml: unit('volume', 0.001), cl: unit('volume', 0.01), dl: unit('volume', 0.1), l: unit('volume'), liter: unit('volume'), lit: unit('volume'),
  g: unit('mass'), gram: unit('mass'), hg: unit('mass', 100), kg: unit('mass', 1000), kilo: unit('mass', 1000),
  w: unit('power'), watt: unit('power'), kw: unit('power', 1000),
  wh: unit('energy', 0.001), kwh: unit('energy'),
  varv: unit('speed'), rpm: unit('speed'),
  hz: unit('frequency'), khz: unit('frequency', 1000),
  db: unit('sound'),
  mb: unit('storage', 0.001), gb: unit('storage'), tb: unit('storage', 1000),
  mah: unit('charge'),
  sek: unit('time', 1 / 60), sekunder: unit('time', 1 / 60), min: unit('time'), minuter: unit('time'),
  tim: unit('time', 60), timme: unit('time', 60), timmar: unit('time', 60), dygn: unit('time', 1440),
};

/** A number in a text, with its unit when one follows it. */
export interface Measure {
  /** The number as written ('65', '1,5'), with its unit as written when it has one ('65 tum', '65"'). */
  text: string;
  value: number;
  /** Decimals written: a measure matches the values that round to it ('65' takes 64.5 up to 65.5). */
  decimals: number;
  /** The unit's kind, or null for a bare number (which compares with a measure of any unit). */
  kind: string | null;
  /** The value in the kind's base unit (mm, liter, gram, W ...): what measures of one kind compare by. */
  base: number;
}

/** A word of a query: folded for matching, as typed for showing. */
export interface QueryWord {
  term: string;
  text: string;
}

export interface ParsedQuery {
  /** The words that are not numbers, in query order. */
  words: QueryWord[];
  measures: Measure[];
  /** Whether the query's last piece is a word (the one the shopper may still be typing). */
  endsInWord: boolean;
}

// A number with decimals, a run of letters and digits, or an inch sign; everything else separates.
const PIECE = /\d+[.,]\d+|[\p{L}\p{N}]+|["”″]/gu;
const NUMBER = /^\d+(?:[.,]\d+)?$/;
const NUMBER_AND_UNIT = /^(\d+(?:[.,]\d+)?)(\p{L}+)$/u;

function measureOf(number: string, unitText: string | null, text: string): Measure {
  const value = Number(number.replace(',', '.'));
  const u = unitText === null ? undefined : UNITS[foldText(unitText)];
  const decimals = number.split(/[.,]/)[1]?.length ?? 0;
  return { text, value, decimals, kind: u?.kind ?? null, base: value * (u?.factor ?? 1) };
}

/**
 * The words and measures of a text: '65 tum tv' is the measure 65 tum and the word 'tv'; '65"', '65tum' and
 * '65 inch' are the same measure; a number followed by something that is no unit is a bare number ('tv 65').
 * A number run together with letters that are no unit ('4k', 'qn65') is a word, as a model name.
 */
export function parseMeasures(text: string): ParsedQuery {
  const pieces = [...text.matchAll(PIECE)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  const words: QueryWord[] = [];
  const measures: Measure[] = [];
  let endsInWord = false;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const next = pieces[i + 1];
    if (NUMBER.test(piece.text)) {
      // A unit is the next piece when only spaces stand between ('65 tum', '65"', '65 "').
      const unitNext = next && /^\s*$/.test(text.slice(piece.end, next.start)) && UNITS[foldText(next.text)] !== undefined;
      measures.push(unitNext ? measureOf(piece.text, next.text, text.slice(piece.start, next.end)) : measureOf(piece.text, null, piece.text));
      if (unitNext) i++;
      endsInWord = false;
      continue;
    }
    const joined = NUMBER_AND_UNIT.exec(piece.text);
    if (joined && UNITS[foldText(joined[2]!)] !== undefined) {
      measures.push(measureOf(joined[1]!, joined[2]!, piece.text));
      endsInWord = false;
      continue;
    }
    if (UNITS[piece.text] === INCH) continue;
    words.push({ term: foldText(piece.text).slice(0, MAX_WORD_LENGTH), text: piece.text });
    endsInWord = true;
  }
  return { words, measures, endsInWord };
}

/** A query as search reads it: at most MAX_QUERY_WORDS words and measures, repeated words once. */
export function parseSearchQuery(query: string): ParsedQuery {
  const parsed = parseMeasures(query);
  const words: QueryWord[] = [];
  for (const word of parsed.words) if (!words.some((w) => w.term === word.term)) words.push(word);
  const room = Math.max(0, MAX_QUERY_WORDS - words.length);
  return { words: words.slice(0, MAX_QUERY_WORDS), measures: parsed.measures.slice(0, room), endsInWord: parsed.endsInWord };
}

/** The range [low, high) of base values a measure of a query takes: what rounds to it at the decimals written. */
export function measureRange(measure: Measure): [low: number, high: number] {
  const half = 0.5 * 10 ** -measure.decimals;
  const factor = measure.value === 0 ? 1 : measure.base / measure.value;
  return [(measure.value - half) * factor, (measure.value + half) * factor];
}

/** A query written back from its parts: words first, then measures, as the shopper typed them. */
function queryText(words: readonly QueryWord[], measures: readonly Measure[]): string {
  return [...words.map((w) => w.text), ...measures.map((m) => m.text)].join(' ');
}

/**
 * Looser forms of a query that found nothing, best first (issue 31: never a dead end): its measures without their
 * units ('65 tum tv' -> 'tv 65'), then without the numbers ('tv'), then with words left out one at a time: a word
 * that finds nothing alone first, then the last word typed before the ones before it (`wordHits`: what each word
 * finds alone, in query order; fewer is dropped sooner). Never the query itself nor an empty one.
 */
export function looserQueries(parsed: ParsedQuery, wordHits: readonly number[]): string[] {
  const out: string[] = [];
  const add = (text: string) => {
    if (text !== '' && !out.includes(text)) out.push(text);
  };
  const original = queryText(parsed.words, parsed.measures);
  if (parsed.measures.some((m) => m.kind !== null)) {
    add(queryText(parsed.words, parsed.measures.map((m) => ({ ...m, kind: null, base: m.value, text: m.text.match(/^\d+(?:[.,]\d+)?/)![0] }))));
  }
  if (parsed.measures.length > 0) add(queryText(parsed.words, []));
  const order = parsed.words.map((word, i) => ({ word, hits: wordHits[i] ?? 0, i })).sort((a, b) => a.hits - b.hits || b.i - a.i);
  let kept = [...parsed.words];
  for (const { word } of order.slice(0, -1)) {
    kept = kept.filter((w) => w !== word);
    add(queryText(kept, []));
  }
  return out.filter((text) => text !== original);
}
