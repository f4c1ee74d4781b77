import { Suspense, useState } from 'react';
import { energyTagStyle } from '../../domain/energy-label';
import { galleryImage } from '../../domain/gallery';
import { lazyPart } from '../lib/lazy-part';
import { sv } from '../../common/copy/sv';

const Lightbox = lazyPart(() => import('./lightbox').then((m) => m.Lightbox));

/** The EU energy label images are portrait, 400 x 560 in the demo catalog; the lightbox box keeps that shape. */
const LABEL_WIDTH = 400;
const LABEL_HEIGHT = 560;

interface EnergyTagProps {
  energyClass: string;
  version: number | null;
  /** energy_stamp_link: the energy label image, opened in the lightbox (a new tab without JavaScript). */
  labelLink?: string | null;
  /** product_energy_file: the product information sheet (PDF). */
  datasheetLink?: string | null;
  size?: 'card' | 'page';
}

/** The arrow in the class's colour on its label's scale (version 1: A+++ to D, version 2: A to G). */
function Arrow({ energyClass, version, size }: { energyClass: string; version: number | null; size: 'card' | 'page' }) {
  const style = energyTagStyle(energyClass, version);
  return (
    <span
      className={`energy-tag__arrow energy-tag__arrow--${size}${style?.darkText === false ? ' energy-tag__arrow--light-text' : ''}`}
      style={style ? { backgroundColor: style.color } : undefined}
      aria-hidden="true"
    >
      {style?.energyClass ?? energyClass}
    </span>
  );
}

/**
 * The spec's energy tag: the coloured class arrow, linking to the energy label image, and a 'Produktblad' link
 * to the product information sheet. On a card (no links) it shows the arrow alone, named for screen readers.
 */
export function EnergyTag({ energyClass, version, labelLink = null, datasheetLink = null, size = 'page' }: EnergyTagProps) {
  const [open, setOpen] = useState(false);
  const shown = energyTagStyle(energyClass, version)?.energyClass ?? energyClass;
  const className = sv.product.energyClass(shown);
  const labelTitle = `${sv.product.energyLabel}, ${className.charAt(0).toLowerCase()}${className.slice(1)}`;
  return (
    <div className={`energy-tag energy-tag--${size}`}>
      {labelLink ? (
        <a
          href={labelLink}
          target="_blank"
          rel="noopener"
          className="energy-tag__label-link"
          aria-haspopup="dialog"
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          <Arrow energyClass={energyClass} version={version} size={size} />
          <span className="visually-hidden">{sv.productWidgets.energyLabel(shown)}</span>
        </a>
      ) : (
        <>
          <Arrow energyClass={energyClass} version={version} size={size} />
          <span className="visually-hidden">{sv.product.energyClass(shown)}</span>
        </>
      )}
      {datasheetLink ? (
        <a href={datasheetLink} target="_blank" rel="noopener" className="energy-tag__datasheet">
          {sv.product.datasheet}
        </a>
      ) : null}
      {open && labelLink ? (
        <Suspense fallback={null}>
          <Lightbox
            title={labelTitle}
            images={[galleryImage({ src: labelLink, alt: labelTitle, width: LABEL_WIDTH, height: LABEL_HEIGHT }, shown)]}
            start={0}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
