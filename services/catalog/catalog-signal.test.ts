import { describe, expect, it } from 'vitest';
import { createCatalogSignal } from './catalog-signal';

describe('the catalog signal', () => {
  it('tells each listener of each version once, though a change is announced twice (its commit and the NOTIFY)', () => {
    const signal = createCatalogSignal();
    const heard: number[] = [];
    signal.listen(({ version }) => heard.push(version));
    signal.emit({ version: 4 });
    signal.emit({ version: 4 });
    signal.emit({ version: 5 });
    // A database restored to an earlier version is a change too.
    signal.emit({ version: 2 });
    expect(heard).toEqual([4, 5, 2]);
  });
});
