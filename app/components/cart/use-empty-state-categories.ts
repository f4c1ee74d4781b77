import { useEffect, useState } from 'react';
import type { EmptyStateCategory } from '../../../common/contract/cart';
import { useCartStore } from '../../lib/cart-store';

/**
 * The empty cart's category links, loaded the first time `active` turns true (the spec: the cart modal opens,
 * then loads them). A failed call is not shown to the shopper; the menu's categories stand in.
 */
export function useEmptyStateCategories(active: boolean, fallback: EmptyStateCategory[]): EmptyStateCategory[] {
  const store = useCartStore();
  const [categories, setCategories] = useState<EmptyStateCategory[] | null>(null);
  useEffect(() => {
    if (!active || categories !== null) return;
    let current = true;
    store.emptyStateCategories().then(
      (loaded) => current && setCategories(loaded),
      () => current && setCategories(fallback),
    );
    return () => {
      current = false;
    };
  }, [active, categories, store, fallback]);
  return categories ?? [];
}
