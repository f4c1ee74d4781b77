import { describe, expect, it } from 'vitest';
import { ancestry, ancestryIds } from './category-tree';

const tree = new Map(
  [
    { id: 1, parentId: null, name: 'Ljud' },
    { id: 2, parentId: 1, name: 'Hörlurar' },
    { id: 3, parentId: 2, name: 'Trådlösa' },
  ].map((c) => [c.id, c]),
);

describe('ancestry', () => {
  it('walks from a category up to its top category, nearest first', () => {
    expect(ancestry(tree, 3).map((c) => c.name)).toEqual(['Trådlösa', 'Hörlurar', 'Ljud']);
  });

  it('is the category alone at the top, and empty for an unknown id', () => {
    expect(ancestry(tree, 1).map((c) => c.id)).toEqual([1]);
    expect(ancestry(tree, 99)).toEqual([]);
  });

  it('stops on a tree stored with a cycle instead of looping', () => {
    const cyclic = new Map([
      [1, { id: 1, parentId: 2 }],
      [2, { id: 2, parentId: 1 }],
    ]);
    expect(ancestry(cyclic, 1).map((c) => c.id)).toEqual([1, 2]);
  });

  it('ends where a parent is missing', () => {
    expect(ancestry(new Map([[5, { id: 5, parentId: 4 }]]), 5).map((c) => c.id)).toEqual([5]);
  });
});

describe('ancestryIds', () => {
  it('is the ids of the chain, and an unknown category alone', () => {
    expect(ancestryIds(tree, 3)).toEqual([3, 2, 1]);
    expect(ancestryIds(tree, 42)).toEqual([42]);
  });
});
