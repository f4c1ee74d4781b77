import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('npm scripts', () => {
  it.each(Object.entries(scripts))('%s names only files that exist', (_name, command) => {
    const files = command.split(/\s+/).filter((word) => /^[\w./-]+\.(ts|tsx|js|mjs|sh)$/.test(word));
    for (const file of files) expect(fs.existsSync(path.join(root, file)), `${file} in "${command}"`).toBe(true);
  });

  it('test:e2e runs the Playwright suite', () => {
    expect(scripts['test:e2e']).toBe('playwright test');
  });
});
