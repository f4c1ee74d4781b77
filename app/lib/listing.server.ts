import type { AppLoadContext } from 'react-router';
import { parseFilterQuery, type FilterQuery } from '../../domain/filter-query';
import type { FilterResult } from '../../services/catalog/filter-contract';
import { displayOptions } from './display.server';

/**
 * A listing page's first render: the filter state read back from the address (so every filtered view is a
 * shareable link that renders the same on the server), with the page's own fixed parts laid over it.
 */
export function loadListing(context: AppLoadContext, request: Request, fixed: Partial<FilterQuery>): Promise<FilterResult> {
  const query = { ...parseFilterQuery(new URL(request.url).searchParams), ...fixed };
  return context.services.filter.filter(query, displayOptions(context));
}
