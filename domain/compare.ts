import { MAX_ID } from './text-input';

/** The spec's limit (storefront.md section 9): at most this many products are compared at once. */
export const MAX_COMPARED = 4;

/**
 * How many ids of a compare address are looked at before unknown ones are dropped: enough that a few stale ids
 * (products taken out of the range) still leave four to show, few enough that a long address costs nothing.
 */
export const MAX_COMPARE_CANDIDATES = 20;

const ID_TEXT = /^\d{1,10}$/;

/** A product id as the address or the session holds it: plain digits (or a number) in 1..MAX_ID, anything else null. */
export function comparedIdOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * The compared ids a stored list holds, in the order they were added: what the session kept may have been written
 * by an older version or tampered with, so only well-formed ids count, each once, at most MAX_COMPARED.
 */
export function comparedList(stored: unknown): number[] {
  if (!Array.isArray(stored)) return [];
  const ids: number[] = [];
  for (const value of stored) {
    const id = comparedIdOf(value);
    if (id !== null && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_COMPARED) break;
  }
  return ids;
}

export type CompareChange = { ok: true; ids: number[]; changed: boolean } | { ok: false; reason: 'full' | 'not_comparable' };

/** What may be compared: a product the shop sells today (active). Hidden and discontinued products are not. */
export function isComparable(product: { status: string } | null | undefined): boolean {
  return product?.status === 'active';
}

/**
 * Adds a product to the list. Adding one already there changes nothing (a double click, a retry); a fifth is
 * refused and the list stays as it was.
 */
export function addCompared(ids: readonly number[], productId: number, product: { status: string } | null | undefined): CompareChange {
  if (ids.includes(productId)) return { ok: true, ids: [...ids], changed: false };
  if (!isComparable(product)) return { ok: false, reason: 'not_comparable' };
  if (ids.length >= MAX_COMPARED) return { ok: false, reason: 'full' };
  return { ok: true, ids: [...ids, productId], changed: true };
}

/** Removes a product from the list; one that is not there leaves it as it was. */
export function removeCompared(ids: readonly number[], productId: number): { ids: number[]; changed: boolean } {
  const kept = ids.filter((id) => id !== productId);
  return { ids: kept, changed: kept.length !== ids.length };
}

/**
 * The ids of a compare address's `p` (`1,2,3`): well-formed ids in the order given, each once; malformed parts
 * (letters, signs, empty parts of a double comma) are dropped. At most MAX_COMPARE_CANDIDATES are kept: unknown
 * ones are dropped afterwards (keepKnown), and then the first MAX_COMPARED shown.
 */
export function compareCandidates(p: string | null | undefined): number[] {
  if (!p) return [];
  const ids: number[] = [];
  // Splitting a very long address would cost more than it could ever yield; the candidates sit at its start.
  for (const part of p.slice(0, MAX_COMPARE_CANDIDATES * 12).split(',')) {
    const id = comparedIdOf(part);
    if (id !== null && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_COMPARE_CANDIDATES) break;
  }
  return ids;
}

/** The candidates that name a known product, the first MAX_COMPARED of them. */
export function keepKnown(candidates: readonly number[], known: ReadonlySet<number>): number[] {
  return candidates.filter((id) => known.has(id)).slice(0, MAX_COMPARED);
}

export const COMPARE_PATH = '/produkter/jamfor';

/** The compare page's address for these ids: `/produkter/jamfor?p=1,2,3` (commas unencoded, as the spec writes it). */
export function compareHref(ids: readonly number[]): string {
  return ids.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?p=${ids.join(',')}`;
}

/**
 * The address after choosing a product in the compare page's search (storefront.md section 2): the current address
 * with the id appended to `p` after a comma, double commas collapsed, the hash removed. Other query parameters stay.
 */
export function appendToCompareAddress(address: string, productId: number): string {
  const hashless = address.split('#')[0]!;
  const queryAt = hashless.indexOf('?');
  const path = queryAt < 0 ? hashless : hashless.slice(0, queryAt);
  const params = queryAt < 0 ? [] : hashless.slice(queryAt + 1).split('&').filter((part) => part !== '');
  const at = params.findIndex((part) => part === 'p' || part.startsWith('p='));
  const current = at < 0 ? '' : decodeParam(params[at]!.slice(2));
  const joined = `${current},${productId}`.replace(/,{2,}/g, ',').replace(/^,/, '');
  const p = `p=${joined}`;
  if (at < 0) params.push(p);
  else params[at] = p;
  return `${path}?${params.join('&')}`;
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** One product's specifications as the product page groups them: sections of titled rows. */
export interface SpecificationSections {
  section: string;
  rows: { title: string; unit: string | null; values: string[] }[];
}

export interface ComparedRow {
  title: string;
  unit: string | null;
  /** Per compared product, in their order: its value text, or null when it has no such row. */
  values: (string | null)[];
  /** Whether the products' values are not all the same (a product lacking the row counts as different). */
  differs: boolean;
}

export interface ComparedSection {
  section: string;
  rows: ComparedRow[];
}

/** Values compare as a shopper reads them: case, spacing and the order of a multi-value row do not matter. */
function comparable(values: readonly string[]): string {
  return values
    .map((v) => v.toLocaleLowerCase('sv-SE').replace(/\s+/g, ' ').trim())
    .sort()
    .join('\u0000');
}

/**
 * Every specification row of any compared product, grouped by section in the order they first appear, with each
 * product's value and whether the values differ. A row is known by its section, title and unit.
 */
export function compareSpecifications(products: readonly (readonly SpecificationSections[])[]): ComparedSection[] {
  const sections = new Map<string, Map<string, ComparedRow & { keys: (string | null)[] }>>();
  products.forEach((sectionsOf, index) => {
    for (const { section, rows } of sectionsOf) {
      const byKey = sections.get(section) ?? new Map<string, ComparedRow & { keys: (string | null)[] }>();
      sections.set(section, byKey);
      for (const row of rows) {
        const key = `${row.title}\u0000${row.unit ?? ''}`;
        const entry = byKey.get(key) ?? { title: row.title, unit: row.unit, values: products.map(() => null), keys: products.map(() => null), differs: false };
        entry.values[index] = row.values.join(', ');
        entry.keys[index] = comparable(row.values);
        byKey.set(key, entry);
      }
    }
  });
  return [...sections].map(([section, rows]) => ({
    section,
    rows: [...rows.values()].map(({ keys, ...row }) => ({ ...row, differs: new Set(keys).size > 1 })),
  }));
}
