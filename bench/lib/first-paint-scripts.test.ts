import { describe, expect, it } from 'vitest';
import { firstPaintScripts } from './first-paint-scripts';

const files: Record<string, string> = {
  '/assets/manifest.js': 'window.__m={}',
  '/assets/root.js': 'import{j as e}from"./shared-a.js";import"./shared-b.js";const l=()=>import("./lazy.js");',
  '/assets/shared-a.js': 'export{x}from"./shared-c.js";',
  '/assets/shared-b.js': 'import{y}from"./shared-a.js";',
  '/assets/shared-c.js': 'export const x=1',
  '/assets/entry.client.js': 'import{h}from"./react-dom.js";',
  '/assets/react-dom.js': 'export const h=1',
  '/assets/lazy.js': 'export default 1',
  '/assets/route.js':
    'import{a}from"./shared-c.js";const i={product:u("product",()=>c(()=>import("./product-part.js").then(t=>t.a),__vite__mapDeps([0]))),' +
    'category:u("category",()=>c(()=>import("./category-part.js").then(t=>t.d),__vite__mapDeps([1])))};',
  '/assets/product-part.js': 'import{x}from"./react-dom.js";',
  '/assets/category-part.js': 'import{y}from"./lazy.js";',
};
const read = async (src: string) => {
  const code = files[src];
  if (code === undefined) throw new Error(`unknown ${src}`);
  return code;
};

describe('firstPaintScripts', () => {
  it("follows the module script's imports and their static imports, but not a chunk's lazy dynamic imports", async () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/site.css"/></head><body>' +
      '<script type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\n' +
      'import("/assets/entry.client.js");</script></body>';
    expect([...(await firstPaintScripts(html, read))].sort()).toEqual([
      '/assets/entry.client.js',
      '/assets/manifest.js',
      '/assets/react-dom.js',
      '/assets/root.js',
      '/assets/shared-a.js',
      '/assets/shared-b.js',
      '/assets/shared-c.js',
    ]);
  });

  it('counts module preloads and script sources the HTML names', async () => {
    const html = '<link rel="modulepreload" href="/assets/shared-c.js"/><script src="/assets/manifest.js"></script>';
    expect([...(await firstPaintScripts(html, read))].sort()).toEqual(['/assets/manifest.js', '/assets/shared-c.js']);
  });

  it('adds the page part the HTML shows, with its imports, and only that one', async () => {
    const html = '<div class="page-part" data-page-part="product"></div><script type="module">import * as r from "/assets/route.js";</script>';
    expect([...(await firstPaintScripts(html, read))].sort()).toEqual([
      '/assets/product-part.js',
      '/assets/react-dom.js',
      '/assets/route.js',
      '/assets/shared-c.js',
    ]);
  });

  it('fails loudly when no script imports the part the page shows (the measure would be wrong)', async () => {
    const html = '<div data-page-part="brand"></div><script type="module">import * as r from "/assets/route.js";</script>';
    await expect(firstPaintScripts(html, read)).rejects.toThrow("part 'brand'");
  });
});
