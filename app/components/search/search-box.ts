/**
 * What the header search box needs before its suggestions' code is there (app/components/search-form.tsx): the
 * results page's address and the combobox attributes that point at the suggestion panel's listbox. The panel, its
 * calls and its keyboard rules load on the box's first focus (app/components/search/search-suggestions.tsx).
 */

export const RESULTS_PATH = '/produkter/sok';

/** The full results page, encoded as the plain GET form would submit it. */
export function searchResultsUrl(query: string): string {
  return `${RESULTS_PATH}?${new URLSearchParams({ s: query.trim() })}`;
}

/** The query the results page shows, for the header's box; empty on every other page. */
export function searchQueryOf(pathname: string, search: string): string {
  if (pathname.replace(/\/+$/, '') !== RESULTS_PATH) return '';
  return (new URLSearchParams(search).get('s') ?? '').slice(0, 200);
}

export const suggestionListboxId = (id: string) => `${id}listbox`;
export const suggestionOptionId = (id: string, index: number) => `${id}option-${index}`;

/** The ARIA 1.2 combobox attributes of the search box that controls the panel's listbox. */
export function comboboxAttributes(id: string, listOpen: boolean, active: number) {
  return {
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': listOpen,
    'aria-controls': suggestionListboxId(id),
    'aria-activedescendant': active >= 0 ? suggestionOptionId(id, active) : undefined,
  };
}
