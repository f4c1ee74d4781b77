import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MAX_REVIEW_TEXT, MAX_REVIEWER } from '../../../domain/reviews';
import { svReviews } from '../../../common/copy/sv-reviews';
import { SubmitButton } from '../submit-button';
import { requestJson } from '../../lib/http';

const m = svReviews.reviews;

export interface ReviewRequestView {
  uuid: string;
  orderNumber: string;
  products: {
    productId: number;
    name: string;
    url: string;
    image: string | null;
    review: { id: number; rating: number; reviewer: string; text: string | null } | null;
  }[];
}

type Product = ReviewRequestView['products'][number];
type Review = NonNullable<Product['review']>;

/** The five rating buttons (Usel ... Utmärkt): a toggle group, the chosen one pressed. */
function RatingButtons({ name, rating, busy, onRate }: { name: string; rating: number | null; busy: boolean; onRate: (rating: number) => void }) {
  return (
    <div className="review-rating" role="group" aria-label={m.ratingGroup(name)}>
      {m.ratingLabels.map((label, index) => {
        const value = index + 1;
        const pressed = rating === value;
        return (
          <button
            key={label}
            type="button"
            className={`review-rating__button${pressed ? ' review-rating__button--pressed' : ''}`}
            aria-pressed={pressed}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onRate(value);
            }}
          >
            <span className="review-rating__stars" aria-hidden="true">
              {'★'.repeat(value)}
            </span>
            <span className="review-rating__label">{label}</span>
          </button>
        );
      })}
    </div>
  );
}

interface ReviewFormProps {
  formId: string;
  reviewer: string;
  onReviewer(value: string): void;
  text: string;
  onText(value: string): void;
  busy: boolean;
  failed: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** The review in words and the name shown with it, once the product is rated. */
function ReviewForm({ formId, reviewer, onReviewer, text, onText, busy, failed, onSubmit }: ReviewFormProps) {
  return (
    <form className="review-form" onSubmit={onSubmit} aria-describedby={failed ? `${formId}-error` : undefined}>
      <div className="review-form__field">
        <label htmlFor={`${formId}-reviewer`}>{m.reviewer}</label>
        <input
          id={`${formId}-reviewer`}
          name="reviewer"
          value={reviewer}
          onChange={(event) => onReviewer(event.target.value)}
          required
          maxLength={MAX_REVIEWER}
          autoComplete="given-name"
          aria-describedby={`${formId}-reviewer-hint`}
        />
        <p id={`${formId}-reviewer-hint`} className="review-form__hint">
          {m.reviewerHint}
        </p>
      </div>
      <div className="review-form__field">
        <label htmlFor={`${formId}-text`}>{m.text}</label>
        <textarea id={`${formId}-text`} name="text" value={text} onChange={(event) => onText(event.target.value)} required maxLength={MAX_REVIEW_TEXT} rows={5} />
      </div>
      <SubmitButton className="button button--primary" busy={busy}>
        {m.submit}
      </SubmitButton>
    </form>
  );
}

/** One product of the order: rate it (stored at once, changed by a later choice), then write the review. */
function ReviewProduct({ uuid, product, suggested }: { uuid: string; product: Product; suggested: string }) {
  const navigate = useNavigate();
  const formId = useId();
  const [review, setReview] = useState<Review | null>(product.review);
  const [reviewer, setReviewer] = useState(product.review?.reviewer || suggested);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const done = review !== null && review.text !== null;

  async function rate(rating: number): Promise<void> {
    setBusy(true);
    setFailed(false);
    try {
      const stored = review
        ? await requestJson<{ id: number; rating: number; reviewer: string }>(`/api/internal/product_review/${uuid}/${review.id}/update`, { method: 'POST', body: { rating } })
        : await requestJson<{ id: number; rating: number; reviewer: string }>(`/api/internal/product_review/${uuid}/${product.productId}/store`, { method: 'POST', body: { rating } });
      setReview({ id: stored.id, rating: stored.rating, reviewer: stored.reviewer, text: review?.text ?? null });
      if (!review) setReviewer(stored.reviewer || suggested);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!review || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const answer = await requestJson<{ text: string | null; redirect_url?: string }>(`/api/internal/product_review/${uuid}/${review.id}/update`, {
        method: 'POST',
        body: { text, reviewer, product_id: product.productId },
      });
      setReview({ ...review, reviewer, text: answer.text });
      setBusy(false);
      if (answer.redirect_url) await navigate(answer.redirect_url, { replace: true });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <li className="review-product">
      <div className="review-product__head">
        {product.image ? <img className="review-product__image" src={product.image} alt="" width={80} height={80} loading="lazy" /> : null}
        <h2 className="review-product__name">
          <a href={product.url}>{product.name}</a>
        </h2>
      </div>
      {done ? (
        <p className="review-product__done" role="status">
          <span className="review-product__stars" aria-hidden="true">
            {'★'.repeat(review.rating)}
          </span>{' '}
          {m.productDone}
        </p>
      ) : (
        <>
          <RatingButtons name={product.name} rating={review?.rating ?? null} busy={busy} onRate={(value) => void rate(value)} />
          {review ? (
            <ReviewForm formId={formId} reviewer={reviewer} onReviewer={setReviewer} text={text} onText={setText} busy={busy} failed={failed} onSubmit={(event) => void submit(event)} />
          ) : null}
          {failed ? (
            <p id={`${formId}-error`} className="alert alert--error review-form__error" role="alert">
              {m.submitFailed}
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}

/** The page a review mail links to: the order's products, each rated and then reviewed in words. */
export function ReviewRequestPage({ view, suggested }: { view: ReviewRequestView; suggested: string }) {
  return (
    <div className="page review-request">
      <h1>{m.pageTitle}</h1>
      <p className="review-request__intro">{m.pageIntro(view.orderNumber)}</p>
      <ul className="review-request__products">
        {view.products.map((product) => (
          <ReviewProduct key={product.productId} uuid={view.uuid} product={product} suggested={suggested} />
        ))}
      </ul>
    </div>
  );
}
