import { data } from 'react-router';
import type { Route } from './+types/product-review';
import { sv } from '../../common/copy/sv';
import { pageTitle, siteNameOf } from '../lib/meta';
import { isReviewUuid } from '../../domain/reviews';
import { RouteError } from '../components/not-found';
import { ReviewRequestPage } from '../components/reviews/review-request-page';
import reviewStylesUrl from '../styles/reviews.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: reviewStylesUrl, precedence: 'default' }];

// The address is the reviewer's key: kept out of search engines and caches.
export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(loaded ? sv.reviews.pageTitle : sv.reviews.notFoundTitle, siteNameOf(matches)) },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = isReviewUuid(params.requestUuid) ? await context.services.reviews.requestPage(params.requestUuid) : null;
  if (!page) throw data(null, { status: 404 });
  return {
    view: {
      uuid: page.uuid,
      orderNumber: page.orderNumber,
      products: page.products.map((p) => ({ productId: p.productId, name: p.name, url: p.url, image: p.image, review: p.review })),
    },
    suggested: page.suggestedReviewer,
  };
}

export default function ProductReview({ loaderData }: Route.ComponentProps) {
  return <ReviewRequestPage view={loaderData.view} suggested={loaderData.suggested} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} title={sv.reviews.notFoundTitle} text={sv.reviews.notFoundText} />;
}
