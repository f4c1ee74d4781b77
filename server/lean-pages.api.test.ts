import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintScripts } from '../bench/lib/first-paint-scripts';
import { suiteShop, testDialects } from './testing/test-app';

/**
 * Issue 12, lean pages: the chrome that is the same for every visitor is not serialised into every page. Pages carry
 * the main categories only; the menus' deeper levels come from one cacheable call per catalog version.
 */
describe.each(testDialects)('lean pages and the menu tree on %s', (dialect) => {
  const shop = suiteShop(dialect);

  const db = () => shop().app.database.db;
  const get = (url: string) => shop().app.inject({ method: 'GET', url });
  /** A category's address as a link or a loader-data string carries it (not as the start of a product's address). */
  const mentions = (html: string, url: string) => html.includes(`"${url}"`) || html.includes(`\\"${url}\\"`);
  const countOf = (html: string, text: string) => html.split(text).length - 1;

  async function categories() {
    return db().selectFrom('categories').select(['id', 'parent_id', 'level', 'url']).orderBy('id').execute();
  }

  it('loads under 150 kB of compressed JavaScript on first paint of each page type, and never the schema library or the back office', async () => {
    const assets = path.join(process.cwd(), 'build/client');
    const leaf = (await categories()).find((c) => c.level === 3)!;
    const product = await db().selectFrom('products').select('url').where('parent_id', 'is', null).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    // A category page and a product page share one route; each loads only its own kind's code (app/lib/page-part.tsx).
    const budgets = new Map([['/', 150_000], [leaf.url, 150_000], [product.url, 150_000], ['/varukorg', 150_000], ['/produkter/sok?s=tv', 150_000]]);
    for (const [url, budget] of budgets) {
      const html = (await get(url)).body;
      const scripts = await firstPaintScripts(html, async (src) => fs.readFileSync(path.join(assets, src), 'utf8'));
      expect(scripts.size, url).toBeGreaterThan(0);
      let brotli = 0;
      for (const script of scripts) {
        const file = path.join(assets, script);
        brotli += fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
        // zod checks payloads on the server; a page that imports a value from a schema module ships all of it.
        const code = fs.readFileSync(file, 'utf8');
        expect(code, `${script} on ${url}`).not.toContain('ZodError');
        // The back office's texts (common/copy/sv-back-office.ts) are its own: chunk merging must not bring them along.
        expect(code, `${script} on ${url}`).not.toContain('Ändringslogg');
      }
      expect(brotli, url).toBeLessThan(budget);
    }
  });

  it("renders a category page's and a product page's content in place, never as a hidden part that only a script reveals", async () => {
    const leaf = (await categories()).find((c) => c.level === 3)!;
    const product = await db().selectFrom('products').select('url').where('parent_id', 'is', null).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    for (const [url, part] of [[leaf.url, 'category'], [product.url, 'product']] as const) {
      const html = (await get(url)).body;
      // A pending boundary (<!--$?-->) is filled later from a <div hidden>: without JavaScript the page would be empty.
      expect(html, url).not.toContain('<!--$?-->');
      expect(html, url).not.toContain('<div hidden');
      expect(html, url).toMatch(new RegExp(`data-page-part="${part}"><!--\\$--><div class="page[^"]*"><`));
      expect(html, url).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  it('sends no subcategory of the menus in the home page, and each main category once in the mega menu', async () => {
    const all = await categories();
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    for (const deeper of all.filter((c) => c.level > 1)) expect(mentions(home.body, deeper.url), deeper.url).toBe(false);
    const { categories: tree } = JSON.parse((await get('/api/menu/current')).body) as { categories: { url: string }[] };
    expect(tree.length).toBeGreaterThan(0);
    expect(countOf(home.body, 'class="mega-menu__main-link"')).toBe(tree.length);
    const mainLinks = [...home.body.matchAll(/<a class="mega-menu__main-link"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
    expect(mainLinks).toEqual(tree.map((main) => main.url));
    // The subcategory columns are filled in by the browser from the menu tree.
    expect(home.body).not.toContain('mega-menu__sub-link');
  });

  it("keeps a level-3 category page to its own trail and listing: no other category's subcategories, under 70 kB", async () => {
    const all = await categories();
    const byId = new Map(all.map((c) => [c.id, c]));
    const leaf = all.find((c) => c.level === 3)!;
    const trail = new Set<string>();
    for (let node = byId.get(leaf.id); node; node = node.parent_id === null ? undefined : byId.get(node.parent_id)) trail.add(node.url);
    const page = await get(leaf.url);
    expect(page.statusCode).toBe(200);
    for (const trailUrl of trail) expect(mentions(page.body, trailUrl), trailUrl).toBe(true);
    const siblings = new Set(all.filter((c) => c.parent_id === leaf.parent_id).map((c) => c.url));
    for (const other of all.filter((c) => c.level > 1 && !trail.has(c.url) && !siblings.has(c.url))) {
      expect(mentions(page.body, other.url), other.url).toBe(false);
    }
    // 61 kB on the demo catalog (83 kB when every page carried the whole menu tree).
    expect(Buffer.byteLength(page.body)).toBeLessThan(70_000);
  });

  it("carries the listing's cards as the page renders them: no field only the JSON call's readers use", async () => {
    const leaf = (await categories()).find((c) => c.level === 3)!;
    const page = await get(leaf.url);
    const home = await get('/');
    for (const html of [page.body, home.body]) {
      expect(html).toContain('\\"product_name\\"');
      for (const unrendered of ['product_title', 'product_link', 'thumb', 'status_icon_color', 'product_energy_file']) {
        expect(html, unrendered).not.toContain(`\\"${unrendered}\\"`);
      }
    }
    const json = JSON.parse((await get('/produkter/filtrera')).body) as { products: Record<string, unknown>[] };
    expect(json.products[0]).toHaveProperty('product_link');
    expect(json.products[0]).toHaveProperty('product_title');
  });

  it('answers the menu tree once per catalog version, cached for good; any other version gets the current tree uncached', async () => {
    const { version } = await shop().app.services.catalog.snapshot();
    const current = await get(`/api/menu/${version}`);
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toMatch(/^application\/json/);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The same for every visitor: a shared cache keeps one copy, not one per session cookie.
    expect(String(current.headers.vary).toLowerCase()).not.toContain('cookie');
    expect(current.headers['set-cookie']).toBeUndefined();
    const body = JSON.parse(current.body) as { version: number; categories: { id: number; url: string; children: { id: number; children: { id: number }[] }[] }[] };
    expect(body.version).toBe(version);

    const all = await categories();
    const listedMain = new Set(body.categories.map((c) => c.id));
    const inTree = new Set(body.categories.flatMap((c) => [c.id, ...c.children.flatMap((child) => [child.id, ...child.children.map((leaf) => leaf.id)])]));
    for (const c of all) {
      let main = c;
      while (main.parent_id !== null) main = all.find((p) => p.id === main.parent_id)!;
      expect(inTree.has(c.id), c.url).toBe(listedMain.has(main.id));
    }

    const stale = await get(`/api/menu/${version + 1000}`);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.body).toBe(current.body);
  });
});
