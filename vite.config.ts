import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        // The modules every page shares came as a dozen files of under 5 kB each; a phone's first load opened a request
        // for each (six at a time over HTTP/1.1) before the page could hydrate. Small chunks merge into fewer files.
        experimentalMinChunkSize: 5_000,
        // A merged chunk would carry the name of whichever module came first (a checkout link on the home page):
        // shared chunks are named for what they hold, lazily loaded parts keep their module's name.
        chunkFileNames: (chunk) =>
          `assets/${chunk.moduleIds.some((id) => id.includes('/node_modules/react-router/')) ? 'react-router' : chunk.isDynamicEntry ? '[name]' : 'shared'}-[hash].js`,
      },
    },
  },
  server: { hmr: { port: 24678 } },
});
