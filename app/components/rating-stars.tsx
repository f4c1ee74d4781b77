import { sv } from '../../common/copy/sv';

/**
 * The average with at most one decimal and a decimal comma ('4,5', '4'). Written out: toLocaleString built a new
 * Intl.NumberFormat per card (5 % of a category page's server render), and a shared one costs a phone's browser its
 * locale data load in the first script task.
 */
export function formatAverage(average: number): string {
  return String(Math.round(average * 10) / 10).replace('.', ',');
}

/** Five stars filled to the average (in tenths); the label states the figure. */
export function RatingStars({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return null;
  const label = sv.product.rating(formatAverage(average), count);
  return (
    <p className="rating" role="img" aria-label={label}>
      <span className="rating__stars" style={{ ['--rating' as string]: String(average / 5) }} aria-hidden="true">
        ★★★★★
      </span>
      <span className="rating__count" aria-hidden="true">
        ({count})
      </span>
    </p>
  );
}
