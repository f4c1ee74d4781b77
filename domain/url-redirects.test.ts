import { describe, expect, it } from 'vitest';
import { buildRedirectMap, rebasedUrl, redirectLocation } from './url-redirects';

const lower = (path: string) => path.toLowerCase();

describe('old addresses', () => {
  it('maps every old address of a shown entity to its current address, a chain in one hop', () => {
    const map = buildRedirectMap(
      [
        { oldUrl: '/a', targetUrl: '/c' },
        { oldUrl: '/b', targetUrl: '/c' },
      ],
      lower,
    );
    expect(map.get('/a')).toBe('/c');
    expect(map.get('/b')).toBe('/c');
  });

  it('leaves out entities not shown and addresses that are some entity current one, so nothing loops', () => {
    const map = buildRedirectMap(
      [
        { oldUrl: '/gone', targetUrl: null },
        // /x is product 1's old address and product 2's current one: the live page wins.
        { oldUrl: '/x', targetUrl: '/y' },
        { oldUrl: '/y-old', targetUrl: '/x' },
        // An entity moved back to an old address of its own.
        { oldUrl: '/self', targetUrl: '/self' },
      ],
      lower,
    );
    expect(map.has('/gone')).toBe(false);
    expect(map.has('/x')).toBe(false);
    expect(map.get('/y-old')).toBe('/x');
    expect(map.has('/self')).toBe(false);
  });

  it('normalises the stored addresses the way requests are', () => {
    expect(buildRedirectMap([{ oldUrl: '/Tillverkare/Visa/ABC', targetUrl: '/tillverkare/visa/abd' }], lower).get('/tillverkare/visa/abc')).toBe('/tillverkare/visa/abd');
  });

  it('keeps the query string', () => {
    expect(redirectLocation('/ny', '')).toBe('/ny');
    expect(redirectLocation('/ny', '?')).toBe('/ny');
    expect(redirectLocation('/ny', '?variant=4&utm_source=mejl')).toBe('/ny?variant=4&utm_source=mejl');
    expect(redirectLocation('/ny', 'a=1')).toBe('/ny?a=1');
  });

  it('moves a product address under its category new address, and leaves others alone', () => {
    expect(rebasedUrl('/vitvaror/disk/bosch-1', '/vitvaror/disk', '/kok/disk')).toBe('/kok/disk/bosch-1');
    expect(rebasedUrl('/vitvaror/disk/bosch-1', '/vitvaror/disk/', '/kok/disk/')).toBe('/kok/disk/bosch-1');
    expect(rebasedUrl('/vitvaror/diskmaskiner/bosch-1', '/vitvaror/disk', '/kok/disk')).toBeNull();
    expect(rebasedUrl('/annat/bosch-1', '/vitvaror/disk', '/kok/disk')).toBeNull();
    expect(rebasedUrl('/vitvaror/disk/', '/vitvaror/disk', '/kok/disk')).toBeNull();
  });
});
