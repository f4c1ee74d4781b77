import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMessage, buildState } from './build-freshness';

/**
 * `npm start`: builds the app when there is no production build or the sources changed after it was made (after a
 * `git pull`, say), then serves it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const message = buildMessage(buildState(root));
if (message !== null) {
  console.log(message);
  execFileSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}
await import('./main');
