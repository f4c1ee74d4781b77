// db/connect.ts
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, PostgresDialect, sql } from "kysely";

// db/sqlite-immediate.ts
import { CompiledQuery, SqliteDialect, SqliteDriver } from "kysely";
var ImmediateSqliteDriver = class extends SqliteDriver {
  async beginTransaction(connection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
};
var ImmediateSqliteDialect = class extends SqliteDialect {
  #config;
  constructor(config) {
    super(config);
    this.#config = config;
  }
  createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
};

// db/statement-log.ts
import { AsyncLocalStorage } from "node:async_hooks";
var storage = new AsyncLocalStorage();
function recordStatement(sql2) {
  storage.getStore()?.statements.push(sql2);
}

// db/connect.ts
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
function isPostgresUrl(url) {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}
async function connectDatabase(options) {
  const log = (event) => recordStatement(event.query.sql);
  if (isPostgresUrl(options.url)) {
    const schema = options.pgSchema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
    if (schema) {
      const admin = new pg.Client({ connectionString: options.url });
      await admin.connect();
      try {
        await admin.query(`create schema if not exists "${schema}"`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.pgPoolSize ?? 10,
      options: schema ? `-c search_path="${schema}"` : void 0
    });
    const db2 = new Kysely({ dialect: new PostgresDialect({ pool }), log });
    return { db: db2, dialect: "postgres", close: () => db2.destroy() };
  }
  fs.mkdirSync(path.dirname(path.resolve(options.sqliteFile)), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely({ dialect: new ImmediateSqliteDialect({ database: sqlite }), log });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

// db/repositories/catalog-index-repository.ts
function createCatalogIndexRepository(db) {
  return {
    async catalogVersion() {
      const row = await db.selectFrom("catalog_state").select("version").where("id", "=", 1).executeTakeFirst();
      return row?.version ?? 0;
    },
    /** Listed products: active and not variants. */
    async listedProducts() {
      return db.selectFrom("products as p").innerJoin("brands as b", "b.id", "p.brand_id").select([
        "p.id",
        "p.name",
        "p.brand_id",
        "b.name as brand_name",
        "p.category_id",
        "p.vat_class",
        "p.price_incl_vat_ore",
        "p.hide_price",
        "p.primary_color_id",
        "p.popularity",
        "p.rating_average",
        "p.rating_count",
        "p.created_at",
        "p.stock",
        "p.allow_backorder",
        "p.sku",
        "p.url",
        "p.monthly_price_ore"
      ]).where("p.status", "=", "active").where("p.parent_id", "is", null).orderBy("p.id").execute();
    },
    /** Active variants with their parent and own primary colour. */
    async activeVariants() {
      return db.selectFrom("products").select(["id", "parent_id", "primary_color_id"]).where("status", "=", "active").where("parent_id", "is not", null).execute();
    },
    /** Variant options that are colours (they have a primary colour or a swatch). */
    async variantColorOptions() {
      return db.selectFrom("product_variant_options as pvo").innerJoin("variant_attribute_options as o", "o.id", "pvo.option_id").select(["pvo.product_id", "o.id as option_id", "o.primary_color_id"]).where((eb) => eb.or([eb("o.primary_color_id", "is not", null), eb("o.color_hex", "is not", null)])).execute();
    },
    async colorOptions() {
      return db.selectFrom("variant_attribute_options").select(["id", "primary_color_id"]).where((eb) => eb.or([eb("primary_color_id", "is not", null), eb("color_hex", "is not", null)])).execute();
    },
    /** The specification links of the products with ids from `firstId` to `lastId` (read in slices: there are millions). */
    async productSpecifications(firstId, lastId) {
      return db.selectFrom("product_specifications").select(["product_id", "row_id"]).where("product_id", ">=", firstId).where("product_id", "<=", lastId).execute();
    },
    async categories() {
      return db.selectFrom("categories").select(["id", "parent_id", "level", "name", "url", "position"]).where("visible", "=", 1).execute();
    },
    async brands() {
      return db.selectFrom("brands").select(["id", "name", "brand_link", "brand_override_link"]).execute();
    },
    async primaryColors() {
      return db.selectFrom("primary_colors").select(["id", "name", "hex", "position"]).execute();
    },
    async specificationGroups() {
      return db.selectFrom("specification_groups").select(["id", "title", "type", "unit", "description", "show_in_filter", "position"]).execute();
    },
    async specificationRows() {
      return db.selectFrom("specification_rows").select(["id", "group_id", "value", "numeric_value", "position"]).execute();
    },
    async categorySpecificationGroups() {
      return db.selectFrom("category_specification_groups").select(["category_id", "group_id", "position"]).execute();
    },
    async vatRates() {
      return db.selectFrom("vat_rates").select(["vat_class", "rate_percent", "valid_from"]).execute();
    },
    /** Each product's first image (lowest position, then id). */
    async firstImages() {
      return db.selectFrom("product_images as i").select(["i.product_id", "i.path"]).where(
        ({ not, exists, selectFrom }) => not(
          exists(
            selectFrom("product_images as o").select("o.id").whereRef("o.product_id", "=", "i.product_id").where((eb) => eb.or([eb("o.position", "<", eb.ref("i.position")), eb.and([eb("o.position", "=", eb.ref("i.position")), eb("o.id", "<", eb.ref("i.id"))])]))
          )
        )
      ).execute();
    },
    async infoPages() {
      return db.selectFrom("info_pages").select(["id", "title", "url"]).where("published", "=", 1).execute();
    }
  };
}

// domain/money.ts
function roundOre(value) {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}
function roundToWholeKronor(ore) {
  return roundOre(ore / 100) * 100;
}

// domain/vat.ts
function vatRateAt(rates, vatClass, atIso) {
  let best;
  for (const rate of rates) {
    if (rate.vatClass !== vatClass || rate.validFrom > atIso) continue;
    if (!best || rate.validFrom > best.validFrom) best = rate;
  }
  if (!best) throw new Error(`No VAT rate for class ${vatClass} at ${atIso}`);
  return best.ratePercent;
}
function exclVatFromInclVat(inclVatOre, ratePercent) {
  return roundOre(inclVatOre * 100 / (100 + ratePercent));
}

// domain/search/search-text.ts
var FOLD = {
  \u00E5: "a",
  \u00E4: "a",
  \u00E0: "a",
  \u00E1: "a",
  \u00E2: "a",
  \u00E3: "a",
  \u00E6: "a",
  \u00F6: "o",
  \u00F8: "o",
  \u00F3: "o",
  \u00F2: "o",
  \u00F4: "o",
  \u00F5: "o",
  \u00E9: "e",
  \u00E8: "e",
  \u00EA: "e",
  \u00EB: "e",
  \u00FC: "u",
  \u00FA: "u",
  \u00F9: "u",
  \u00FB: "u",
  \u00ED: "i",
  \u00EC: "i",
  \u00EE: "i",
  \u00EF: "i",
  \u00E7: "c",
  \u00F1: "n",
  \u00FD: "y",
  \u00FF: "y",
  \u00DF: "s"
};
var FOLDABLE = new RegExp(`[${Object.keys(FOLD).join("")}]`, "g");
var MAX_QUERY_WORDS = 8;
var MAX_WORD_LENGTH = 40;
var FUZZY_MIN_LENGTH = 5;
var PART_MIN_LENGTH = 4;
function foldText(text) {
  let lower = text.toLocaleLowerCase("sv-SE");
  if (lower.length !== text.length) {
    lower = "";
    for (const ch of text) {
      const l = ch.toLocaleLowerCase("sv-SE");
      lower += l.length === ch.length ? l : ch;
    }
  }
  return /[\u0080-\uffff]/.test(lower) ? lower.replace(FOLDABLE, (c) => FOLD[c]) : lower;
}
var WORD = /[\p{L}\p{N}]+/gu;
function tokenize(text) {
  const tokens = [];
  for (const match of text.matchAll(WORD)) {
    const term = foldText(match[0]).slice(0, MAX_WORD_LENGTH);
    tokens.push({ term, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}
function queryTerms(query) {
  const terms = [];
  for (const token of tokenize(query)) {
    if (!terms.includes(token.term)) terms.push(token.term);
    if (terms.length === MAX_QUERY_WORDS) break;
  }
  return terms;
}
function articleTerm(sku) {
  return tokenize(sku).map((t2) => t2.term).join("").slice(0, MAX_WORD_LENGTH);
}
var ENDINGS = ["ernas", "arnas", "ornas", "erna", "arna", "orna", "ens", "ets", "er", "ar", "or", "en", "et", "na"];
var MIN_STEM = 4;
function stem(term) {
  if (/\d/.test(term)) return term;
  for (const ending of ENDINGS) {
    if (term.length - ending.length >= MIN_STEM && term.endsWith(ending)) return term.slice(0, -ending.length);
  }
  return term;
}
function withinOneEdit(a, b) {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
function boundedDistance(a, b, limit) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}
function deletions(term) {
  const out = /* @__PURE__ */ new Set();
  for (let i = 0; i < term.length; i++) out.add(term.slice(0, i) + term.slice(i + 1));
  return [...out];
}

// domain/search/search-query.ts
var unit = (kind, factor = 1) => ({ kind, factor });
var INCH = unit("tum");
var UNITS = {
  tum: INCH,
  tums: INCH,
  inch: INCH,
  inches: INCH,
  '"': INCH,
  "\u201D": INCH,
  "\u2033": INCH,
  mm: unit("length"),
  cm: unit("length", 10),
  dm: unit("length", 100),
  m: unit("length", 1e3),
  meter: unit("length", 1e3),
  ml: unit("volume", 1e-3),
  cl: unit("volume", 0.01),
  dl: unit("volume", 0.1),
  l: unit("volume"),
  liter: unit("volume"),
  lit: unit("volume"),
  g: unit("mass"),
  gram: unit("mass"),
  hg: unit("mass", 100),
  kg: unit("mass", 1e3),
  kilo: unit("mass", 1e3),
  w: unit("power"),
  watt: unit("power"),
  kw: unit("power", 1e3),
  wh: unit("energy", 1e-3),
  kwh: unit("energy"),
  varv: unit("speed"),
  rpm: unit("speed"),
  hz: unit("frequency"),
  khz: unit("frequency", 1e3),
  db: unit("sound"),
  mb: unit("storage", 1e-3),
  gb: unit("storage"),
  tb: unit("storage", 1e3),
  mah: unit("charge"),
  sek: unit("time", 1 / 60),
  sekunder: unit("time", 1 / 60),
  min: unit("time"),
  minuter: unit("time"),
  tim: unit("time", 60),
  timme: unit("time", 60),
  timmar: unit("time", 60),
  dygn: unit("time", 1440)
};
var PIECE = /\d+[.,]\d+|[\p{L}\p{N}]+|["”″]/gu;
var NUMBER = /^\d+(?:[.,]\d+)?$/;
var NUMBER_AND_UNIT = /^(\d+(?:[.,]\d+)?)(\p{L}+)$/u;
function measureOf(number, unitText, text) {
  const value = Number(number.replace(",", "."));
  const u = unitText === null ? void 0 : UNITS[foldText(unitText)];
  const decimals = number.split(/[.,]/)[1]?.length ?? 0;
  return { text, value, decimals, kind: u?.kind ?? null, base: value * (u?.factor ?? 1) };
}
function parseMeasures(text) {
  const pieces = [...text.matchAll(PIECE)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  const words = [];
  const measures = [];
  let endsInWord = false;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    const next = pieces[i + 1];
    if (NUMBER.test(piece.text)) {
      const unitNext = next && /^\s*$/.test(text.slice(piece.end, next.start)) && UNITS[foldText(next.text)] !== void 0;
      measures.push(unitNext ? measureOf(piece.text, next.text, text.slice(piece.start, next.end)) : measureOf(piece.text, null, piece.text));
      if (unitNext) i++;
      endsInWord = false;
      continue;
    }
    const joined = NUMBER_AND_UNIT.exec(piece.text);
    if (joined && UNITS[foldText(joined[2])] !== void 0) {
      measures.push(measureOf(joined[1], joined[2], piece.text));
      endsInWord = false;
      continue;
    }
    if (UNITS[piece.text] === INCH) continue;
    words.push({ term: foldText(piece.text).slice(0, MAX_WORD_LENGTH), text: piece.text });
    endsInWord = true;
  }
  return { words, measures, endsInWord };
}
function parseSearchQuery(query) {
  const parsed = parseMeasures(query);
  const words = [];
  for (const word of parsed.words) if (!words.some((w) => w.term === word.term)) words.push(word);
  const room = Math.max(0, MAX_QUERY_WORDS - words.length);
  return { words: words.slice(0, MAX_QUERY_WORDS), measures: parsed.measures.slice(0, room), endsInWord: parsed.endsInWord };
}
function measureRange(measure) {
  const half = 0.5 * 10 ** -measure.decimals;
  const factor = measure.value === 0 ? 1 : measure.base / measure.value;
  return [(measure.value - half) * factor, (measure.value + half) * factor];
}
function queryText(words, measures) {
  return [...words.map((w) => w.text), ...measures.map((m) => m.text)].join(" ");
}
function looserQueries(parsed, wordHits) {
  const out = [];
  const add = (text) => {
    if (text !== "" && !out.includes(text)) out.push(text);
  };
  const original = queryText(parsed.words, parsed.measures);
  if (parsed.measures.some((m) => m.kind !== null)) {
    add(queryText(parsed.words, parsed.measures.map((m) => ({ ...m, kind: null, base: m.value, text: m.text.match(/^\d+(?:[.,]\d+)?/)[0] }))));
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

// services/search/search-index.ts
var LEVELS = 5;
var TEXT_FIELDS = ["category", "spec"];
var EMPTY = new Int32Array(0);
var ARTICLE_PREFIX_MIN = 6;
var SHORT_PREFIX_MAX = 2;
var ANY_KIND = "";
var IN_NAME = "name:";
var SearchIndex = class {
  version;
  size;
  builtInMs;
  products;
  terms = [];
  termId = /* @__PURE__ */ new Map();
  namePostings;
  /** Per category name or specification value: its products. */
  textProducts = { category: [], spec: [] };
  /** Per term: the category names or specification values holding it. */
  termTexts = { category: [], spec: [] };
  textFrequency = [];
  /** Terms sorted, for the range of terms a prefix begins (article numbers apart: see articles). */
  sorted;
  /**
   * Article numbers, sorted. They share their first letters by the thousand ('HB00...'), so a short prefix would
   * pull in the whole catalog: they are found whole, or by a prefix of ARTICLE_PREFIX_MIN characters.
   */
  articles;
  /** The terms of letters only: what a misspelt word is corrected to (most terms are model and article numbers). */
  letterTerms;
  /** Per term with more products than the bitsets have words: its products as a bitset too (cheaper to OR). */
  nameBits = /* @__PURE__ */ new Map();
  /** The same per category name or specification value. */
  textBits = { category: /* @__PURE__ */ new Map(), spec: /* @__PURE__ */ new Map() };
  /** Per entry kind: each entry's words and their stems, read once. */
  entryWords = /* @__PURE__ */ new Map();
  byStem = /* @__PURE__ */ new Map();
  byDeletion = /* @__PURE__ */ new Map();
  byPart = /* @__PURE__ */ new Map();
  /** How many products carry each term (any field): corrections prefer common words. */
  frequency;
  /** The term as shop text writes it (diacritics kept), for 'Menade du ...?'. */
  surface = [];
  words;
  scratch = [];
  /** Per unit kind: the products' measures ('65"' in a name, '65 tum' as a specification value). */
  measures = /* @__PURE__ */ new Map();
  measureBits;
  nameMeasureBits;
  /** The last query that found nothing (relaxed() is asked right after, and need not find that out again). */
  lastMissed = null;
  measureScratch;
  /** The tier being worked out and the one before it (what was already visited). */
  tiers;
  categories;
  brands;
  pages;
  constructor(source2) {
    const started = performance.now();
    this.version = source2.version;
    this.products = [...source2.products].sort((a, b) => Number(b.inStock) - Number(a.inStock) || b.popularity - a.popularity || a.id - b.id);
    this.size = this.products.length;
    this.categories = source2.categories;
    this.brands = source2.brands;
    this.pages = source2.pages;
    const nameLists = [];
    const termFor = (term, shown) => {
      let id = this.termId.get(term);
      if (id === void 0) {
        id = this.terms.length;
        this.terms.push(term);
        this.surface.push(shown.toLocaleLowerCase("sv-SE"));
        this.termId.set(term, id);
        nameLists.push([]);
      }
      return id;
    };
    const termsOf = (text) => {
      const terms = [];
      const tokens = tokenize(text);
      for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i];
        terms.push([token.term, text.slice(token.start, token.end)]);
        const next = tokens[i + 1];
        if (next && isWord(token.term) && isWord(next.term)) terms.push([token.term + next.term, text.slice(token.start, token.end) + text.slice(next.start, next.end)]);
      }
      return terms;
    };
    const wordTerms = /* @__PURE__ */ new Set();
    const articleTerms = /* @__PURE__ */ new Set();
    const addName = (term, shown, n, article = false) => {
      if (term.length === 0) return;
      (article ? articleTerms : wordTerms).add(termFor(term, shown));
      const list = nameLists[termFor(term, shown)];
      if (list[list.length - 1] !== n) list.push(n);
    };
    const texts = {
      category: { ids: /* @__PURE__ */ new Map(), products: [] },
      spec: { ids: /* @__PURE__ */ new Map(), products: [] }
    };
    const addText = (field, text, n) => {
      const table = texts[field];
      let id = table.ids.get(text);
      if (id === void 0) {
        id = table.products.length;
        table.ids.set(text, id);
        table.products.push([]);
      }
      const list = table.products[id];
      if (list[list.length - 1] !== n) list.push(n);
    };
    const measureLists = /* @__PURE__ */ new Map();
    const addMeasure = (kind, value, n) => {
      let list = measureLists.get(kind);
      if (!list) measureLists.set(kind, list = { values: [], products: [] });
      list.values.push(value);
      list.products.push(n);
    };
    const addMeasures = (found, n, prefix = "") => {
      for (const m of found) {
        addMeasure(prefix + ANY_KIND, m.value, n);
        if (m.kind !== null) addMeasure(prefix + m.kind, m.base, n);
      }
    };
    const valueMeasures = /* @__PURE__ */ new Map();
    const measuresOfValue = (value) => {
      let found = valueMeasures.get(value);
      if (found === void 0) valueMeasures.set(value, found = parseMeasures(value).measures);
      return found;
    };
    this.products.forEach((p, n) => {
      const inName = parseMeasures(p.name).measures;
      addMeasures(inName, n);
      addMeasures(inName, n, IN_NAME);
      for (const value of p.specValues) addMeasures(measuresOfValue(value), n);
      for (const [term, shown] of termsOf(p.name)) addName(term, shown, n);
      for (const [term, shown] of termsOf(p.brandName)) addName(term, shown, n);
      const sku = articleTerm(p.sku);
      addName(sku, p.sku, n, true);
      for (const name of p.categoryNames) addText("category", name, n);
      for (const value of p.specValues) addText("spec", value, n);
    });
    const textTerms = { category: [], spec: [] };
    for (const field of TEXT_FIELDS) {
      const table = texts[field];
      this.textProducts[field] = table.products.map((l) => Int32Array.from(l));
      const frequency = table.products.map((l) => l.length);
      for (const [text, textId] of table.ids) {
        for (const [term] of termsOf(text)) {
          if (term.length === 0) continue;
          const id = termFor(term, text);
          const list = textTerms[field][id] ??= [];
          if (list[list.length - 1] !== textId) list.push(textId);
          this.textFrequency[id] = (this.textFrequency[id] ?? 0) + frequency[textId];
        }
      }
    }
    for (const field of TEXT_FIELDS) this.termTexts[field] = this.terms.map((_, id) => textTerms[field][id] ? Int32Array.from(textTerms[field][id]) : EMPTY);
    this.namePostings = nameLists.map((l) => l.length ? Int32Array.from(l) : EMPTY);
    this.frequency = new Int32Array(this.terms.length);
    this.terms.forEach((term, id) => {
      this.frequency[id] = this.namePostings[id].length + (this.textFrequency[id] ?? 0);
      push(this.byStem, stem(term), id);
      if (!isWord(term)) return;
      if (term.length >= FUZZY_MIN_LENGTH) for (const d of deletions(term)) push(this.byDeletion, d, id);
      for (let at = 2; term.length - at >= PART_MIN_LENGTH; at++) push(this.byPart, term.slice(at), id);
    });
    const byTerm = (a, b) => this.terms[a] < this.terms[b] ? -1 : 1;
    this.sorted = this.terms.map((_, id) => id).filter((id) => !articleTerms.has(id) || wordTerms.has(id)).sort(byTerm);
    this.articles = [...articleTerms].sort(byTerm);
    this.letterTerms = this.terms.map((_, id) => id).filter((id) => isWord(this.terms[id]));
    this.words = Math.ceil(this.size / 32);
    this.namePostings.forEach((list, id) => {
      if (list.length > this.words) this.nameBits.set(id, bitsOf(list, this.words));
    });
    for (const field of TEXT_FIELDS) {
      this.textProducts[field].forEach((list, text) => {
        if (list.length > this.words) this.textBits[field].set(text, bitsOf(list, this.words));
      });
    }
    for (const entries of [this.categories, this.brands, this.pages]) {
      this.entryWords.set(
        entries,
        entries.map((entry) => {
          const terms = tokenize(entry.name).map((t2) => t2.term);
          return { entry, terms, stems: terms.map(stem) };
        })
      );
    }
    for (const [kind, list] of measureLists) {
      const order = Uint32Array.from(list.values, (_, i) => i).sort((a, b) => list.values[a] - list.values[b] || a - b);
      this.measures.set(kind, { values: Float64Array.from(order, (i) => list.values[i]), products: Int32Array.from(order, (i) => list.products[i]) });
    }
    this.measureBits = new Uint32Array(this.words);
    this.nameMeasureBits = new Uint32Array(this.words);
    this.measureScratch = new Uint32Array(this.words);
    this.tiers = [new Uint32Array(this.words), new Uint32Array(this.words)];
    this.builtInMs = performance.now() - started;
  }
  /** Terms a query word matches whole (or inflected) and those it begins (when it may), whole ones not repeated. */
  exactAndPrefixTerms(word, asPrefix) {
    const exact = new Set(this.byStem.get(stem(word)) ?? []);
    const own = this.termId.get(word);
    if (own !== void 0) exact.add(own);
    const prefix = [];
    if (!asPrefix) return { exact: [...exact], prefix };
    const within = (list) => {
      for (let i = this.lowerBound(list, word); i < list.length; i++) {
        const id = list[i];
        if (!this.terms[id].startsWith(word)) break;
        if (!exact.has(id)) prefix.push(id);
      }
    };
    within(this.sorted);
    if (word.length >= ARTICLE_PREFIX_MIN) within(this.articles);
    return { exact: [...exact], prefix };
  }
  /** Terms a query word matches with one typo or as a compound part, those it matches better left out. */
  fuzzyTerms(word, better) {
    const fuzzy = /* @__PURE__ */ new Set();
    if (word.length >= FUZZY_MIN_LENGTH) {
      const candidates = [...this.byDeletion.get(word) ?? []];
      for (const d of deletions(word)) {
        const id = this.termId.get(d);
        if (id !== void 0) candidates.push(id);
        candidates.push(...this.byDeletion.get(d) ?? []);
      }
      for (const id of candidates) if (withinOneEdit(word, this.terms[id])) fuzzy.add(id);
    }
    if (word.length >= PART_MIN_LENGTH) {
      for (const id of this.byPart.get(word) ?? []) fuzzy.add(id);
      const stemmed = stem(word);
      if (stemmed !== word) for (const id of this.byPart.get(stemmed) ?? []) fuzzy.add(id);
    }
    for (const id of better.exact) fuzzy.delete(id);
    for (const id of better.prefix) fuzzy.delete(id);
    return [...fuzzy];
  }
  lowerBound(list, word) {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (this.terms[list[mid]] < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  /** ORs the products of the terms' field into bits; false when there were none. */
  mark(bits, field, ids) {
    let marked = false;
    if (field === "name") {
      for (const id of ids) {
        const set = this.nameBits.get(id);
        if (set) orAll(bits, set);
        else setAll(bits, this.namePostings[id]);
        marked ||= set !== void 0 || this.namePostings[id].length > 0;
      }
      return marked;
    }
    const products = this.textProducts[field];
    const sets = this.textBits[field];
    const seen = /* @__PURE__ */ new Set();
    for (const id of ids) {
      const texts = this.termTexts[field][id];
      for (let t2 = 0; t2 < texts.length; t2++) {
        const text = texts[t2];
        if (seen.has(text)) continue;
        seen.add(text);
        const set = sets.get(text);
        if (set) orAll(bits, set);
        else setAll(bits, products[text]);
        marked = true;
      }
    }
    return marked;
  }
  /** Scratch bitsets, one per query word, zeroed; the index is synchronous, so one set serves every query. */
  wordBits(count) {
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
  rank(query, visit) {
    const { words, filter } = query;
    if (this.size === 0 || words.length === 0 && !filter) return;
    if (words.length === 0) {
      this.visitTier(filter, null, query.named, visit);
      return;
    }
    const bits = this.wordBits(words.length);
    const terms = words.map((word, i) => this.exactAndPrefixTerms(word, word.length > SHORT_PREFIX_MAX || query.endsInWord && i === words.length - 1));
    let fuzzy = null;
    let [tier, better] = this.tiers;
    better.fill(0);
    const matched = new Array(words.length).fill(false);
    for (let level = 0; level < LEVELS; level++) {
      if (level === 3) fuzzy = words.map((word, i) => this.fuzzyTerms(word, terms[i]));
      let added = false;
      for (let i = 0; i < words.length; i++) {
        const own = bits[i];
        const { exact, prefix } = terms[i];
        let marked;
        switch (level) {
          case 0:
            marked = this.mark(own, "name", exact);
            break;
          case 1:
            marked = this.mark(own, "category", exact);
            break;
          // Every mark runs (no short circuit): each adds its own products.
          case 2:
            marked = [this.mark(own, "name", prefix), this.mark(own, "category", prefix)].includes(true);
            break;
          case 3:
            marked = [this.mark(own, "name", fuzzy[i]), this.mark(own, "category", fuzzy[i])].includes(true);
            break;
          default:
            marked = [this.mark(own, "spec", exact), this.mark(own, "spec", prefix), this.mark(own, "spec", fuzzy[i])].includes(true);
        }
        matched[i] ||= marked;
        added ||= marked;
      }
      if (!added || !matched.every(Boolean)) continue;
      tier.set(bits[0]);
      for (let i = 1; i < words.length; i++) andAll(tier, bits[i]);
      if (filter) andAll(tier, filter);
      if (!this.visitTier(tier, better, query.named, visit)) return;
      [tier, better] = [better, tier];
    }
  }
  /**
   * Visits the products of a tier not in `better` (visited already) in number order, those that name every measure
   * ('65"' in the name: `named`) before those carrying it in a specification. False when visit asked to stop.
   */
  visitTier(tier, better, named, visit) {
    for (const namedPass of named ? [true, false] : [false]) {
      for (let w = 0; w < this.words; w++) {
        let x = tier[w] & ~(better?.[w] ?? 0);
        if (named) x &= namedPass ? named[w] : ~named[w];
        while (x !== 0) {
          const low = x & -x;
          if (!visit(this.products[(w << 5) + 31 - Math.clz32(low)])) return false;
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
  searchTerms(query) {
    const parsed = parseSearchQuery(query);
    if (parsed.words.length === 0 && parsed.measures.every((m) => m.kind === null)) {
      return { words: queryTerms(query), filter: null, named: null, endsInWord: true };
    }
    const measured = parsed.measures.length > 0;
    return {
      words: parsed.words.map((w) => w.term),
      filter: measured ? this.measureFilter(parsed, this.measureBits, "") : null,
      named: measured ? this.measureFilter(parsed, this.nameMeasureBits, IN_NAME) : null,
      endsInWord: parsed.endsInWord
    };
  }
  /** The products carrying every measure of the query (a bare number: of any unit, or in the name). */
  measureFilter(parsed, filter, prefix) {
    filter.fill(4294967295);
    for (const measure of parsed.measures) {
      const own = this.measureScratch;
      own.fill(0);
      const table = this.measures.get(prefix + (measure.kind ?? ANY_KIND));
      if (table) {
        const [low, high] = measure.kind === null ? [measure.value - 0.5 * 10 ** -measure.decimals, measure.value + 0.5 * 10 ** -measure.decimals] : measureRange(measure);
        for (let i = lowerBoundOf(table.values, low); i < table.values.length && table.values[i] < high; i++) {
          const n = table.products[i];
          own[n >>> 5] |= 1 << (n & 31);
        }
      }
      andAll(filter, own);
    }
    return filter;
  }
  /** Every product the query matches, best first; empty for a query without words. */
  match(query) {
    const out = [];
    this.rank(this.searchTerms(query), (p) => (out.push(p), true));
    this.lastMissed = out.length === 0 ? query : null;
    return out;
  }
  /** The best `limit` products for the query. */
  top(query, limit) {
    const out = [];
    if (limit > 0) this.rank(this.searchTerms(query), (p) => (out.push(p), out.length < limit));
    this.lastMissed = out.length === 0 && limit > 0 ? query : null;
    return out;
  }
  /**
   * A looser query that finds products when this one finds none (issue 31: never a dead end): without the units,
   * without the numbers, then without the least telling words (docs/search.md). Null when the query finds products
   * or nothing looser does.
   */
  relaxed(query) {
    const parsed = parseSearchQuery(query);
    if (query !== this.lastMissed && this.top(query, 1).length > 0) return null;
    const hits = parsed.words.length > 1 ? parsed.words.map((word) => this.top(word.text, 1).length) : [];
    return looserQueries(parsed, hits).find((looser) => this.top(looser, 1).length > 0) ?? null;
  }
  /** The words a list of entries (categories, brands, pages) is matched by: a query's measures name none. */
  entryTerms(query) {
    const { words, measures } = parseSearchQuery(query);
    return words.length > 0 || measures.some((m) => m.kind !== null) ? words.map((w) => w.term) : queryTerms(query);
  }
  /** Entries (categories, brands, pages: one of this index's lists) whose name matches every word, best first. */
  matchEntries(entries, query, limit) {
    const words = this.entryTerms(query);
    const read = this.entryWords.get(entries);
    if (words.length === 0 || !read) return [];
    const stems = words.map(stem);
    const scored = [];
    for (const { entry, terms, stems: termStems } of read) {
      let score = 0;
      for (let w = 0; w < words.length && score >= 0; w++) {
        let best = 0;
        for (let t2 = 0; t2 < terms.length && best < 3; t2++) best = Math.max(best, entryLevel(words[w], stems[w], terms[t2], termStems[t2]));
        score = best === 0 ? -1 : score + best;
      }
      if (score > 0) scored.push({ entry, score });
    }
    scored.sort((a, b) => b.score - a.score || b.entry.weight - a.entry.weight || a.entry.name.localeCompare(b.entry.name, "sv"));
    return scored.slice(0, limit).map((s) => s.entry);
  }
  /**
   * 'Menade du ...?': the query with each word that matches nothing replaced by the most common word at most two
   * edits from it (one for short words), when the corrected query finds products; otherwise null.
   */
  correction(query) {
    const words = queryTerms(query);
    if (words.length === 0) return null;
    let changed = false;
    const corrected = words.map((word, i) => {
      if (this.top(word, 1).length > 0) return this.surfaceOf(word) ?? word;
      const limit = word.length >= 7 ? 2 : 1;
      let best = -1;
      for (const id of isWord(word) ? this.letterTerms : this.terms.keys()) {
        const term = this.terms[id];
        if (Math.abs(term.length - word.length) > limit || boundedDistance(word, term, limit) > limit) continue;
        if (best < 0 || this.frequency[id] > this.frequency[best]) best = id;
      }
      if (best < 0) return words[i];
      changed = true;
      return this.surface[best];
    });
    if (!changed) return null;
    const text = corrected.join(" ");
    return this.top(text, 1).length > 0 ? text : null;
  }
  surfaceOf(word) {
    const id = this.termId.get(word);
    return id === void 0 ? null : this.surface[id];
  }
  /** Rough heap use of the index, for the benchmark's report. */
  memoryBytes() {
    let bytes = 0;
    for (const list of this.namePostings) bytes += list.byteLength + 16;
    for (const field of TEXT_FIELDS) for (const list of [...this.textProducts[field], ...this.termTexts[field]]) bytes += list.byteLength + 16;
    for (const term of this.terms) bytes += term.length * 2 + 48;
    for (const map of [this.byStem, this.byDeletion, this.byPart]) for (const [key, ids] of map) bytes += key.length * 2 + 48 + ids.length * 8;
    return bytes;
  }
};
function lowerBoundOf(values, value) {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (values[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function bitsOf(list, words) {
  const bits = new Uint32Array(words);
  setAll(bits, list);
  return bits;
}
function orAll(bits, set) {
  for (let w = 0; w < bits.length; w++) bits[w] |= set[w];
}
function andAll(bits, set) {
  for (let w = 0; w < bits.length; w++) bits[w] &= set[w];
}
function setAll(bits, list) {
  for (let j = 0; j < list.length; j++) {
    const n = list[j];
    bits[n >>> 5] |= 1 << (n & 31);
  }
}
function isWord(term) {
  return !/\d/.test(term);
}
function push(map, key, id) {
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
}
function entryLevel(word, wordStem, token, tokenStem) {
  if (token === word || tokenStem === wordStem) return 3;
  if (token.startsWith(word)) return 2;
  if (word.length >= FUZZY_MIN_LENGTH && withinOneEdit(word, token)) return 1;
  if (word.length >= PART_MIN_LENGTH && token.includes(word)) return 1;
  return 0;
}

// domain/site-settings.ts
import { z as z3 } from "zod";

// domain/installments.ts
import { z } from "zod";
var campaignTermsSchema = z.object({
  id: z.number().int().positive(),
  label: z.string().min(1).max(200),
  months: z.number().int().min(1).max(120),
  interestRatePercent: z.number().min(0).max(100),
  monthlyFeeOre: z.number().int().min(0),
  startFeeOre: z.number().int().min(0),
  minAmountOre: z.number().int().min(0),
  maxAmountOre: z.number().int().min(0).nullable(),
  interestFree: z.boolean()
});

// domain/leasing.ts
import { z as z2 } from "zod";
var leasingTermsSchema = z2.object({
  months: z2.array(z2.number().int().min(1).max(120)).min(1).max(6),
  residualValuePercent: z2.number().min(0).max(90),
  interestRatePercent: z2.number().min(0).max(100),
  minAmountOre: z2.number().int().min(0)
});

// domain/invoicing/ocr-reference.ts
function mod10CheckDigit(digits) {
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    const digit = digits.charCodeAt(i) - 48;
    const value = double ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return (10 - sum % 10) % 10;
}

// domain/identity-number.ts
import Personnummer from "personnummer";
import Organisationsnummer from "organisationsnummer";

// domain/swedish-calendar.ts
var stockholmDay;
function swedishDate(at) {
  stockholmDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Stockholm", year: "numeric", month: "2-digit", day: "2-digit" });
  const parts = stockholmDay.formatToParts(at);
  const part = (type) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

// domain/identity-number.ts
var MAX_PERSON_AGE_YEARS = 130;
var DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2212]/g;
var WHITESPACE = /\s+/g;
function compact(input) {
  return input.replace(WHITESPACE, "").replace(DASHES, "-");
}
function swedishToday(nowIso) {
  const ms = Date.parse(nowIso);
  if (Number.isNaN(ms)) throw new RangeError(`nowIso is not a valid ISO date: ${nowIso}`);
  const day = swedishDate(ms);
  return { year: Number(day.slice(0, 4)), yyyymmdd: day.replaceAll("-", "") };
}
function fullYear(yy, plus, currentYear) {
  const base = plus ? currentYear - 100 : currentYear;
  return base - ((base - yy) % 100 + 100) % 100;
}
var PERSON_SHAPE = /^(\d{6}|\d{8})([-+]?)(\d{4})$/;
function parsePerson(compacted, nowIso) {
  const match = PERSON_SHAPE.exec(compacted);
  if (!match) return null;
  const [, datePart = "", separator, serial = ""] = match;
  const today = swedishToday(nowIso);
  const yyyymmdd = datePart.length === 8 ? datePart : `${fullYear(Number(datePart.slice(0, 2)), separator === "+", today.year)}${datePart.slice(2)}`;
  const twelve = `${yyyymmdd}${serial}`;
  let parsed;
  try {
    parsed = Personnummer.parse(twelve, { allowCoordinationNumber: true, allowInterimNumber: false });
  } catch {
    return null;
  }
  const kind = parsed.isCoordinationNumber() ? "samordningsnummer" : "personnummer";
  const birthDay = Number(yyyymmdd.slice(6, 8)) - (kind === "samordningsnummer" ? 60 : 0);
  const birthDate = `${yyyymmdd.slice(0, 6)}${String(birthDay).padStart(2, "0")}`;
  if (birthDate > today.yyyymmdd) return null;
  const oldestBirthDate = `${today.year - MAX_PERSON_AGE_YEARS}${today.yyyymmdd.slice(4)}`;
  if (birthDate < oldestBirthDate) return null;
  return { kind, normalised: twelve };
}
var ORGANISATION_SHAPE = /^(?:16)?(\d{6})-?(\d{4})$/;
function parseCompanyNumber(input, nowIso) {
  const compacted = compact(input);
  const match = ORGANISATION_SHAPE.exec(compacted);
  if (match) {
    const ten = `${match[1]}${match[2]}`;
    if (Number(ten[2]) >= 2) {
      return Organisationsnummer.valid(ten) ? { kind: "organisationsnummer", normalised: ten } : null;
    }
  }
  return parsePerson(compacted, nowIso);
}

// domain/site-settings.ts
var httpsUrl = z3.string().max(2e3).url().refine((value) => value.startsWith("https://"), "https only");
var imageAddressSchema = z3.string().trim().max(2e3).refine((value) => /^\/(?![/\\])[^\s\\]*$/.test(value) || /^https:\/\/[^\s\\]+$/.test(value) && URL.canParse(value), "image address");
var giroNumber = (shape) => z3.string().trim().regex(shape, "format").refine((value) => {
  const digits = value.replace(/\D/g, "");
  return mod10CheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}, "check digit");
var organisationNumber = z3.string().trim().refine((value) => parseCompanyNumber(value, (/* @__PURE__ */ new Date()).toISOString()) !== null, "organisation number");
var siteSettingsSchema = z3.object({
  siteName: z3.string().min(1).default("Hembutiken"),
  /** The shop's logo in the header (site name as its text alternative); null: the name beside a generic icon. */
  logo: imageAddressSchema.nullable().default(null),
  /** The logo in the phone layout's header (up to 1024 px wide); null: the desktop logo. */
  mobileLogo: imageAddressSchema.nullable().default(null),
  /** The phone header's logo once the page is scrolled past 200 px (the scrolled look); null: the mobile logo stays. */
  mobileLogoInverted: imageAddressSchema.nullable().default(null),
  ecommerceDisabled: z3.boolean().default(false),
  hideSearch: z3.boolean().default(false),
  /**
   * The phone layout offers 'Logga in' in its header and menu (a logged-in customer always sees 'Mina sidor' there).
   * On by default: without it a phone visitor has no way to an account.
   */
  showMobileLoginLink: z3.boolean().default(true),
  minimumTwoColumnGrid: z3.boolean().default(true),
  orderedWithTitle: z3.string().default("Andra kunder k\xF6pte \xE4ven"),
  checkoutManualPuffs: z3.array(z3.object({ manual_puff_link: z3.string(), image: z3.string() })).default([]),
  hidePriceFilter: z3.boolean().default(false),
  customDiscountBadge: z3.object({ active: z3.boolean(), image: z3.string().nullable() }).default({ active: false, image: null }),
  levelOneMenuPrefix: z3.string().default(""),
  /** Product ribbons outrank discount badges (the discount badge is 'second priority'). */
  discountBadgeSecondPriority: z3.boolean().default(false),
  /**
   * How a reduction's badge reads on cards, the product page and suggestions: the percentage off ('−20 %') or the
   * amount saved in the shopper's VAT basis ('−2 000 kr'). A package's badge always says what it saves.
   */
  discountBadgeForm: z3.enum(["percent", "amount"]).default("percent"),
  /** The energy label module: energy classes on cards, the label and 'Produktblad' on the product page. Off: none of them. */
  energyLabels: z3.boolean().default(true),
  isOffer: z3.boolean().default(false),
  lowStockThreshold: z3.number().int().min(0).max(1e3).default(5),
  /** Orders whose products (after discounts, incl. VAT) reach this many öre ship free; null: no free delivery. */
  freeDeliveryLimitOre: z3.number().int().min(0).nullable().default(1e5),
  /** Every order is picked up in store: no delivery is priced and free delivery is not calculated. */
  forcePickupInStore: z3.boolean().default(false),
  /** Countries the checkout ships to; more than one shows 'Välj land' (international shipping). */
  shippingCountries: z3.array(z3.enum(["SE", "NO", "DK", "FI"])).min(1).default(["SE", "NO", "DK", "FI"]),
  /**
   * Company shoppers see every price incl. VAT, as private customers do (cards, product page, cart, checkout, mails);
   * false: companies see prices excl. VAT (the spec's `includes_vat` false), private customers always incl. VAT.
   */
  companyPricesIncludeVat: z3.boolean().default(false),
  /** The shop offers its newsletter: the cart's box ('order_subscribe') and the footer's sign-up for visitors (/nyhetsbrev). */
  newsletterActive: z3.boolean().default(true),
  /** Which of the two product gallery widgets the product page shows: main image with thumbnails, or a grid of images. */
  productGalleryLayout: z3.enum(["thumbnails", "grid"]).default("thumbnails"),
  /** Cards' buy buttons add and show a modal (what was added, the cart's total, the ways on) instead of the alert. */
  buyAndShowModal: z3.boolean().default(false),
  /** The 'product added' alert offers 'Gå till kassan' beside 'Till varukorgen'. */
  addedAlertCheckoutLink: z3.boolean().default(true),
  /** The lightbox plays its images as a slideshow (every 3 s) when opened. */
  lightboxAutoplay: z3.boolean().default(false),
  /** Installment campaigns the product page's teaser is computed from (none: no teaser). */
  sveaCampaigns: z3.array(campaignTermsSchema).max(20).default([]),
  /** Leasing terms for company shoppers; null: no leasing widget. */
  leasingTerms: leasingTermsSchema.nullable().default(null),
  /** The micro banner above the header, site-wide while active. */
  microBanner: z3.object({ active: z3.boolean(), text: z3.string().max(300), link: z3.string().max(500).nullable() }).default({ active: false, text: "", link: null }),
  /** How many images a return or complaint may carry (the upload control's maximum; the spec's default is 1). */
  returnImageMaxFiles: z3.number().int().min(1).max(10).default(1),
  /** A countdown on the home page, shown only between start and end (ISO timestamps). */
  countdown: z3.object({ title: z3.string().max(200), start: z3.string().datetime({ offset: true }), end: z3.string().datetime({ offset: true }) }).nullable().default(null),
  /** The theme whose settings and palette the shop shows (docs/decisions/024); the developer bar switches it. */
  activeThemeId: z3.number().int().positive().default(1),
  /**
   * A feed of images from the shop's social-media account on the home page (storefront.md section 7), loaded lazily
   * and only with functional third-party consent (docs/decisions/023); null: no feed.
   */
  socialImageFeed: z3.object({
    title: z3.string().min(1).max(100),
    profileUrl: httpsUrl.nullable(),
    images: z3.array(z3.object({ src: httpsUrl, alt: z3.string().min(1).max(300), link: httpsUrl.nullable() })).min(1).max(12)
  }).nullable().default(null),
  /** The company as its invoices, receipts and texts name it (mervärdesskattelagen 17 kap. 24 §: name, address, VAT number). */
  companyLegalName: z3.string().trim().min(1).max(200).default("Hembutiken i Sverige AB"),
  companyOrganisationNumber: organisationNumber.default("556123-4567"),
  /** The VAT registration number: SE, the organisationsnummer's ten digits, 01. */
  companyVatNumber: z3.string().trim().regex(/^SE\d{10}01$/, "vat number").default("SE556123456701"),
  /** 'Godkänd för F-skatt' on invoices: the buyer then pays no preliminary tax for the seller. */
  companyFSkatt: z3.boolean().default(true),
  companyAddress: z3.object({ street: z3.string().trim().min(1).max(200), postalCode: z3.string().trim().regex(/^\d{3} ?\d{2}$/), city: z3.string().trim().min(1).max(100) }).default({ street: "Storgatan 1", postalCode: "111 22", city: "Stockholm" }),
  companyEmail: z3.string().trim().email().max(200).default("kundservice@hembutiken.se"),
  companyPhone: z3.string().trim().min(5).max(30).default("08-123 456 78"),
  /** Where invoices are paid: at least one of the two should be set for an invoice payment type. */
  bankgiro: giroNumber(/^\d{3,4}-\d{4}$/).nullable().default("5050-1055"),
  plusgiro: giroNumber(/^\d[\d ]{0,8}-\d$/).nullable().default(null),
  /** Days from the invoice date to its due date: the checkout, the invoice and the shop's texts all say this. */
  invoiceTermsDays: z3.number().int().min(10).max(60).default(30),
  /** When an invoice order's invoice is sent: as soon as the order is placed, or when it ships. */
  invoiceSentWhen: z3.enum(["placed", "shipped"]).default("placed"),
  /**
   * The shop's 'öppet köp': days from delivery a private customer may return a product. The law's withdrawal
   * period (14 days from delivery) is the least; a longer one is the shop's promise in the header and the terms.
   */
  openPurchaseDays: z3.number().int().min(14).max(365).default(30)
});

// domain/category-tree.ts
function ancestry(byId, id) {
  const chain = [];
  for (let node = byId.get(id); node && chain.length < byId.size; node = node.parentId === null ? void 0 : byId.get(node.parentId)) {
    chain.push(node);
  }
  return chain;
}

// services/catalog/catalog-snapshot.ts
function brandUrl(brand) {
  return brand.brand_override_link !== "0" && brand.brand_link ? `/${brand.brand_link}` : `/tillverkare/visa/${encodeURIComponent(brand.brand_link)}`;
}

// common/web/page-paths.ts
function productByIdUrl(productId) {
  return `/produkter/id/${productId}`;
}

// services/search/search-source.ts
async function loadSearchExtras(repo2) {
  const [images, pages] = await Promise.all([repo2.firstImages(), repo2.infoPages()]);
  return { images, pages };
}
function searchSourceOf(source2, extras2) {
  const images = new Map(extras2.images.map((i) => [i.product_id, i.path]));
  const categories = new Map(source2.categories.map((c) => [c.id, c]));
  const units = new Map(source2.specGroups.map((g) => [g.id, g.unit]));
  const rows = new Map(source2.specRows.map((r) => [r.id, withUnit(r.value, units.get(r.groupId) ?? null)]));
  const chains = /* @__PURE__ */ new Map();
  const chainOf = (categoryId) => {
    let chain = chains.get(categoryId);
    if (!chain) chains.set(categoryId, chain = ancestry(categories, categoryId));
    return chain;
  };
  const pathNames = /* @__PURE__ */ new Map();
  const namesOf = (categoryId) => {
    let names = pathNames.get(categoryId);
    if (!names) pathNames.set(categoryId, names = chainOf(categoryId).map((c) => c.name));
    return names;
  };
  const counts = /* @__PURE__ */ new Map();
  const brandCounts = /* @__PURE__ */ new Map();
  for (const p of source2.products) {
    brandCounts.set(p.brandId, (brandCounts.get(p.brandId) ?? 0) + 1);
    for (const c of chainOf(p.categoryId)) counts.set(c.id, (counts.get(c.id) ?? 0) + 1);
  }
  return {
    version: source2.version,
    products: source2.products.map((p) => {
      return {
        id: p.id,
        name: p.name,
        brandName: p.brandName,
        sku: p.sku ?? "",
        url: p.url ?? productByIdUrl(p.id),
        image: images.get(p.id) ?? null,
        priceInclVatOre: p.priceInclVatOre,
        vatRatePercent: p.vatRatePercent,
        hidePrice: p.hidePrice,
        monthlyPriceOre: p.monthlyPriceOre ?? null,
        inStock: p.inStock ?? true,
        popularity: p.popularity,
        categoryNames: namesOf(p.categoryId),
        specValues: p.specRowIds.map((id) => rows.get(id)).filter((v) => v !== void 0)
      };
    }),
    categories: source2.categories.filter((c) => (counts.get(c.id) ?? 0) > 0).map((c) => ({ id: c.id, name: c.name, url: c.url, weight: counts.get(c.id) })),
    brands: source2.brands.filter((b) => b.id !== 1).map((b) => ({ id: b.id, name: b.name, url: brandUrl(b), weight: brandCounts.get(b.id) ?? 0 })),
    pages: extras2.pages.map((p) => ({ id: p.id, name: p.title, url: p.url, weight: 0 }))
  };
}
function withUnit(value, unit2) {
  return unit2 && !value.endsWith(unit2) ? `${value} ${unit2}` : value;
}

// domain/filter-query.ts
var DEFAULT_SORT = "popularitet";
var MAX_ID = 2 ** 31 - 1;
function isIntervalSelection(s) {
  return "min" in s;
}

// services/catalog-index/bitset.ts
function wordsFor(size) {
  return Math.ceil(size / 32);
}
function emptyBits(words) {
  return new Uint32Array(words);
}
function fullBits(size) {
  const bits = new Uint32Array(wordsFor(size));
  bits.fill(4294967295);
  const tail = size % 32;
  if (tail !== 0) bits[bits.length - 1] = 2 ** tail - 1 >>> 0;
  return bits;
}
function setBit(bits, index) {
  bits[index >>> 5] |= 1 << (index & 31);
}
function hasBit(bits, index) {
  return (bits[index >>> 5] & 1 << (index & 31)) !== 0;
}
function popcount32(x) {
  x -= x >>> 1 & 1431655765;
  x = (x & 858993459) + (x >>> 2 & 858993459);
  x = x + (x >>> 4) & 252645135;
  return Math.imul(x, 16843009) >>> 24;
}
function popcount(bits) {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    const x = bits[w];
    if (x !== 0) n += popcount32(x);
  }
  return n;
}
function orInto(into, other) {
  for (let w = 0; w < into.length; w++) into[w] |= other[w];
}
function forEachBit(bits, visit) {
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w];
    while (x !== 0) {
      const low = x & -x;
      visit((w << 5) + 31 - Math.clz32(low));
      x ^= low;
    }
  }
}
var EMPTY_SPAN = { firstWord: 0, words: new Uint32Array(0) };
function spanFor(first, last) {
  if (last < first) return EMPTY_SPAN;
  return { firstWord: first >>> 5, words: new Uint32Array((last >>> 5) - (first >>> 5) + 1) };
}
function setSpanBit(span, index) {
  span.words[(index >>> 5) - span.firstWord] |= 1 << (index & 31);
}
function orSpanInto(into, span) {
  const { firstWord, words } = span;
  for (let w = 0; w < words.length; w++) into[firstWord + w] |= words[w];
}
function orSpanIntoRange(into, intoFirst, span, offset = 0, length = into.length) {
  const from = Math.max(intoFirst, span.firstWord);
  const to = Math.min(intoFirst + length, span.firstWord + span.words.length);
  for (let w = from; w < to; w++) into[offset + w - intoFirst] |= span.words[w - span.firstWord];
}

// services/catalog-index/catalog-index.ts
var collator = new Intl.Collator("sv");
var SMALL_SCOPE_DIVISOR = 8;
var MAX_LIST_FACETS = 30;
var OFFERED_CACHE_MAX = 5e3;
var EMPTY_LIST = new Int32Array(0);
var EMPTY_WORDS = new Uint32Array(0);
var NO_RANGES = { words: EMPTY_WORDS, firstWord: 0, wordCount: 0 };
var CatalogIndex = class {
  version;
  size;
  builtInMs;
  words;
  ids;
  all;
  empty;
  /** Product number of each product id. */
  numberById = /* @__PURE__ */ new Map();
  hidePrice;
  priceKrIncl;
  priceKrExcl;
  brandOf;
  categoryOf;
  colorStart;
  colorList;
  specStart;
  specList;
  categories;
  categoryIndex = /* @__PURE__ */ new Map();
  categoryBits;
  brands;
  brandIndex = /* @__PURE__ */ new Map();
  brandBits;
  brandOrder;
  colors;
  colorIndex = /* @__PURE__ */ new Map();
  colorBits;
  colorOptionsOf;
  optionBits = /* @__PURE__ */ new Map();
  groups = /* @__PURE__ */ new Map();
  groupRows = /* @__PURE__ */ new Map();
  rows;
  rowIndex = /* @__PURE__ */ new Map();
  rowGroup;
  /** Per row: its products, over the words they span. */
  rowBits;
  groupsOfCategory = /* @__PURE__ */ new Map();
  orders = /* @__PURE__ */ new Map();
  /** Per sort order: each product number's position in it (to sort a small result by typed-array sort). */
  ranks = /* @__PURE__ */ new Map();
  /** Per category (dense number): its products and its descendants', ascending. */
  categoryMembers;
  /** Per brand (dense number): its products, ascending. */
  brandMembers;
  rootCategories;
  /** Per category (dense number): its chain (itself and its ancestors) at chainList[chainStart[c]..chainStart[c + 1]). */
  chainStart;
  chainList;
  /** Offered specification groups per scope (category ids joined by ','; '' for no category); memoised. */
  offeredCache = /* @__PURE__ */ new Map();
  // Scratch space reused by every search (search is synchronous, so never shared between two calls).
  scopeBuf;
  resultBuf;
  rankBuf;
  /** Per facet bit of the scope-list way: the specification group it selects in. */
  groupOfBit = new Int32Array(32);
  /** The lowest and highest price a tally met. */
  bounds = new Float64Array(2);
  brandCounts;
  colorCounts;
  categoryCounts;
  /** Per category: the products counted in it alone, not below it (the bitset way adds them up the tree). */
  ownCategoryCounts;
  rowCounts;
  /** Per row: the bit of the facet selecting it in the scope-list path, 0 when none. */
  rowFacet;
  categorySelected;
  brandSelected;
  colorSelected;
  constructor(source2) {
    const started = performance.now();
    this.version = source2.version;
    const n = source2.products.length;
    this.size = n;
    this.all = fullBits(n);
    this.words = this.all.length;
    this.empty = emptyBits(this.words);
    this.categories = source2.categories.map((c) => ({ ...c, chain: [], children: [] }));
    this.categories.forEach((c, i) => this.categoryIndex.set(c.id, i));
    const categoryById = new Map(this.categories.map((c) => [c.id, c]));
    for (const [i, c] of this.categories.entries()) {
      for (const node of ancestry(categoryById, c.id)) c.chain.push(this.categoryIndex.get(node.id));
      const parent = c.parentId === null ? void 0 : this.categoryIndex.get(c.parentId);
      if (parent !== void 0) this.categories[parent].children.push(i);
    }
    const byPosition = (a, b) => this.categories[a].position - this.categories[b].position || collator.compare(this.categories[a].name, this.categories[b].name);
    for (const c of this.categories) c.children.sort(byPosition);
    const treeOrder = new Int32Array(this.categories.length).fill(this.categories.length);
    let visited = 0;
    const visit = (at, depth) => {
      if (depth > 32 || treeOrder[at] < this.categories.length) return;
      treeOrder[at] = visited++;
      for (const child of this.categories[at].children) visit(child, depth + 1);
    };
    this.categories.forEach((c, at) => {
      if (c.parentId === null || !this.categoryIndex.has(c.parentId)) visit(at, 0);
    });
    const treeRank = (p) => {
      const at = this.categoryIndex.get(p.categoryId);
      return at === void 0 ? this.categories.length + 1 : treeOrder[at];
    };
    const products = source2.products.map((p, i) => ({ p, i, rank: treeRank(p) })).sort((a, b) => a.rank - b.rank || a.i - b.i).map((x) => x.p);
    this.ids = Int32Array.from(products, (p) => p.id);
    this.categoryBits = this.categories.map(() => emptyBits(this.words));
    this.brands = source2.brands;
    this.brands.forEach((b, i) => this.brandIndex.set(b.id, i));
    this.brandBits = this.brands.map(() => emptyBits(this.words));
    this.brandOrder = this.brands.map((_, i) => i).sort((a, b) => collator.compare(this.brands[a].name, this.brands[b].name));
    this.colors = [...source2.colors].sort((a, b) => a.position - b.position || a.id - b.id);
    this.colors.forEach((c, i) => this.colorIndex.set(c.id, i));
    this.colorBits = this.colors.map(() => emptyBits(this.words));
    this.colorOptionsOf = this.colors.map(() => []);
    for (const g of source2.specGroups) this.groups.set(g.id, g);
    this.rows = [...source2.specRows].sort((a, b) => a.groupId - b.groupId || a.position - b.position || a.id - b.id);
    this.rowGroup = Int32Array.from(this.rows, (r) => r.groupId);
    this.rows.forEach((r, i) => {
      this.rowIndex.set(r.id, i);
      const list = this.groupRows.get(r.groupId) ?? [];
      list.push(i);
      this.groupRows.set(r.groupId, list);
    });
    for (const link of source2.categoryGroups) {
      const list = this.groupsOfCategory.get(link.categoryId) ?? [];
      list.push({ groupId: link.groupId, position: link.position });
      this.groupsOfCategory.set(link.categoryId, list);
    }
    this.hidePrice = new Uint8Array(n);
    this.priceKrIncl = new Float64Array(n);
    this.priceKrExcl = new Float64Array(n);
    this.brandOf = new Int32Array(n).fill(-1);
    this.categoryOf = new Int32Array(n).fill(-1);
    this.colorStart = new Int32Array(n + 1);
    this.specStart = new Int32Array(n + 1);
    const colorList = [];
    const specList = [];
    products.forEach((p, i) => {
      this.numberById.set(p.id, i);
      this.hidePrice[i] = p.hidePrice ? 1 : 0;
      this.priceKrIncl[i] = roundToWholeKronor(p.priceInclVatOre) / 100;
      this.priceKrExcl[i] = roundToWholeKronor(exclVatFromInclVat(p.priceInclVatOre, p.vatRatePercent)) / 100;
      const brand = this.brandIndex.get(p.brandId);
      if (brand !== void 0) {
        this.brandOf[i] = brand;
        setBit(this.brandBits[brand], i);
      }
      const category = this.categoryIndex.get(p.categoryId);
      if (category !== void 0) {
        this.categoryOf[i] = category;
        for (const c of this.categories[category].chain) setBit(this.categoryBits[c], i);
      }
      this.colorStart[i] = colorList.length;
      joinSets(i, p.colorIds, this.colorIndex, this.colorBits, colorList);
      for (const optionId of new Set(p.colorOptionIds)) {
        let bits = this.optionBits.get(optionId);
        if (!bits) this.optionBits.set(optionId, bits = emptyBits(this.words));
        setBit(bits, i);
      }
      this.specStart[i] = specList.length;
      joinSets(i, p.specRowIds, this.rowIndex, null, specList);
    });
    this.colorStart[n] = colorList.length;
    this.specStart[n] = specList.length;
    this.colorList = Int32Array.from(colorList);
    this.specList = Int32Array.from(specList);
    this.rowBits = rowSpans(this.rows.length, this.specStart, this.specList);
    for (const o of source2.colorOptions) {
      const c = o.primaryColorId === null ? void 0 : this.colorIndex.get(o.primaryColorId);
      if (c !== void 0 && this.optionBits.has(o.id)) this.colorOptionsOf[c].push(o.id);
    }
    const order = (compare) => {
      const perm = Int32Array.from({ length: n }, (_, i) => i);
      perm.sort((a, b) => compare(a, b) || products[a].id - products[b].id);
      return perm;
    };
    const byPrice = (prices, direction) => (a, b) => this.hidePrice[a] - this.hidePrice[b] || direction * (prices[a] - prices[b]);
    const nameKeys = products.map((p) => p.name);
    const soldOut = (i) => products[i].inStock === false ? 1 : 0;
    this.orders.set("popularitet", order((a, b) => soldOut(a) - soldOut(b) || products[b].popularity - products[a].popularity));
    this.orders.set("lagsta_pris:incl", order(byPrice(this.priceKrIncl, 1)));
    this.orders.set("hogsta_pris:incl", order(byPrice(this.priceKrIncl, -1)));
    this.orders.set("lagsta_pris:excl", order(byPrice(this.priceKrExcl, 1)));
    this.orders.set("hogsta_pris:excl", order(byPrice(this.priceKrExcl, -1)));
    this.orders.set("nyheter", order((a, b) => products[a].createdAt < products[b].createdAt ? 1 : products[a].createdAt > products[b].createdAt ? -1 : 0));
    this.orders.set("namn", order((a, b) => collator.compare(nameKeys[a], nameKeys[b])));
    this.orders.set(
      "betyg",
      order((a, b) => {
        const ra = products[a].ratingAverage;
        const rb = products[b].ratingAverage;
        if (ra === null || rb === null) return ra === rb ? 0 : ra === null ? 1 : -1;
        return rb - ra;
      })
    );
    for (const [key, perm] of this.orders) {
      const rank = new Int32Array(n);
      for (let o = 0; o < n; o++) rank[perm[o]] = o;
      this.ranks.set(key, rank);
    }
    this.categoryMembers = this.categoryBits.map(membersOf);
    this.brandMembers = this.brandBits.map(membersOf);
    this.rootCategories = this.categories.map((_, i) => i).filter((i) => this.categories[i].parentId === null).sort((a, b) => this.categories[a].position - this.categories[b].position);
    this.chainStart = new Int32Array(this.categories.length + 1);
    const chains = [];
    this.categories.forEach((c, at) => {
      this.chainStart[at] = chains.length;
      chains.push(...c.chain);
    });
    this.chainStart[this.categories.length] = chains.length;
    this.chainList = Int32Array.from(chains);
    this.scopeBuf = new Int32Array(n);
    this.resultBuf = new Int32Array(n);
    this.rankBuf = new Int32Array(n);
    this.brandCounts = new Int32Array(this.brands.length);
    this.colorCounts = new Int32Array(this.colors.length);
    this.categoryCounts = new Int32Array(this.categories.length);
    this.ownCategoryCounts = new Int32Array(this.categories.length);
    this.rowCounts = new Int32Array(this.rows.length);
    this.rowFacet = new Int32Array(this.rows.length);
    this.categorySelected = new Uint8Array(this.categories.length);
    this.brandSelected = new Uint8Array(this.brands.length);
    this.colorSelected = new Uint8Array(this.colors.length);
    this.builtInMs = performance.now() - started;
  }
  /**
   * The specification groups offered for a listing: those linked to its category and the category's ancestors. A
   * listing without a category (the whole catalog, a brand page, a search) offers none: specifications belong to
   * categories, and every category's groups at once would be a sidebar no shopper can use and most of the answer's
   * weight (docs/decisions/012). The shopper picks a category (the category facet) and gets its groups.
   */
  offeredGroups(categoryIds) {
    if (categoryIds === null) return [];
    const key = categoryIds.join(",");
    const cached = this.offeredCache.get(key);
    if (cached) return cached;
    const position = /* @__PURE__ */ new Map();
    for (const id of categoryIds) {
      const at = this.categoryIndex.get(id);
      if (at === void 0) continue;
      for (const c of this.categories[at].chain) {
        for (const link of this.groupsOfCategory.get(this.categories[c].id) ?? []) {
          position.set(link.groupId, Math.min(position.get(link.groupId) ?? Infinity, link.position));
        }
      }
    }
    const offered = [...position.keys()].map((id) => this.groups.get(id)).filter((g) => g !== void 0 && g.showInFilter).sort((a, b) => position.get(a.id) - position.get(b.id) || a.position - b.position || a.id - b.id);
    if (this.offeredCache.size >= OFFERED_CACHE_MAX) this.offeredCache.clear();
    this.offeredCache.set(key, offered);
    return offered;
  }
  /**
   * The specification selections that apply here (of offered groups; a range only on an interval group), each
   * with the dense numbers of the rows it accepts (OR; an interval is the rows inside it). Row ids of another
   * group (or unknown) match nothing.
   */
  resolveSpecifications(offered, selections) {
    const out = [];
    for (const selection of selections) {
      const group = offered.find((g) => g.id === selection.groupId);
      if (!group) continue;
      if (isIntervalSelection(selection)) {
        if (group.type !== "interval") continue;
        const rows = [];
        for (const r of this.groupRows.get(group.id) ?? []) {
          const v = this.rows[r].numericValue;
          if (v !== null && v >= selection.min && v <= selection.max) rows.push(r);
        }
        out.push({ group, rows, applied: selection });
        continue;
      }
      let values = selection.values.filter((id) => this.rowGroup[this.rowIndex.get(id) ?? -1] === group.id);
      if (group.type === "single_choice" && values.length > 1) values = values.slice(-1);
      out.push({
        group,
        rows: values.map((id) => this.rowIndex.get(id)),
        applied: { groupId: group.id, values: values.length > 0 ? values : selection.values }
      });
    }
    return out;
  }
  /**
   * The listing's own scope (its category, its brand page, the products its search text matched; not facets) as a
   * list of product numbers, ascending; null when there is none (the whole catalog).
   */
  scopeList(contextId, contextAt, fromBrands, text) {
    if (contextId === null && fromBrands === null && text === null) return null;
    let source2 = null;
    let brandFilter = -1;
    if (contextId !== null) {
      if (contextAt === void 0) return EMPTY_LIST;
      source2 = this.categoryMembers[contextAt];
      if (fromBrands !== null) {
        const b = this.brandIndex.get(fromBrands);
        if (b === void 0) return EMPTY_LIST;
        brandFilter = b;
      }
    } else if (fromBrands !== null) {
      const b = this.brandIndex.get(fromBrands);
      if (b === void 0) return EMPTY_LIST;
      source2 = this.brandMembers[b];
    }
    if (brandFilter < 0 && text === null) return source2;
    const out = this.scopeBuf;
    let len = 0;
    if (text !== null) {
      const matched = this.numbersOf(text.ids).sort();
      let j = 0;
      for (const i of matched) {
        if (source2 !== null) {
          while (j < source2.length && source2[j] < i) j++;
          if (j === source2.length) break;
          if (source2[j] !== i) continue;
        }
        if (brandFilter >= 0 && this.brandOf[i] !== brandFilter) continue;
        out[len++] = i;
      }
      return out.subarray(0, len);
    }
    for (let j = 0; j < source2.length; j++) {
      const i = source2[j];
      if (this.brandOf[i] === brandFilter) out[len++] = i;
    }
    return out.subarray(0, len);
  }
  /** The product numbers of these ids, in their order; unknown ids (not listed) left out. */
  numbersOf(ids) {
    const numbers = new Int32Array(ids.length);
    let len = 0;
    for (const id of ids) {
      const n = this.numberById.get(id);
      if (n !== void 0) numbers[len++] = n;
    }
    return numbers.subarray(0, len);
  }
  priceBits(within, min, max, includesVat) {
    const prices = includesVat ? this.priceKrIncl : this.priceKrExcl;
    const lo = min ?? -Infinity;
    const hi = max ?? Infinity;
    const bits = emptyBits(this.words);
    for (let w = 0; w < this.words; w++) {
      let x = within[w];
      let out = 0;
      while (x !== 0) {
        const low = x & -x;
        const i = (w << 5) + 31 - Math.clz32(low);
        const p = prices[i];
        if (this.hidePrice[i] === 1 || p >= lo && p <= hi) out |= low;
        x ^= low;
      }
      bits[w] = out >>> 0;
    }
    return bits;
  }
  /**
   * Facets, counts and the page. Two ways to the same answer: on a small scope (a leaf category, a brand page,
   * a narrow search) the scope's product list is filtered and its products' own attributes counted; otherwise
   * whole-catalog bitsets are intersected. `strategy` forces one (tests compare them).
   */
  search(query, text, options) {
    const contextId = query.cat3 ?? query.cat2 ?? query.cat1;
    const contextAt = contextId === null ? void 0 : this.categoryIndex.get(contextId);
    const scopeCategories = contextId !== null ? [contextId] : query.categories.length > 0 ? query.categories : null;
    const offered = this.offeredGroups(scopeCategories);
    const specs = this.resolveSpecifications(offered, query.specifications);
    const applied = specs.map((s) => s.applied);
    const scope = this.scopeList(contextId, contextAt, query.fromBrands, text);
    const tally = this.tally(scope, query, specs, options, offered.length > 0);
    const { total, minPrice, maxPrice } = tally;
    const pageSize = options.pageSize;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(Math.max(1, query.page), pageCount);
    const skip = (page - 1) * pageSize;
    const pageIds = total === 0 ? [] : query.sorting === "relevans" && text !== null ? this.pageInOrder(this.resultBits(tally), this.numbersOf(text.ids), skip, pageSize) : this.pageOf(tally, skip, pageSize, query.sorting === "relevans" ? DEFAULT_SORT : query.sorting, options);
    return {
      total,
      pageIds,
      page,
      pageCount,
      pageSize,
      brands: this.brandFacets(query),
      colors: this.colorFacets(query),
      subcategories: this.subcategoryFacets(query, contextId, contextAt),
      currentCategory: contextAt === void 0 ? null : this.categoryFacet(contextAt, true, query.categories),
      contextCategory: contextAt === void 0 ? null : { id: this.categories[contextAt].id, url: this.categories[contextAt].url },
      specifications: this.specificationFacets(offered, applied),
      appliedSpecifications: applied,
      priceBounds: Number.isFinite(minPrice) ? { min: minPrice, max: maxPrice } : null,
      minPrice: Number.isFinite(minPrice) ? Math.floor(minPrice) : 0,
      maxPrice: Number.isFinite(maxPrice) ? Math.ceil(maxPrice) : 0
    };
  }
  /** Clears the counts and tallies the scope the way that suits it (or the way `options.strategy` forces). */
  tally(scope, query, specs, options, countRows) {
    this.brandCounts.fill(0);
    this.colorCounts.fill(0);
    this.categoryCounts.fill(0);
    this.rowCounts.fill(0);
    this.bounds[0] = Infinity;
    this.bounds[1] = -Infinity;
    const priceSelected = query.priceMin !== null || query.priceMax !== null;
    const colorsSelected = query.primaryColorIds.length > 0 || query.colorAttributeValueIds.length > 0;
    const facetCount = (query.categories.length > 0 ? 1 : 0) + (query.brands.length > 0 ? 1 : 0) + (colorsSelected ? 1 : 0) + specs.length + (priceSelected ? 1 : 0);
    const strategy = options.strategy ?? "auto";
    const listable = scope !== null && facetCount <= MAX_LIST_FACETS && new Set(specs.map((s) => s.group.id)).size === specs.length;
    const useList = listable && strategy !== "bitsets" && (strategy !== "auto" || scope.length <= this.size / SMALL_SCOPE_DIVISOR);
    return useList ? this.tallyScopeList(scope, query, specs, options.includesVat, strategy) : this.tallyBitsets(scope, query, specs, options.includesVat, countRows);
  }
  /** The brands counted, by name; the no-brand brand never, a brand without products only when selected. */
  brandFacets(query) {
    const brands = [];
    for (const b of this.brandOrder) {
      const brand = this.brands[b];
      if (brand.id === 1) continue;
      const selected = query.brands.includes(brand.id);
      if (this.brandCounts[b] === 0 && !selected) continue;
      brands.push({
        brand_id: brand.id,
        brand_name: brand.name,
        brand_link: brand.brand_link,
        brand_override_link: brand.brand_override_link,
        url: brandUrl(brand),
        product_count: this.brandCounts[b],
        selected
      });
    }
    return brands;
  }
  /** The primary colours counted, in their order; one is selected by its id or by one of its variant options. */
  colorFacets(query) {
    const colors = [];
    for (let i = 0; i < this.colors.length; i++) {
      const c = this.colors[i];
      const options = this.colorOptionsOf[i];
      const selected = query.primaryColorIds.includes(c.id) || query.colorAttributeValueIds.length > 0 && options.some((o) => query.colorAttributeValueIds.includes(o));
      if (this.colorCounts[i] === 0 && !selected) continue;
      colors.push({ id: c.id, name: c.name, hex: c.hex, product_count: this.colorCounts[i], color_attribute_value_ids: options, selected });
    }
    return colors;
  }
  /** The listing's category's children (the root categories without one) that have products or are selected. */
  subcategoryFacets(query, contextId, contextAt) {
    const childList = contextAt !== void 0 ? this.categories[contextAt].children : contextId === null ? this.rootCategories : [];
    const subcategories = [];
    for (const at of childList) {
      const active = query.categories.includes(this.categories[at].id);
      if (this.categoryCounts[at] > 0 || active) subcategories.push(this.categoryFacet(at, active, query.categories));
    }
    return subcategories;
  }
  /**
   * A category with its count in this result (`products`, as `category_visible_product_count`) and, as the spec's
   * `childs`, its children that have products in it or are selected, each the same way down the tree.
   */
  categoryFacet(at, active, selected = []) {
    const c = this.categories[at];
    const childs = [];
    for (const child of c.children) {
      const childActive = selected.includes(this.categories[child].id);
      if (this.categoryCounts[child] > 0 || childActive) childs.push(this.categoryFacet(child, childActive, selected));
    }
    return {
      category_id: c.id,
      category_name: c.name,
      url: c.url,
      category_visible_product_count: this.categoryCounts[at],
      category_active: active,
      products: this.categoryCounts[at],
      category_level: c.level,
      childs
    };
  }
  /** The offered groups with their counted (or selected) rows; a group with neither only when a selection names it. */
  specificationFacets(offered, applied) {
    const rowCounts = this.rowCounts;
    const specifications = [];
    for (const group of offered) {
      const selection = applied.find((s) => s.groupId === group.id);
      const selectedValues = selection && !isIntervalSelection(selection) ? selection.values : [];
      const rows = [];
      for (const r of this.groupRows.get(group.id) ?? []) if (rowCounts[r] > 0 || selectedValues.includes(this.rows[r].id)) rows.push(r);
      if (rows.length === 0 && !selection) continue;
      const { min, max } = group.type === "interval" ? this.intervalOf(rows) : { min: null, max: null };
      specifications.push({
        type: group.type,
        groupId: group.id,
        id: group.id,
        unit: group.unit,
        description: group.description,
        title: group.title,
        rows: rows.map((r) => ({
          products_to_property_id: this.rows[r].id,
          products_to_property_value: this.rows[r].value,
          product_count: rowCounts[r],
          product_property_show_in_filter: true
        })),
        selected_values: selectedValues,
        min,
        max,
        selected_min: selection && isIntervalSelection(selection) ? selection.min : null,
        selected_max: selection && isIntervalSelection(selection) ? selection.max : null
      });
    }
    return specifications;
  }
  /** The whole numbers an interval group's slider spans to hold these rows' values (null: no row has one). */
  intervalOf(rows) {
    let min = null;
    let max = null;
    for (const r of rows) {
      const v = this.rows[r].numericValue;
      if (v === null) continue;
      min = min === null ? v : Math.min(min, v);
      max = max === null ? v : Math.max(max, v);
    }
    return { min: min === null ? null : Math.floor(min), max: max === null ? null : Math.ceil(max) };
  }
  /**
   * The scope-list way: one pass over the scope's products. Each facet selection gets a bit; a product
   * passing all of them is a result and counts everywhere; one failing exactly one selection counts only in
   * that selection's own dimension (disjunctive counts); any other is out.
   */
  tallyScopeList(scope, query, specs, includesVat, strategy) {
    const bits = this.markSelections(query, specs);
    const ranges = this.specRanges(scope, specs, strategy);
    const prices = includesVat ? this.priceKrIncl : this.priceKrExcl;
    const total = this.scanScope(scope, bits, ranges, prices, query.priceMin ?? -Infinity, query.priceMax ?? Infinity);
    this.unmarkSelections(specs);
    return { total, minPrice: this.bounds[0], maxPrice: this.bounds[1], list: this.resultBuf.subarray(0, total), bits: null };
  }
  /**
   * Gives each selection its bit and marks what it accepts in the scratch flags (categories, brands, colours, and the
   * rows of each specification selection in `rowFacet`) for scanScope to read.
   */
  markSelections(query, specs) {
    let bit = 1;
    const next = () => {
      const given = bit;
      bit <<= 1;
      return given;
    };
    const category = query.categories.length > 0 ? next() : 0;
    markSelected(query.categories, this.categoryIndex, this.categorySelected);
    const brand = query.brands.length > 0 ? next() : 0;
    markSelected(query.brands, this.brandIndex, this.brandSelected);
    const color = query.primaryColorIds.length > 0 || query.colorAttributeValueIds.length > 0 ? next() : 0;
    markSelected(query.primaryColorIds, this.colorIndex, this.colorSelected);
    const optionSets = [];
    for (const id of query.colorAttributeValueIds) {
      const o = this.optionBits.get(id);
      if (o) optionSets.push(o);
    }
    const specBase = bit;
    for (const s of specs) {
      for (const r of s.rows) this.rowFacet[r] = bit;
      this.groupOfBit[31 - Math.clz32(bit)] = s.group.id;
      next();
    }
    const specMask = bit - specBase;
    const price = query.priceMin !== null || query.priceMax !== null ? next() : 0;
    return { all: bit - 1, category, brand, color, price, specBase, specMask, specCount: specs.length, optionSets };
  }
  /** Clears what markSelections marked, for the next search. */
  unmarkSelections(specs) {
    this.categorySelected.fill(0);
    this.brandSelected.fill(0);
    this.colorSelected.fill(0);
    for (let f = 0; f < specs.length; f++) {
      const rows = specs[f].rows;
      for (let k = 0; k < rows.length; k++) this.rowFacet[rows[k]] = 0;
    }
  }
  /**
   * The specification selections as sets over the words the scope spans (a category's products lie together), when
   * that is cheaper than reading every product's rows; NO_RANGES otherwise.
   */
  specRanges(scope, specs, strategy) {
    if (specs.length === 0 || scope.length === 0) return NO_RANGES;
    const firstWord = scope[0] >>> 5;
    const wordCount = (scope[scope.length - 1] >>> 5) - firstWord + 1;
    let selectedRows = 0;
    for (const s of specs) selectedRows += s.rows.length;
    const useRanges = strategy === "scope-list-ranges" || strategy !== "scope-list-rows" && wordCount * (selectedRows + specs.length) <= scope.length * 4;
    if (!useRanges) return NO_RANGES;
    const words = new Uint32Array(specs.length * wordCount);
    specs.forEach((s, f) => {
      for (const r of s.rows) orSpanIntoRange(words, firstWord, this.rowBits[r], f * wordCount, wordCount);
    });
    return { words, firstWord, wordCount };
  }
  /**
   * The hot loop of the scope-list way (kept apart, with typed arrays and numbers only, so it stays optimised):
   * the result goes to resultBuf (returns its length), the counts to the scratch arrays, the price bounds to `bounds`.
   */
  scanScope(scope, bits, ranges, prices, lo, hi) {
    const { all, category: categoryBit, brand: brandBit, color: colorBit, price: priceBit, specMask, optionSets } = bits;
    const useRanges = ranges.words.length > 0;
    const { brandOf, categoryOf, colorStart, colorList, specStart, specList, rowFacet, hidePrice, chainStart, chainList, groupOfBit } = this;
    const { brandCounts, colorCounts, categoryCounts, rowCounts, categorySelected, brandSelected, colorSelected, rowGroup, bounds } = this;
    const result = this.resultBuf;
    let total = 0;
    const otherMask = all & ~specMask;
    for (let j = 0; j < scope.length; j++) {
      const i = scope[j];
      const b = brandOf[i];
      const c = categoryOf[i];
      let pass = 0;
      if (categoryBit !== 0 && c >= 0 && anyFlagged(categorySelected, chainList, chainStart[c], chainStart[c + 1])) pass |= categoryBit;
      if (brandBit !== 0 && b >= 0 && brandSelected[b] === 1) pass |= brandBit;
      if (colorBit !== 0 && (anyFlagged(colorSelected, colorList, colorStart[i], colorStart[i + 1]) || inAnySet(optionSets, i))) pass |= colorBit;
      if (priceBit !== 0 && (hidePrice[i] === 1 || prices[i] >= lo && prices[i] <= hi)) pass |= priceBit;
      if (specMask !== 0) {
        const failed = otherMask & ~pass;
        if ((failed & failed - 1) !== 0) continue;
        pass |= useRanges ? specBitsInRanges(i, ranges, bits) : orListed(rowFacet, specList, specStart[i], specStart[i + 1]);
      }
      const fail = all & ~pass;
      if (fail === 0) {
        result[total++] = i;
        if (b >= 0) brandCounts[b]++;
        countListed(colorCounts, colorList, colorStart[i], colorStart[i + 1]);
        if (c >= 0) countListed(categoryCounts, chainList, chainStart[c], chainStart[c + 1]);
        countListed(rowCounts, specList, specStart[i], specStart[i + 1]);
        if (hidePrice[i] === 0) widen(bounds, prices[i]);
      } else if ((fail & fail - 1) === 0) {
        if (fail === brandBit) {
          if (b >= 0) brandCounts[b]++;
        } else if (fail === colorBit) {
          countListed(colorCounts, colorList, colorStart[i], colorStart[i + 1]);
        } else if (fail === categoryBit) {
          if (c >= 0) countListed(categoryCounts, chainList, chainStart[c], chainStart[c + 1]);
        } else if (fail === priceBit) {
          if (hidePrice[i] === 0) widen(bounds, prices[i]);
        } else {
          countListedOfGroup(rowCounts, specList, specStart[i], specStart[i + 1], rowGroup, groupOfBit[31 - Math.clz32(fail)]);
        }
      }
    }
    return total;
  }
  /** The bitset way, for big scopes (and the whole catalog); rows are counted only when groups are offered. */
  tallyBitsets(scope, query, specs, includesVat, countRows) {
    let base;
    if (scope === null) base = this.all.slice();
    else {
      base = emptyBits(this.words);
      for (let j = 0; j < scope.length; j++) setBit(base, scope[j]);
    }
    const facets = this.facetSets(base, query, specs, includesVat);
    const { result, others } = this.disjunctiveSets(base, facets);
    const setFor = (key) => {
      const i = facets.findIndex((f) => f.key === key);
      return i < 0 ? result : others[i];
    };
    countMembersBy(setFor("brands"), this.brandOf, this.brandCounts);
    this.tallyColors(setFor("colors"));
    this.tallyCategories(setFor("categories"));
    if (countRows) this.tallyRows(result, null);
    for (const f of facets) {
      if (!f.key.startsWith("spec:")) continue;
      const groupId = Number(f.key.slice(5));
      for (const r of this.groupRows.get(groupId) ?? []) this.rowCounts[r] = 0;
      this.tallyRows(setFor(f.key), groupId);
    }
    this.tallyPriceBounds(setFor("price"), includesVat ? this.priceKrIncl : this.priceKrExcl);
    return { total: popcount(result), minPrice: this.bounds[0], maxPrice: this.bounds[1], list: null, bits: result };
  }
  /** Each facet selection as a set (within `base` for the price, the one set that is not precomputed). */
  facetSets(base, query, specs, includesVat) {
    const facets = [];
    if (query.categories.length > 0) facets.push({ key: "categories", bits: this.unionOf(query.categories, this.categoryIndex, this.categoryBits) });
    if (query.brands.length > 0) facets.push({ key: "brands", bits: this.unionOf(query.brands, this.brandIndex, this.brandBits) });
    if (query.primaryColorIds.length > 0 || query.colorAttributeValueIds.length > 0) {
      const bits = this.unionOf(query.primaryColorIds, this.colorIndex, this.colorBits);
      for (const id of query.colorAttributeValueIds) {
        const o = this.optionBits.get(id);
        if (o) orInto(bits, o);
      }
      facets.push({ key: "colors", bits });
    }
    for (const s of specs) {
      const bits = emptyBits(this.words);
      for (const r of s.rows) orSpanInto(bits, this.rowBits[r]);
      facets.push({ key: `spec:${s.group.id}`, bits });
    }
    if (query.priceMin !== null || query.priceMax !== null) facets.push({ key: "price", bits: this.priceBits(base, query.priceMin, query.priceMax, includesVat) });
    return facets;
  }
  /** The union of the sets of these ids (dense numbers in `at`); unknown ids add nothing. */
  unionOf(ids, at, sets) {
    const bits = emptyBits(this.words);
    for (const id of ids) {
      const n = at.get(id);
      if (n !== void 0) orInto(bits, sets[n]);
    }
    return bits;
  }
  /** The result and, per selected facet, the set with every other selection applied (disjunctive counts). */
  disjunctiveSets(base, facets) {
    const k = facets.length;
    const result = emptyBits(this.words);
    const others = facets.map(() => emptyBits(this.words));
    const fw = new Uint32Array(k);
    for (let w = 0; w < this.words; w++) {
      const b = base[w];
      if (b === 0) continue;
      let r = b;
      for (let i = 0; i < k; i++) {
        fw[i] = facets[i].bits[w];
        r &= fw[i];
      }
      result[w] = r;
      for (let i = 0; i < k; i++) {
        let o = b;
        for (let j = 0; j < k; j++) if (j !== i) o &= fw[j];
        others[i][w] = o;
      }
    }
    return { result, others };
  }
  tallyColors(set) {
    for (let w = 0; w < set.length; w++) {
      let x = set[w];
      while (x !== 0) {
        const low = x & -x;
        const i = (w << 5) + 31 - Math.clz32(low);
        countListed(this.colorCounts, this.colorList, this.colorStart[i], this.colorStart[i + 1]);
        x ^= low;
      }
    }
  }
  /** Each category's own products first, then added to it and every ancestor (fewer steps than a chain per product). */
  tallyCategories(set) {
    const own = this.ownCategoryCounts;
    own.fill(0);
    countMembersBy(set, this.categoryOf, own);
    for (let at = 0; at < own.length; at++) {
      const count = own[at];
      if (count > 0) for (const c of this.categories[at].chain) this.categoryCounts[c] += count;
    }
  }
  tallyRows(set, onlyGroup) {
    for (let w = 0; w < set.length; w++) {
      let x = set[w];
      while (x !== 0) {
        const low = x & -x;
        const i = (w << 5) + 31 - Math.clz32(low);
        if (onlyGroup === null) countListed(this.rowCounts, this.specList, this.specStart[i], this.specStart[i + 1]);
        else countListedOfGroup(this.rowCounts, this.specList, this.specStart[i], this.specStart[i + 1], this.rowGroup, onlyGroup);
        x ^= low;
      }
    }
  }
  /** The lowest and highest price in `set` (to `bounds`); hidden prices do not count. */
  tallyPriceBounds(set, prices) {
    for (let w = 0; w < set.length; w++) {
      let x = set[w];
      while (x !== 0) {
        const low = x & -x;
        const i = (w << 5) + 31 - Math.clz32(low);
        if (this.hidePrice[i] === 0) widen(this.bounds, prices[i]);
        x ^= low;
      }
    }
  }
  /** The result as a set (the scope-list way leaves it as a list). */
  resultBits(tally) {
    if (tally.bits) return tally.bits;
    const bits = emptyBits(this.words);
    for (let j = 0; j < tally.total; j++) setBit(bits, tally.list[j]);
    return bits;
  }
  /** A page of the members of `bits`, in the order `order` lists product numbers (a sort order, or search relevance). */
  pageInOrder(bits, order, skip, pageSize) {
    const pageIds = [];
    let seen = 0;
    for (let o = 0; o < order.length && pageIds.length < pageSize; o++) {
      const i = order[o];
      if (!hasBit(bits, i)) continue;
      if (seen++ >= skip) pageIds.push(this.ids[i]);
    }
    return pageIds;
  }
  /**
   * The ids of the page: a small result is sorted by its members' ranks in the order (a typed-array sort, no
   * comparator); a big one is found by walking the order until the page is full.
   */
  pageOf(tally, skip, pageSize, sorting, options) {
    const key = sorting === "lagsta_pris" || sorting === "hogsta_pris" ? `${sorting}:${options.includesVat ? "incl" : "excl"}` : sorting;
    const order = this.orders.get(key);
    const total = tally.total;
    const walk = Math.min(this.size, (skip + pageSize) * this.size / total);
    const sort = total * Math.log2(total + 2) * 2 + (tally.bits ? this.words : 0);
    const paging = options.paging ?? "auto";
    if (paging === "walk" || paging === "auto" && sort >= walk) return this.pageInOrder(this.resultBits(tally), order, skip, pageSize);
    const ranks = this.resultRanks(tally, this.ranks.get(key));
    ranks.sort();
    const pageIds = [];
    for (let j = skip; j < total && j < skip + pageSize; j++) pageIds.push(this.ids[order[ranks[j]]]);
    return pageIds;
  }
  /** Each result member's rank in a sort order (in rankBuf). */
  resultRanks(tally, rank) {
    const ranks = this.rankBuf.subarray(0, tally.total);
    if (tally.list) {
      const list = tally.list;
      for (let j2 = 0; j2 < tally.total; j2++) ranks[j2] = rank[list[j2]];
      return ranks;
    }
    const bits = tally.bits;
    let j = 0;
    for (let w = 0; w < bits.length; w++) {
      let x = bits[w];
      while (x !== 0) {
        const low = x & -x;
        ranks[j++] = rank[(w << 5) + 31 - Math.clz32(low)];
        x ^= low;
      }
    }
    return ranks;
  }
  /** A brand's page scope and a category's url, for the listing address. */
  brandById(id) {
    const at = this.brandIndex.get(id);
    return at === void 0 ? void 0 : this.brands[at];
  }
};
function specBitsInRanges(i, ranges, bits) {
  const at = (i >>> 5) - ranges.firstWord;
  const mask = 1 << (i & 31);
  let pass = 0;
  for (let f = 0; f < bits.specCount; f++) if ((ranges.words[f * ranges.wordCount + at] & mask) !== 0) pass |= bits.specBase << f;
  return pass;
}
function countListed(counts, list, from, to) {
  for (let k = from; k < to; k++) counts[list[k]]++;
}
function countListedOfGroup(counts, list, from, to, groupOf, group) {
  for (let k = from; k < to; k++) {
    const value = list[k];
    if (groupOf[value] === group) counts[value]++;
  }
}
function anyFlagged(flags, list, from, to) {
  for (let k = from; k < to; k++) if (flags[list[k]] === 1) return true;
  return false;
}
function orListed(bits, list, from, to) {
  let out = 0;
  for (let k = from; k < to; k++) out |= bits[list[k]];
  return out;
}
function inAnySet(sets, i) {
  for (let k = 0; k < sets.length; k++) if (hasBit(sets[k], i)) return true;
  return false;
}
function countMembersBy(set, of, counts) {
  for (let w = 0; w < set.length; w++) {
    let x = set[w];
    while (x !== 0) {
      const low = x & -x;
      const n = of[(w << 5) + 31 - Math.clz32(low)];
      if (n >= 0) counts[n]++;
      x ^= low;
    }
  }
}
function widen(bounds, value) {
  if (value < bounds[0]) bounds[0] = value;
  if (value > bounds[1]) bounds[1] = value;
}
function markSelected(ids, at, flags) {
  for (const id of ids) {
    const n = at.get(id);
    if (n !== void 0) flags[n] = 1;
  }
}
function joinSets(i, ids, at, sets, list) {
  for (const id of new Set(ids)) {
    const n = at.get(id);
    if (n === void 0) continue;
    list.push(n);
    if (sets !== null) setBit(sets[n], i);
  }
}
function rowSpans(values, start, list) {
  const products = start.length - 1;
  const first = new Int32Array(values).fill(products);
  const last = new Int32Array(values).fill(-1);
  for (let i = 0; i < products; i++) {
    for (let k = start[i]; k < start[i + 1]; k++) {
      const v = list[k];
      if (i < first[v]) first[v] = i;
      last[v] = i;
    }
  }
  const spans = Array.from({ length: values }, (_, v) => spanFor(first[v], last[v]));
  for (let i = 0; i < products; i++) for (let k = start[i]; k < start[i + 1]; k++) setSpanBit(spans[list[k]], i);
  return spans;
}
function membersOf(bits) {
  const out = new Int32Array(popcount(bits));
  let j = 0;
  forEachBit(bits, (i) => out[j++] = i);
  return out;
}

// services/catalog-index/catalog-index-service.ts
var SPECIFICATION_SLICE = 1e4;
async function loadIndexSource(repo2, nowIso) {
  const version = await repo2.catalogVersion();
  const [products, variants, variantColors, colorOptions, categories, brands, colors, groups, rows, links, vatRows] = await Promise.all([
    repo2.listedProducts(),
    repo2.activeVariants(),
    repo2.variantColorOptions(),
    repo2.colorOptions(),
    repo2.categories(),
    repo2.brands(),
    repo2.primaryColors(),
    repo2.specificationGroups(),
    repo2.specificationRows(),
    repo2.categorySpecificationGroups(),
    repo2.vatRates()
  ]);
  const vatRates = vatRows.map((r) => ({ vatClass: r.vat_class, ratePercent: r.rate_percent, validFrom: r.valid_from }));
  const rateByClass = /* @__PURE__ */ new Map();
  const rateOf = (vatClass) => {
    let rate = rateByClass.get(vatClass);
    if (rate === void 0) {
      try {
        rate = vatRateAt(vatRates, vatClass, nowIso);
      } catch {
        rate = 25;
      }
      rateByClass.set(vatClass, rate);
    }
    return rate;
  };
  const byId = /* @__PURE__ */ new Map();
  const ownColor = /* @__PURE__ */ new Map();
  const listed = products.map((p) => {
    const product = {
      id: p.id,
      name: p.name,
      brandId: p.brand_id,
      brandName: p.brand_id === 1 ? "" : p.brand_name,
      categoryId: p.category_id,
      priceInclVatOre: p.price_incl_vat_ore,
      vatRatePercent: rateOf(p.vat_class),
      hidePrice: p.hide_price === 1,
      popularity: p.popularity,
      inStock: p.stock > 0 || p.allow_backorder === 1,
      sku: p.sku,
      url: p.url,
      monthlyPriceOre: p.monthly_price_ore,
      ratingAverage: p.rating_count > 0 ? p.rating_average : null,
      createdAt: p.created_at,
      colorIds: [],
      colorOptionIds: [],
      specRowIds: []
    };
    byId.set(p.id, product);
    ownColor.set(p.id, p.primary_color_id);
    return product;
  });
  const parentOf = /* @__PURE__ */ new Map();
  for (const v of variants) {
    if (v.parent_id === null) continue;
    parentOf.set(v.id, v.parent_id);
    const parent = byId.get(v.parent_id);
    if (parent && v.primary_color_id !== null) parent.colorIds.push(v.primary_color_id);
  }
  for (const o of variantColors) {
    const parent = byId.get(parentOf.get(o.product_id) ?? -1);
    if (!parent) continue;
    parent.colorOptionIds.push(o.option_id);
    if (o.primary_color_id !== null) parent.colorIds.push(o.primary_color_id);
  }
  for (const product of listed) {
    const own = ownColor.get(product.id);
    if (product.colorIds.length === 0 && own !== null && own !== void 0) product.colorIds.push(own);
  }
  let lastId = 0;
  for (const p of products) lastId = Math.max(lastId, p.id);
  for (const v of variants) lastId = Math.max(lastId, v.id);
  for (let firstId = 0; firstId <= lastId; firstId += SPECIFICATION_SLICE) {
    for (const s of await repo2.productSpecifications(firstId, firstId + SPECIFICATION_SLICE - 1)) {
      const product = byId.get(s.product_id) ?? byId.get(parentOf.get(s.product_id) ?? -1);
      product?.specRowIds.push(s.row_id);
    }
  }
  return {
    version,
    products: listed,
    categories: categories.map((c) => ({ id: c.id, parentId: c.parent_id, level: c.level, name: c.name, url: c.url, position: c.position })),
    brands,
    colors,
    colorOptions: colorOptions.map((o) => ({ id: o.id, primaryColorId: o.primary_color_id })),
    specGroups: groups.map((g) => ({
      id: g.id,
      title: g.title,
      type: g.type,
      unit: g.unit,
      description: g.description,
      showInFilter: g.show_in_filter === 1,
      position: g.position
    })),
    specRows: rows.map((r) => ({ id: r.id, groupId: r.group_id, value: r.value, numericValue: r.numeric_value, position: r.position })),
    categoryGroups: links.map((l) => ({ categoryId: l.category_id, groupId: l.group_id, position: l.position }))
  };
}

// build-prof.ts
var h = await connectDatabase({ sqliteFile: process.argv[2] });
var repo = createCatalogIndexRepository(h.db);
var t = performance.now();
var [source, extras] = await Promise.all([loadIndexSource(repo, (/* @__PURE__ */ new Date()).toISOString()), loadSearchExtras(repo)]);
console.log("load", Math.round(performance.now() - t));
for (let i = 0; i < 3; i++) {
  t = performance.now();
  const f = new CatalogIndex(source);
  console.log("facets", Math.round(performance.now() - t));
  t = performance.now();
  const ss = searchSourceOf(source, extras);
  console.log("searchSource", Math.round(performance.now() - t));
  t = performance.now();
  const s = new SearchIndex(ss);
  console.log("search", Math.round(performance.now() - t), s.size, f.size);
}
await h.close();
