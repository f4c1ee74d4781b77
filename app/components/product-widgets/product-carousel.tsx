import { useCallback, useEffect, useRef, useState } from 'react';
import { CAROUSEL_RESIZE_DEBOUNCE_MS, CAROUSEL_SCROLL_DEBOUNCE_MS, carouselState, type CarouselState } from '../../../domain/carousel';
import { svProductPage } from '../../../common/copy/sv-product-page';
import { ProductCard } from '../product-card';
import { measureNextFrame } from '../../lib/measure-next-frame';
import type { ListingCard as Card } from '../../../common/contract/product-card';

/**
 * A horizontal, scroll-snapping row of product cards with previous/next buttons that are disabled at the bounds
 * (5 px tolerance); the page in view is tracked as the shopper scrolls, swipes or resizes.
 */
export function ProductCarousel({ cards, label }: { cards: Card[]; label: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [state, setState] = useState<CarouselState>({ atStart: true, atEnd: false, page: 0, pageCount: 1 });

  const measure = useCallback(() => {
    const el = track.current;
    if (el) setState(carouselState(el.scrollLeft, el.scrollWidth, el.clientWidth));
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const cancelFirst = measureNextFrame(measure);
    let scrollTimer: number | undefined;
    let resizeTimer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(scrollTimer);
      scrollTimer = window.setTimeout(measure, CAROUSEL_SCROLL_DEBOUNCE_MS);
    };
    const onResize = () => {
      window.clearTimeout(resizeTimer);
      resizeTimer = window.setTimeout(measure, CAROUSEL_RESIZE_DEBOUNCE_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      cancelFirst();
      window.clearTimeout(scrollTimer);
      window.clearTimeout(resizeTimer);
      el.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [measure, cards]);

  const step = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <div className="carousel" role="group" aria-roledescription="karusell" aria-label={label} data-page={state.page}>
      <button type="button" className="carousel__button carousel__button--prev" onClick={() => step(-1)} disabled={state.atStart} aria-label={svProductPage.carouselPrevious}>
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="carousel__track" ref={track}>
        {cards.map((card) => (
          <li key={card.product_id} className="carousel__item">
            <ProductCard card={card} />
          </li>
        ))}
      </ul>
      <button type="button" className="carousel__button carousel__button--next" onClick={() => step(1)} disabled={state.atEnd} aria-label={svProductPage.carouselNext}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
