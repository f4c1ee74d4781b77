import { Link } from 'react-router';
import type { Route } from './+types/search';
import { loadListing } from '../lib/listing.server';
import { pageTitle, siteNameOf } from '../lib/meta';
import { sv } from '../../common/copy/sv';
import { FilterListing } from '../components/listing/filter-listing';

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(loaded?.query ? sv.search.titleFor(loaded.query) : sv.search.title, siteNameOf(matches)) },
  { name: 'robots', content: 'noindex' },
];

/** Full search results for `s`, with the same filters as a listing; fewer than 2 characters asks for more. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.sharing.shareable = true;
  const query = (new URL(request.url).searchParams.get('s') ?? '').trim().slice(0, 200);
  if (query.length < 2) return { query, listing: null, correction: null };
  const listing = await loadListing(context, request, { blade: 'search', text: query });
  // 'Menade du ...?' only when the words themselves find nothing (not when the shopper's filters emptied the list).
  const correction = listing.num === 0 && !hasFilters(listing) ? await context.services.search.engine.correction(query) : null;
  return { query, listing, correction };
}

function hasFilters(listing: { selected_brands: unknown[]; selected_specifications: unknown[] }): boolean {
  return listing.selected_brands.length > 0 || listing.selected_specifications.length > 0;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, listing, correction } = loaderData;
  return (
    <div className="page listing-page">
      <h1>{query ? sv.search.titleFor(query) : sv.search.title}</h1>
      {listing === null ? (
        <p>{sv.search.tooShort}</p>
      ) : listing.num === 0 && !hasFilters(listing) ? (
        <div role="status">
          <p>{sv.search.noHits}</p>
          {correction ? (
            <p className="search-correction">
              {sv.search.didYouMean} <Link to={`/produkter/sok?s=${encodeURIComponent(correction)}`}>{correction}</Link>?
            </p>
          ) : null}
        </div>
      ) : (
        <FilterListing initial={listing} blade="search" />
      )}
    </div>
  );
}
