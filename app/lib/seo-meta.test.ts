import { describe, expect, it } from 'vitest';
import { listingCanonicalPath, originOf, pageSeoMeta, snippet } from './seo-meta';

describe('seo meta', () => {
  it('gives a listing its own address as canonical, keeping only a later page number', () => {
    expect(listingCanonicalPath('/vitvaror', 1)).toBe('/vitvaror');
    expect(listingCanonicalPath('/vitvaror', 3)).toBe('/vitvaror?page=3');
  });

  it('writes an absolute canonical, Open Graph and Twitter card tags', () => {
    const meta = pageSeoMeta({ origin: 'https://butik.se', canonicalPath: '/vitvaror?page=2', title: 'Vitvaror', description: 'Kyl och frys', siteName: 'Hembutiken', image: '/assets/uploads/c/1.svg' });
    expect(meta).toEqual(
      expect.arrayContaining([
        { tagName: 'link', rel: 'canonical', href: 'https://butik.se/vitvaror?page=2' },
        { property: 'og:type', content: 'website' },
        { property: 'og:url', content: 'https://butik.se/vitvaror?page=2' },
        { property: 'og:image', content: 'https://butik.se/assets/uploads/c/1.svg' },
        { property: 'og:description', content: 'Kyl och frys' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
    const bare = pageSeoMeta({ origin: 'https://butik.se', canonicalPath: '/', title: 'Hembutiken', description: '', siteName: 'Hembutiken' });
    expect(bare.some((m) => 'property' in m && (m.property === 'og:image' || m.property === 'og:description'))).toBe(false);
    expect(bare).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('cuts a description at a word with an ellipsis', () => {
    expect(snippet('Kort text.', 20)).toBe('Kort text.');
    expect(snippet('Ett  två\ntre fyra fem sex', 16)).toBe('Ett två tre…');
  });

  it('reads the origin the root loader resolved', () => {
    expect(originOf([{ id: 'root', data: { origin: 'https://butik.se' } }, { id: 'routes/home' }])).toBe('https://butik.se');
    expect(originOf(undefined)).toBe('');
  });
});
