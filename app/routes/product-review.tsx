import { data } from 'react-router';
import type { Route } from './+types/product-review';
import { svReviews } from '../../common/copy/sv-reviews';
import { pageTitle, siteNameOf } from '../lib/meta';
import { isReviewUuid } from '../../domain/reviews';
import { RouteError } from '../components/not-found';
import { pagePart, preloadShownPageParts } from '../lib/page-part';
import reviewStylesUrl from '../styles/reviews.css?url';

// The review form is this page's own code (a page reached from an e-mail): as a chunk merged with others it once came
// along on every product page, and as a manual chunk it took React and React Router in with it.
const ReviewForm = pagePart('review-request', () => import('../components/reviews/review-request-page').then((m) => m.ReviewRequestPage));
preloadShownPageParts({ 'review-request': ReviewForm });

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: reviewStylesUrl, precedence: 'default' }];

// The address is the reviewer's key: kept out of search engines and caches.
export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(loaded ? svReviews.reviews.pageTitle : svReviews.reviews.notFoundTitle, siteNameOf(matches)) },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = isReviewUuid(params.requestUuid) ? await context.services.reviews.requestPage(params.requestUuid) : null;
  if (!page) throw data(null, { status: 404 });
  await ReviewForm.preload();
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
  return <ReviewForm view={loaderData.view} suggested={loaderData.suggested} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} title={svReviews.reviews.notFoundTitle} text={svReviews.reviews.notFoundText} />;
}
