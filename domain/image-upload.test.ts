import { describe, expect, it } from 'vitest';
import { canAddImages, checkImageName, maxImages, sniffImageType } from './image-upload';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe('image type by content', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['text named .png', new TextEncoder().encode('not really a png'), null],
    ['gif', new TextEncoder().encode('GIF89a....'), null],
    ['a bare png signature', PNG.slice(0, 8), null],
    ['empty', new Uint8Array(), null],
    ['svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
  ])('%s', (_name, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });
});

describe('file names', () => {
  it.each([
    ['bild.png', 'ok'], ['Skärmbild 2026-11-25 kl. 10.12.png', 'ok'], ['../../etc/passwd', 'bad_name'], ['a/b.png', 'bad_name'],
    ['C:\\temp\\bild.jpg', 'bad_name'], ['..', 'bad_name'], ['', 'bad_name'], ['bild\u0000.png', 'bad_name'], ['x'.repeat(201), 'bad_name'],
  ])('%j is %s', (name, result) => {
    expect(checkImageName(name)).toBe(result);
  });
});

describe('maximum', () => {
  it.each([[undefined, 1], [null, 1], [0, 1], [3, 3], [50, 10], [2.5, 1]])('setting %j allows %i', (setting, max) => {
    expect(maxImages(setting)).toBe(max);
  });

  it('hides the button at the maximum', () => {
    expect(canAddImages(0, 1)).toBe(true);
    expect(canAddImages(1, 1)).toBe(false);
    expect(canAddImages(2, 3)).toBe(true);
  });
});
