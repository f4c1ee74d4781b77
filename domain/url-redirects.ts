/**
 * Old addresses (issue 18, decision 032): an address a product, category or brand page had answers with a 301 to
 * where the entity lives now. Rows name the entity, not the next address, so a chain A → B → C is one hop to C.
 */

/** One stored old address with its entity's current address (null when the entity is not shown). */
export interface RedirectSource {
  oldUrl: string;
  targetUrl: string | null;
}

/**
 * The lookup table: normalised old address → the entity's current address. An entity that is not shown has no
 * entry (its old addresses answer 404 like its own), and an address that is some entity's current one never
 * redirects (the live page wins), so no entry can point at another entry's key and nothing loops.
 */
export function buildRedirectMap(rows: readonly RedirectSource[], normalise: (path: string) => string): Map<string, string> {
  const live = new Set<string>();
  for (const row of rows) if (row.targetUrl !== null) live.add(normalise(row.targetUrl));
  const map = new Map<string, string>();
  for (const row of rows) {
    if (row.targetUrl === null) continue;
    const key = normalise(row.oldUrl);
    if (live.has(key)) continue;
    map.set(key, row.targetUrl);
  }
  return map;
}

/** Where a request for an old address goes: the current address with the request's own query string. */
export function redirectLocation(targetUrl: string, search: string): string {
  if (search === '' || search === '?') return targetUrl;
  return `${targetUrl}${search.startsWith('?') ? search : `?${search}`}`;
}

/**
 * A product's address after its category's address changed: the part after the old category address kept under
 * the new one. Null for an address not under the old category address (the product keeps it).
 */
export function rebasedUrl(url: string, oldPrefix: string, newPrefix: string): string | null {
  const from = `${oldPrefix.replace(/\/+$/, '')}/`;
  if (!url.startsWith(from) || url.length === from.length) return null;
  return `${newPrefix.replace(/\/+$/, '')}/${url.slice(from.length)}`;
}
