/**
 * The pure side of the header search's suggestion panel: the answer of GET /produkter/autocomplete,
 * how it is grouped and navigated. Kept apart from the component so the rules are unit-tested without a
 * browser (the results page's address is in search-box.ts, which the box needs before the panel loads).
 */

import { SUGGESTION_TYPES, type SearchSuggestion, type SuggestionType } from '../../../common/contract/search';
import { MIN_QUERY_LENGTH } from '../../../domain/search/search-text';

export { MIN_QUERY_LENGTH };

export const AUTOCOMPLETE_PATH = '/produkter/autocomplete';
/** The spec's debounce (storefront.md sections 4 and 9). */
export const DEBOUNCE_MS = 200;

export interface SuggestionGroup {
  type: SuggestionType;
  heading: string;
  /** Each suggestion with its place in the flat order the arrow keys walk. */
  items: { suggestion: SearchSuggestion; index: number }[];
}

/** The text a search starts from, or null when it is too short to ask for suggestions. */
export function suggestQueryOf(text: string): string | null {
  const query = text.trim();
  return query.length >= MIN_QUERY_LENGTH ? query : null;
}

export function autocompleteUrl(query: string): string {
  return `${AUTOCOMPLETE_PATH}?${new URLSearchParams({ query })}`;
}

function isSuggestion(value: unknown): value is SearchSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    SUGGESTION_TYPES.includes(s.type as SuggestionType) &&
    typeof s.value === 'string' &&
    typeof s.value_html === 'string' &&
    typeof s.url === 'string' &&
    s.url.startsWith('/') &&
    !s.url.startsWith('//')
  );
}

/**
 * The suggestions of an answer, in the spec's type order and at most 10 per type, whatever the
 * server sent. A suggestion that is not one (or would lead off the site) is dropped rather than
 * breaking the panel.
 */
export function suggestionsOf(answer: unknown, perType = 10): SearchSuggestion[] {
  const list = (answer as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  const valid = list.filter(isSuggestion);
  return SUGGESTION_TYPES.flatMap((type) => valid.filter((s) => s.type === type).slice(0, perType));
}

/** The looser query the suggestions are for when the typed one found no product (issue 31), or null. */
export function relaxedQueryOf(answer: unknown): string | null {
  const relaxed = (answer as { relaxed_query?: unknown } | null)?.relaxed_query;
  return typeof relaxed === 'string' && relaxed !== '' ? relaxed : null;
}

/** Consecutive groups by type, each headed by the server's header_type (or the fallback heading). */
export function groupSuggestions(suggestions: SearchSuggestion[], fallbackHeadings: Record<SuggestionType, string>): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [];
  suggestions.forEach((suggestion, index) => {
    const last = groups.at(-1);
    if (last && last.type === suggestion.type) last.items.push({ suggestion, index });
    else groups.push({ type: suggestion.type, heading: suggestion.header_type || fallbackHeadings[suggestion.type], items: [{ suggestion, index }] });
  });
  return groups;
}

/**
 * The highlighted option after an arrow key; -1 is none (the text box itself). Moving past either
 * end goes back to the box first, so Enter there submits the typed text, and one more press wraps.
 */
export function moveHighlight(current: number, count: number, direction: 'down' | 'up'): number {
  if (count <= 0) return -1;
  if (direction === 'down') return current >= count - 1 ? -1 : current + 1;
  return current < 0 ? count - 1 : current - 1;
}
