import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProduction } from '../scripts/build';
import { buildMessage, buildState } from './build-freshness';

/**
 * `npm start`: builds the app when there is no production build or the sources changed after it was made (after a
 * `git pull`, say), then serves it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const message = buildMessage(buildState(root));
if (message !== null) {
  console.log(message);
  await buildProduction(root);
}
await import('./main');
