import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { appendToCompareAddress, MAX_COMPARED } from '../../../domain/compare';
import { sv } from '../../../common/copy/sv';
import { svCompare } from '../../../common/copy/sv-compare';
import { requestJson } from '../../lib/http';
import { useHydrated } from '../cart/cart-hooks';
import { useCompareStore } from './compare-store';
import type { CompareSuggestion } from '../../../common/contract/search';

/** The spec's compare search debounce (storefront.md section 9). */
const DEBOUNCE_MS = 500;
const MIN_LENGTH = 2;

/** The formatted price of a suggestion, which the call sends as HTML text: read back as text, never injected. */
function priceText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * The compare page's search (storefront.md sections 2 and 4): suggestions from POST /produkter/sok_for_jamfor
 * (multipart, field `text`), debounced 500 ms, as an ARIA combobox. Choosing one adds it to the visitor's compare
 * list (the server keeps the limit) and goes to this address with its id appended to `p`.
 */
export function CompareSearch({ comparedIds }: { comparedIds: readonly number[] }) {
  const id = useId();
  const listId = `${id}-list`;
  const hydrated = useHydrated();
  const store = useCompareStore();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<CompareSuggestion[] | null>(null);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    request.current?.abort();
    const query = text.trim();
    if (query.length < MIN_LENGTH) {
      setSuggestions(null);
      return;
    }
    const timer = window.setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      const body = new FormData();
      body.set('text', query);
      requestJson<CompareSuggestion[]>('/produkter/sok_for_jamfor', { method: 'POST', body, signal: controller.signal })
        .then((answer) => {
          // An answer arriving after the shopper left the box does not open the list behind their back.
          if (document.activeElement !== input.current) return;
          setSuggestions(answer);
          setActive(-1);
          setError('');
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setSuggestions(null);
          setError(sv.compare.searchFailed);
        });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  useEffect(() => () => request.current?.abort(), []);

  async function choose(suggestion: CompareSuggestion) {
    if (comparedIds.length >= MAX_COMPARED) {
      setError(sv.compare.full(MAX_COMPARED));
      return;
    }
    setBusy(true);
    const stored = store ? await store.add(suggestion.id, suggestion.name, { alert: false }) : { ok: true as const };
    setBusy(false);
    if (!stored.ok) {
      setError(stored.message);
      return;
    }
    setText('');
    setSuggestions(null);
    void navigate(appendToCompareAddress(`${location.pathname}${location.search}`, suggestion.id));
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = shown?.length ?? 0;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = shown?.[active] ?? (count === 1 ? shown?.[0] : undefined);
      if (chosen) void choose(chosen);
    } else if (event.key === 'Escape') {
      setSuggestions(null);
      setActive(-1);
    }
  }

  // Products already compared are not offered again.
  const shown = suggestions?.filter((s) => !comparedIds.includes(s.id)) ?? null;
  const open = shown !== null;
  return (
    <div className="compare-search">
      <label htmlFor={`${id}-input`} className="compare-search__label">
        {svCompare.searchLabel}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="compare-search__input"
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder={svCompare.searchPlaceholder}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-busy={busy}
        disabled={!hydrated}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        // Leaving the box closes the list (choosing with the mouse keeps the focus: onMouseDown below).
        onBlur={() => setSuggestions(null)}
      />
      <ul id={listId} role="listbox" className="compare-search__list" aria-label={svCompare.searchLabel} hidden={!open || shown.length === 0}>
        {shown?.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="compare-search__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(suggestion)}
          >
            {suggestion.image ? <img src={suggestion.image} alt="" width={48} height={48} /> : <span className="compare-search__thumb" />}
            <span>{suggestion.name}</span>
            <span className="compare-search__price">{priceText(suggestion.price)}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {open ? (shown.length === 0 ? svCompare.noHits : svCompare.suggestions(shown.length)) : ''}
      </p>
      {open && shown.length === 0 ? <p className="compare-search__empty">{svCompare.noHits}</p> : null}
      <p className="alert alert--error compare-search__error" role="alert">
        {error}
      </p>
    </div>
  );
}
