import type Sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../domain/image-upload';
import type { ProductImageType } from '../../domain/product-image';

let loaded: Promise<typeof Sharp> | null = null;

/** sharp (libvips, ~20 MB resident) is loaded by the first upload, not by every start. */
function loadSharp(): Promise<typeof Sharp> {
  return (loaded ??= import('sharp').then(({ default: sharp }) => {
    // Uploaded photos are customers' and staff members' own: libvips keeps none of them in its operation cache.
    sharp.cache(false);
    return sharp;
  }));
}

export type ReencodedImage = { ok: true; data: Buffer; width: number; height: number } | { ok: false; reason: 'too_many_pixels' | 'unreadable' };

/**
 * An uploaded image decoded and written anew in its own type (docs/decisions/037): what is stored and served is
 * pixels only, never the uploader's EXIF, XMP or comments (a phone photo's GPS position, the owner's name). The
 * orientation the camera recorded is applied to the pixels first, so the picture stands as it was taken. A file
 * claiming more than MAX_IMAGE_PIXELS is refused before it is decoded (a decompression bomb), and one that does not
 * decode is refused, whatever its first bytes said.
 */
export async function reencodeImage(bytes: Buffer, type: ProductImageType): Promise<ReencodedImage> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const encoded = type === 'image/png' ? image.png() : type === 'image/webp' ? image.webp({ quality: 85 }) : image.jpeg({ quality: 85, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, data, width: info.width, height: info.height };
  } catch (error) {
    return { ok: false, reason: /pixel limit/i.test((error as Error).message) ? 'too_many_pixels' : 'unreadable' };
  }
}
