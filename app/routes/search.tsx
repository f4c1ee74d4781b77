import type { Route } from './+types/search';
import { searchWords } from '../../services/catalog/catalog-service';
import { displayOptions } from '../lib/display.server';
import { pageTitle } from '../lib/meta';
import { sv } from '../copy/sv';
import { ProductListing } from '../components/product-listing';

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: pageTitle(loaded?.query ? sv.search.titleFor(loaded.query) : sv.search.title) },
  { name: 'robots', content: 'noindex' },
];

/** Full search results for `s`; fewer than 2 characters asks for more instead of listing everything. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get('s') ?? '').trim().slice(0, 200);
  const words = searchWords(query);
  if (query.length < 2 || words.length === 0) return { query, list: null };
  const page = Number(url.searchParams.get('page') ?? '1');
  return { query, list: await context.services.catalog.listProducts({ words }, page, 24, displayOptions(context)) };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  return (
    <div className="page listing-page">
      <h1>{query ? sv.search.titleFor(query) : sv.search.title}</h1>
      {list === null ? (
        <p>{sv.search.tooShort}</p>
      ) : list.total === 0 ? (
        <p role="status">{sv.search.noHits}</p>
      ) : (
        <ProductListing list={list} twoColumnMinimum />
      )}
    </div>
  );
}
