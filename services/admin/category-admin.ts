import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createCategoryRepository, type CategoryRepository, type CategoryRow } from '../../db/repositories/category-repository';
import {
  categoryUrl,
  createsCycle,
  fitsUnder,
  slugOf,
  subtreeHeight,
  validateCategory,
  type CategoryField,
  type CategoryForm,
} from '../../domain/catalog-structure';
import { movedOrder } from '../../domain/moved-order';
import { rebasedUrl } from '../../domain/url-redirects';
import type { Actor } from './audit-log';
import type { CatalogChange, CatalogWork } from './catalog-change';

/** A category as the back office lists it. */
export interface CategoryAdminNode {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  url: string;
  slug: string;
  description: string;
  seoTitle: string | null;
  metaDescription: string | null;
  visible: boolean;
  position: number;
  /** Products filed directly in this category. */
  productCount: number;
  children: CategoryAdminNode[];
}

export type CategoryRefusal = 'unknown' | 'parent' | 'cycle' | 'too_deep' | 'slug_taken' | 'product_url_taken' | 'has_products' | 'has_children';
export type CategoryChange =
  | { ok: true; id: number; changed: boolean }
  | { ok: false; reason: CategoryRefusal }
  | { ok: false; reason: 'invalid'; errors: Partial<Record<CategoryField, true>> };

const bySiblingOrder = (a: CategoryRow, b: CategoryRow) => a.position - b.position || a.id - b.id;

/**
 * The category tree as the back office changes it (issue 18): create, rename, move under another parent, order
 * among siblings, publish, delete. Every change reads the whole tree locked (PostgreSQL: FOR UPDATE; SQLite
 * serialises writers), so two moves at once can never make a cycle between them and two reorders never leave two
 * siblings on one position; it writes its audit entry and moves the catalog version in the same transaction.
 */
export function createCategoryAdmin(db: Kysely<Database>, change: CatalogChange) {
  const categories = createCategoryRepository(db);

  /** Category writes take the change's transaction, so they commit with its audit entry and version move or not at all. */
  const changeCategories = <T>(actor: Actor, work: (w: CatalogWork, repository: CategoryRepository) => Promise<T>) =>
    change(actor, (w) => work(w, createCategoryRepository(w.trx)));

  /** Whether an address is another page's: a category outside `except`, a product or an info page. */
  async function addressTaken(repository: CategoryRepository, url: string, except: ReadonlySet<number>, tree: readonly CategoryRow[]): Promise<boolean> {
    if (tree.some((c) => c.url === url && !except.has(c.id))) return true;
    return repository.addressHeldByProductOrPage(url);
  }

  /** The products of re-addressed categories whose address sits under the category's, with their new address (locked on PostgreSQL). */
  async function productsFollowing(repository: CategoryRepository, moves: readonly { id: number; from: string; to: string }[]) {
    if (moves.length === 0) return [];
    const rows = await repository.lockedProductsIn(moves.map((m) => m.id));
    const moveOf = new Map(moves.map((m) => [m.id, m]));
    const out: { id: number; from: string; to: string }[] = [];
    for (const row of rows) {
      const move = moveOf.get(row.category_id)!;
      const to = rebasedUrl(row.url, move.from, move.to);
      if (to !== null) out.push({ id: row.id, from: row.url, to });
    }
    return out;
  }

  /** Whether a product's new address is already another page's: a product that stays, a category, an info page. */
  async function productAddressesTaken(repository: CategoryRepository, moving: readonly { id: number; to: string }[], categoryUrls: ReadonlySet<string>): Promise<boolean> {
    if (moving.some((p) => categoryUrls.has(p.to))) return true;
    const movingIds = new Set(moving.map((p) => p.id));
    for (let i = 0; i < moving.length; i += 500) {
      const urls = moving.slice(i, i + 500).map((p) => p.to);
      const { productIds, infoPage } = await repository.holdersOf(urls);
      if (infoPage || productIds.some((productId) => !movingIds.has(productId))) return true;
    }
    return false;
  }

  function snapshotOf(row: CategoryRow) {
    return { name: row.name, url: row.url, parent_id: row.parent_id, level: row.level, position: row.position, visible: row.visible === 1, seo_title: row.seo_title, meta_description: row.meta_description, description: row.description };
  }

  const finish = (w: CatalogWork, action: string, id: number, before: unknown, after: unknown) => w.changed({ action, entityType: 'category', entityId: id, before, after });

  return {
    /** The whole tree, hidden categories too, each level in its order. */
    async tree(): Promise<CategoryAdminNode[]> {
      const [rows, count] = await Promise.all([categories.all(), categories.productCounts()]);
      const nodes = new Map<number, CategoryAdminNode>();
      for (const row of [...rows].sort(bySiblingOrder)) {
        nodes.set(row.id, {
          id: row.id, parentId: row.parent_id, level: row.level, name: row.name, url: row.url, slug: slugOf(row.url), description: row.description,
          seoTitle: row.seo_title, metaDescription: row.meta_description, visible: row.visible === 1, position: row.position,
          productCount: count.get(row.id) ?? 0, children: [],
        });
      }
      const roots: CategoryAdminNode[] = [];
      for (const node of nodes.values()) {
        const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      return roots;
    },

    async create(form: CategoryForm, actor: Actor): Promise<CategoryChange> {
      const checked = validateCategory(form);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const { category } = checked;
      return changeCategories(actor, async (w, repository) => {
        const tree = await repository.lockedTree();
        const parent = category.parentId === null ? null : tree.find((c) => c.id === category.parentId);
        if (parent === undefined) return { ok: false, reason: 'parent' };
        if (!fitsUnder(parent?.level ?? 0, 1)) return { ok: false, reason: 'too_deep' };
        const url = categoryUrl(parent?.url ?? null, category.slug);
        if (await addressTaken(repository, url, new Set(), tree)) return { ok: false, reason: 'slug_taken' };
        const siblings = tree.filter((c) => c.parent_id === (parent?.id ?? null));
        const row = await repository.insert({
          parent_id: parent?.id ?? null, level: (parent?.level ?? 0) + 1, name: category.name, url, description: category.description,
          seo_title: category.seoTitle, meta_description: category.metaDescription, visible: category.visible ? 1 : 0,
          position: siblings.reduce((max, c) => Math.max(max, c.position + 1), 0),
        });
        await w.redirects.release([url]);
        await finish(w, 'category.create', row.id, null, snapshotOf(row));
        return { ok: true, id: row.id, changed: true };
      });
    },

    /** Renames, re-addresses, re-describes, publishes and moves (a new parent) a category, its subtree following. */
    async update(id: number, form: CategoryForm, actor: Actor): Promise<CategoryChange> {
      const checked = validateCategory(form);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const { category } = checked;
      return changeCategories(actor, async (w, repository) => {
        const tree = await repository.lockedTree();
        const before = tree.find((c) => c.id === id);
        if (!before) return { ok: false, reason: 'unknown' };
        const parent = category.parentId === null ? null : tree.find((c) => c.id === category.parentId);
        if (parent === undefined) return { ok: false, reason: 'parent' };
        const parentOf = new Map(tree.map((c) => [c.id, c.parent_id]));
        if (createsCycle(id, parent?.id ?? null, parentOf)) return { ok: false, reason: 'cycle' };
        const childrenOf = new Map<number, number[]>();
        for (const c of tree) if (c.parent_id !== null) childrenOf.set(c.parent_id, [...(childrenOf.get(c.parent_id) ?? []), c.id]);
        if (!fitsUnder(parent?.level ?? 0, subtreeHeight(id, childrenOf))) return { ok: false, reason: 'too_deep' };

        // The subtree's new addresses and levels, top down.
        const moved = before.parent_id !== (parent?.id ?? null);
        const placed = new Map<number, { url: string; level: number }>();
        const place = (nodeId: number, parentUrl: string | null, level: number, slug: string) => {
          placed.set(nodeId, { url: categoryUrl(parentUrl, slug), level });
          for (const child of childrenOf.get(nodeId) ?? []) place(child, placed.get(nodeId)!.url, level + 1, slugOf(tree.find((c) => c.id === child)!.url));
        };
        place(id, parent?.url ?? null, (parent?.level ?? 0) + 1, category.slug);
        const subtree = new Set(placed.keys());
        for (const [nodeId, { url }] of placed) {
          const old = tree.find((c) => c.id === nodeId)!;
          if (old.url !== url && (await addressTaken(repository, url, subtree, tree))) return { ok: false, reason: 'slug_taken' };
        }
        const position = moved ? tree.filter((c) => c.parent_id === (parent?.id ?? null)).reduce((max, c) => Math.max(max, c.position + 1), 0) : before.position;
        const after = {
          ...before, parent_id: parent?.id ?? null, level: placed.get(id)!.level, name: category.name, url: placed.get(id)!.url, description: category.description,
          seo_title: category.seoTitle, meta_description: category.metaDescription, visible: category.visible ? 1 : 0, position,
        };
        if (JSON.stringify(snapshotOf(before)) === JSON.stringify(snapshotOf(after))) return { ok: true, id, changed: false };

        // The products filed in a re-addressed category move with it, so their addresses keep naming their category.
        const readdressed = [...placed].filter(([nodeId, p]) => tree.find((c) => c.id === nodeId)!.url !== p.url);
        const products = await productsFollowing(repository, readdressed.map(([nodeId, p]) => ({ id: nodeId, from: tree.find((c) => c.id === nodeId)!.url, to: p.url })));
        const categoryUrlsAfter = new Set(tree.filter((c) => !placed.has(c.id)).map((c) => c.url).concat([...placed.values()].map((p) => p.url)));
        if (await productAddressesTaken(repository, products, categoryUrlsAfter)) return { ok: false, reason: 'product_url_taken' };

        // Addresses are unique: the subtree steps aside first, so no row meets another's old address on its way.
        const changedUrls = [...placed].filter(([nodeId, p]) => tree.find((c) => c.id === nodeId)!.url !== p.url || tree.find((c) => c.id === nodeId)!.level !== p.level);
        for (const [nodeId] of changedUrls) await repository.update(nodeId, { url: `~${nodeId}~${w.nowIso}` });
        for (const [nodeId, p] of changedUrls) {
          if (nodeId !== id) await repository.update(nodeId, { url: p.url, level: p.level });
        }
        await repository.update(id, {
          parent_id: after.parent_id, level: after.level, name: after.name, url: after.url, description: after.description, seo_title: after.seo_title,
          meta_description: after.meta_description, visible: after.visible, position: after.position,
        });
        for (const { id: categoryId, from, to } of readdressed.map(([nodeId, p]) => ({ id: nodeId, from: tree.find((c) => c.id === nodeId)!.url, to: p.url }))) {
          await repository.rebaseProductUrls(categoryId, from, to);
        }
        // Every address the subtree and its products left leads to them now; the ones they took stop leading elsewhere.
        await w.redirects.release([...readdressed.map(([, p]) => p.url), ...products.map((p) => p.to)]);
        await w.redirects.keep(
          [
            ...readdressed.map(([nodeId]) => ({ oldUrl: tree.find((c) => c.id === nodeId)!.url, target: { categoryId: nodeId } })),
            ...products.map((p) => ({ oldUrl: p.from, target: { productId: p.id } })),
          ],
          w.nowIso,
        );
        await finish(w, moved ? 'category.move' : 'category.update', id, snapshotOf(before), { ...snapshotOf(after), products_readdressed: products.length });
        return { ok: true, id, changed: true };
      });
    },

    /** One step up or down among its siblings; the siblings' positions are stored as 0..n-1 afterwards. */
    async reorder(id: number, direction: 'up' | 'down', actor: Actor): Promise<CategoryChange> {
      return changeCategories(actor, async (w, repository) => {
        const tree = await repository.lockedTree();
        const row = tree.find((c) => c.id === id);
        if (!row) return { ok: false, reason: 'unknown' };
        const siblings = tree.filter((c) => c.parent_id === row.parent_id).sort(bySiblingOrder);
        const before = siblings.map((c) => c.id);
        const order = movedOrder(before, id, direction);
        let changed = false;
        for (const [position, siblingId] of order.entries()) {
          if (siblings.find((c) => c.id === siblingId)!.position === position) continue;
          changed = true;
          await repository.update(siblingId, { position });
        }
        if (!changed) return { ok: true, id, changed: false };
        await finish(w, 'category.reorder', id, { siblings: before }, { siblings: order });
        return { ok: true, id, changed: true };
      });
    },

    /** Deletes a category that holds no products and no subcategories (its specification groups' links go with it). */
    async remove(id: number, actor: Actor): Promise<CategoryChange> {
      return changeCategories(actor, async (w, repository) => {
        const tree = await repository.lockedTree();
        const row = tree.find((c) => c.id === id);
        if (!row) return { ok: false, reason: 'unknown' };
        if (tree.some((c) => c.parent_id === id)) return { ok: false, reason: 'has_children' };
        if (await repository.hasProducts(id)) return { ok: false, reason: 'has_products' };
        await repository.remove(id);
        await finish(w, 'category.delete', id, snapshotOf(row), null);
        return { ok: true, id, changed: true };
      });
    },
  };
}

export type CategoryAdmin = ReturnType<typeof createCategoryAdmin>;
