import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createCatalogIndexRepository } from '../db/repositories/catalog-index-repository';
import { createCartRepository } from '../db/repositories/cart-repository';
import { createCatalogRepository } from '../db/repositories/catalog-repository';
import { createSessionRepository } from '../db/repositories/session-repository';
import { createCartService } from './cart/cart-service';
import { createCatalogIndexService } from './catalog-index/catalog-index-service';
import { createCatalogService } from './catalog/catalog-service';
import { createFilterService } from './catalog/filter-service';
import { createSessionService } from './session-service';

export interface ServiceOptions {
  sessionSecret: string;
  now?: () => Date;
  log?: (message: string) => void;
}

/** Wires repositories into the use cases; the server and the React Router loaders get this object. */
export function createServices(db: Kysely<Database>, options: ServiceOptions) {
  const catalog = createCatalogService(createCatalogRepository(db), { now: options.now });
  const catalogIndex = createCatalogIndexService(createCatalogIndexRepository(db), { now: options.now, log: options.log });
  return {
    catalog,
    catalogIndex,
    filter: createFilterService({ index: catalogIndex, catalog }),
    cart: createCartService(createCartRepository(db), { catalog, now: options.now }),
    sessions: createSessionService(createSessionRepository(db), { secret: options.sessionSecret, now: options.now }),
  };
}

export type Services = ReturnType<typeof createServices>;
