import { createPeriodicTask } from '../periodic-task';
import type { OrderService } from './order-service';

const SWEEP_EVERY_MS = 60_000;

/**
 * Card and Swish orders awaiting payment hold their stock for `holdMinutes` (PAYMENT_HOLD_MINUTES): on start and
 * every minute the expired ones are cancelled and give back what they took, so an abandoned payment page cannot
 * block a product for everyone else. Their payment requests are then withdrawn at the provider (`withdraw`), so
 * the payer cannot pay a released order; one paid meanwhile is settled as a late payment (decision 038).
 */
export function createPaymentHoldSweeper(orders: OrderService, options: {
  holdMinutes: number;
  withdraw?: (orderIds: readonly number[]) => Promise<void>;
  log?: (message: string) => void;
}) {
  return createPeriodicTask(
    async () => {
      const released = await orders.releaseExpiredHolds(options.holdMinutes);
      if (released.length === 0) return 0;
      options.log?.(`released ${released.length} order(s) whose payment hold of ${options.holdMinutes} min ran out`);
      await options.withdraw?.(released);
      return released.length;
    },
    { everyMs: SWEEP_EVERY_MS, onError: (error) => options.log?.(`payment hold sweep failed: ${String(error)}`) },
  );
}

export type PaymentHoldSweeper = ReturnType<typeof createPaymentHoldSweeper>;
