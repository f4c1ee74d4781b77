import { data, Link } from 'react-router';
import type { Route } from './+types/product-review-complete';
import { svReviews } from '../../common/copy/sv-reviews';
import { pageTitle, siteNameOf } from '../lib/meta';
import { isReviewUuid } from '../../domain/reviews';
import { RouteError } from '../components/not-found';
import { PageMessage } from '../components/page-message';

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(loaded ? svReviews.reviews.completeTitle : svReviews.reviews.notFoundTitle, siteNameOf(matches)) },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = isReviewUuid(params.requestUuid) ? await context.services.reviews.requestPage(params.requestUuid) : null;
  if (!page) throw data(null, { status: 404 });
  return { ok: true };
}

/** Where a review mail's journey ends: thanks, and a way back into the shop. */
export default function ProductReviewComplete() {
  return (
    <PageMessage title={svReviews.reviews.completeTitle} text={svReviews.reviews.completeText}>
      <Link className="button button--primary" to="/">
        {svReviews.reviews.toShop}
      </Link>
    </PageMessage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} title={svReviews.reviews.notFoundTitle} text={svReviews.reviews.notFoundText} />;
}
