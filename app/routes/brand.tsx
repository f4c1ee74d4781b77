import { data, redirect } from 'react-router';
import type { Route } from './+types/brand';
import { loadListing } from '../lib/listing.server';
import { pageTitle, siteNameOf } from '../lib/meta';
import { brandSeoMeta } from '../lib/seo-meta';
import { sv } from '../../common/copy/sv';
import { BrandPage } from '../components/brand-page';
import { RouteError } from '../components/not-found';
import { redirectLocation } from '../../domain/url-redirects';

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(loaded ? loaded.brand.brand_name : sv.notFound.title, siteNameOf(matches)) },
  ...(loaded ? brandSeoMeta(loaded.brand, loaded.listing.page, matches) : []),
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  context.sharing.shareable = true;
  const { catalog } = context.services;
  const brand = await catalog.brandByLink(params.brandLink);
  const url = new URL(request.url);
  if (!brand) {
    // A link the brand had before it was changed (decision 032).
    const moved = await catalog.redirectFor(url.pathname);
    if (moved !== null) throw redirect(redirectLocation(moved, url.search), 301);
    throw data(null, { status: 404 });
  }
  // An overridden brand lives at /{brand_link}; keep one address per page.
  if (brand.url !== url.pathname) throw redirect(`${brand.url}${url.search}`, 301);
  return { brand, listing: await loadListing(context, request, { blade: 'brand', fromBrands: brand.brand_id }) };
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  return <BrandPage brand={loaderData.brand} listing={loaderData.listing} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
