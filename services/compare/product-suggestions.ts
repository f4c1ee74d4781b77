import { defaultFilterQuery } from '../../domain/filter-query';
import type { CatalogIndexService } from '../catalog-index/catalog-index-service';
import { searchWords } from '../catalog/catalog-service';

/**
 * The products a typed text suggests, best first: the one place the compare page's search asks the search engine,
 * so a dedicated suggestion engine can replace the listing search used here without touching the rest.
 */
export type ProductSuggester = (text: string, options: { includesVat: boolean; limit: number }) => Promise<number[]>;

/** Suggestions from the in-process catalog index, ranked as the full search results page ranks them. */
export function catalogIndexSuggester(catalogIndex: CatalogIndexService): ProductSuggester {
  return async (text, { includesVat, limit }) => {
    const words = searchWords(text);
    if (words.length === 0) return [];
    const index = await catalogIndex.current();
    return index.search({ ...defaultFilterQuery(), blade: 'search', text }, words, { includesVat, pageSize: limit }).pageIds;
  };
}
