import { Suspense, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sv } from '../../common/copy/sv';
import { useHydrated } from './cart/cart-hooks';
import { SearchIcon } from './icons';
import { lazyPart } from '../lib/lazy-part';
import { comboboxAttributes, RESULTS_PATH, searchQueryOf, searchResultsUrl } from './search/search-box';
import type { SuggestionsHandle, SuggestionsState } from './search/search-suggestions';

// Most pages are never searched from: the suggestion panel, its calls and its keyboard rules load on the box's first
// focus or input. The box, its label and the button are the plain form's, so nothing moves when they arrive.
const SearchSuggestions = lazyPart(() => import('./search/search-suggestions').then((m) => m.SearchSuggestions));

const CLOSED: SuggestionsState = { listOpen: false, active: -1, loading: false, status: '' };

/** The header search; a new page starts a fresh box (the results page's own query, or empty) with the panel closed. */
export function SearchForm({ className }: { className?: string }) {
  const location = useLocation();
  return <SearchBox key={location.key} initialQuery={searchQueryOf(location.pathname, location.search)} className={className} />;
}

/**
 * A plain GET form to the results page, so searching works before and without JavaScript. Once
 * hydrated it becomes the ARIA 1.2 combobox: the focus stays in the box and aria-activedescendant
 * points at the highlighted option of a grouped listbox (app/components/search/search-suggestions.tsx).
 */
function SearchBox({ initialQuery, className }: { initialQuery: string; className?: string }) {
  const id = useId();
  const inputId = `${id}input`;
  const enhanced = useHydrated();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestions = useRef<SuggestionsHandle>(null);
  const [text, setText] = useState(initialQuery);
  const [edited, setEdited] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState(CLOSED);

  function go(url: string) {
    suggestions.current?.close();
    void navigate(url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (suggestions.current) suggestions.current.keyDown(event);
    else if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      // No suggestions yet: Escape empties the box, as it does with the panel closed.
      event.preventDefault();
      setText('');
    }
  }

  return (
    <form
      ref={formRef}
      role="search"
      method="get"
      action={RESULTS_PATH}
      className={`search-form ${className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        go(searchResultsUrl(text));
      }}
    >
      <QueryField
        ref={inputRef}
        inputId={inputId}
        loading={state.loading}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setEdited(true);
          setWanted(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setWanted(true);
          suggestions.current?.focus();
        }}
        onBlur={() => suggestions.current?.blur()}
        {...(enhanced ? comboboxAttributes(id, state.listOpen, state.active) : {})}
      />
      <button type="submit" className="search-form__button">
        <SearchIcon />
        <span>{sv.site.searchButton}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            handle={suggestions}
            id={id}
            text={text}
            edited={edited}
            formRef={formRef}
            inputRef={inputRef}
            onState={setState}
            onClear={() => {
              setText('');
              setEdited(false);
            }}
            onEmpty={() => setText('')}
            onGo={go}
          />
        </Suspense>
      ) : null}
      <div role="status" className="visually-hidden">
        {state.status}
      </div>
    </form>
  );
}

/** The search's text field, as the plain GET form submits it, with the spinner shown while suggestions load. */
function QueryField({ inputId, loading, ...input }: ComponentProps<'input'> & { inputId: string; loading: boolean }) {
  return (
    <>
      <label htmlFor={inputId} className="visually-hidden">
        {sv.site.searchLabel}
      </label>
      <div className="search-form__field">
        <input id={inputId} type="search" name="s" placeholder={sv.site.searchPlaceholder} autoComplete="off" enterKeyHint="search" maxLength={200} required minLength={2} {...input} />
        <span className="search-form__spinner" aria-hidden="true" hidden={!loading} />
      </div>
    </>
  );
}
