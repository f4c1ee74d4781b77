import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createHousekeepingRepository } from '../../db/repositories/housekeeping-repository';
import { createPurgeJob, type PurgeJob } from '../../services/housekeeping/purge-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled purge of expired sessions, abandoned carts and lapsed newsletter sign-ups; `run()` purges now (tests, operations). */
    housekeeping: PurgeJob;
  }
}

export interface HousekeepingPluginOptions {
  db: Kysely<Database>;
  now?: () => Date;
}

/**
 * Starts the purge once the app is ready (the schema migrated, every plugin loaded) and stops it on close, before
 * the database closes: onClose hooks run last-registered first, and the database's was registered before this.
 */
export const housekeepingPlugin = fp<HousekeepingPluginOptions>(
  async (app, { db, now }) => {
    const job = createPurgeJob(createHousekeepingRepository(db), {
      now,
      log: (message) => app.log.info(message),
      onError: (error) => app.log.error({ err: error }, 'housekeeping purge failed'),
    });
    app.decorate('housekeeping', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'housekeeping' },
);
