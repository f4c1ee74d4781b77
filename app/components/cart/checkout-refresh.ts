import { createContext, useContext } from 'react';

/**
 * On the checkout page a quantity or code change also changes the checkout (totals, delivery options, payment
 * types, the payment form), so the page provides this: the cart widgets then send their calls with
 * refresh_checkout=1 (the spec) and hand each call to `track`, which greys the checkout until it is answered and
 * the checkout is read again. Everywhere else it is absent and the widgets behave as before.
 */
export interface CheckoutRefresh {
  track(call: Promise<unknown>): void;
}

export const CheckoutRefreshContext = createContext<CheckoutRefresh | null>(null);

export function useCheckoutRefresh(): CheckoutRefresh | null {
  return useContext(CheckoutRefreshContext);
}
