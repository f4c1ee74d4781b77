import pg from 'pg';

export interface CatalogNotifications {
  /** Stops listening and closes the connection. */
  stop(): Promise<void>;
}

export interface CatalogListenerHandlers {
  /** The catalog moved to this version (a NOTIFY from any process on this database and schema). */
  changed(version: number): void;
  /** Listening started or stopped: while it is down, the caches fall back to polling. */
  connected(live: boolean): void;
  log?: (message: string) => void;
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

/**
 * LISTEN on the channel of db/migrations/2026-12-03-01-catalog-change-notify.ts over a connection of its own (a
 * pooled one would be handed to queries), reconnecting with a growing pause when the connection is lost.
 */
export function listenForCatalogChanges(url: string, schema: string, handlers: CatalogListenerHandlers): CatalogNotifications {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  const channel = `catalog_changed_${schema}`;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(LONGEST_RETRY_MS, retryMs * 2);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      handlers.connected(false);
      if (!stopped) handlers.log?.(`catalog change listener lost its connection${error ? `: ${error.message}` : ''}; polling until it is back`);
      void next.end().catch(() => {});
      retry();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      const version = Number(message.payload);
      if (message.channel === channel && Number.isSafeInteger(version)) handlers.changed(version);
    });
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      retryMs = FIRST_RETRY_MS;
      handlers.connected(true);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const open = client;
      client = null;
      if (open) {
        handlers.connected(false);
        await open.end().catch(() => {});
      }
    },
  };
}
