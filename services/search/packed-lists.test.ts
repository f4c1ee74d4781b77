import { describe, expect, it } from 'vitest';
import { HashedIds, PackedLists } from './packed-lists';

describe('PackedLists', () => {
  it('gives each key its own list, empty for a missing one, and sets its bits', () => {
    const lists = PackedLists.of([[1, 5], undefined, [], [40]], 5);
    expect(lists.keys).toBe(5);
    expect([...lists.list(0)]).toEqual([1, 5]);
    expect(lists.length(1)).toBe(0);
    expect(lists.length(2)).toBe(0);
    expect([...lists.list(3)]).toEqual([40]);
    expect(lists.length(4)).toBe(0);
    const bits = new Uint32Array(2);
    lists.setBits(bits, 0);
    lists.setBits(bits, 3);
    expect([...bits]).toEqual([(1 << 1) | (1 << 5), 1 << 8]);
  });
});

describe('HashedIds', () => {
  const candidatesOf = (ids: HashedIds, key: string) => {
    const found: number[] = [];
    ids.candidates(key, (id) => found.push(id));
    return found;
  };

  it('finds every id filed under a key, each once, and nothing under a key never filed', () => {
    const ids = HashedIds.build((add) => {
      add('diskmaskin', 3);
      add('diskmaskin', 7);
      add('diskmaskin', 3);
      add('tvätt', 1);
    });
    expect(candidatesOf(ids, 'diskmaskin').sort()).toEqual([3, 7]);
    expect(candidatesOf(ids, 'tvätt')).toEqual([1]);
    expect(candidatesOf(ids, 'kyl')).toEqual([]);
    expect(candidatesOf(HashedIds.build(() => {}), 'kyl')).toEqual([]);
  });

  it('still finds every id when ids are wider than the room beside a full hash', () => {
    const keys = Array.from({ length: 5_000 }, (_, i) => `ord${i}`);
    // Ids above 2^21 leave fewer bits for the hash: more candidates, never a filed id missed.
    const idOf = (i: number) => 3_000_000 + i * 7;
    const ids = HashedIds.build((add) => keys.forEach((key, i) => add(key, idOf(i))));
    keys.forEach((key, i) => expect(candidatesOf(ids, key)).toContain(idOf(i)));
    const strays = keys.reduce((sum, key) => sum + candidatesOf(ids, key).length - 1, 0);
    expect(strays).toBeLessThan(5);
  });
});
