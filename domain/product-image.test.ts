import { describe, expect, it } from 'vitest';
import { normaliseAltText, readProductImage } from './product-image';

/** A baseline JPEG's head: SOI, an APP0 segment, then SOF0 with height 480 and width 640. */
const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
]);
/** The head of a PNG: signature and IHDR with width 300 and height 200 (the rest is not read). */
const png = Buffer.from('89504e470d0a1a0a0000000d494844520000012c000000c80802000000', 'hex');
const webpX = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8X'), Buffer.from([10, 0, 0, 0, 0, 0, 0, 0]), Buffer.from([0x1f, 0x03, 0x00, 0x57, 0x02, 0x00])]);

describe('readProductImage', () => {
  it('reads type and size from JPEG, PNG and WebP headers', () => {
    expect(readProductImage(jpeg)).toEqual({ type: 'image/jpeg', width: 640, height: 480 });
    expect(readProductImage(png)).toEqual({ type: 'image/png', width: 300, height: 200 });
    expect(readProductImage(webpX)).toEqual({ type: 'image/webp', width: 800, height: 600 });
  });

  it.each([
    ['a text file named .jpg', Buffer.from('not really a picture, only text')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a JPEG start without a frame', jpeg.subarray(0, 20)],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_label, bytes) => {
    expect(readProductImage(bytes)).toBeNull();
  });
});

describe('normaliseAltText', () => {
  it('keeps one trimmed line of at most 200 characters', () => {
    expect(normaliseAltText('  Röd  kaffebryggare\n framifrån ')).toBe('Röd kaffebryggare framifrån');
    expect(normaliseAltText('x'.repeat(201))).toBeNull();
  });
});
