import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProduction } from './build';
import { buildMessage, buildState } from '../server/build-freshness';

/**
 * Run before `npm start` (its prestart): builds the app when there is no production build or the sources changed after
 * it was made (after a `git pull`, say). `npm start` then runs the built server with plain node.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const message = buildMessage(buildState(root));
if (message !== null) {
  console.log(message);
  await buildProduction(root);
}
