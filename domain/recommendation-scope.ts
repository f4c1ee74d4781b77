/**
 * Where 'Passar bra ihop med' looks for products that go with a cart's products (issue 11 item 19): never in the
 * products' own kind (the subtree of their level-2 category, or of their level-1 category when they sit there: a TV
 * never suggests more TVs), but in the rest of their main categories (for a TV: TV accessories, speakers,
 * headphones). What was ordered together with them comes first wherever it is, except in their own kind.
 */
export interface ScopeCategory {
  id: number;
  parentId: number | null;
  level: number;
}

export function recommendationScope(
  categoryIds: readonly number[],
  categories: readonly ScopeCategory[],
): { related: number[]; excluded: number[] } {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const children = new Map<number, number[]>();
  for (const c of categories) if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const subtree = (id: number, into: Set<number>) => {
    into.add(id);
    for (const child of children.get(id) ?? []) subtree(child, into);
  };
  const excluded = new Set<number>();
  const related = new Set<number>();
  for (const id of categoryIds) {
    let kind = byId.get(id);
    if (!kind) {
      excluded.add(id);
      continue;
    }
    while (kind.level > 2 && kind.parentId !== null && byId.has(kind.parentId)) kind = byId.get(kind.parentId)!;
    let root = kind;
    while (root.parentId !== null && byId.has(root.parentId)) root = byId.get(root.parentId)!;
    subtree(kind.id, excluded);
    subtree(root.id, related);
  }
  for (const id of excluded) related.delete(id);
  const ascending = (a: number, b: number) => a - b;
  return { related: [...related].sort(ascending), excluded: [...excluded].sort(ascending) };
}
