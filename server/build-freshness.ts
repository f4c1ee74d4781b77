import fs from 'node:fs';
import path from 'node:path';

/** What the production build is made from: the app, the server and what they import, and the build's own configuration. */
const SOURCE_DIRS = ['app', 'server', 'db', 'domain', 'services', 'common'];
const SOURCE_FILES = ['vite.config.ts', 'react-router.config.ts', 'package-lock.json', 'tsconfig.json'];
const SOURCE_FILE = /\.(tsx?|css|json|svg)$/;
const NOT_BUILT = /\.test\.tsx?$/;

/** The production server, `node build/node/main.mjs`: the server compiled into one module by scripts/build.ts. */
export function serverBundle(root: string): string {
  return path.join(root, 'build', 'node', 'main.mjs');
}

/** The build's last file, the server bundle; its modification time is when the build was made. */
export function buildEntry(root: string): string {
  return serverBundle(root);
}

function mtimeOf(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** The newest source file under `dir` (tests left out), or null when there is none. */
function newestIn(dir: string): { file: string; mtimeMs: number } | null {
  let newest: { file: string; mtimeMs: number } | null = null;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return null;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    const found = entry.isDirectory()
      ? newestIn(full)
      : entry.isFile() && SOURCE_FILE.test(entry.name) && !NOT_BUILT.test(entry.name)
        ? { file: full, mtimeMs: mtimeOf(full) ?? 0 }
        : null;
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

export type BuildState =
  | { stale: false }
  | { stale: true; reason: 'missing' }
  | { stale: true; reason: 'uncompressed' }
  | { stale: true; reason: 'outdated'; newerFile: string };

/**
 * Whether the client build has its compressed copies: a bare `react-router build` leaves none, and the shop would
 * then send its JavaScript and CSS uncompressed (they are never compressed per request).
 */
function hasCompressedCopies(root: string): boolean {
  try {
    const assets = fs.readdirSync(path.join(root, 'build', 'client', 'assets'));
    return !assets.some((name) => /\.(?:js|css)$/.test(name)) || assets.some((name) => name.endsWith('.br'));
  } catch {
    return false;
  }
}

/** Whether `npm start` must build first: no build yet, or a source changed after it was made (a `git pull`, an edit). */
export function buildState(root: string): BuildState {
  const built = mtimeOf(buildEntry(root));
  if (built === null) return { stale: true, reason: 'missing' };
  const candidates = [
    ...SOURCE_DIRS.map((dir) => newestIn(path.join(root, dir))),
    ...SOURCE_FILES.map((file) => {
      const mtimeMs = mtimeOf(path.join(root, file));
      return mtimeMs === null ? null : { file: path.join(root, file), mtimeMs };
    }),
  ];
  const newest = candidates.reduce<{ file: string; mtimeMs: number } | null>((a, b) => (b && (!a || b.mtimeMs > a.mtimeMs) ? b : a), null);
  if (newest && newest.mtimeMs > built) return { stale: true, reason: 'outdated', newerFile: path.relative(root, newest.file) };
  if (!hasCompressedCopies(root)) return { stale: true, reason: 'uncompressed' };
  return { stale: false };
}

/** The one line `npm start` prints before it builds. */
export function buildMessage(state: BuildState): string | null {
  if (!state.stale) return null;
  if (state.reason === 'missing') return 'Inget produktionsbygge hittades – bygger appen (npm run build)...';
  if (state.reason === 'uncompressed') return 'Produktionsbygget saknar komprimerade filer – bygger om appen (npm run build)...';
  return `Källkoden är nyare än produktionsbygget (${state.newerFile}) – bygger om appen (npm run build)...`;
}
