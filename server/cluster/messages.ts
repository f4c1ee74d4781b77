import type { Registry } from 'prom-client';

/** One worker's figures as prom-client writes them for aggregation. */
export type WorkerFigures = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

/** What a worker tells the cluster's primary over the IPC channel node:cluster gives them. */
export type WorkerMessage =
  /** The worker listens and its start work is done; `ready` false when the start failed (it stays not ready). */
  | { type: 'shop:started'; ready: boolean }
  /** The worker was asked for /metrics: it wants the whole cluster's figures. */
  | { type: 'shop:metrics-request'; id: number }
  /** The worker's own figures, asked for by the primary. */
  | { type: 'shop:figures'; id: number; figures: WorkerFigures };

/** What the primary tells a worker. */
export type PrimaryMessage =
  | { type: 'shop:metrics-answer'; id: number; body: string }
  | { type: 'shop:figures-request'; id: number };

const PRIMARY_TYPES = new Set(['shop:metrics-answer', 'shop:figures-request']);

function isShopMessage(message: unknown): message is { type: string } {
  return typeof message === 'object' && message !== null && typeof (message as { type?: unknown }).type === 'string' && (message as { type: string }).type.startsWith('shop:');
}

export function isWorkerMessage(message: unknown): message is WorkerMessage {
  return isShopMessage(message) && !PRIMARY_TYPES.has(message.type);
}

export function isPrimaryMessage(message: unknown): message is PrimaryMessage {
  return isShopMessage(message) && PRIMARY_TYPES.has(message.type);
}
