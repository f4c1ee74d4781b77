/** A category as the tree walks know it: where it hangs. */
export interface TreeCategory {
  id: number;
  parentId: number | null;
}

/**
 * The category with `id` and its ancestors, nearest first (empty for an unknown id): the one walk up the category
 * tree that breadcrumbs, category trails, discount scopes and per-category counts share. A tree stored with a cycle
 * (hand-edited) ends the walk after as many steps as there are categories instead of looping for ever.
 */
export function ancestry<C extends TreeCategory>(byId: ReadonlyMap<number, C>, id: number): C[] {
  const chain: C[] = [];
  for (let node = byId.get(id); node && chain.length < byId.size; node = node.parentId === null ? undefined : byId.get(node.parentId)) {
    chain.push(node);
  }
  return chain;
}

/**
 * The ids of the category with `id` and its ancestors, nearest first. A category the tree does not know stands alone,
 * so a discount or campaign scoped to exactly that id still matches it.
 */
export function ancestryIds(byId: ReadonlyMap<number, TreeCategory>, id: number): number[] {
  const chain = ancestry(byId, id).map((node) => node.id);
  return chain.length > 0 ? chain : [id];
}
