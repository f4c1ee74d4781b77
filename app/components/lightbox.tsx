import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { LIGHTBOX_AUTOPLAY_MS, thumbnailWindow, wrapIndex, type GalleryImage } from '../../domain/gallery';
import { useScrollLock } from '../lib/use-scroll-lock';
import { sv } from '../../common/copy/sv';
import { svProductPage } from '../../common/copy/sv-product-page';
import { keepTabInside } from './modal-dialog';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** A horizontal swipe at least this long steps to the next or previous image. */
const SWIPE_PX = 50;

interface LightboxProps {
  title: string;
  images: GalleryImage[];
  /** The image shown when it opens. */
  start: number;
  /** Plays the images as a slideshow from the start (with a pause button, WCAG 2.2.2). */
  autoplay?: boolean;
  onClose(): void;
}

/**
 * The spec's lightbox: an accessible modal dialog with 'Stäng', 'Föregående' and 'Nästa', a strip of at most
 * seven thumbnails around the current image, the caption, optional autoplay every 3 s, and the keys left (37),
 * right (39) and escape (27). Next and previous wrap around. Focus stays inside while it is open and returns to
 * what opened it; the page behind does not scroll (released 250 ms after closing).
 */
export function Lightbox({ title, images, start, autoplay = false, onClose }: LightboxProps) {
  const [index, setIndex] = useState(() => wrapIndex(start, images.length));
  const [playing, setPlaying] = useState(autoplay && images.length > 1);
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const count = images.length;
  useScrollLock(true);

  const step = useCallback((by: number) => setIndex((i) => wrapIndex(i + by, count)), [count]);
  // The shopper stepping (a key, a button, a swipe, a thumbnail) stops the slideshow.
  const userStep = useCallback(
    (by: number) => {
      setPlaying(false);
      step(by);
    },
    [step],
  );

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => previous?.focus?.();
  }, []);
  useLightboxKeys(ref, count, onClose, userStep);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => step(1), LIGHTBOX_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, step]);

  const image = images[index];
  if (!image) return null;

  return (
    <div className="lightbox" data-scroll-lock="on">
      <div className="lightbox__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={ref} className="lightbox__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="lightbox__head">
          <h2 id={titleId} className="lightbox__title">
            {title}
            {count > 1 ? <span className="lightbox__counter">{svProductPage.counter(index + 1, count)}</span> : null}
          </h2>
          {count > 1 && autoplay ? (
            <button type="button" className="lightbox__play" aria-pressed={playing} onClick={() => setPlaying(!playing)}>
              {playing ? svProductPage.pauseSlideshow : svProductPage.playSlideshow}
            </button>
          ) : null}
          <button ref={closeRef} type="button" className="lightbox__close" onClick={onClose}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            {sv.productWidgets.close}
          </button>
        </div>
        <LightboxStage image={image} title={title} onSwipe={count > 1 ? userStep : undefined} />
        {count > 1 ? (
          <LightboxSteps
            images={images}
            index={index}
            onStep={userStep}
            onPick={(at) => {
              setPlaying(false);
              setIndex(at);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

/** Escape closes; left and right step (with more than one image); Tab stays inside the dialog. */
function useLightboxKeys(ref: RefObject<HTMLDivElement | null>, count: number, onClose: () => void, onStep: (by: number) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = event.key || String(event.keyCode);
      if (key === 'Escape' || key === 'Esc' || event.keyCode === 27) {
        event.preventDefault();
        onClose();
      } else if ((key === 'ArrowLeft' || event.keyCode === 37) && count > 1) {
        event.preventDefault();
        onStep(-1);
      } else if ((key === 'ArrowRight' || event.keyCode === 39) && count > 1) {
        event.preventDefault();
        onStep(1);
      } else if (key === 'Tab' && ref.current) {
        keepTabInside(event, ref.current, [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)]);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ref, count, onClose, onStep]);
}

/** The image and its caption; a horizontal swipe steps when `onSwipe` is given. */
function LightboxStage({ image, title, onSwipe }: { image: GalleryImage; title: string; onSwipe?: (by: number) => void }) {
  const touchX = useRef<number | null>(null);
  return (
    <figure
      className="lightbox__stage"
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const from = touchX.current;
        const to = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (from === null || to === undefined || !onSwipe || Math.abs(to - from) < SWIPE_PX) return;
        onSwipe(to < from ? 1 : -1);
      }}
    >
      <img key={image.zoom} className="lightbox__image" src={image.zoom} alt={image.alt} width={image.width} height={image.height} decoding="async" />
      {/* A caption that only repeats the title (a single energy label) is left out. */}
      {image.caption !== title ? (
        <figcaption className="lightbox__caption" aria-live="polite">
          {image.caption}
        </figcaption>
      ) : null}
    </figure>
  );
}

interface LightboxStepsProps {
  images: GalleryImage[];
  index: number;
  onStep(by: number): void;
  onPick(at: number): void;
}

/** 'Föregående', 'Nästa' and the strip of thumbnails around the current image. */
function LightboxSteps({ images, index, onStep, onPick }: LightboxStepsProps) {
  const count = images.length;
  return (
    <>
      <button type="button" className="lightbox__nav lightbox__nav--previous" onClick={() => onStep(-1)}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="lightbox__nav-label">{svProductPage.previous}</span>
      </button>
      <button type="button" className="lightbox__nav lightbox__nav--next" onClick={() => onStep(1)}>
        <span className="lightbox__nav-label">{svProductPage.next}</span>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul className="lightbox__strip" aria-label={svProductPage.thumbnails}>
        {thumbnailWindow(count, index).map((at) => {
          const thumb = images[at]!;
          return (
            <li key={`${thumb.src}-${at}`}>
              <button
                type="button"
                className="lightbox__thumb"
                aria-current={at === index ? 'true' : undefined}
                aria-label={svProductPage.showImage(at + 1, count)}
                onClick={() => onPick(at)}
              >
                <img src={thumb.thumb} alt="" width={64} height={64} decoding="async" />
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
