import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const BACK_OFFICE_MODULE = /\/app\/(?:routes\/admin|components\/admin)\/|\/app\/lib\/member-campaign-text\.ts$|\/domain\/back-office\.ts$/;

/**
 * Chunk merging (below) merges only chunks without side effects: a small back-office page or component once went
 * into the chunk of the money formatting every storefront page loads. Back-office modules are marked as having
 * effects ('no-treeshake'), so they are never merged into a chunk they would not otherwise be in; what they export
 * is all the back office's own.
 */
function backOfficeApart(): Plugin {
  return {
    name: 'back-office-apart',
    apply: 'build',
    transform(code, id) {
      return BACK_OFFICE_MODULE.test(id) ? { code, map: null, moduleSideEffects: 'no-treeshake' } : null;
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), backOfficeApart()],
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        // The modules every page shares came as thirty-odd files of a few hundred bytes; a phone's first load opened a
        // request for each before the page could hydrate. Small chunks merge into fewer files. Merging also moves
        // code into chunks pages load without needing it: measured per page type (bench/pages.ts), 2-3 kB loads the
        // least script (5 kB: 3-5 kB more per page, 10 kB: 6-11 kB more). Re-measured after issue 29's splits (brotli,
        // largest of the five page types): 2 kB 150 104, 2.5 kB 149 765, 3 kB 149 941, 4 kB 150 965.
        experimentalMinChunkSize: 2_500,
        // Merging must never put the back office's texts into a chunk storefront pages load (it once did, beside the
        // money formatting both use): they are a chunk of their own.
        // The review form of the review-request page (a page of its own, reached from an e-mail) once merged into a
        // chunk every product page loaded: it is a chunk of its own too.
        manualChunks: (id) => {
          if (id.endsWith('/common/copy/sv-back-office.ts')) return 'back-office-copy';
          return id.endsWith('/app/components/reviews/review-request-page.tsx') ? 'review-request' : undefined;
        },
        // A merged chunk would carry the name of whichever module came first (a checkout link on the home page):
        // shared chunks are named for what they hold, lazily loaded parts keep their module's name.
        chunkFileNames: (chunk) =>
          `assets/${chunk.moduleIds.some((id) => id.includes('/node_modules/react-router/')) ? 'react-router' : chunk.isDynamicEntry || chunk.name === 'back-office-copy' || chunk.name === 'review-request' ? '[name]' : 'shared'}-[hash].js`,
      },
    },
  },
  server: { hmr: { port: 24678 } },
});
