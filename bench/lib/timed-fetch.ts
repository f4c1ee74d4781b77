import { Worker } from 'node:worker_threads';

/**
 * Times page loads from a thread of their own. A shopper's browser is another machine: timed from the server's own
 * thread, a page's time also held the client's share of that thread (its connection, the reading and decompressing
 * of the body), each step waiting its turn behind the load the server was answering.
 */
export function offThreadFetch() {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
    parentPort.on('message', async ({ id, url, headers }) => {
      const began = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        parentPort.postMessage({ id, ms: performance.now() - began, status: response.status });
      } catch (error) {
        parentPort.postMessage({ id, error: String(error) });
      }
    });`,
    { eval: true },
  );
  let next = 0;
  const waiting = new Map<number, (answer: { ms?: number; status?: number; error?: string }) => void>();
  worker.on('message', (answer: { id: number; ms?: number; status?: number; error?: string }) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  return {
    /** Milliseconds from sending the request to the last byte of the body. */
    async time(url: string, headers: Record<string, string>): Promise<number> {
      const id = next++;
      const answer = await new Promise<{ ms?: number; status?: number; error?: string }>((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, url, headers });
      });
      if (answer.error !== undefined || answer.status !== 200) throw new Error(`${url}: ${answer.error ?? answer.status}`);
      return answer.ms!;
    },
    close: () => worker.terminate(),
  };
}
