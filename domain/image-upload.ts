/**
 * Uploaded images (the spec's image upload control: JPEG and PNG only, several allowed, a configurable maximum that
 * defaults to 1). The type is decided by the file's first bytes, never by its name or the type the browser claims.
 */

export type ImageType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** Default for the upload control's maximum number of files (the spec). */
export const DEFAULT_MAX_IMAGES = 1;
/** The ceiling of the setting: the server never reads more files than this. */
export const MAX_IMAGES_CEILING = 10;
/** A phone photo fits; a 50 MB file does not. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_NAME = 200;
/**
 * Most pixels an uploaded image may have (about 50 megapixels: a full-resolution phone or camera photo fits). A few
 * kilobytes can claim far more, and decoding them would take gigabytes (a decompression bomb).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/** JPEG or PNG by the magic bytes; null for anything else (a text file named .png included). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE) && bytes.length > PNG_SIGNATURE.length) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE) && bytes.length > JPEG_SIGNATURE.length) return 'image/jpeg';
  return null;
}

/**
 * A file name as the browser sent it: refused with a path separator (/ or \), a parent-directory part, a control
 * character or when longer than MAX_IMAGE_NAME. The name is only kept as a label; files are never stored under it.
 */
export function checkImageName(name: string): 'ok' | 'bad_name' {
  if (name.length === 0 || [...name].length > MAX_IMAGE_NAME) return 'bad_name';
  if (/[/\\]/.test(name) || name === '.' || name === '..') return 'bad_name';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'bad_name';
  return 'ok';
}

/** The upload control's maximum, from the site setting, kept within 1..MAX_IMAGES_CEILING. */
export function maxImages(setting: number | null | undefined): number {
  if (setting === null || setting === undefined || !Number.isInteger(setting)) return DEFAULT_MAX_IMAGES;
  return Math.min(MAX_IMAGES_CEILING, Math.max(1, setting));
}

/** Whether the control still offers its button: hidden at the maximum (then it reads 'Får max ladda upp {n} ...'). */
export function canAddImages(chosen: number, max: number): boolean {
  return chosen < max;
}
