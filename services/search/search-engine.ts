import type { SearchEntry, SearchHit, SearchIndex } from './search-index';
import type { SuggestionType } from '../../common/contract/search';

/** What the engine finds besides products. */
export type EntryKind = Exclude<SuggestionType, 'product'>;

/**
 * The boundary an external engine (Meilisearch, Typesense, OpenSearch) would implement in place of the in-process
 * index (docs/search.md). Every method takes the shopper's text as typed; matching, ranking and typo tolerance are
 * the engine's. Answers must follow the catalog within seconds of a change.
 */
export interface SearchEngine {
  /** Ids of every listed product the query matches, best first: exact before prefix before typo, then in stock and popular first. */
  matchProductIds(query: string): Promise<number[]>;
  /** The best `limit` products, with what a suggestion shows. */
  topProducts(query: string, limit: number): Promise<SearchHit[]>;
  /** Categories, brands or info pages whose name matches every word, best first. */
  entries(kind: EntryKind, query: string, limit: number): Promise<SearchEntry[]>;
  /** The query with misspelt words replaced when that finds products; null otherwise. */
  correction(query: string): Promise<string | null>;
  /** A looser form of the query (units, numbers, then words left out) when it finds nothing and that finds products; null otherwise. */
  relaxed(query: string): Promise<string | null>;
}

/** A call of one engine method, as it crosses to the index worker. */
export type SearchCall = { [M in keyof SearchEngine]: { method: M; args: Parameters<SearchEngine[M]> } }[keyof SearchEngine];

/** Answers a call with the engine's method of that name. */
export function callEngine(engine: SearchEngine, call: SearchCall): Promise<unknown> {
  return (engine[call.method] as (...args: SearchCall['args']) => Promise<unknown>)(...call.args);
}

/** The engine whose every method is one call answered by `answer` (the inverse of callEngine). */
export function engineOver(answer: (call: SearchCall) => Promise<unknown>): SearchEngine {
  return {
    matchProductIds: (...args) => answer({ method: 'matchProductIds', args }) as ReturnType<SearchEngine['matchProductIds']>,
    topProducts: (...args) => answer({ method: 'topProducts', args }) as ReturnType<SearchEngine['topProducts']>,
    entries: (...args) => answer({ method: 'entries', args }) as ReturnType<SearchEngine['entries']>,
    correction: (...args) => answer({ method: 'correction', args }) as ReturnType<SearchEngine['correction']>,
    relaxed: (...args) => answer({ method: 'relaxed', args }) as ReturnType<SearchEngine['relaxed']>,
  };
}

/** The default engine: a search index of this shop, held in the index worker or in this process (services/catalog-index). */
export function searchIndexEngine(index: () => Promise<SearchIndex>): SearchEngine {
  const lists = { category: 'categories', brand: 'brands', page: 'pages' } as const;
  return {
    async matchProductIds(query) {
      return (await index()).match(query).map((p) => p.id);
    },
    async topProducts(query, limit) {
      return (await index()).top(query, limit);
    },
    async entries(kind, query, limit) {
      const found = await index();
      return found.matchEntries(found[lists[kind]], query, limit);
    },
    async correction(query) {
      return (await index()).correction(query);
    },
    async relaxed(query) {
      return (await index()).relaxed(query);
    },
  };
}
