import { useId } from 'react';
import type { FilterResult, SortKey, ViewType } from '../../../common/contract/filter';
import { svListing } from '../../../common/copy/sv-listing';
import { GridViewIcon, ListViewIcon } from '../icons';
import { useHydrated } from '../cart/cart-hooks';
import type { ScrollTarget } from './use-filter-listing';
import { type FilterQuery, PER_PAGE_OPTIONS } from '../../../domain/filter-query';
import type { ListingCard } from '../../../common/contract/product-card';

interface ToolbarProps {
  result: FilterResult<ListingCard>;
  query: FilterQuery;
  apply(next: FilterQuery, scroll?: ScrollTarget): void;
  disabled: boolean;
  onOpenFilters(): void;
  filtersOpen: boolean;
  activeFilters: number;
  /** The id of the listing's GET form. */
  form?: string;
}

/** Result count, sorting, per page, grid/list toggle and the mobile 'Filtrera' button. */
export function ListingToolbar({ result, query, apply, disabled, onOpenFilters, filtersOpen, activeFilters, form }: ToolbarProps) {
  // Until the page is hydrated the toolbar is a plain GET form: a submit button, and 'Filtrera' opens the sidebar.
  // Asked here, not by the listing: the switch after hydration then re-renders the toolbar, not all the cards.
  const hydrated = useHydrated();
  const sortId = useId();
  const perPageId = useId();
  const setView = (viewType: ViewType) => apply({ ...query, viewType }, 'none');
  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__result" role="status" aria-live="polite">
        {result.result_text}
      </p>
      {hydrated ? (
        <button type="button" className="button listing-toolbar__filter" aria-expanded={filtersOpen} onClick={onOpenFilters}>
          {svListing.filterCount(activeFilters)}
        </button>
      ) : (
        // Without JavaScript the panel cannot open: the link shows the sidebar's form instead (CSS :target).
        <a href="#filter-sidebar" className="button listing-toolbar__filter">
          {svListing.filterCount(activeFilters)}
        </a>
      )}
      <div className="listing-toolbar__controls">
        <label htmlFor={sortId} className="listing-toolbar__label">
          {svListing.sortLabel}
        </label>
        <select
          id={sortId}
          name="sorting"
          form={form}
          value={query.sorting}
          disabled={disabled}
          onChange={(e) => apply({ ...query, sorting: e.target.value as SortKey, page: 1 }, 'none')}
        >
          {result.sort_options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <label htmlFor={perPageId} className="listing-toolbar__label">
          {svListing.perPageLabel}
        </label>
        <select
          id={perPageId}
          name="per_page"
          form={form}
          value={query.showAll ? 'all' : String(query.perPage)}
          disabled={disabled}
          onChange={(e) =>
            apply(
              e.target.value === 'all'
                ? { ...query, showAll: true, page: 1 }
                : { ...query, showAll: false, perPage: Number(e.target.value), page: 1 },
              'none',
            )
          }
        >
          {PER_PAGE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
          <option value="all">{svListing.showAll}</option>
        </select>
        <div className="view-toggle" role="group" aria-label={svListing.viewLabel}>
          {(['grid', 'list'] as const).map((view) => (
            <button
              key={view}
              type="submit"
              form={form}
              name="view_type"
              value={view}
              aria-pressed={query.viewType === view}
              disabled={disabled}
              onClick={(event) => {
                event.preventDefault();
                setView(view);
              }}
            >
              {view === 'grid' ? <GridViewIcon /> : <ListViewIcon />}
              <span className="view-toggle__text">{view === 'grid' ? svListing.gridView : svListing.listView}</span>
            </button>
          ))}
        </div>
        {hydrated ? null : (
          <button type="submit" form={form} className="button listing-toolbar__submit">
            {svListing.update}
          </button>
        )}
      </div>
    </div>
  );
}
