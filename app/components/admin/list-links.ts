/**
 * The list pages' links and choices, kept apart from the components so they can be unit-tested.
 */

/** Query parameters that report the last form post (`?klart=`, `?fel=`): a link to another page of the list drops them,
 * or the notice of a change made once would show again on every page. */
const OUTCOME_PARAMETERS = ['klart', 'fel'];

/** The address of page `page` of a list: the same filters (the current query), `sida` set to the page. */
export function pageHref(search: string | URLSearchParams, page: number): string {
  const query = new URLSearchParams(search);
  for (const name of OUTCOME_PARAMETERS) query.delete(name);
  query.set('sida', String(page));
  return `?${query.toString()}`;
}

export interface Choice {
  value: string | number;
  label: string;
}

/** A select's choices from its values and the Swedish name of each. */
export function labelled<K extends string>(values: readonly K[], names: Readonly<Record<K, string>>): Choice[] {
  return values.map((value) => ({ value, label: names[value] }));
}
