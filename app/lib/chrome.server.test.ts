import { describe, expect, it } from 'vitest';
import type { InfoPageNode } from '../../services/catalog/catalog-snapshot';
import { footerColumns } from './chrome.server';

const page = (id: number, url: string, expanded: boolean, subpages: InfoPageNode[] = []): InfoPageNode => ({
  id, title: url.slice(1), url, type: 'services', heading: '', body: '', expanded, subpages,
});

describe('footerColumns', () => {
  it('gives an expanded page with subpages a column of its own and lists every other page once in the shop column', () => {
    const service = page(1, '/kundservice', true, [page(2, '/kundservice/kopvillkor', false)]);
    const campaigns = page(3, '/kampanjer', false, [page(4, '/kampanjer/vecka', false)]);
    const about = page(5, '/om-oss', false);
    expect(footerColumns([service, campaigns, about], 'Hembutiken')).toEqual([
      { title: 'kundservice', url: '/kundservice', links: [{ title: 'kundservice', url: '/kundservice' }, { title: 'kundservice/kopvillkor', url: '/kundservice/kopvillkor' }] },
      { title: 'Om Hembutiken', url: '/kampanjer', links: [{ title: 'kampanjer', url: '/kampanjer' }, { title: 'om-oss', url: '/om-oss' }] },
    ]);
  });

  it('has no shop column without single pages', () => {
    expect(footerColumns([], 'Hembutiken')).toEqual([]);
  });
});
