import { data } from 'react-router';
import type { Route } from './+types/product-by-id';
import { displayOptions } from '../lib/display.server';
import { pageTitle } from '../lib/meta';
import { ProductPage } from '../components/product-page';
import { RouteError } from '../components/not-found';
import { sv } from '../copy/sv';

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? [
        { title: pageTitle(loaded.page.card.product_title || loaded.page.card.product_name) },
        { tagName: 'link', rel: 'canonical', href: loaded.page.card.product_url },
      ]
    : [{ title: pageTitle(sv.notFound.productTitle) }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d{1,10}$/.test(params.productId) ? Number(params.productId) : NaN;
  const page = Number.isSafeInteger(id) ? await context.services.catalog.productPage(id, displayOptions(context)) : null;
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export default function ProductById({ loaderData }: Route.ComponentProps) {
  return <ProductPage page={loaderData.page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} title={sv.notFound.productTitle} text={sv.notFound.productText} />;
}
