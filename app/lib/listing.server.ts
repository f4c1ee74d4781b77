import { redirect, type AppLoadContext } from 'react-router';
import { parseFilterQuery, type FilterQuery } from '../../domain/filter-query';
import { isFilterForm, searchParamsFromFilterForm } from '../../domain/filter-form';
import type { FilterResult } from '../../services/catalog/filter-contract';
import { displayOptions } from './display.server';

/**
 * A listing page's first render: the filter state read back from the address (so every filtered view is a
 * shareable link that renders the same on the server), with the page's own fixed parts laid over it.
 * A filter form submitted without JavaScript is redirected to the address the script would have written.
 */
export async function loadListing(context: AppLoadContext, request: Request, fixed: Partial<FilterQuery>): Promise<FilterResult> {
  const params = new URL(request.url).searchParams;
  const form = isFilterForm(params);
  const query = { ...parseFilterQuery(form ? searchParamsFromFilterForm(params) : params), ...fixed };
  const result = await context.services.filter.filter(query, displayOptions(context));
  if (form) throw redirect(result.url, 303);
  return result;
}
