import { createPeriodicTask } from '../periodic-task';
import type { OrderService } from './order-service';

const SWEEP_EVERY_MS = 60_000;

/**
 * Card orders awaiting payment hold their stock for `holdMinutes` (PAYMENT_HOLD_MINUTES): on start and every
 * minute the expired ones are cancelled and give back what they took, so an abandoned payment page cannot block
 * a product for everyone else.
 */
export function createPaymentHoldSweeper(orders: OrderService, options: { holdMinutes: number; log?: (message: string) => void }) {
  return createPeriodicTask(
    async () => {
      const released = await orders.releaseExpiredHolds(options.holdMinutes);
      if (released > 0) options.log?.(`released ${released} card order(s) whose payment hold of ${options.holdMinutes} min ran out`);
      return released;
    },
    { everyMs: SWEEP_EVERY_MS, onError: (error) => options.log?.(`payment hold sweep failed: ${String(error)}`) },
  );
}

export type PaymentHoldSweeper = ReturnType<typeof createPaymentHoldSweeper>;
