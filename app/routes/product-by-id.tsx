import { data } from 'react-router';
import type { Route } from './+types/product-by-id';
import { displayOptions } from '../lib/display.server';
import { productPageExtras } from '../lib/product-page.server';
import { pageTitle, siteNameOf } from '../lib/meta';
import { originOf, productHeadText, productSeoMeta } from '../lib/seo-meta';
import { ProductPage } from '../components/product-page';
import { RouteError } from '../components/not-found';
import { sv } from '../../common/copy/sv';
import { parseRowId } from '../../domain/text-input';

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? [
        { title: pageTitle(productHeadText(loaded.page).title, siteNameOf(matches)) },
        { name: 'description', content: productHeadText(loaded.page).description },
        ...productSeoMeta(loaded.page, { origin: originOf(matches), canonicalPath: loaded.canonicalPath, siteName: siteNameOf(matches) }),
      ]
    : [{ title: pageTitle(sv.notFound.productTitle, siteNameOf(matches)) }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  context.sharing.shareable = true;
  // Only an id a product can have (1..2^31 - 1): anything else is no product, not a database error.
  const id = parseRowId(params.productId);
  const page = id !== null ? await context.services.catalog.productPage(id, await displayOptions(context), new URL(request.url).searchParams) : null;
  if (!page) throw data(null, { status: 404 });
  return { page, ...(await productPageExtras(context, page)) };
}

export default function ProductById({ loaderData }: Route.ComponentProps) {
  return <ProductPage page={loaderData.page} reviews={loaderData.reviews} credit={loaderData.credit} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} title={sv.notFound.productTitle} text={sv.notFound.productText} />;
}
