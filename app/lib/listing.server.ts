import { redirect, type AppLoadContext } from 'react-router';
import { parseFilterQuery, type FilterQuery } from '../../domain/filter-query';
import { isFilterForm, searchParamsFromFilterForm } from '../../domain/filter-form';
import type { FilterResult } from '../../common/contract/filter';
import { listingCard } from '../../services/catalog/product-card';
import { displayOptions } from './display.server';
import type { ListingCard } from '../../common/contract/product-card';

/**
 * A listing page's first render: the filter state read back from the address (so every filtered view is a
 * shareable link that renders the same on the server), with the page's own fixed parts laid over it; the cards
 * as the page renders them (the loader data is serialised into the page). A filter form submitted without
 * JavaScript is redirected to the address the script would have written.
 */
export async function loadListing(context: AppLoadContext, request: Request, fixed: Partial<FilterQuery>): Promise<FilterResult<ListingCard>> {
  const params = new URL(request.url).searchParams;
  const form = isFilterForm(params);
  const query = { ...parseFilterQuery(form ? searchParamsFromFilterForm(params) : params), ...fixed };
  const result = await context.services.filter.filter(query, await displayOptions(context));
  if (form) throw redirect(result.url, 303);
  return { ...result, products: result.products.map(listingCard) };
}
