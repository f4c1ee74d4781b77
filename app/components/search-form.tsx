import { useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sv } from '../../common/copy/sv';
import { useHydrated } from './cart/cart-hooks';
import { SearchIcon } from './icons';
import { SuggestionPanel, comboboxAttributes, suggestionOptionId } from './search/suggestion-panel';
import { RESULTS_PATH, groupSuggestions, moveHighlight, searchQueryOf, searchResultsUrl, suggestQueryOf } from './search/suggestions';
import { useSuggestionAnswers, type SuggestionAnswer } from './search/use-suggestion-answers';

/** The header search; a new page starts a fresh box (the results page's own query, or empty) with the panel closed. */
export function SearchForm({ className }: { className?: string }) {
  const location = useLocation();
  return <SearchBox key={location.key} initialQuery={searchQueryOf(location.pathname, location.search)} className={className} />;
}

/**
 * A plain GET form to the results page, so searching works before and without JavaScript. Once
 * hydrated it becomes the ARIA 1.2 combobox: the focus stays in the box and aria-activedescendant
 * points at the highlighted option of a grouped listbox.
 */
function SearchBox({ initialQuery, className }: { initialQuery: string; className?: string }) {
  const id = useId();
  const inputId = `${id}input`;
  const enhanced = useHydrated();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialQuery);
  const [edited, setEdited] = useState(false);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const { answer, loading, status, ask, cancel, forget } = useSuggestionAnswers();

  const clearSuggestions = useCallback(() => {
    forget();
    setOpen(false);
    setHighlight(-1);
  }, [forget]);

  const { suggestions, groups, optionCount, showAllIndex, panelOpen, listOpen, active } = useSuggestionList(id, answer, open, highlight);

  useClearOnOutsidePress(formRef, edited, () => {
    clearSuggestions();
    setText('');
    setEdited(false);
  });

  function change(value: string) {
    setText(value);
    setEdited(true);
    const query = suggestQueryOf(value);
    if (query === null) {
      clearSuggestions();
      return;
    }
    ask(query, () => {
      setHighlight(-1);
      setOpen(document.activeElement === inputRef.current);
    });
  }

  function go(url: string) {
    cancel();
    setOpen(false);
    setHighlight(-1);
    void navigate(url);
  }

  const urlOf = (index: number) => (index === showAllIndex ? searchResultsUrl(text) : suggestions[index]!.url);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm an input method's composition are not meant for the list.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionCount === 0) return;
      event.preventDefault();
      const direction = event.key === 'ArrowDown' ? 'down' : 'up';
      setOpen(true);
      setHighlight(moveHighlight(active, optionCount, direction));
    } else if (event.key === 'Enter') {
      if (active < 0) return;
      event.preventDefault();
      go(urlOf(active));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (panelOpen) {
        setOpen(false);
        setHighlight(-1);
      } else {
        clearSuggestions();
        setText('');
      }
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
        loading={loading}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(answer !== null)}
        onBlur={() => {
          setOpen(false);
          setHighlight(-1);
        }}
        {...(enhanced ? comboboxAttributes(id, listOpen, active) : {})}
      />
      <button type="submit" className="search-form__button">
        <SearchIcon />
        <span>{sv.site.searchButton}</span>
      </button>
      <SuggestionPanel
        id={id}
        open={panelOpen}
        loading={loading}
        groups={groups}
        optionCount={optionCount}
        active={active}
        showAllUrl={searchResultsUrl(text)}
        notice={answer?.relaxed ? sv.search.relaxedResults(answer.query, answer.relaxed) : null}
        onGo={go}
      />
      <div role="status" className="visually-hidden">
        {status}
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

/** What the box shows of the answer: the grouped suggestions, then 'Visa alla resultat', and the option highlighted. */
function useSuggestionList(id: string, answer: SuggestionAnswer | null, open: boolean, highlight: number) {
  const suggestions = useMemo(() => answer?.suggestions ?? [], [answer]);
  const groups = useMemo(() => groupSuggestions(suggestions, sv.search.suggestionHeadings), [suggestions]);
  // The 'Visa alla resultat' option follows the suggestions, so the arrow keys reach it too.
  const optionCount = suggestions.length === 0 ? 0 : suggestions.length + 1;
  const panelOpen = open && answer !== null;
  const listOpen = panelOpen && optionCount > 0;
  const active = listOpen && highlight >= 0 ? highlight : -1;

  useEffect(() => {
    if (active >= 0) document.getElementById(suggestionOptionId(id, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  return { suggestions, groups, optionCount, showAllIndex: suggestions.length, panelOpen, listOpen, active };
}

/**
 * The spec: clicking outside clears the query. Only what the shopper typed is cleared (`edited`), so a click on the
 * results page's filters keeps the query the page shows.
 */
function useClearOnOutsidePress(formRef: RefObject<HTMLFormElement | null>, edited: boolean, onOutside: () => void) {
  const onOutsideRef = useRef(onOutside);
  onOutsideRef.current = onOutside;
  useEffect(() => {
    if (!edited) return;
    const onPointerDown = (event: PointerEvent) => {
      if (formRef.current?.contains(event.target as Node)) return;
      onOutsideRef.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [edited, formRef]);
}
