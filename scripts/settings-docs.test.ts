import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '../domain/site-settings';

describe('docs/settings.md', () => {
  it('has one row for every setting `npm run settings` knows, and none for a setting the shop does not have', () => {
    const text = fs.readFileSync(new URL('../docs/settings.md', import.meta.url), 'utf8');
    const documented = [...text.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]);
    expect(documented.toSorted()).toEqual(Object.keys(siteSettingsSchema.shape).toSorted());
  });
});
