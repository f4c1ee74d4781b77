import { useId } from 'react';
import { sv } from '../copy/sv';
import { SearchIcon } from './icons';

/** The header search: a plain GET form to the results page (suggestions come with the search issue). */
export function SearchForm({ className }: { className?: string }) {
  const id = useId();
  return (
    <form role="search" method="get" action="/produkter/sok" className={`search-form ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {sv.site.searchLabel}
      </label>
      <input id={id} type="search" name="s" placeholder={sv.site.searchPlaceholder} autoComplete="off" maxLength={200} required minLength={2} />
      <button type="submit" className="search-form__button">
        <SearchIcon />
        <span>{sv.site.searchButton}</span>
      </button>
    </form>
  );
}
