import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { sv } from '../../../common/copy/sv';
import { SuggestionPanel } from './suggestion-panel';
import { searchResultsUrl, suggestionOptionId } from './search-box';
import { groupSuggestions, moveHighlight, suggestQueryOf } from './suggestions';
import { useSuggestionAnswers, type SuggestionAnswer } from './use-suggestion-answers';

/** What the header box's own element shows of the suggestions: its combobox attributes, spinner and live region. */
export interface SuggestionsState {
  listOpen: boolean;
  active: number;
  loading: boolean;
  /** What the screen reader hears about the answer. */
  status: string;
}

/** The box's events the suggestions act on. */
export interface SuggestionsHandle {
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  focus(): void;
  blur(): void;
  /** Stops asking and closes the panel (the box is leaving for another page). */
  close(): void;
}

interface SearchSuggestionsProps {
  handle: RefObject<SuggestionsHandle | null>;
  /** The search box's useId, which the options' and groups' ids start from. */
  id: string;
  text: string;
  /** Whether the shopper has typed in the box (a results page's own query is not asked for). */
  edited: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  onState(state: SuggestionsState): void;
  /** Empties the box and forgets that it was typed in (a press outside). */
  onClear(): void;
  /** Empties the box (Escape with the panel closed). */
  onEmpty(): void;
  onGo(url: string): void;
}

/**
 * The header search's suggestions (app/components/search-form.tsx loads them on the box's first focus or input):
 * the calls for what is typed, the grouped listbox under the box and the combobox's keys. Text typed before they
 * arrived is asked for as they mount.
 */
export function SearchSuggestions({ handle, id, text, edited, formRef, inputRef, onState, onClear, onEmpty, onGo }: SearchSuggestionsProps) {
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const { answer, loading, status, ask, cancel, forget } = useSuggestionAnswers();

  const clearSuggestions = useCallback(() => {
    forget();
    setOpen(false);
    setHighlight(-1);
  }, [forget]);

  const { suggestions, groups, optionCount, showAllIndex, panelOpen, listOpen, active } = useSuggestionList(id, answer, open, highlight);

  useLayoutEffect(() => onState({ listOpen, active, loading, status }), [listOpen, active, loading, status, onState]);

  useEffect(() => {
    if (!edited) return;
    const query = suggestQueryOf(text);
    if (query === null) {
      clearSuggestions();
      return;
    }
    ask(query, () => {
      setHighlight(-1);
      setOpen(document.activeElement === inputRef.current);
    });
  }, [text, edited, ask, clearSuggestions, inputRef]);

  useClearOnOutsidePress(formRef, edited, () => {
    clearSuggestions();
    onClear();
  });

  function close() {
    cancel();
    setOpen(false);
    setHighlight(-1);
  }

  const urlOf = (index: number) => (index === showAllIndex ? searchResultsUrl(text) : suggestions[index]!.url);

  useImperativeHandle(handle, () => ({
    keyDown(event) {
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
        onGo(urlOf(active));
      } else if (event.key === 'Escape') {
        event.preventDefault();
        if (panelOpen) {
          setOpen(false);
          setHighlight(-1);
        } else {
          clearSuggestions();
          onEmpty();
        }
      }
    },
    focus: () => setOpen(answer !== null),
    blur() {
      setOpen(false);
      setHighlight(-1);
    },
    close,
  }));

  return (
    <SuggestionPanel
      id={id}
      open={panelOpen}
      loading={loading}
      groups={groups}
      optionCount={optionCount}
      active={active}
      showAllUrl={searchResultsUrl(text)}
      notice={answer?.relaxed ? sv.search.relaxedResults(answer.query, answer.relaxed) : null}
      onGo={onGo}
    />
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
