import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintScripts } from '../bench/lib/first-paint-scripts';
import { plainProducts } from './testing/plain-products';
import { nextShopperAddress, suiteShop, testDialects } from './testing/test-app';

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

  /** A shopper logged in as the demo member (the session rotates at login) with one product in the cart. */
  async function memberWithCart(productId: number): Promise<Record<string, string>> {
    const session = await shop().app.services.sessions.create();
    const headers = { cookie: `sid=${session.id}`, 'x-csrf-token': session.csrfToken, 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': nextShopperAddress() };
    const login = await shop().app.inject({ method: 'POST', url: '/konto/login_from_checkout', headers, payload: { email: 'kund@example.se', password: 'kund1234' } });
    expect(login.json(), login.body).toEqual({ error: false, msg: '' });
    const sid = [login.headers['set-cookie']].flat().map((v) => /^sid=([^;]+)/.exec(String(v))?.[1]).find(Boolean)!;
    const member = { ...headers, cookie: `sid=${sid}`, 'x-csrf-token': (await shop().app.services.sessions.find(sid))!.csrfToken };
    const added = await shop().app.inject({ method: 'POST', url: '/checkoutv3/products/add', headers: member, payload: { product_id: productId } });
    expect(added.statusCode, added.body.slice(0, 200)).toBe(200);
    return { cookie: member.cookie };
  }

  /**
   * Brotli, what browsers ask for, and gzip (browsers without brotli, proxies that strip it) are both held at the
   * 150 kB budget. Gzip was 147-157 kB before issue 33 (150-166 before the root's modules became one chunk and the
   * copies Zopfli's): the search panel loading on first focus, the area texts split out of sv.ts and chunk merging
   * kept from putting them back brought it to 138-150 kB.
   */
  const BROTLI_BUDGET = 150_000;
  const GZIP_BUDGET = 150_000;

  it('loads under 150 kB of brotli and of gzip JavaScript on first paint of each page type, and never the schema library or the back office', async () => {
    const assets = path.join(process.cwd(), 'build/client');
    const leaf = (await categories()).find((c) => c.level === 3)!;
    const product = await db().selectFrom('products').select('url').where('parent_id', 'is', null).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    const member = await memberWithCart((await plainProducts(db()).where('p.stock', '>=', 5).orderBy('p.id').executeTakeFirstOrThrow()).id);
    // A category page and a product page share one route; each loads only its own kind's code (app/lib/page-part.tsx).
    // Checkout and Mina sidor are the member's (a cart to check out, an account to show); the rest are a visitor's.
    const pages: [url: string, headers: Record<string, string>][] = [
      ['/', {}], [leaf.url, {}], [product.url, {}], ['/varukorg', member], ['/checkoutv3', member], ['/produkter/sok?s=tv', {}], ['/mina-sidor', member],
    ];
    const sizeOf = (file: string) => fs.statSync(file).size;
    const overBudget: { url: string; gzip: number; brotli: number }[] = [];
    for (const [url, headers] of pages) {
      const page = await shop().app.inject({ method: 'GET', url, headers });
      expect(page.statusCode, url).toBe(200);
      const scripts = await firstPaintScripts(page.body, async (src) => fs.readFileSync(path.join(assets, src), 'utf8'));
      expect(scripts.size, url).toBeGreaterThan(0);
      let gzip = 0;
      let brotli = 0;
      for (const script of scripts) {
        const file = path.join(assets, script);
        // What the server sends (server/plugins/react-router.ts): the build's .gz or .br copy, or the file itself when
        // it is too small to have one. A browser without brotli (or a proxy that strips it) receives the gzip copy.
        gzip += sizeOf(fs.existsSync(`${file}.gz`) ? `${file}.gz` : file);
        brotli += sizeOf(fs.existsSync(`${file}.br`) ? `${file}.br` : file);
        // zod checks payloads on the server; a page that imports a value from a schema module ships all of it.
        const code = fs.readFileSync(file, 'utf8');
        expect(code, `${script} on ${url}`).not.toContain('ZodError');
        // The back office's texts (common/copy/sv-back-office.ts) are its own: chunk merging must not bring them along.
        expect(code, `${script} on ${url}`).not.toContain('Ändringslogg');
      }
      if (gzip >= GZIP_BUDGET || brotli >= BROTLI_BUDGET) overBudget.push({ url, gzip, brotli });
    }
    // Every page over its budget at once, with its figures.
    expect(overBudget).toEqual([]);
  });

  it("renders a category page's and a product page's content in place, never as a hidden part that only a script reveals", async () => {
    const leaf = (await categories()).find((c) => c.level === 3)!;
    const product = await db().selectFrom('products').select('url').where('parent_id', 'is', null).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    for (const [url, part] of [[leaf.url, 'category'], [product.url, 'product']] as const) {
      const html = (await get(url)).body;
      // A pending boundary (<!--$?-->) is filled later from a <div hidden>: without JavaScript the page would be empty.
      expect(html, url).not.toContain('<!--$?-->');
      expect(html, url).not.toContain('<div hidden');
      // No boundary at all: a boundary hydrates in a later pass than the page, and a choice made in between was reset.
      expect(html, url).toMatch(new RegExp(`data-page-part="${part}"><div class="page[^"]*"><`));
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
