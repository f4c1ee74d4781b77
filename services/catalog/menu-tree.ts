import type { CategoryNode } from './catalog-snapshot';

/** A main category as every page's chrome carries it: enough for the menus' first level, the nav links and the footer. */
export interface MenuEntry {
  id: number;
  name: string;
  url: string;
  /** Shown in the mega menu beside a main category without subcategories. */
  image: string | null;
  hasChildren: boolean;
}

/** The menus' deeper levels, fetched once per catalog version (GET {@link menuTreePath}), never sent in a page's data. */
export interface MenuNode {
  id: number;
  name: string;
  url: string;
  children: MenuNode[];
}

/** The address of the menu tree of one catalog version: the answer never changes, so the browser caches it for good. */
export function menuTreePath(version: number): string {
  return `/api/menu/${version}`;
}

/** The main categories the menus list: those with listed products. */
function mainCategories(categories: readonly CategoryNode[]): CategoryNode[] {
  return categories.filter((c) => c.productCount > 0);
}

export function menuEntries(categories: readonly CategoryNode[]): MenuEntry[] {
  return mainCategories(categories).map((c) => ({ id: c.id, name: c.name, url: c.url, image: c.image, hasChildren: c.children.length > 0 }));
}

function toNode(node: CategoryNode): MenuNode {
  return { id: node.id, name: node.name, url: node.url, children: node.children.map(toNode) };
}

export function menuTree(categories: readonly CategoryNode[]): MenuNode[] {
  return mainCategories(categories).map(toNode);
}
