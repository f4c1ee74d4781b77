/**
 * The production build, as `npm run build` and `npm start` (when the build is missing or stale) make it: the React
 * Router build, then a brotli and gzip copy beside every compressible client file (served as files, never
 * compressed per request).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDirectory, summary } from './precompress';

export async function buildProduction(root: string): Promise<void> {
  execFileSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], { cwd: root, stdio: 'inherit' });
  const client = path.join(root, 'build', 'client');
  console.log(summary(client, await precompressDirectory(client)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildProduction(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
}
