import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { headWithoutModulePreloads } from './head-without-module-preloads';

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(headWithoutModulePreloads()));
}

const HEAD =
  '<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/site.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/shared-2.js" nonce="abc"/>' +
  '<link rel="preload" as="image" href="/p.svg" fetchPriority="high"/></head>';
const BODY = '<body><p>rel="modulepreload" is text here</p><script type="module" async="">import "/assets/manifest.js";</script></body></html>';

describe('headWithoutModulePreloads', () => {
  it('removes the module preload hints from the head and keeps every other link', async () => {
    const html = await through([HEAD + BODY]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(html).toContain('<link rel="preload" as="image" href="/p.svg" fetchPriority="high"/>');
  });

  it('leaves the body alone, including its module script', async () => {
    const html = await through([HEAD + BODY]);
    expect(html.slice(html.indexOf('</head>'))).toBe('</head>' + BODY);
  });

  it('finds the hints when a chunk boundary cuts a tag or the end of the head in two', async () => {
    const whole = HEAD + BODY;
    for (const cut of [70, 120, whole.indexOf('</head>') + 3]) {
      const html = await through([whole.slice(0, cut), whole.slice(cut, cut + 9), whole.slice(cut + 9)]);
      expect(html).toBe(whole.replace(/<link rel="modulepreload"[^>]*>/g, ''));
    }
  });

  it('passes a document without a head end through, hints removed', async () => {
    expect(await through(['<p>x</p>', '<link rel="modulepreload" href="/a.js"/>'])).toBe('<p>x</p>');
  });
});
