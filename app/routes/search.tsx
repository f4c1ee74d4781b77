import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/search';
import { loadListing } from '../lib/listing.server';
import { pageTitle, siteNameOf } from '../lib/meta';
import type { ChromeData } from '../lib/chrome.server';
import { sv } from '../copy/sv';
import { FilterListing } from '../components/listing/filter-listing';

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(loaded?.query ? sv.search.titleFor(loaded.query) : sv.search.title, siteNameOf(matches)) },
  { name: 'robots', content: 'noindex' },
];

/** Full search results for `s`, with the same filters as a listing; fewer than 2 characters asks for more. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('s') ?? '').trim().slice(0, 200);
  if (query.length < 2) return { query, listing: null };
  return { query, listing: await loadListing(context, request, { blade: 'search', text: query }) };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, listing } = loaderData;
  const chrome = useRouteLoaderData<ChromeData>('root');
  return (
    <div className="page listing-page">
      <h1>{query ? sv.search.titleFor(query) : sv.search.title}</h1>
      {listing === null ? (
        <p>{sv.search.tooShort}</p>
      ) : listing.num === 0 && listing.selected_brands.length === 0 && listing.selected_specifications.length === 0 ? (
        <p role="status">{sv.search.noHits}</p>
      ) : (
        <FilterListing
          initial={listing}
          blade="search"
          hidePriceFilter={chrome?.settings.hidePriceFilter ?? false}
          twoColumnMinimum={chrome?.settings.minimumTwoColumnGrid ?? true}
          parentCategory={null}
        />
      )}
    </div>
  );
}
