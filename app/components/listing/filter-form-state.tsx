import { FILTER_FORM_MARKER } from '../../../domain/filter-form';
import { LIST_SEPARATOR, filterQueryToSearchParams, type Blade, type FilterQuery } from '../../../domain/filter-query';
import { categoriesToggle, clearAll } from '../../../domain/filter-selection';

/** The id of the listing's GET form; the sidebar's and the toolbar's fields belong to it wherever they sit. */
export const LISTING_FORM_ID = 'listing-filter';

/**
 * The state a filter form carries besides its visible fields (docs: domain/filter-form.ts), so a submit without
 * JavaScript keeps what the form does not show (`carryToolbar`: sorting and per page, for a form without the toolbar). The form itself is never submitted with JavaScript.
 */
export function FilterFormState({ query, blade, carryToolbar }: { query: FilterQuery; blade: Blade; carryToolbar?: boolean }) {
  return (
    <>
      <input type="hidden" name={FILTER_FORM_MARKER} value="1" />
      {blade === 'search' ? <input type="hidden" name="s" value={query.text} /> : null}
      {/* Where categories are ticked in the form (a search, a brand page), the boxes carry them. */}
      {query.categories.length && !categoriesToggle(blade) ? <input type="hidden" name="categories" value={query.categories.join(LIST_SEPARATOR)} /> : null}
      {query.colorAttributeValueIds.length ? (
        <input type="hidden" name="color_attribute_value_ids" value={query.colorAttributeValueIds.join(LIST_SEPARATOR)} />
      ) : null}
      <input type="hidden" name="view_type" value={query.viewType} />
      {carryToolbar ? <input type="hidden" name="sorting" value={query.sorting} /> : null}
      {carryToolbar ? <input type="hidden" name="per_page" value={query.showAll ? 'all' : query.perPage} /> : null}
    </>
  );
}

/** The address 'Rensa allt' leads to without JavaScript: this page with every filter cleared, sorting and view kept. */
export function clearedAddress(pathname: string, query: FilterQuery, blade: Blade): string {
  const params = filterQueryToSearchParams({ ...clearAll(query), page: 1 });
  // What the page's path already says (as the listing call's url leaves out).
  for (const name of ['blade', 'cat1', 'cat2', 'cat3', 'from_brands', 'text']) params.delete(name);
  const all = blade === 'search' ? new URLSearchParams([['s', query.text], ...params]) : params;
  const search = all.toString().replace(/%7C/g, '|');
  return search ? `${pathname}?${search}` : pathname;
}
