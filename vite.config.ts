import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const ROOT_MODULE = /\/app\/root\.tsx$/;

/**
 * The app's own modules the root route imports statically: the header, footer, cart and modals every page has. They
 * are one chunk ('site', filled by `apartUnlessStatic` below): as a score of small chunks each was compressed
 * alone, and gzip lost 8 kB of a category page's first paint to that (53 kB apart, 45 kB together).
 */
const siteModules = new Set<string>();

const BACK_OFFICE_MODULE = /\/app\/(?:routes\/admin|components\/admin)\/|\/app\/lib\/member-campaign-text\.ts$|\/domain\/back-office\.ts$/;

/**
 * Modules that merging (below) put on the first paint of pages that never use them, kept apart like the back office:
 * - the texts of one area of the shop (common/copy/sv-*.ts; sv.ts, the texts every page shows, is in the site chunk),
 *   split from sv.ts so that other pages do not load them: merged, they came back (the compare page's texts went into
 *   a chunk every page loads);
 * - route modules: the search and brand routes' code went into a chunk category pages load;
 * - small modules few pages use that went beside code every listing or the checkout loads: the success modal, the
 *   price countdown (home and product pages), the breadcrumbs, the Swedish calendar and the checkout's option marks.
 * Measured: 2-4 kB gzip less on the category page and the checkout (issue 33).
 */
const APART_MODULE = new RegExp(
  [
    String.raw`/common/copy/sv-[\w-]+\.ts$`,
    String.raw`/app/routes/[\w-]+\.tsx(?:\?|$)`,
    String.raw`/app/components/(?:success-modal|breadcrumbs|product-widgets/countdown)\.tsx$`,
    String.raw`/domain/(?:countdown|swedish-calendar|checkout-marks)\.ts$`,
  ].join('|'),
);

/**
 * Chunk merging (below) merges only chunks without side effects, into whichever chunk adds the least code, even one
 * every storefront page loads. So it undid splits: a back-office page, the discount codes' texts and the product
 * editor's rules went into the chunks of the money formatting and the chunk-load alert; a lazily loaded modal went
 * into the chunk of the modals' host (and React DOM's portal code into the buy modal's, which the client entry then
 * imported). Once the module graph is known, every module that no storefront entry reaches through static imports (the
 * back office, and what a page loads only through a dynamic import) is marked as having effects ('no-treeshake',
 * which after tree-shaking only counts for merging), so it is never merged into a chunk it would not otherwise be in;
 * so is every APART_MODULE.
 */
function apartUnlessStatic(): Plugin {
  return {
    name: 'apart-unless-static',
    apply: 'build',
    buildEnd() {
      siteModules.clear();
      const fromRoot = [...this.getModuleIds()].filter((id) => ROOT_MODULE.test(id));
      for (let id = fromRoot.pop(); id !== undefined; id = fromRoot.pop()) {
        if (siteModules.has(id) || id.includes('/node_modules/')) continue;
        siteModules.add(id);
        fromRoot.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      const reached = new Set<string>();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry && !BACK_OFFICE_MODULE.test(id));
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (reached.has(id) || BACK_OFFICE_MODULE.test(id)) continue;
        reached.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info && !info.isExternal && (!reached.has(id) || APART_MODULE.test(id))) info.moduleSideEffects = 'no-treeshake';
      }
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), apartUnlessStatic()],
  build: {
    target: 'es2022',
    modulePreload: {
      // Every page has loaded the site chunk before anything imports dynamically (the root imports it): a modulepreload
      // link for it, which Vite added for each lazily loaded part, cost the phone's main thread tens of milliseconds.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !/(?:^|\/)site-[\w-]+\.js$/.test(dep)),
    },
    rollupOptions: {
      output: {
        // The modules every page shares came as thirty-odd files of a few hundred bytes; a phone's first load opened a
        // request for each before the page could hydrate. Small chunks merge into fewer files. Merging also moves
        // code into chunks pages load without needing it: measured per page type (bench/pages.ts), 2-3 kB loads the
        // least script (5 kB: 3-5 kB more per page, 10 kB: 6-11 kB more). Re-measured after issue 29's splits (brotli,
        // largest of the five page types): 2 kB 150 104, 2.5 kB 149 765, 3 kB 149 941, 4 kB 150 965.
        experimentalMinChunkSize: 2_500,
        // Merging must never put the back office's texts into a chunk storefront pages load (it once did, beside the
        // money formatting both use): they are a chunk of their own (a plain data module: it imports nothing to take in).
        manualChunks: (id) => (id.endsWith('/common/copy/sv-back-office.ts') ? 'back-office-copy' : siteModules.has(id) ? 'site' : undefined),
        // A merged chunk would carry the name of whichever module came first (a checkout link on the home page):
        // shared chunks are named for what they hold, lazily loaded parts keep their module's name.
        chunkFileNames: (chunk) =>
          `assets/${chunk.isDynamicEntry || chunk.name === 'back-office-copy' || chunk.name === 'site' ? '[name]' : chunk.moduleIds.some((id) => id.includes('/node_modules/react-router/')) ? 'react-router' : 'shared'}-[hash].js`,
      },
    },
  },
  server: { hmr: { port: 24678 } },
});
