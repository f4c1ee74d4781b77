import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createCatalogRepository } from '../db/repositories/catalog-repository';
import { createSessionRepository } from '../db/repositories/session-repository';
import { createCatalogService } from './catalog/catalog-service';
import { createSessionService } from './session-service';

export interface ServiceOptions {
  sessionSecret: string;
  now?: () => Date;
}

/** Wires repositories into the use cases; the server and the React Router loaders get this object. */
export function createServices(db: Kysely<Database>, options: ServiceOptions) {
  return {
    catalog: createCatalogService(createCatalogRepository(db), { now: options.now }),
    sessions: createSessionService(createSessionRepository(db), { secret: options.sessionSecret, now: options.now }),
  };
}

export type Services = ReturnType<typeof createServices>;
