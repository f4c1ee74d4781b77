import { outsideStatementLog } from '../../db/statement-log';
import type { OrderService } from './order-service';

const SWEEP_EVERY_MS = 60_000;

/**
 * Card orders awaiting payment hold their stock for `holdMinutes` (PAYMENT_HOLD_MINUTES): on start and every
 * minute the expired ones are cancelled and give back what they took, so an abandoned payment page cannot block
 * a product for everyone else.
 */
export function createPaymentHoldSweeper(orders: OrderService, options: { holdMinutes: number; log?: (message: string) => void }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  function sweep(): Promise<number> {
    running ??= outsideStatementLog(async () => {
      try {
        const released = await orders.releaseExpiredHolds(options.holdMinutes);
        if (released > 0) options.log?.(`released ${released} card order(s) whose payment hold of ${options.holdMinutes} min ran out`);
        return released;
      } catch (error) {
        options.log?.(`payment hold sweep failed: ${String(error)}`);
        return 0;
      } finally {
        running = null;
      }
    });
    return running;
  }

  return {
    holdMinutes: options.holdMinutes,
    start(): void {
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
      timer.unref();
      void sweep();
    },
    /** Runs one sweep now (and waits for it); returns how many orders it released. */
    sweep,
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}

export type PaymentHoldSweeper = ReturnType<typeof createPaymentHoldSweeper>;
