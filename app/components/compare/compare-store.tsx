import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ComparedProduct, CompareIndexResponse } from '../../../common/contract/compare';
import { MAX_COMPARED } from '../../../domain/compare';
import { sv } from '../../../common/copy/sv';
import { errorMessage, formBody, requestJson } from '../../lib/http';

/** localStorage keys (storefront.md section 9: the count and the bar's expanded state are kept there). */
export const COUNT_KEY = 'compare_products_count';
export const EXPANDED_KEY = 'compare_bar_expanded';

/** A message for the live regions; a new id per message, so the same text twice is announced twice. */
export interface CompareMessage {
  id: number;
  text: string;
}

export interface CompareState {
  /** False until the list was read from the server (the server render never knows it: pages are shared). */
  ready: boolean;
  /** The compared products, as the server listed them. */
  items: ComparedProduct[];
  /** A call is under way. */
  busy: boolean;
  /** What the shopper asked of a product whose call has not been answered yet: its checkbox shows it at once. */
  pending: Readonly<Record<number, boolean>>;
  expanded: boolean;
  announcement: CompareMessage | null;
  error: CompareMessage | null;
}

export type ChangeResult = { ok: true } | { ok: false; message: string };

const INDEX = '/api/internal/compare/index';

function itemsOf(list: CompareIndexResponse): ComparedProduct[] {
  return Object.values(list);
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full storage: the bar still works, it just forgets between visits.
  }
}

/**
 * The browser's compare list: read from the index call after hydration and replaced by the server's list after
 * every change (the spec's widget; a failed change leaves it as it was). A stored count of 0 spares the index call
 * on every page of a visitor who compares nothing; another tab's change (the storage event) reads it again.
 */
export class CompareStore {
  private state: CompareState = { ready: false, items: [], busy: false, pending: {}, expanded: false, announcement: null, error: null };
  private readonly listeners = new Set<() => void>();
  private messages = 0;
  // Calls run one after another, so each answer includes every earlier change and clicks never race.
  private queue: Promise<unknown> = Promise.resolve();
  private inFlight = 0;
  private readonly latestToggle = new Map<number, number>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CompareState => this.state;

  /** Reads the list (once after hydration, again when another tab changed it). */
  async load(): Promise<void> {
    const expanded = readStorage(EXPANDED_KEY) === '1';
    if (readStorage(COUNT_KEY) === '0') {
      this.set({ ready: true, items: [], expanded: false });
      return;
    }
    try {
      const items = itemsOf(await requestJson<CompareIndexResponse>(INDEX));
      this.set({ ready: true, items, expanded: expanded && items.length > 0 });
      writeStorage(COUNT_KEY, String(items.length));
    } catch {
      // Without the list the checkboxes stay usable: the server decides on every change anyway.
      this.set({ ready: true });
    }
  }

  /** Reads the list again when another tab changed the stored count. */
  onStorage = (event: StorageEvent): void => {
    if (event.key === COUNT_KEY && event.newValue !== String(this.state.items.length)) void this.load();
  };

  isCompared(productId: number): boolean {
    return this.state.items.some((item) => item.product_id === productId);
  }

  /** Whether a product's checkbox is checked: what the shopper last asked for, until the server answered. */
  isChecked(productId: number): boolean {
    return this.state.pending[productId] ?? this.isCompared(productId);
  }

  async toggle(productId: number, name: string): Promise<ChangeResult> {
    const want = !this.isChecked(productId);
    const token = (this.latestToggle.get(productId) ?? 0) + 1;
    this.latestToggle.set(productId, token);
    this.set({ pending: { ...this.state.pending, [productId]: want } });
    const result = await (want ? this.add(productId, name) : this.remove(productId, name));
    if (this.latestToggle.get(productId) === token) {
      const { [productId]: _done, ...pending } = this.state.pending;
      this.set({ pending });
    }
    return result;
  }

  /** `alert: false` leaves showing a refusal to the caller (the compare page's search shows it at its input). */
  async add(productId: number, name: string, options: { alert?: boolean } = {}): Promise<ChangeResult> {
    return this.change('/api/internal/compare/store', formBody({ product_id: productId }), sv.compare.added(name), options.alert ?? true);
  }

  async remove(productId: number, name: string): Promise<ChangeResult> {
    return this.change('/api/internal/compare/delete', formBody({ product_id: productId }), sv.compare.removed(name));
  }

  async clear(): Promise<ChangeResult> {
    return this.change('/api/internal/compare/clear', formBody({}), sv.compare.cleared);
  }

  setExpanded(expanded: boolean): void {
    writeStorage(EXPANDED_KEY, expanded ? '1' : '0');
    this.set({ expanded });
  }

  dismissError(): void {
    this.set({ error: null });
  }

  private change(url: string, body: URLSearchParams, announcement: string, alert = true): Promise<ChangeResult> {
    this.inFlight += 1;
    this.set({ busy: true, error: null });
    const result = this.queue.then(() => this.call(url, body, announcement, alert));
    this.queue = result;
    return result.finally(() => {
      this.inFlight -= 1;
      if (this.inFlight === 0) this.set({ busy: false });
    });
  }

  private async call(url: string, body: URLSearchParams, announcement: string, alert: boolean): Promise<ChangeResult> {
    try {
      const items = itemsOf(await requestJson<CompareIndexResponse>(url, { method: 'POST', body }));
      const before = this.state.items.length;
      // The bar opens by itself when the first product arrives and closes when the list empties.
      const expanded = items.length === 0 ? false : before === 0 ? true : this.state.expanded;
      writeStorage(COUNT_KEY, String(items.length));
      writeStorage(EXPANDED_KEY, expanded ? '1' : '0');
      this.set({ items, expanded, announcement: this.message(announcement) });
      return { ok: true };
    } catch (error) {
      const message = errorMessage(error, sv.compare.failed);
      this.set({ error: alert ? this.message(message) : null });
      return { ok: false, message };
    }
  }

  private message(text: string): CompareMessage {
    this.messages += 1;
    return { id: this.messages, text };
  }

  private set(patch: Partial<CompareState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

const CompareContext = createContext<CompareStore | null>(null);

/** One store per page tree; the list is read after hydration, never during the server render. */
export function CompareProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(() => new CompareStore());
  useEffect(() => {
    void store.load();
    window.addEventListener('storage', store.onStorage);
    return () => window.removeEventListener('storage', store.onStorage);
  }, [store]);
  return <CompareContext.Provider value={store}>{children}</CompareContext.Provider>;
}

/** The store, or null outside a provider (a card rendered on its own). */
export function useCompareStore(): CompareStore | null {
  return useContext(CompareContext);
}

const idle: CompareState = { ready: false, items: [], busy: false, pending: {}, expanded: false, announcement: null, error: null };
const noSubscription = () => () => undefined;

export function useCompare(): CompareState {
  const store = useCompareStore();
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? (() => idle), () => idle);
}

/** How many products the list will hold once the calls under way are answered. */
function expectedCount(state: CompareState): number {
  const ids = new Set(state.items.map((item) => item.product_id));
  for (const [id, want] of Object.entries(state.pending)) {
    if (want) ids.add(Number(id));
    else ids.delete(Number(id));
  }
  return ids.size;
}

/** Whether the list is (about to be) full: a product not in it cannot be added. */
export function isFull(state: CompareState): boolean {
  return expectedCount(state) >= MAX_COMPARED;
}
