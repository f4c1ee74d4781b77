import type { CartOwner, StoredCart } from '../../db/repositories/cart-repository';

/** A visitor's cart as one call loaded it, with what prices it for them. */
export interface LoadedCart {
  owner: CartOwner;
  cart: StoredCart | null;
  isMember: boolean;
  includesVat: boolean;
}
