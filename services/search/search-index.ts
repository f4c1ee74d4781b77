import {
  articleTerm, boundedDistance, deletions, FUZZY_MIN_LENGTH, PART_MIN_LENGTH, queryTerms, stem, tokenize, withinOneEdit,
} from '../../domain/search/search-text';
import { looserQueries, measureRange, parseMeasures, parseSearchQuery, type Measure, type ParsedQuery } from '../../domain/search/search-query';
import { HashedIds, lowerBound, PackedLists } from './packed-lists';

/** A listed product as a search answers it. */
export interface SearchHit {
  id: number;
  name: string;
  brandName: string;
  sku: string;
  url: string;
  image: string | null;
  priceInclVatOre: number;
  vatRatePercent: number;
  hidePrice: boolean;
  monthlyPriceOre: number | null;
  inStock: boolean;
  popularity: number;
}

/** A listed product as search reads it: what it answers, and the texts it is found by. */
export interface SearchProduct extends SearchHit {
  /** The names of its category and the category's ancestors. */
  categoryNames: string[];
  /** The values of its specification rows (and its variants'), each with its group's unit when it has one ('65 tum'). */
  specValues: string[];
}

export interface SearchEntry {
  id: number;
  name: string;
  url: string;
  /** Orders equally good matches: a category's product count. */
  weight: number;
}

export interface SearchSource {
  version: number;
  products: SearchProduct[];
  categories: SearchEntry[];
  brands: SearchEntry[];
  pages: SearchEntry[];
}

/**
 * The ranking's tiers, best first (docs/search.md): every word of the query is
 * 0. a whole word (or an inflection of one) of the name, brand or article number;
 * 1. ... or of the product's category path;
 * 2. ... or begins one (the shopper is still typing);
 * 3. ... or is one typo away from one, or a part of a compound;
 * 4. ... or matches in a specification value.
 */
const LEVELS = 5;

type Field = 'name' | TextField;
type TextField = 'category' | 'spec';
const TEXT_FIELDS = ['category', 'spec'] as const;

/** Article numbers are found by a prefix of at least this many characters (or whole). */
const ARTICLE_PREFIX_MIN = 6;
/** A word shorter than this is a prefix only as the query's last word: 'tv 65' is no 'tvättmaskin'. */
const SHORT_PREFIX_MAX = 2;
/** The measures of bare numbers, whatever their unit. */
const ANY_KIND = '';
/** A compound's part begins at a word's third letter or later: a word less its first letter is rarely a word. */
const PART_OFFSET = 2;
/** Measure tables of names are kept apart too (a kind with this prefix): a product naming the size ranks first. */
const IN_NAME = 'name:';

/** Measures of one kind (or of any, for bare numbers): values sorted, and the product each belongs to. */
interface MeasureTable {
  values: Float64Array;
  products: Int32Array;
}

/**
 * The in-process search index: an inverted index over folded words, the words sorted for prefix lookups, a
 * deletion index for one-typo matches and a suffix index for compound parts. Products are numbered best first
 * (in stock, then popular), so within a tier the number order is the ranking. Immutable once built.
 */
export class SearchIndex {
  readonly version: number;
  readonly size: number;
  readonly builtInMs: number;
  /** What a search answers of each product, without the texts it is found by (the postings hold those). */
  private readonly products: SearchHit[];
  private readonly terms: string[] = [];
  private readonly termIds: HashedIds;
  private readonly namePostings: PackedLists;
  /** Per category name or specification value: its products. */
  private readonly textProducts = {} as Record<TextField, PackedLists>;
  /** Per term: the category names or specification values holding it. */
  private readonly termTexts = {} as Record<TextField, PackedLists>;
  /** Terms sorted, for the range of terms a prefix begins (article numbers apart: see articles). */
  private readonly sorted: Int32Array;
  /**
   * Article numbers, sorted. They share their first letters by the thousand ('HB00...'), so a short prefix would
   * pull in the whole catalog: they are found whole, or by a prefix of ARTICLE_PREFIX_MIN characters.
   */
  private readonly articles: Int32Array;
  /** The terms of letters only: what a misspelt word is corrected to (most terms are model and article numbers). */
  private readonly letterTerms: Int32Array;
  /** Per term with more products than the bitsets have words: its products as a bitset too (cheaper to OR). */
  private readonly nameBits = new Map<number, Uint32Array>();
  /** The same per category name or specification value. */
  private readonly textBits: Record<TextField, Map<number, Uint32Array>> = { category: new Map(), spec: new Map() };
  /** Per entry kind: each entry's words and their stems, read once. */
  private readonly entryWords = new Map<readonly SearchEntry[], { entry: SearchEntry; terms: string[]; stems: string[] }[]>();
  /** Terms by their stem. */
  private readonly byStem: HashedIds;
  /** Typo targets (isTypoTarget) by each of their one-letter deletions. */
  private readonly byDeletion: HashedIds;
  /** Words by each ending that could be a compound's part (isPartOf). */
  private readonly byPart: HashedIds;
  /** How many products carry each term (any field): corrections prefer common words. */
  private readonly frequency: Int32Array;
  /** The term as shop text writes it (diacritics kept), for 'Menade du ...?'. */
  private readonly surface: string[] = [];
  private readonly words: number;
  private readonly scratch: Uint32Array[] = [];
  /** Per unit kind: the products' measures ('65"' in a name, '65 tum' as a specification value). */
  private readonly measures = new Map<string, MeasureTable>();
  private readonly measureBits: Uint32Array;
  private readonly nameMeasureBits: Uint32Array;
  /** The last query that found nothing (relaxed() is asked right after, and need not find that out again). */
  private lastMissed: string | null = null;
  private readonly measureScratch: Uint32Array;
  /** The tier being worked out and the one before it (what was already visited). */
  private readonly tiers: Uint32Array[];
  readonly categories: SearchEntry[];
  readonly brands: SearchEntry[];
  readonly pages: SearchEntry[];

  constructor(source: SearchSource) {
    const started = performance.now();
    this.version = source.version;
    const ordered = [...source.products].sort((a, b) => Number(b.inStock) - Number(a.inStock) || b.popularity - a.popularity || a.id - b.id);
    this.products = ordered.map(hitOf);
    this.size = ordered.length;
    this.categories = source.categories;
    this.brands = source.brands;
    this.pages = source.pages;

    // Names are mostly unique, so a name word's products are listed per word. Category names and specification
    // values repeat across thousands of products: their products are listed per distinct text, and a word points
    // to the texts that hold it (a few hundred texts instead of millions of word entries).
    const nameLists: number[][] = [];
    const termId = new Map<string, number>();
    const termFor = (term: string, shown: string): number => {
      let id = termId.get(term);
      if (id === undefined) {
        id = this.terms.length;
        this.terms.push(term);
        // Most words are written as they fold: the one string then serves both.
        const lower = shown.toLocaleLowerCase('sv-SE');
        this.surface.push(lower === term ? term : lower);
        termId.set(term, id);
        nameLists.push([]);
      }
      return id;
    };
    const termsOf = (text: string): [term: string, shown: string][] => {
      const terms: [string, string][] = [];
      const tokens = tokenize(text);
      for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i]!;
        terms.push([token.term, text.slice(token.start, token.end)]);
        // Neighbours written apart or with a sign between ('kyl/frys', 'LED-belysning') are found written together.
        const next = tokens[i + 1];
        if (next && isWord(token.term) && isWord(next.term)) terms.push([token.term + next.term, text.slice(token.start, token.end) + text.slice(next.start, next.end)]);
      }
      return terms;
    };
    const wordTerms = new Set<number>();
    const articleTerms = new Set<number>();
    const addName = (term: string, shown: string, n: number, article = false) => {
      if (term.length === 0) return;
      (article ? articleTerms : wordTerms).add(termFor(term, shown));
      const list = nameLists[termFor(term, shown)]!;
      if (list[list.length - 1] !== n) list.push(n);
    };
    const texts: Record<TextField, { ids: Map<string, number>; products: number[][] }> = {
      category: { ids: new Map(), products: [] },
      spec: { ids: new Map(), products: [] },
    };
    const addText = (field: TextField, text: string, n: number) => {
      const table = texts[field];
      let id = table.ids.get(text);
      if (id === undefined) {
        id = table.products.length;
        table.ids.set(text, id);
        table.products.push([]);
      }
      const list = table.products[id]!;
      if (list[list.length - 1] !== n) list.push(n);
    };
    // Values and products in parallel lists: an object per measure (hundreds of thousands at 100 000 products) was
    // a good part of the build's time in allocation and collection.
    const measureLists = new Map<string, { values: number[]; products: number[] }>();
    const addMeasure = (kind: string, value: number, n: number) => {
      let list = measureLists.get(kind);
      if (!list) measureLists.set(kind, (list = { values: [], products: [] }));
      list.values.push(value);
      list.products.push(n);
    };
    const addMeasures = (found: Measure[], n: number, prefix = '') => {
      for (const m of found) {
        addMeasure(prefix + ANY_KIND, m.value, n);
        if (m.kind !== null) addMeasure(prefix + m.kind, m.base, n);
      }
    };
    // A specification value ('65 tum', 'Rostfritt stål') is shared by thousands of products: read once per build.
    const valueMeasures = new Map<string, Measure[]>();
    const measuresOfValue = (value: string): Measure[] => {
      let found = valueMeasures.get(value);
      if (found === undefined) valueMeasures.set(value, (found = parseMeasures(value).measures));
      return found;
    };
    ordered.forEach((p, n) => {
      const inName = parseMeasures(p.name).measures;
      addMeasures(inName, n);
      addMeasures(inName, n, IN_NAME);
      for (const value of p.specValues) addMeasures(measuresOfValue(value), n);
      for (const [term, shown] of termsOf(p.name)) addName(term, shown, n);
      for (const [term, shown] of termsOf(p.brandName)) addName(term, shown, n);
      const sku = articleTerm(p.sku);
      addName(sku, p.sku, n, true);
      for (const name of p.categoryNames) addText('category', name, n);
      for (const value of p.specValues) addText('spec', value, n);
    });
    const textTerms: Record<TextField, number[][]> = { category: [], spec: [] };
    const textFrequency: number[] = [];
    for (const field of TEXT_FIELDS) {
      const table = texts[field];
      this.textProducts[field] = PackedLists.of(table.products);
      for (const [text, textId] of table.ids) {
        for (const [term] of termsOf(text)) {
          if (term.length === 0) continue;
          const id = termFor(term, text);
          const list = (textTerms[field][id] ??= []);
          if (list[list.length - 1] !== textId) list.push(textId);
          textFrequency[id] = (textFrequency[id] ?? 0) + table.products[textId]!.length;
        }
      }
    }
    for (const field of TEXT_FIELDS) this.termTexts[field] = PackedLists.of(textTerms[field], this.terms.length);
    this.namePostings = PackedLists.of(nameLists);

    this.frequency = new Int32Array(this.terms.length);
    this.terms.forEach((_, id) => (this.frequency[id] = this.namePostings.length(id) + (textFrequency[id] ?? 0)));
    this.termIds = HashedIds.build((add) => this.terms.forEach((term, id) => add(term, id)));
    this.byStem = HashedIds.build((add) => this.terms.forEach((term, id) => add(stem(term), id)));
    this.byDeletion = HashedIds.build((add) => this.terms.forEach((term, id) => {
      if (isTypoTarget(term)) for (const d of deletions(term)) add(d, id);
    }));
    // Compound parts: every ending of a long word that could be a word of its own.
    this.byPart = HashedIds.build((add) => this.terms.forEach((term, id) => {
      if (isWord(term)) for (let at = PART_OFFSET; term.length - at >= PART_MIN_LENGTH; at++) add(term.slice(at), id);
    }));
    const byTerm = (a: number, b: number) => (this.terms[a]! < this.terms[b]! ? -1 : 1);
    const allIds = () => this.terms.map((_, id) => id);
    this.sorted = Int32Array.from(allIds().filter((id) => !articleTerms.has(id) || wordTerms.has(id)).sort(byTerm));
    this.articles = Int32Array.from([...articleTerms].sort(byTerm));
    this.letterTerms = Int32Array.from(allIds().filter((id) => isWord(this.terms[id]!)));

    this.words = Math.ceil(this.size / 32);
    const bitsOver = (lists: PackedLists, into: Map<number, Uint32Array>) => {
      for (let key = 0; key < lists.keys; key++) {
        if (lists.length(key) <= this.words) continue;
        const bits = new Uint32Array(this.words);
        lists.setBits(bits, key);
        into.set(key, bits);
      }
    };
    bitsOver(this.namePostings, this.nameBits);
    for (const field of TEXT_FIELDS) bitsOver(this.textProducts[field], this.textBits[field]);
    for (const entries of [this.categories, this.brands, this.pages]) {
      this.entryWords.set(
        entries,
        entries.map((entry) => {
          const terms = tokenize(entry.name).map((t) => t.term);
          return { entry, terms, stems: terms.map(stem) };
        }),
      );
    }
    for (const [kind, list] of measureLists) {
      const order = Uint32Array.from(list.values, (_, i) => i).sort((a, b) => list.values[a]! - list.values[b]! || a - b);
      this.measures.set(kind, { values: Float64Array.from(order, (i) => list.values[i]!), products: Int32Array.from(order, (i) => list.products[i]!) });
    }
    this.measureBits = new Uint32Array(this.words);
    this.nameMeasureBits = new Uint32Array(this.words);
    this.measureScratch = new Uint32Array(this.words);
    this.tiers = [new Uint32Array(this.words), new Uint32Array(this.words)];
    this.builtInMs = performance.now() - started;
  }

  /** Terms a query word matches whole (or inflected) and those it begins (when it may), whole ones not repeated. */
  private exactAndPrefixTerms(word: string, asPrefix: boolean): { exact: number[]; prefix: number[] } {
    const exact = new Set<number>();
    const stemmed = stem(word);
    this.byStem.candidates(stemmed, (id) => {
      if (stem(this.terms[id]!) === stemmed) exact.add(id);
    });
    const own = this.idOf(word);
    if (own !== undefined) exact.add(own);
    const prefix: number[] = [];
    if (!asPrefix) return { exact: [...exact], prefix };
    const within = (list: Int32Array) => {
      for (let i = this.lowerBound(list, word); i < list.length; i++) {
        const id = list[i]!;
        if (!this.terms[id]!.startsWith(word)) break;
        if (!exact.has(id)) prefix.push(id);
      }
    };
    within(this.sorted);
    if (word.length >= ARTICLE_PREFIX_MIN) within(this.articles);
    return { exact: [...exact], prefix };
  }

  /** Terms a query word matches with one typo or as a compound part, those it matches better left out. */
  private fuzzyTerms(word: string, better: { exact: number[]; prefix: number[] }): number[] {
    const fuzzy = new Set<number>();
    if (word.length >= FUZZY_MIN_LENGTH) {
      // A target shares a deletion with the word, or is the word with one letter more, or one less (any term).
      const candidates: number[] = [];
      const target = (id: number) => {
        if (isTypoTarget(this.terms[id]!)) candidates.push(id);
      };
      this.byDeletion.candidates(word, target);
      for (const d of deletions(word)) {
        const id = this.idOf(d);
        if (id !== undefined) candidates.push(id);
        this.byDeletion.candidates(d, target);
      }
      for (const id of candidates) if (withinOneEdit(word, this.terms[id]!)) fuzzy.add(id);
    }
    const parts = (part: string) => {
      if (part.length < PART_MIN_LENGTH) return;
      this.byPart.candidates(part, (id) => {
        if (isPartOf(part, this.terms[id]!)) fuzzy.add(id);
      });
    };
    parts(word);
    const stemmed = stem(word);
    if (stemmed !== word) parts(stemmed);
    for (const id of better.exact) fuzzy.delete(id);
    for (const id of better.prefix) fuzzy.delete(id);
    return [...fuzzy];
  }

  /** The term's id, when the index holds it. */
  private idOf(term: string): number | undefined {
    let found: number | undefined;
    this.termIds.candidates(term, (id) => {
      if (this.terms[id] === term) found = id;
    });
    return found;
  }

  private lowerBound(list: Int32Array, word: string): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[list[mid]!]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** ORs the products of the terms' field into bits; false when there were none. */
  private mark(bits: Uint32Array, field: Field, ids: readonly number[]): boolean {
    let marked = false;
    if (field === 'name') {
      for (const id of ids) {
        const set = this.nameBits.get(id);
        if (set) orAll(bits, set);
        else this.namePostings.setBits(bits, id);
        marked ||= set !== undefined || this.namePostings.length(id) > 0;
      }
      return marked;
    }
    const products = this.textProducts[field];
    const sets = this.textBits[field];
    const seen = new Set<number>();
    for (const id of ids) {
      const texts = this.termTexts[field].list(id);
      for (let t = 0; t < texts.length; t++) {
        const text = texts[t]!;
        if (seen.has(text)) continue;
        seen.add(text);
        const set = sets.get(text);
        if (set) orAll(bits, set);
        else products.setBits(bits, text);
        marked = true;
      }
    }
    return marked;
  }

  /** Scratch bitsets, one per query word, zeroed; the index is synchronous, so one set serves every query. */
  private wordBits(count: number): Uint32Array[] {
    while (this.scratch.length < count) this.scratch.push(new Uint32Array(this.words));
    const bits = this.scratch.slice(0, count);
    for (const b of bits) b.fill(0);
    return bits;
  }

  /**
   * Visits the products the words match, best first: tier by tier (see LEVELS), in number order within a tier, each
   * product once; stops when visit returns false. A tier is only worked out when the better ones did not satisfy
   * visit, so the search box's ten suggestions rarely pay for typo candidates or specification values.
   */
  private rank(query: SearchTerms, visit: (product: SearchHit) => boolean): void {
    const { words, filter } = query;
    if (this.size === 0 || (words.length === 0 && !filter)) return;
    if (words.length === 0) {
      this.visitTier(filter!, null, query.named, visit);
      return;
    }
    const bits = this.wordBits(words.length);
    const terms = words.map((word, i) => this.exactAndPrefixTerms(word, word.length > SHORT_PREFIX_MAX || (query.endsInWord && i === words.length - 1)));
    let fuzzy: number[][] | null = null;
    let [tier, better] = this.tiers as [Uint32Array, Uint32Array];
    better.fill(0);
    // A word that matches nothing yet leaves the tier empty; a level that adds nothing leaves it as it was.
    const matched = new Array<boolean>(words.length).fill(false);
    for (let level = 0; level < LEVELS; level++) {
      if (level === 3) fuzzy = words.map((word, i) => this.fuzzyTerms(word, terms[i]!));
      let added = false;
      for (let i = 0; i < words.length; i++) {
        const own = bits[i]!;
        const { exact, prefix } = terms[i]!;
        let marked: boolean;
        switch (level) {
          case 0: marked = this.mark(own, 'name', exact); break;
          case 1: marked = this.mark(own, 'category', exact); break;
          // Every mark runs (no short circuit): each adds its own products.
          case 2: marked = [this.mark(own, 'name', prefix), this.mark(own, 'category', prefix)].includes(true); break;
          case 3: marked = [this.mark(own, 'name', fuzzy![i]!), this.mark(own, 'category', fuzzy![i]!)].includes(true); break;
          default: marked = [this.mark(own, 'spec', exact), this.mark(own, 'spec', prefix), this.mark(own, 'spec', fuzzy![i]!)].includes(true);
        }
        matched[i] ||= marked;
        added ||= marked;
      }
      if (!added || !matched.every(Boolean)) continue;
      tier.set(bits[0]!);
      for (let i = 1; i < words.length; i++) andAll(tier, bits[i]!);
      if (filter) andAll(tier, filter);
      if (!this.visitTier(tier, better, query.named, visit)) return;
      [tier, better] = [better, tier];
    }
  }

  /**
   * Visits the products of a tier not in `better` (visited already) in number order, those that name every measure
   * ('65"' in the name: `named`) before those carrying it in a specification. False when visit asked to stop.
   */
  private visitTier(tier: Uint32Array, better: Uint32Array | null, named: Uint32Array | null, visit: (product: SearchHit) => boolean): boolean {
    for (const namedPass of named ? [true, false] : [false]) {
      for (let w = 0; w < this.words; w++) {
        let x = tier[w]! & ~(better?.[w] ?? 0);
        if (named) x &= namedPass ? named[w]! : ~named[w]!;
        while (x !== 0) {
          const low = x & -x;
          if (!visit(this.products[(w << 5) + 31 - Math.clz32(low)]!)) return false;
          x ^= low;
        }
      }
    }
    return true;
  }

  /**
   * What the ranking reads of a query: its words rank (tiers as above), its measures filter (a product must carry
   * every one, in its name or a specification value). Numbers alone, without a unit, are words as before ('5000').
   */
  private searchTerms(query: string): SearchTerms {
    const parsed = parseSearchQuery(query);
    if (parsed.words.length === 0 && parsed.measures.every((m) => m.kind === null)) {
      return { words: queryTerms(query), filter: null, named: null, endsInWord: true };
    }
    const measured = parsed.measures.length > 0;
    return {
      words: parsed.words.map((w) => w.term),
      filter: measured ? this.measureFilter(parsed, this.measureBits, '') : null,
      named: measured ? this.measureFilter(parsed, this.nameMeasureBits, IN_NAME) : null,
      endsInWord: parsed.endsInWord,
    };
  }

  /** The products carrying every measure of the query (a bare number: of any unit, or in the name). */
  private measureFilter(parsed: ParsedQuery, filter: Uint32Array, prefix: string): Uint32Array {
    filter.fill(0xffffffff);
    for (const measure of parsed.measures) {
      const own = this.measureScratch;
      own.fill(0);
      const table = this.measures.get(prefix + (measure.kind ?? ANY_KIND));
      if (table) {
        const [low, high] = measure.kind === null ? [measure.value - 0.5 * 10 ** -measure.decimals, measure.value + 0.5 * 10 ** -measure.decimals] : measureRange(measure);
        for (let i = lowerBound(table.values, low); i < table.values.length && table.values[i]! < high; i++) {
          const n = table.products[i]!;
          own[n >>> 5]! |= 1 << (n & 31);
        }
      }
      andAll(filter, own);
    }
    return filter;
  }

  /** Every product the query matches, best first; empty for a query without words. */
  match(query: string): SearchHit[] {
    const out: SearchHit[] = [];
    this.rank(this.searchTerms(query), (p) => (out.push(p), true));
    this.lastMissed = out.length === 0 ? query : null;
    return out;
  }

  /** The best `limit` products for the query. */
  top(query: string, limit: number): SearchHit[] {
    const out: SearchHit[] = [];
    if (limit > 0) this.rank(this.searchTerms(query), (p) => (out.push(p), out.length < limit));
    this.lastMissed = out.length === 0 && limit > 0 ? query : null;
    return out;
  }

  /**
   * A looser query that finds products when this one finds none (issue 31: never a dead end): without the units,
   * without the numbers, then without the least telling words (docs/search.md). Null when the query finds products
   * or nothing looser does.
   */
  relaxed(query: string): string | null {
    const parsed = parseSearchQuery(query);
    // The caller has just found nothing for it, as a rule: a query finding nothing is the dearest to work out again.
    if (query !== this.lastMissed && this.top(query, 1).length > 0) return null;
    // Whether each word finds anything alone (counting all it finds would cost a whole-catalog walk per word); one
    // word alone is never dropped, so it needs no asking.
    const hits = parsed.words.length > 1 ? parsed.words.map((word) => this.top(word.text, 1).length) : [];
    return looserQueries(parsed, hits).find((looser) => this.top(looser, 1).length > 0) ?? null;
  }

  /** The words a list of entries (categories, brands, pages) is matched by: a query's measures name none. */
  private entryTerms(query: string): string[] {
    const { words, measures } = parseSearchQuery(query);
    return words.length > 0 || measures.some((m) => m.kind !== null) ? words.map((w) => w.term) : queryTerms(query);
  }

  /** Entries (categories, brands, pages: one of this index's lists) whose name matches every word, best first. */
  matchEntries(entries: readonly SearchEntry[], query: string, limit: number): SearchEntry[] {
    const words = this.entryTerms(query);
    const read = this.entryWords.get(entries);
    if (words.length === 0 || !read) return [];
    const stems = words.map(stem);
    const scored: { entry: SearchEntry; score: number }[] = [];
    for (const { entry, terms, stems: termStems } of read) {
      let score = 0;
      for (let w = 0; w < words.length && score >= 0; w++) {
        let best = 0;
        for (let t = 0; t < terms.length && best < 3; t++) best = Math.max(best, entryLevel(words[w]!, stems[w]!, terms[t]!, termStems[t]!));
        score = best === 0 ? -1 : score + best;
      }
      if (score > 0) scored.push({ entry, score });
    }
    scored.sort((a, b) => b.score - a.score || b.entry.weight - a.entry.weight || a.entry.name.localeCompare(b.entry.name, 'sv'));
    return scored.slice(0, limit).map((s) => s.entry);
  }

  /**
   * 'Menade du ...?': the query with each word that matches nothing replaced by the most common word at most two
   * edits from it (one for short words), when the corrected query finds products; otherwise null.
   */
  correction(query: string): string | null {
    const words = queryTerms(query);
    if (words.length === 0) return null;
    let changed = false;
    const corrected = words.map((word, i) => {
      if (this.top(word, 1).length > 0) return this.surfaceOf(word) ?? word;
      const limit = word.length >= 7 ? 2 : 1;
      let best = -1;
      for (const id of isWord(word) ? this.letterTerms : this.terms.keys()) {
        const term = this.terms[id]!;
        if (Math.abs(term.length - word.length) > limit || boundedDistance(word, term, limit) > limit) continue;
        if (best < 0 || this.frequency[id]! > this.frequency[best]!) best = id;
      }
      if (best < 0) return words[i]!;
      changed = true;
      return this.surface[best]!;
    });
    if (!changed) return null;
    const text = corrected.join(' ');
    return this.top(text, 1).length > 0 ? text : null;
  }

  private surfaceOf(word: string): string | null {
    const id = this.idOf(word);
    return id === undefined ? null : this.surface[id]!;
  }

  /** Rough heap use of the index, for the benchmark's report. */
  memoryBytes(): number {
    let bytes = this.namePostings.byteLength();
    for (const field of TEXT_FIELDS) bytes += this.textProducts[field].byteLength() + this.termTexts[field].byteLength();
    for (const [id, term] of this.terms.entries()) bytes += term.length * 2 + 16 + (this.surface[id] === term ? 0 : this.surface[id]!.length * 2 + 16);
    for (const dictionary of [this.termIds, this.byStem, this.byDeletion, this.byPart]) bytes += dictionary.byteLength();
    return bytes;
  }
}

/** What rank() reads: the words that rank, the products the measures leave (null: no measure). */
interface SearchTerms {
  words: readonly string[];
  filter: Uint32Array | null;
  /** The products naming every measure (ranked first within a tier); null without measures. */
  named: Uint32Array | null;
  /** Whether the last word may be unfinished (a short one is a prefix only then). */
  endsInWord: boolean;
}

function orAll(bits: Uint32Array, set: Uint32Array): void {
  for (let w = 0; w < bits.length; w++) bits[w]! |= set[w]!;
}

function andAll(bits: Uint32Array, set: Uint32Array): void {
  for (let w = 0; w < bits.length; w++) bits[w]! &= set[w]!;
}

/** Letters only: a word, not a model or article number. */
function isWord(term: string): boolean {
  return !/\d/.test(term);
}

/** Typos are looked for in words; model numbers and article numbers are matched as typed. */
function isTypoTarget(term: string): boolean {
  return isWord(term) && term.length >= FUZZY_MIN_LENGTH;
}

/** Whether the part (PART_MIN_LENGTH or longer) ends a word at PART_OFFSET letters or more from its start. */
function isPartOf(part: string, term: string): boolean {
  return term.length - part.length >= PART_OFFSET && term.endsWith(part) && isWord(term);
}

/** What a search answers of a product (an object of its own: the source's texts are not kept alive by it). */
function hitOf(p: SearchProduct): SearchHit {
  return {
    id: p.id, name: p.name, brandName: p.brandName, sku: p.sku, url: p.url, image: p.image, priceInclVatOre: p.priceInclVatOre,
    vatRatePercent: p.vatRatePercent, hidePrice: p.hidePrice, monthlyPriceOre: p.monthlyPriceOre, inStock: p.inStock, popularity: p.popularity,
  };
}

/** How a query word matches one word of a name: 3 whole, 2 prefix, 1 typo or compound part, 0 not. */
function entryLevel(word: string, wordStem: string, token: string, tokenStem: string): number {
  if (token === word || tokenStem === wordStem) return 3;
  if (token.startsWith(word)) return 2;
  if (word.length >= FUZZY_MIN_LENGTH && withinOneEdit(word, token)) return 1;
  if (word.length >= PART_MIN_LENGTH && token.includes(word)) return 1;
  return 0;
}
