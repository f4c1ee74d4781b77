import { useCallback, useSyncExternalStore } from 'react';
import { menuTreePath, type MenuNode } from '../../services/catalog/menu-tree';

type MenuTreeState = { status: 'idle' | 'loading' | 'failed'; tree: null } | { status: 'ready'; tree: MenuNode[] };

const IDLE: MenuTreeState = { status: 'idle', tree: null };
const states = new Map<number, MenuTreeState>();
const listeners = new Set<() => void>();

function setState(version: number, state: MenuTreeState): void {
  states.set(version, state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Fetches the menus' category tree of a catalog version once (again after a failure). The answer is cached by the
 * browser for good, so after the first page that opened a menu it comes from the cache.
 */
export function loadMenuTree(version: number): void {
  const status = states.get(version)?.status;
  if (status === 'loading' || status === 'ready') return;
  setState(version, { status: 'loading', tree: null });
  fetch(menuTreePath(version), { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<{ categories: MenuNode[] }>) : Promise.reject(new Error(`menu ${response.status}`))))
    .then((body) => setState(version, { status: 'ready', tree: body.categories }))
    .catch(() => setState(version, { status: 'failed', tree: null }));
}

/**
 * The menus' deeper levels: null until loaded (always on the server and while hydrating, so both render the same);
 * `load` starts the fetch, called when the visitor shows intent to open a menu.
 */
export function useMenuTree(version: number): { tree: MenuNode[] | null; failed: boolean; load(): void } {
  const state = useSyncExternalStore(subscribe, () => states.get(version) ?? IDLE, () => IDLE);
  const load = useCallback(() => loadMenuTree(version), [version]);
  return { tree: state.tree, failed: state.status === 'failed', load };
}
