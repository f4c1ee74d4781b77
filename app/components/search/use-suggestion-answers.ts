import { useCallback, useEffect, useRef, useState } from 'react';
import { sv } from '../../../common/copy/sv';
import { requestJson } from '../../lib/http';
import type { SearchSuggestion } from '../../../common/contract/search';
import { DEBOUNCE_MS, autocompleteUrl, relaxedQueryOf, suggestionsOf } from './suggestions';

export interface SuggestionAnswer {
  query: string;
  suggestions: SearchSuggestion[];
  /** The looser query the suggestions are for, when the typed one found no product. */
  relaxed: string | null;
}

/**
 * The suggestion calls behind the header search: each text is asked for after the debounce, and only the answer
 * to the latest text counts. `status` is what the screen reader hears about the answer.
 */
export function useSuggestionAnswers() {
  const [answer, setAnswer] = useState<SuggestionAnswer | null>(null);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState('');
  // Every keystroke bumps the sequence, so an answer to an older text is ignored even if its abort came too late.
  const pending = useRef<{ seq: number; timer?: number; controller?: AbortController }>({ seq: 0 });

  const cancel = useCallback(() => {
    const current = pending.current;
    current.seq += 1;
    window.clearTimeout(current.timer);
    current.controller?.abort();
  }, []);

  const forget = useCallback(() => {
    cancel();
    setAnswer(null);
    setLoading(false);
    setStatus('');
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  /** Asks for the query's suggestions; `onAnswer` runs when they are shown. */
  const ask = useCallback((query: string, onAnswer: () => void) => {
    cancel();
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
          const relaxed = relaxedQueryOf(json);
          setAnswer({ query, suggestions: found, relaxed });
          setLoading(false);
          onAnswer();
          const count = found.length === 0 ? sv.search.noHits : sv.search.suggestionCount(found.length);
          setStatus(relaxed && found.length > 0 ? `${sv.search.relaxedResults(query, relaxed)} ${count}` : count);
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
  }, [cancel]);

  return { answer, loading, status, ask, cancel, forget };
}
