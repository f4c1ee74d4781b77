import { sv } from '../copy/sv';

/** Five stars filled to the average (in tenths); the label states the figure. */
export function RatingStars({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return null;
  const label = sv.product.rating(average.toLocaleString('sv-SE', { maximumFractionDigits: 1 }), count);
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
