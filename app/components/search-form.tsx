import { useId } from 'react';
import { useLocation } from 'react-router';
import { sv } from '../copy/sv';
import { SearchIcon } from './icons';

const RESULTS_PATH = '/produkter/sok';

/** The query the results page shows, for the header's box; empty on every other page. */
export function searchQueryOf(pathname: string, search: string): string {
  if (pathname.replace(/\/+$/, '') !== RESULTS_PATH) return '';
  return (new URLSearchParams(search).get('s') ?? '').slice(0, 200);
}

/** The header search: a plain GET form to the results page, which keeps its query in the box. */
export function SearchForm({ className }: { className?: string }) {
  const id = useId();
  const location = useLocation();
  const query = searchQueryOf(location.pathname, location.search);
  return (
    <form role="search" method="get" action={RESULTS_PATH} className={`search-form ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {sv.site.searchLabel}
      </label>
      {/* Keyed by the query: a new search (or leaving the results) shows its own query, not what was typed before. */}
      <input key={query} id={id} type="search" name="s" defaultValue={query} placeholder={sv.site.searchPlaceholder} autoComplete="off" maxLength={200} required minLength={2} />
      <button type="submit" className="search-form__button">
        <SearchIcon />
        <span>{sv.site.searchButton}</span>
      </button>
    </form>
  );
}
