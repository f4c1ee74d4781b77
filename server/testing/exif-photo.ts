import zlib from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { solidPng } from './png';

/** The photographer's name the test photo carries in its EXIF. */
export const PHOTO_OWNER = 'Anna Andersson';

/**
 * A phone photo as a shop receives one: a JPEG 64 wide and 48 high, turned a quarter by its EXIF orientation (so it
 * stands 48 by 64), with the owner's name and a GPS position (Stockholm) in its EXIF.
 */
export function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c83232' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: PHOTO_OWNER, ImageDescription: 'Hemma hos Anna' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 4512/100', GPSLongitudeRef: 'E', GPSLongitude: '18/1 4/1 1234/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG of a few bytes whose header claims 20 000 by 20 000 pixels: decoded, it would take more than a gigabyte. */
export function pixelBomb(): Buffer {
  const png = Buffer.from(solidPng(1, 1));
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** What the shop serves of photoWithExif() carries pixels only: no EXIF, no name, no position, the orientation applied. */
export async function expectPixelsOnly(served: Buffer): Promise<void> {
  const meta = await sharp(served).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect([meta.width, meta.height]).toEqual([48, 64]);
  expect(served.includes(PHOTO_OWNER)).toBe(false);
  expect(served.includes('Exif\0\0')).toBe(false);
}
