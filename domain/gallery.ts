/**
 * Gallery and lightbox rules (storefront spec section 2, "Two gallery widgets"): which thumbnails the lightbox
 * strip shows, how next and previous wrap around, and which address the zoomed image and the srcset use.
 */

/** Lightbox defaults from the spec. */
export const LIGHTBOX_THUMBNAILS = 7;
export const LIGHTBOX_AUTOPLAY_MS = 3000;
export const ZOOM_WIDTH = 2048;
/** Widths offered in a srcset for images whose host scales them by a width transform. */
export const CLOUD_SRCSET_WIDTHS = [400, 800, 1200, 1600, ZOOM_WIDTH] as const;

/** A Cloudinary-style width transform: a path or comma-separated segment `w_NNN`, e.g. `/w_800/` or `/c_fill,w_800,q_auto/`. */
const WIDTH_TRANSFORM = /([/,])w_\d+(?=[,/])/;

/** Whether the image is served by a host that scales it by a width transform in its address. */
export function isCloudImage(src: string): boolean {
  return WIDTH_TRANSFORM.test(src);
}

/** The address of an image scaled to `width` by its host; an image without a width transform is returned as it is. */
export function withCloudWidth(src: string, width: number): string {
  return src.replace(WIDTH_TRANSFORM, `$1w_${width}`);
}

/**
 * The image the lightbox zooms to: a cloud-hosted image at w_2048; our own images have one size each (the
 * largest there is), so their own address.
 */
export function zoomImageUrl(src: string): string {
  return withCloudWidth(src, ZOOM_WIDTH);
}

/** The srcset of a cloud-hosted image (one candidate per width); none for an image that exists in one size only. */
export function cloudSrcset(src: string): string | null {
  if (!isCloudImage(src)) return null;
  return CLOUD_SRCSET_WIDTHS.map((w) => `${withCloudWidth(src, w)} ${w}w`).join(', ');
}

/** Next and previous wrap around: after the last comes the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The indexes of the thumbnails the lightbox strip shows: at most `max`, the current one as near the middle as
 * the ends of the list allow, in order.
 */
export function thumbnailWindow(count: number, current: number, max = LIGHTBOX_THUMBNAILS): number[] {
  if (count <= 0 || max <= 0) return [];
  const size = Math.min(count, max);
  const at = wrapIndex(current, count);
  const start = Math.min(Math.max(0, at - Math.floor((size - 1) / 2)), count - size);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The spec's Gallery image entity, plus what the page needs to reserve the image's box. */
export interface GalleryImage {
  src: string;
  /** The thumbnail: a cloud-hosted image at thumbnail width; our own images are vector, one file for every size. */
  thumb: string;
  alt: string;
  srcset: string | null;
  /** Shown under the image in the lightbox. */
  caption: string;
  /** What the lightbox shows: the largest size there is. */
  zoom: string;
  width: number;
  height: number;
}

export const THUMBNAIL_WIDTH = 144;

/** A stored product image as the gallery shows it; its caption is its description (the alt text, else the product's name). */
export function galleryImage(image: { src: string; alt: string; width: number; height: number }, productName: string): GalleryImage {
  const caption = image.alt.trim() || productName;
  return {
    src: image.src,
    thumb: isCloudImage(image.src) ? withCloudWidth(image.src, THUMBNAIL_WIDTH) : image.src,
    alt: caption,
    srcset: cloudSrcset(image.src),
    caption,
    zoom: zoomImageUrl(image.src),
    width: image.width,
    height: image.height,
  };
}
