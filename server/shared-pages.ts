/**
 * Shared pages (docs/decisions/016): a page rendered for a visitor without a stored session is the same for every
 * such visitor except for two values, the session's CSRF token and the answer's script nonce. The rendered text is
 * kept cut at those values, and each later visitor gets it filled with their own, so nothing of one visitor reaches
 * another while the render is done once per address and catalog generation.
 */
import { isBackOfficePath } from '../domain/back-office';
import { deflatedParts } from './shared-page-gzip';

/** What goes into a slot when a shared page is served. */
export interface VisitorValues {
  csrfToken: string;
  scriptNonce: string;
}

export interface SharedPage {
  status: number;
  /** The render's headers, Set-Cookie never among them. */
  headers: [string, string][];
  /** The page's text cut where a visitor's values go: parts.length is slots.length + 1. */
  parts: string[];
  slots: (keyof VisitorValues)[];
  /** The parts' deflate data, joined with a visitor's values into a gzip answer (server/shared-page-gzip.ts). */
  deflated: Buffer[];
  /** UTF-16 length of the parts plus the bytes of their deflate data, what the cache's bound counts. */
  size: number;
}

/** The rendered text of one visitor's page, cut at that visitor's CSRF token and script nonce. */
export function sharedPageOf(status: number, headers: [string, string][], text: string, values: VisitorValues): SharedPage {
  const parts: string[] = [];
  const slots: (keyof VisitorValues)[] = [];
  let at = 0;
  for (;;) {
    const token = values.csrfToken ? text.indexOf(values.csrfToken, at) : -1;
    const nonce = values.scriptNonce ? text.indexOf(values.scriptNonce, at) : -1;
    if (token < 0 && nonce < 0) break;
    const slot: keyof VisitorValues = nonce < 0 || (token >= 0 && token < nonce) ? 'csrfToken' : 'scriptNonce';
    const found = slot === 'csrfToken' ? token : nonce;
    parts.push(text.slice(at, found));
    slots.push(slot);
    at = found + values[slot].length;
  }
  parts.push(text.slice(at));
  const deflated = deflatedParts(parts);
  const size = deflated.reduce((sum, part) => sum + part.length, text.length);
  return { status, headers: headers.filter(([name]) => name.toLowerCase() !== 'set-cookie'), parts, slots, deflated, size };
}

/** The visitor's values in the order of the page's slots. */
export function slotValues(page: SharedPage, values: VisitorValues): string[] {
  return page.slots.map((slot) => values[slot]);
}

/** The shared page as one visitor gets it. */
export function fillSharedPage(page: SharedPage, values: VisitorValues): string {
  const pieces: string[] = new Array<string>(page.parts.length * 2 - 1);
  for (let i = 0; i < page.slots.length; i++) {
    pieces[i * 2] = page.parts[i]!;
    pieces[i * 2 + 1] = values[page.slots[i]!];
  }
  pieces[pieces.length - 1] = page.parts[page.parts.length - 1]!;
  return pieces.join('');
}

/** Back-office pages (issue 18) are never kept, whatever their loaders say: they are only ever one staff member's. */
export function mayBeShared(url: string): boolean {
  return !isBackOfficePath(url);
}

export interface SharedPageCacheOptions {
  /** How long a page is served after its render; the catalog generation in the key ends it sooner. */
  ttlMs: number;
  /** Bound on the kept text, in UTF-16 code units; the least recently served pages go first. */
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

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.page.size;
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
