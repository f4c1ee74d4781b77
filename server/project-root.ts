import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's directory (where package.json is), which the production build and the data directory's default are
 * found from. Looked up, not counted: this module runs from `server/` in development and tests, and bundled into
 * `build/node/main.mjs` in production (scripts/build.ts).
 */
export function projectRoot(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}
