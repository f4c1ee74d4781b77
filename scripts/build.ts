/**
 * The production build, as `npm run build` and `npm start` (when the build is missing or stale) make it: the React
 * Router build, then a brotli and gzip copy beside every compressible client file (served as files, never
 * compressed per request), then the server as one JavaScript module (build/node/main.mjs).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { precompressDirectory, summary } from './precompress';
import { serverBundle } from '../server/build-freshness';

/**
 * The server's TypeScript compiled once, here, instead of at every start: run through tsx, each process held about
 * 100 MB more (the compiler, source maps, a module record per file) and started 1.5-2 s later. Packages stay outside
 * the bundle, loaded from node_modules as they are (native ones such as better-sqlite3 and sharp cannot be bundled).
 * Not minified, so a stack trace reads as the source does.
 */
async function bundleServer(root: string): Promise<void> {
  const launcher = serverBundle(root);
  // The index worker is a second module beside the server's (services/catalog-index/worker-index-host.ts finds it there).
  await build({
    entryPoints: {
      server: path.join(root, 'server', 'main.ts'),
      'catalog-index-worker': path.join(root, 'services', 'catalog-index', 'catalog-index-worker.ts'),
    },
    outdir: path.dirname(launcher),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  // React picks its development or production build from NODE_ENV when it is first imported, and a bundle's imports
  // are all evaluated before any of its code: server/node-env.ts's default would come too late. The launcher sets it
  // first, then loads the bundle (written last: its time is the build's, server/build-freshness.ts).
  await fs.writeFile(launcher, "process.env.NODE_ENV ??= 'production';\nawait import('./server.mjs');\n");
}

export async function buildProduction(root: string): Promise<void> {
  execFileSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], { cwd: root, stdio: 'inherit' });
  const client = path.join(root, 'build', 'client');
  console.log(summary(client, await precompressDirectory(client)));
  await bundleServer(root);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildProduction(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
}
