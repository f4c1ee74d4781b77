import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CheckoutState, CheckoutBlock } from '../../../common/contract/checkout';
import { svCheckout } from '../../../common/copy/sv-checkout';
import type { CheckoutRefresh } from '../cart/checkout-refresh';
import { useCartStore } from '../../lib/cart-store';
import { errorMessage } from '../../lib/http';
import { checkoutCalls } from './checkout-calls';

export interface UpdateError {
  block: CheckoutBlock;
  message: string;
}

/** The radio groups whose choice is sent as an update. */
export type ChoiceGroup = 'country_code' | 'customer_type' | 'delivery_type_id' | 'shipping_option_id' | 'payment_type_id';

export interface CheckoutController {
  state: CheckoutState;
  /** An update is in flight: the form is greyed and disabled (spec section 4). */
  busy: boolean;
  updateError: UpdateError | null;
  /**
   * Sends one checkout update and applies the state it answers; a refusal is shown in the block it came from.
   * The radio just chosen shows as chosen while the update is in flight (and goes back if it is refused).
   */
  update(block: CheckoutBlock, call: () => Promise<CheckoutState>, choice?: { group: ChoiceGroup; value: string }): Promise<void>;
  /** The value a radio group shows: the choice on its way to the server, else the state's. */
  chosen(group: ChoiceGroup, current: string | number | null): string | null;
  /** Runs work that answers a new state or its own error (the postal code lookup) while the form is disabled. */
  hold<T>(work: () => Promise<T>): Promise<T>;
  apply(state: CheckoutState): void;
  /** Reads the checkout again (after a refused order: stock or the payment choice changed). */
  refresh(): Promise<void>;
  /** The cart widgets' calls on this page (quantities, codes): wait for each, then read the checkout again. */
  cartRefresh: CheckoutRefresh;
  /** Puts focus on this element once the form is enabled again (the first invalid field after a refused order). */
  focusWhenIdle(element: HTMLElement | null): void;
}

/**
 * Focus back to where it was; a control the update left disabled (the code form's 'Lägg till' once the code is
 * stored and the input cleared) hands it to the first usable field of its own form.
 */
function focusBack(element: HTMLElement): void {
  if (!element.matches(':disabled')) {
    element.focus();
    return;
  }
  element.closest('form')?.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), textarea:not(:disabled)')?.focus();
}

/**
 * The checkout page's state: seeded by the server render, then replaced by every update's answer. Updates run
 * one after another, so answers apply in the order they were asked for. While any runs, `busy` disables the
 * form; disabling the control that has focus drops it to <body>, so focus goes back to it once the form is enabled.
 */
export function useCheckout(initial: CheckoutState): CheckoutController {
  const [state, setState] = useState(initial);
  const [inFlight, setInFlight] = useState(0);
  const [updateError, setUpdateError] = useState<UpdateError | null>(null);
  const [pendingChoices, setPendingChoices] = useState<Partial<Record<ChoiceGroup, string>>>({});
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const running = useRef(0);
  const focusBefore = useRef<Element | null>(null);
  const focusNext = useRef<HTMLElement | null>(null);
  const hadProducts = useRef(initial.cart.products.length > 0);

  useEffect(() => setState(initial), [initial]);

  // Every checkout answer carries the cart as it now is: the cart lines, the toggle and the side panel show that one.
  // Choosing Företag turns every amount excl. VAT, the lines' too, and the cart page keeps it after leaving.
  const cartStore = useCartStore();
  useEffect(() => cartStore.seed(state.cart), [cartStore, state.cart]);

  // The spec: when the cart becomes empty on the checkout page, the page reloads (and shows the empty state).
  useEffect(() => {
    const hasProducts = state.cart.products.length > 0;
    if (hadProducts.current && !hasProducts) window.location.reload();
    hadProducts.current = hasProducts;
  }, [state]);

  const hold = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    // Remembered before the re-render disables the control, which would move focus to <body>.
    if (running.current === 0) focusBefore.current = document.activeElement;
    running.current += 1;
    setInFlight((n) => n + 1);
    const result = queue.current.then(work);
    queue.current = result.catch(() => undefined);
    return result.finally(() => {
      running.current -= 1;
      setInFlight((n) => n - 1);
    });
  }, []);

  // Failures of the show call are ignored (spec section 8): the page keeps what it shows.
  const readState = useCallback(() => checkoutCalls.show().then(setState, () => undefined), []);

  const refresh = useCallback(() => hold(readState), [hold, readState]);

  const update = useCallback(
    (block: CheckoutBlock, call: () => Promise<CheckoutState>, choice?: { group: ChoiceGroup; value: string }) => {
      if (choice) setPendingChoices((current) => ({ ...current, [choice.group]: choice.value }));
      return hold(async () => {
        setUpdateError(null);
        try {
          setState(await call());
        } catch (error) {
          setUpdateError({ block, message: errorMessage(error, svCheckout.checkoutPage.updateFailed) });
        } finally {
          if (choice) setPendingChoices((current) => ({ ...current, [choice.group]: undefined }));
        }
      });
    },
    [hold],
  );

  const chosen = useCallback(
    (group: ChoiceGroup, current: string | number | null) => pendingChoices[group] ?? (current === null ? null : String(current)),
    [pendingChoices],
  );

  const cartRefresh = useMemo<CheckoutRefresh>(
    () => ({
      track: (call) => {
        void hold(async () => {
          await call.catch(() => undefined);
          await readState();
        });
      },
    }),
    [hold, readState],
  );

  const busy = inFlight > 0;
  useEffect(() => {
    if (busy) return;
    const requested = focusNext.current;
    const before = focusBefore.current;
    focusNext.current = null;
    focusBefore.current = null;
    if (requested?.isConnected) {
      requested.focus();
      return;
    }
    // Only when the update left focus nowhere: a shopper who moved on keeps their place.
    const active = document.activeElement;
    if ((active === null || active === document.body) && before instanceof HTMLElement && before.isConnected) focusBack(before);
  }, [busy]);

  const focusWhenIdle = useCallback((element: HTMLElement | null) => {
    focusNext.current = element;
  }, []);

  return { state, busy, updateError, update, chosen, hold, apply: setState, refresh, cartRefresh, focusWhenIdle };
}
