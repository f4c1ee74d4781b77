import { Suspense, useMemo, useState } from 'react';
import { galleryImage, type GalleryImage } from '../../domain/gallery';
import { lazyPart } from '../lib/lazy-part';
import { sv } from '../../common/copy/sv';
import { svProductPage } from '../../common/copy/sv-product-page';

// The lightbox is code a shopper needs only after a click: loaded then, not with the page.
const Lightbox = lazyPart(() => import('./lightbox').then((m) => m.Lightbox));

export type GalleryLayout = 'thumbnails' | 'grid';

interface GalleryProps {
  name: string;
  images: { src: string; alt: string; width: number; height: number }[];
  /** The spec's two gallery widgets: main image with thumbnails, or every image in a grid. Both open the same lightbox. */
  layout?: GalleryLayout;
  /** The lightbox starts as a slideshow (3 s per image). */
  autoplay?: boolean;
}

/** The main image's width on the page: the full column on a phone or tablet, about half the content width on a desktop. */
const MAIN_SIZES = '(max-width: 1024px) calc(100vw - 32px), 640px';
const GRID_SIZES = '(max-width: 1024px) calc(50vw - 24px), 320px';

function Picture({ image, eager, sizes, className }: { image: GalleryImage; eager: boolean; sizes: string; className?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset ?? undefined}
      sizes={image.srcset ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      // The first image is the page's LCP candidate: fetched first, never lazily.
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
    />
  );
}

/** Covers an image: a click anywhere on it, or Enter on the button, opens the lightbox. */
function ZoomButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" className="gallery__zoom" aria-label={label} aria-haspopup="dialog" onClick={onClick}>
      <svg className="gallery__zoom-icon" aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6" />
      </svg>
    </button>
  );
}

/** The product's images, in either gallery layout; a click on an image opens it in the lightbox. */
export function ProductGallery({ name, images, layout = 'thumbnails', autoplay = false }: GalleryProps) {
  const gallery = useMemo(() => images.map((image) => galleryImage(image, name)), [images, name]);
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const main = gallery[index] ?? gallery[0];
  if (!main) return <div className="gallery gallery--empty" />;
  const count = gallery.length;

  const lightbox =
    open !== null ? (
      <Suspense fallback={null}>
        <Lightbox title={sv.product.images(name)} images={gallery} start={open} autoplay={autoplay} onClose={() => setOpen(null)} />
      </Suspense>
    ) : null;

  if (layout === 'grid') {
    return (
      <section className="gallery gallery--grid" aria-label={sv.product.images(name)}>
        <ul className="gallery__grid">
          {gallery.map((image, i) => (
            <li key={image.src + i} className="gallery__cell">
              <Picture image={image} eager={i === 0} sizes={i === 0 ? MAIN_SIZES : GRID_SIZES} />
              <ZoomButton label={svProductPage.openLightbox(i + 1, count)} onClick={() => setOpen(i)} />
            </li>
          ))}
        </ul>
        {lightbox}
      </section>
    );
  }

  return (
    <section className="gallery" aria-label={sv.product.images(name)}>
      <div className="gallery__main">
        <Picture image={main} eager sizes={MAIN_SIZES} />
        <ZoomButton label={svProductPage.openLightbox(index + 1, count)} onClick={() => setOpen(index)} />
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {gallery.map((image, i) => (
            <li key={image.src + i}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === index}
                aria-label={sv.product.imageOf(name, i + 1, count)}
                onClick={() => setIndex(i)}
              >
                <img src={image.thumb} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {lightbox}
    </section>
  );
}
