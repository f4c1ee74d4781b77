import { useState } from 'react';
import { sv } from '../copy/sv';

interface GalleryProps {
  name: string;
  images: { src: string; alt: string; width: number; height: number }[];
}

/** Main image with thumbnails; the lightbox comes with the product page issue. */
export function ProductGallery({ name, images }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const main = images[index] ?? images[0];
  if (!main) return <div className="gallery gallery--empty" />;
  return (
    <section className="gallery" aria-label={sv.product.images(name)}>
      <div className="gallery__main">
        {/* The page's LCP candidate: fetched first, never lazily. */}
        <img src={main.src} alt={main.alt} width={main.width} height={main.height} loading="eager" fetchPriority="high" />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.src + i}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === index}
                aria-label={sv.product.imageOf(name, i + 1, images.length)}
                onClick={() => setIndex(i)}
              >
                <img src={image.src} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
