import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sv } from '../../common/copy/sv';
import { requestJson } from '../lib/http';
import { useHydrated } from './cart/cart-hooks';
import { SearchIcon } from './icons';
import {
  DEBOUNCE_MS,
  RESULTS_PATH,
  autocompleteUrl,
  groupSuggestions,
  moveHighlight,
  searchQueryOf,
  searchResultsUrl,
  suggestQueryOf,
  suggestionsOf,
} from './search/suggestions';
import type { SearchSuggestion } from '../../common/contract/search';

/** The header search; a new page starts a fresh box (the results page's own query, or empty) with the panel closed. */
export function SearchForm({ className }: { className?: string }) {
  const location = useLocation();
  return <SearchBox key={location.key} initialQuery={searchQueryOf(location.pathname, location.search)} className={className} />;
}

interface Answer {
  query: string;
  suggestions: SearchSuggestion[];
}

/**
 * A plain GET form to the results page, so searching works before and without JavaScript. Once
 * hydrated it becomes the ARIA 1.2 combobox: the focus stays in the box and aria-activedescendant
 * points at the highlighted option of a grouped listbox.
 */
function SearchBox({ initialQuery, className }: { initialQuery: string; className?: string }) {
  const id = useId();
  const inputId = `${id}input`;
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => `${id}option-${index}`;
  const enhanced = useHydrated();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialQuery);
  const [edited, setEdited] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [status, setStatus] = useState('');
  // Every keystroke bumps the sequence, so an answer to an older text is ignored even if its abort came too late.
  const pending = useRef<{ seq: number; timer?: number; controller?: AbortController }>({ seq: 0 });

  const cancelPending = useCallback(() => {
    const current = pending.current;
    current.seq += 1;
    window.clearTimeout(current.timer);
    current.controller?.abort();
  }, []);

  const clearSuggestions = useCallback(() => {
    cancelPending();
    setAnswer(null);
    setOpen(false);
    setLoading(false);
    setHighlight(-1);
    setStatus('');
  }, [cancelPending]);

  useEffect(() => cancelPending, [cancelPending]);

  const suggestions = useMemo(() => answer?.suggestions ?? [], [answer]);
  const groups = useMemo(() => groupSuggestions(suggestions, sv.search.suggestionHeadings), [suggestions]);
  // The 'Visa alla resultat' option follows the suggestions, so the arrow keys reach it too.
  const optionCount = suggestions.length === 0 ? 0 : suggestions.length + 1;
  const showAllIndex = suggestions.length;
  const panelOpen = open && answer !== null;
  const listOpen = panelOpen && optionCount > 0;
  const active = listOpen && highlight >= 0 ? highlight : -1;

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  // The spec: clicking outside clears the query. Only what the shopper typed is cleared, so a click on the
  // results page's filters keeps the query the page shows.
  useEffect(() => {
    if (!edited) return;
    const onPointerDown = (event: PointerEvent) => {
      if (formRef.current?.contains(event.target as Node)) return;
      clearSuggestions();
      setText('');
      setEdited(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [edited, clearSuggestions]);

  function change(value: string) {
    setText(value);
    setEdited(true);
    const query = suggestQueryOf(value);
    if (query === null) {
      clearSuggestions();
      return;
    }
    cancelPending();
    const current = pending.current;
    const seq = current.seq;
    current.timer = window.setTimeout(() => {
      const controller = new AbortController();
      current.controller = controller;
      setLoading(true);
      requestJson<unknown>(autocompleteUrl(query), { signal: controller.signal }).then(
        (json) => {
          if (seq !== pending.current.seq) return;
          const found = suggestionsOf(json);
          setAnswer({ query, suggestions: found });
          setHighlight(-1);
          setLoading(false);
          setOpen(document.activeElement === inputRef.current);
          setStatus(found.length === 0 ? sv.search.noHits : sv.search.suggestionCount(found.length));
        },
        () => {
          // Suggestions are a shortcut: when they fail, the box still submits to the full results page.
          if (seq !== pending.current.seq) return;
          setAnswer(null);
          setLoading(false);
          setStatus('');
        },
      );
    }, DEBOUNCE_MS);
  }

  function go(url: string) {
    cancelPending();
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

  const combobox = enhanced
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': listOpen,
        'aria-controls': listboxId,
        'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      }
    : {};

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
      <label htmlFor={inputId} className="visually-hidden">
        {sv.site.searchLabel}
      </label>
      <div className="search-form__field">
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="s"
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(answer !== null)}
          onBlur={() => {
            setOpen(false);
            setHighlight(-1);
          }}
          placeholder={sv.site.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          required
          minLength={2}
          {...combobox}
        />
        <span className="search-form__spinner" aria-hidden="true" hidden={!loading} />
      </div>
      <button type="submit" className="search-form__button">
        <SearchIcon />
        <span>{sv.site.searchButton}</span>
      </button>
      {/* Presses inside the panel keep the focus in the box, where the combobox pattern wants it. */}
      <div className="search-suggest" hidden={!panelOpen} onMouseDown={(event) => event.preventDefault()}>
        {panelOpen && optionCount === 0 ? <p className="search-suggest__empty">{sv.search.noHits}</p> : null}
        <div role="listbox" id={listboxId} aria-label={sv.search.suggestionsLabel} aria-busy={loading} className="search-suggest__list" hidden={optionCount === 0}>
          {groups.map((group) => (
            <ul key={group.type} role="group" aria-labelledby={`${id}group-${group.type}`} className={`search-suggest__group search-suggest__group--${group.type}`}>
              <li role="presentation" id={`${id}group-${group.type}`} className="search-suggest__heading">
                {group.heading}
              </li>
              {group.items.map(({ suggestion, index }) => (
                <li
                  key={`${suggestion.type}-${suggestion.url}-${index}`}
                  role="option"
                  id={optionId(index)}
                  aria-selected={index === active}
                  className="search-suggest__option"
                  onClick={() => go(suggestion.url)}
                >
                  <SuggestionContent suggestion={suggestion} />
                </li>
              ))}
            </ul>
          ))}
          {optionCount > 0 ? (
            <div role="option" id={optionId(showAllIndex)} aria-selected={showAllIndex === active} className="search-suggest__option search-suggest__all" onClick={() => go(searchResultsUrl(text))}>
              {sv.search.showAll}
            </div>
          ) : null}
        </div>
      </div>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </form>
  );
}

function SuggestionContent({ suggestion }: { suggestion: SearchSuggestion }) {
  // value_html is escaped by the server; its only markup is the <mark> around what matched.
  const name = <span className="search-suggest__name" dangerouslySetInnerHTML={{ __html: suggestion.value_html }} />;
  if (suggestion.type !== 'product') return name;
  const price = suggestion.hide_price ? null : suggestion.price;
  return (
    <>
      <span className="search-suggest__image">{suggestion.image ? <img src={suggestion.image} alt="" width={48} height={48} decoding="async" /> : null}</span>
      {name}
      {price || suggestion.product_monthly_price ? (
        <span className="search-suggest__prices">
          {price ? <span className="search-suggest__price">{price}</span> : null}
          {suggestion.product_monthly_price ? <span className="search-suggest__monthly">{suggestion.product_monthly_price}</span> : null}
        </span>
      ) : null}
    </>
  );
}
