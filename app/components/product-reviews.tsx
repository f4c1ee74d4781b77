import { useEffect, useState } from 'react';
import { svReviews } from '../../common/copy/sv-reviews';
import { requestJson } from '../lib/http';
import reviewStylesUrl from '../styles/reviews.css?url';
import type { ReviewItem, ReviewListResponse as ReviewPageResponse } from '../../common/contract/reviews';
import { swedishLongDate } from '../../domain/swedish-calendar';

const m = svReviews.reviews;

type State =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'list'; reviews: ReviewItem[]; total: number; nextPage: string | null; loadingMore: boolean; moreFailed: boolean };

function Review({ review }: { review: ReviewItem }) {
  return (
    <li className="product-review">
      <p className="product-review__stars" role="img" aria-label={m.stars(review.rating)}>
        <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
        <span className="product-review__stars-empty" aria-hidden="true">
          {'★'.repeat(5 - review.rating)}
        </span>
      </p>
      <p className="product-review__meta">
        <span className="product-review__reviewer">{review.reviewer}</span>
        {review.verified_buyer ? <span className="product-review__verified">{m.verified}</span> : null}
        <time dateTime={review.date}>{swedishLongDate(review.date)}</time>
      </p>
      <p className="product-review__text">{review.text}</p>
    </li>
  );
}

function listState(page: ReviewPageResponse): State {
  if (page.error) return { kind: 'error' };
  return { kind: 'list', reviews: page.data, total: page.pagination.total, nextPage: page.pagination.next_page, loadingMore: false, moreFailed: false };
}

/**
 * The product page's reviews with a text (storefront.md: loading, error, empty, or the list with 'load more' until
 * no next page). The first page comes with the page's server render (search engines and shoppers without
 * JavaScript see it); 'load more' and a page rendered without it read GET /api/internal/product_reviews/{id}.
 */
export function ProductReviews({ productId, initial }: { productId: number; initial: ReviewPageResponse | null }) {
  const [state, setState] = useState<State>(initial ? listState(initial) : { kind: 'loading' });

  useEffect(() => {
    if (initial) {
      setState(listState(initial));
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    requestJson<ReviewPageResponse>(`/api/internal/product_reviews/${productId}`, { signal: controller.signal })
      .then((page) => setState(listState(page)))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'error' });
      });
    return () => controller.abort();
  }, [productId, initial]);

  async function loadMore(): Promise<void> {
    if (state.kind !== 'list' || !state.nextPage || state.loadingMore) return;
    const current = state;
    setState({ ...current, loadingMore: true, moreFailed: false });
    try {
      const page = await requestJson<ReviewPageResponse>(current.nextPage!);
      if (page.error) throw new Error('error field');
      setState({ ...current, reviews: [...current.reviews, ...page.data], nextPage: page.pagination.next_page, loadingMore: false });
    } catch {
      setState({ ...current, loadingMore: false, moreFailed: true });
    }
  }

  return (
    <section className="product-reviews" aria-labelledby="product-reviews-heading">
      <link rel="stylesheet" href={reviewStylesUrl} precedence="default" />
      <h2 id="product-reviews-heading">{m.heading}</h2>
      <div className="product-reviews__body" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' ? <p className="product-reviews__status">{m.loading}</p> : null}
        {state.kind === 'error' ? (
          <p className="product-reviews__status" role="alert">
            {m.fetchFailed}
          </p>
        ) : null}
        {state.kind === 'list' && state.reviews.length === 0 ? <p className="product-reviews__status">{m.empty}</p> : null}
        {state.kind === 'list' && state.reviews.length > 0 ? (
          <>
            <ul className="product-reviews__list">
              {state.reviews.map((review) => (
                <Review key={review.id} review={review} />
              ))}
            </ul>
            {state.moreFailed ? (
              <p className="product-reviews__status" role="alert">
                {m.fetchFailed}
              </p>
            ) : null}
            {state.nextPage ? (
              <button type="button" className="button" onClick={() => void loadMore()} disabled={state.loadingMore} aria-busy={state.loadingMore}>
                {m.loadMore}
              </button>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
