/**
 * Product images uploaded in the back office (issue 18): JPEG, PNG or WebP by their first bytes, never by the name or
 * the type the browser claims, with the width and height read from the file's own header. SVG is refused: it is a
 * document that can carry script, and the shop does not sanitise it.
 */
import { sniffImageType } from './image-upload';

export type ProductImageType = 'image/jpeg' | 'image/png' | 'image/webp';
export const PRODUCT_IMAGE_EXTENSIONS: Record<ProductImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
export const MAX_PRODUCT_IMAGE_BYTES = 10 * 1024 * 1024;
/** Larger than any camera; a header claiming more is not believed. */
const MAX_SIDE = 20_000;

export interface ProductImageInfo {
  type: ProductImageType;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);

function pngSize(b: Uint8Array): [number, number] | null {
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return null;
  return [u32be(b, 16), u32be(b, 20)];
}

/** The first start-of-frame marker's size; the segments before it are skipped by their lengths. */
function jpegSize(b: Uint8Array): [number, number] | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return [u16be(b, at + 7), u16be(b, at + 5)];
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): [number, number] | null {
  if (b.length < 30) return null;
  if (ascii(b, 12, 'VP8 ') && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (ascii(b, 12, 'VP8X')) return [u24le(b, 24) + 1, u24le(b, 27) + 1];
  return null;
}

/** The image's type and size; null for anything that is not a readable JPEG, PNG or WebP (SVG, a renamed text file). */
export function readProductImage(bytes: Uint8Array): ProductImageInfo | null {
  let type: ProductImageType | null = sniffImageType(bytes);
  if (type === null && bytes.length >= 16 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) type = 'image/webp';
  if (type === null) return null;
  const size = type === 'image/png' ? pngSize(bytes) : type === 'image/jpeg' ? jpegSize(bytes) : webpSize(bytes);
  if (!size) return null;
  const [width, height] = size;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  return { type, width, height };
}

/** Alt text: one line, at most 200 characters (the page falls back to the product's name when empty). */
export function normaliseAltText(text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length <= 200 ? t : null;
}
