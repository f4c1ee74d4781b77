import { svCart } from '../../../common/copy/sv-cart';

interface Puff {
  manual_puff_link: string;
  /** HTML by the spec: an <img> tag (a bare image address is accepted too). */
  image: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

function attribute(html: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(html);
  const raw = match ? (match[1] ?? match[2] ?? null) : null;
  return raw === null ? null : raw.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * The promo image is read out of the setting's <img> tag (its src and alt) and rendered as our own element,
 * so a setting cannot put markup or scripts into the cart page.
 */
function puffImage(image: string): { src: string; alt: string } | null {
  const html = image.trim();
  if (!html.startsWith('<')) return html ? { src: html, alt: '' } : null;
  const src = attribute(html, 'src');
  return src ? { src, alt: attribute(html, 'alt') ?? '' } : null;
}

/** The manual promo banners of the site settings (checkoutManualPuffs), each an image linking to its campaign. */
export function CheckoutPuffs({ puffs }: { puffs: Puff[] }) {
  const shown = puffs.flatMap((puff) => {
    const image = puffImage(puff.image);
    return image ? [{ link: puff.manual_puff_link, ...image }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="checkout-puffs" aria-label={svCart.promotions}>
      {shown.map(({ link, src, alt }) => (
        <li key={`${link} ${src}`}>
          <a href={link}>
            <img src={src} alt={alt || svCart.promotions} width={400} height={200} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
