import { useCallback, useEffect, useRef, useState } from 'react';
import type { FilterResult, SelectedSpecification } from '../../../common/contract/filter';
import { filterQueryToSearchParams, type Blade, type FilterQuery } from '../../../domain/filter-query';
import { requestJson } from '../../lib/http';
import type { ListingCard } from '../../../common/contract/product-card';

/** Offset kept above the list when scrolling to it, for the sticky header (spec: 140 px). */
export const LIST_SCROLL_OFFSET = 140;
const MAX_REFRESH_ROUNDS = 3;

export function queryFromResult(result: FilterResult<ListingCard>, blade: Blade): FilterQuery {
  return {
    blade,
    brands: result.selected_brands,
    categories: result.selected_categories,
    specifications: result.selected_specifications,
    primaryColorIds: result.selected_primary_color_ids,
    colorAttributeValueIds: [],
    cat1: result.cat1,
    cat2: result.cat2,
    cat3: result.cat3,
    priceMin: result.input_price_min,
    priceMax: result.input_price_max,
    sorting: result.sorting,
    viewType: result.view_type,
    text: result.text,
    perPage: result.per_page,
    showAll: result.show_all,
    fromBrands: result.from_brands,
    page: result.page,
  };
}

export type ScrollTarget = 'list' | 'top' | 'none';

/**
 * The listing's filter state: every change fetches /produkter/filtrera, dims the list while loading,
 * writes the new address without navigating, and applies the spec's refresh rules (selected groups
 * that no longer come back are dropped and the refresh repeats).
 */
export function useFilterListing(initial: FilterResult<ListingCard>, blade: Blade, options: { skipRefresh?: boolean } = {}) {
  const [result, setResult] = useState<FilterResult<ListingCard>>(initial);
  const [query, setQuery] = useState(() => queryFromResult(initial, blade));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef<AbortController | null>(null);

  // A new page from the loader (paging, Back) shows in the same render as its address, so ScrollRestoration
  // restores the scroll position over the right list (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState({ initial, blade });
  if (shown.initial !== initial || shown.blade !== blade) {
    setShown({ initial, blade });
    setResult(initial);
    setQuery(queryFromResult(initial, blade));
  }

  const scrollTo = useCallback((target: ScrollTarget) => {
    if (target === 'none') return;
    const top = target === 'top' ? 0 : (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY - LIST_SCROLL_OFFSET;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'auto' : 'smooth' });
  }, []);

  const apply = useCallback(
    async (next: FilterQuery, scroll: ScrollTarget = 'list') => {
      setQuery(next);
      if (options.skipRefresh) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      setError(false);
      try {
        let current = next;
        let answer: FilterResult | null = null;
        for (let round = 0; round < MAX_REFRESH_ROUNDS; round++) {
          answer = await requestJson<FilterResult>(`/produkter/filtrera?${filterQueryToSearchParams(current)}`, { signal: controller.signal });
          const offered = new Set(answer.specifications.map((g) => g.groupId));
          const kept: SelectedSpecification[] =
            answer.specifications.length === 0 ? [] : current.specifications.filter((s) => offered.has(s.groupId));
          if (kept.length === current.specifications.length) break;
          current = { ...current, specifications: kept, page: 1 };
        }
        if (!answer || controller.signal.aborted) return;
        setResult(answer);
        setQuery(queryFromResult(answer, next.blade));
        window.history.replaceState(window.history.state, '', answer.url);
        scrollTo(scroll);
      } catch (cause) {
        if (!controller.signal.aborted) {
          setError(true);
          console.warn('filter refresh failed', cause);
        }
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setLoading(false);
        }
      }
    },
    [options.skipRefresh, scrollTo],
  );

  useEffect(() => () => inFlight.current?.abort(), []);

  return { result, query, loading, error, apply, listRef };
}
