import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildEntry, buildMessage, buildState } from './build-freshness';

describe('whether npm start builds first', () => {
  let root: string;
  const write = (file: string, ageSeconds: number) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, '');
    const at = new Date(Date.now() - ageSeconds * 1000);
    fs.utimesSync(full, at, at);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-freshness-'));
    write('app/root.tsx', 300);
    write('domain/money.ts', 300);
    write('services/cart/cart-service.ts', 300);
    write('package-lock.json', 300);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds when there is no build', () => {
    const state = buildState(root);
    expect(state).toEqual({ stale: true, reason: 'missing' });
    expect(buildMessage(state)).toBe('Inget produktionsbygge hittades – bygger appen (npm run build)...');
  });

  const writeBuild = (ageSeconds: number, compressed = true) => {
    write(path.relative(root, buildEntry(root)), ageSeconds);
    write('build/client/assets/entry.client-abc.js', ageSeconds);
    if (compressed) write('build/client/assets/entry.client-abc.js.br', ageSeconds);
  };

  it('serves a build made after every source', () => {
    writeBuild(100);
    expect(buildState(root)).toEqual({ stale: false });
    expect(buildMessage(buildState(root))).toBeNull();
  });

  it.each(['app/routes/cart.tsx', 'server/app.ts', 'db/kysely.ts', 'common/copy/sv.ts', 'domain/money.ts', 'services/cart/cart-service.ts', 'app/styles/app.css', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'])(
    'rebuilds when %s changed after the build (a git pull), and names it in one line',
    (file) => {
      writeBuild(100);
      write(file, 10);
      const state = buildState(root);
      expect(state).toEqual({ stale: true, reason: 'outdated', newerFile: file });
      expect(buildMessage(state)).toBe(`Källkoden är nyare än produktionsbygget (${file}) – bygger om appen (npm run build)...`);
      expect(buildMessage(state)).not.toContain('\n');
    },
  );

  it('rebuilds a build without compressed copies (a bare react-router build), which would send its scripts uncompressed', () => {
    writeBuild(100, false);
    const state = buildState(root);
    expect(state).toEqual({ stale: true, reason: 'uncompressed' });
    expect(buildMessage(state)).toBe('Produktionsbygget saknar komprimerade filer – bygger om appen (npm run build)...');
  });

  it('ignores a changed test, which is not part of the build', () => {
    writeBuild(100);
    write('domain/money.test.ts', 10);
    expect(buildState(root)).toEqual({ stale: false });
  });
});
