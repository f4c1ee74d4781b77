/**
 * Shared pages (docs/decisions/016): a page is the same for every shopper of one price view (visitor, member,
 * company; services/pages/page-shopper.ts) except for a few values: the session's CSRF token, the answer's script
 * nonce and the cart button's count, total and label. A page is rendered with a random mark in each of those places,
 * kept cut at the marks, and each shopper gets it filled with their own values, so nothing of one shopper reaches
 * another while the render is done once per address, price view and catalog generation.
 */
import { randomBytes } from 'node:crypto';
import { isBackOfficePath } from '../domain/back-office';
import { pageBytesOf, type PageBytes } from './shared-page-gzip';

/** What goes into a slot when a shared page is served. */
export interface VisitorValues {
  csrfToken: string;
  scriptNonce: string;
  cartCount: string;
  cartTotal: string;
  cartLabel: string;
}

type Slot = keyof VisitorValues;
export const SLOTS: readonly Slot[] = ['csrfToken', 'scriptNonce', 'cartCount', 'cartTotal', 'cartLabel'];

/**
 * Characters some place of a page would escape (an attribute, the loader data's JSON in a script): a value holding
 * one would read differently in each place, so a badge value never does (its text is digits, letters and spaces).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON escapes
const ESCAPED = /[&<>"'\\\u0000-\u001f\u2028\u2029]/;

/** The cart button's values a page is rendered with: random marks no page holds by chance, cut out or filled in later. */
export function badgeMarks(): Pick<VisitorValues, 'cartCount' | 'cartTotal' | 'cartLabel'> {
  const mark = () => `slot${randomBytes(15).toString('base64url')}`;
  return { cartCount: mark(), cartTotal: mark(), cartLabel: mark() };
}

/** Throws on a value that does not read the same in every place of a page (a broken invariant, never a shopper's doing). */
export function assertFillable(values: VisitorValues): void {
  for (const slot of SLOTS) if (ESCAPED.test(values[slot])) throw new Error(`the ${slot} value cannot be filled into a page`);
}

export interface SharedPage {
  status: number;
  /** The render's headers, Set-Cookie never among them. */
  headers: [string, string][];
  slots: Slot[];
  /**
   * The page cut where a visitor's values go (slots.length + 1 parts), as bytes with their deflate data and CRCs:
   * an answer joins them with the visitor's values without encoding or reading the page again.
   */
  bytes: PageBytes;
  /** What the page holds in memory, what the cache's bound counts. */
  size: number;
}

/** A pattern finding every mark of `marks` in a text. */
function markPattern(marks: VisitorValues): { pattern: RegExp; slotOf: Map<string, Slot> } {
  const slotOf = new Map<string, Slot>();
  for (const slot of SLOTS) if (marks[slot]) slotOf.set(marks[slot], slot);
  const alternatives = [...slotOf.keys()].map((mark) => mark.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return { pattern: new RegExp(alternatives.join('|'), 'g'), slotOf };
}

/** The rendered text of a page, cut at the marks it was rendered with (the token and nonce are their own marks). */
export function sharedPageOf(status: number, headers: [string, string][], text: string, marks: VisitorValues): SharedPage {
  const { pattern, slotOf } = markPattern(marks);
  const parts: string[] = [];
  const slots: Slot[] = [];
  let at = 0;
  for (const found of text.matchAll(pattern)) {
    parts.push(text.slice(at, found.index));
    slots.push(slotOf.get(found[0])!);
    at = found.index + found[0].length;
  }
  parts.push(text.slice(at));
  const bytes = pageBytesOf(parts);
  return { status, headers: headers.filter(([name]) => name.toLowerCase() !== 'set-cookie'), slots, bytes, size: bytes.size };
}

/** The visitor's values as bytes, in the order of the page's slots. */
export function slotValues(page: SharedPage, values: VisitorValues): Buffer[] {
  return page.slots.map((slot) => Buffer.from(values[slot]));
}


/** Back-office pages (issue 18) are never kept, whatever their loaders say: they are only ever one staff member's. */
export function mayBeShared(url: string): boolean {
  return !isBackOfficePath(url);
}

export interface SharedPageCacheOptions {
  /** How long a page is served after its render; the catalog generation in the key ends it sooner. */
  ttlMs: number;
  /** Bound on the bytes the kept pages hold (SharedPage.size); the least recently served pages go first. */
  maxSize: number;
  /**
   * How long a visitor waits for another visitor's render of the same page before rendering their own (that render
   * streams at its own visitor's pace).
   */
  waitMs: number;
  now?: () => number;
}

/** A render in progress that other visitors of the same address wait for rather than render it again. */
export interface PendingRender {
  /** The render's shared page, or null when it turned out not to be shareable (the waiters then render their own). */
  settle(page: SharedPage | null): void;
}

export function createSharedPageCache(options: SharedPageCacheOptions) {
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently served.
  const entries = new Map<string, { page: SharedPage; at: number }>();
  const pending = new Map<string, Promise<SharedPage | null>>();
  let size = 0;
  let hits = 0;
  let misses = 0;
  let sweptAt = now();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.page.size;
  };

  // Pages no one asks for again (those of an older catalog version, whose key no request makes any more) would stay
  // until the size bound pushed them out: each time to live, the expired ones go.
  const sweepExpired = () => {
    const at = now();
    if (at - sweptAt < options.ttlMs) return;
    sweptAt = at;
    for (const [key, entry] of entries) if (at - entry.at >= options.ttlMs) drop(key);
  };

  return {
    /** The page kept under this key and still fresh, or the one a render in progress is about to give, or null. */
    async find(key: string): Promise<SharedPage | null> {
      const entry = entries.get(key);
      if (entry) {
        drop(key);
        if (now() - entry.at < options.ttlMs) {
          entries.set(key, entry);
          size += entry.page.size;
          hits += 1;
          return entry.page;
        }
      }
      const render = pending.get(key);
      if (!render) {
        misses += 1;
        return null;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const gaveUp = new Promise<null>((resolve) => (timer = setTimeout(resolve, options.waitMs, null)));
      try {
        const page = await Promise.race([render, gaveUp]);
        if (page) hits += 1;
        else misses += 1;
        return page;
      } finally {
        clearTimeout(timer);
      }
    },

    /** Starts a render for this key; null when one is in progress already (find waits for it). */
    begin(key: string): PendingRender | null {
      if (pending.has(key)) return null;
      let resolve!: (page: SharedPage | null) => void;
      pending.set(key, new Promise((r) => (resolve = r)));
      return {
        settle(page) {
          pending.delete(key);
          sweepExpired();
          if (page && page.size <= options.maxSize) {
            drop(key);
            entries.set(key, { page, at: now() });
            size += page.size;
            for (const oldest of entries.keys()) {
              if (size <= options.maxSize) break;
              drop(oldest);
            }
          }
          resolve(page);
        },
      };
    },

    /** How many pages are kept, their total size, and how lookups went (tests, /metrics). */
    stats(): { pages: number; size: number; hits: number; misses: number } {
      return { pages: entries.size, size, hits, misses };
    },
  };
}

export type SharedPageCache = ReturnType<typeof createSharedPageCache>;
