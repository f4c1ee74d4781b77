import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load';

describe('a failed load of a part of the page', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://shop/assets/search-M0qE.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: http://shop/assets/search-M0qE.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite preload', new Error('Unable to preload CSS for /assets/checkout-A4e.css')],
  ])('is recognised in %s', (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('boom'), new TypeError('Cannot read properties of undefined'), null, { status: 404 }])('is not any other error (%s)', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
