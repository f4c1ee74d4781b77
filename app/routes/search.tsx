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
  if (query.length < 2) return { query, listing: null, correction: null, relaxed: null };
  const exact = await loadListing(context, request, { blade: 'search', text: query });
  // 'Menade du ...?' and a looser query only when the words themselves find nothing (not when the shopper's filters
  // emptied the list); the looser query's results show at once, so the page is no dead end (issue 31).
  if (exact.num > 0 || hasFilters(exact)) return { query, listing: exact, correction: null, relaxed: null };
  const { engine } = context.services.search;
  const [correction, relaxed] = await Promise.all([engine.correction(query), engine.relaxed(query)]);
  const listing = relaxed ? await loadListing(context, request, { blade: 'search', text: relaxed }) : exact;
  return { query, listing, correction, relaxed };
}

function hasFilters(listing: { selected_brands: unknown[]; selected_specifications: unknown[] }): boolean {
  return listing.selected_brands.length > 0 || listing.selected_specifications.length > 0;
}

function Correction({ correction }: { correction: string | null }) {
  return correction ? (
    <p className="search-correction">
      {sv.search.didYouMean} <Link to={`/produkter/sok?s=${encodeURIComponent(correction)}`}>{correction}</Link>?
    </p>
  ) : null;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, listing, correction, relaxed } = loaderData;
  return (
    <div className="page listing-page">
      <h1>{query ? sv.search.titleFor(query) : sv.search.title}</h1>
      {listing === null ? (
        <p>{sv.search.tooShort}</p>
      ) : listing.num === 0 && !hasFilters(listing) ? (
        <div role="status">
          <p>{sv.search.noHits}</p>
          <Correction correction={correction} />
        </div>
      ) : (
        <>
          {relaxed ? (
            <div role="status" className="search-relaxed">
              <p>{sv.search.relaxedResults(query, relaxed)}</p>
              <Correction correction={correction} />
            </div>
          ) : null}
          <FilterListing initial={listing} blade="search" />
        </>
      )}
    </div>
  );
}
