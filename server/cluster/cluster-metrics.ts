import type { Worker } from 'node:cluster';
import client from 'prom-client';
import { isPrimaryMessage, isWorkerMessage, type PrimaryMessage, type WorkerFigures, type WorkerMessage } from './messages';

/** How long a worker waits for the whole cluster's figures before /metrics answers 503. */
const ASK_TIMEOUT_MS = 5_000;
/** How long the primary waits for each worker's figures; a worker that has not answered by then is left out. */
const GATHER_TIMEOUT_MS = 2_000;

/**
 * In a worker: how /metrics reads the figures of every worker together. A scrape reaches one worker (the primary
 * hands connections round-robin), so that worker asks the primary, which gathers each started worker's figures and
 * aggregates them (prom-client's cluster aggregation: counters and histograms summed, gauges as each declares).
 * The worker also answers the primary's requests for its own figures.
 */
export function clusterMetricsReader(registry: client.Registry): () => Promise<string> {
  let next = 0;
  const waiting = new Map<number, (body: string) => void>();
  process.on('message', (message: unknown) => {
    if (!isPrimaryMessage(message)) return;
    if (message.type === 'shop:figures-request') {
      void registry.getMetricsAsJSON().then((figures) => process.send?.({ type: 'shop:figures', id: message.id, figures } satisfies WorkerMessage));
      return;
    }
    waiting.get(message.id)?.(message.body);
    waiting.delete(message.id);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not answer with the metrics'));
      }, ASK_TIMEOUT_MS);
      waiting.set(id, (body) => (clearTimeout(timer), resolve(body)));
      process.send!({ type: 'shop:metrics-request', id } satisfies WorkerMessage);
    });
}

/**
 * In the primary: answers a worker's request with the figures of every worker that has started (one still building
 * its index has nothing to say and would not answer yet) and the primary's own.
 */
export function serveClusterMetrics(primaryRegistry: client.Registry, startedWorkers: () => Worker[]): { onMessage(worker: Worker, message: unknown): void } {
  let next = 0;

  function figuresOf(worker: Worker): Promise<WorkerFigures | null> {
    const id = next++;
    return new Promise((resolve) => {
      const done = (figures: WorkerFigures | null) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        resolve(figures);
      };
      const onMessage = (message: unknown) => {
        if (isWorkerMessage(message) && message.type === 'shop:figures' && message.id === id) done(message.figures);
      };
      const onExit = () => done(null);
      const timer = setTimeout(() => done(null), GATHER_TIMEOUT_MS);
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.send({ type: 'shop:figures-request', id } satisfies PrimaryMessage);
    });
  }

  return {
    onMessage(worker, message) {
      if (!isWorkerMessage(message) || message.type !== 'shop:metrics-request') return;
      void Promise.all([Promise.all(startedWorkers().map(figuresOf)), primaryRegistry.metrics()]).then(async ([figures, own]) => {
        const workers = await client.AggregatorRegistry.aggregate(figures.filter((f): f is WorkerFigures => f !== null)).metrics();
        if (worker.isConnected()) worker.send({ type: 'shop:metrics-answer', id: message.id, body: workers + own } satisfies PrimaryMessage);
      });
    },
  };
}
