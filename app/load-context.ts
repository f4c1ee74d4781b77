import type { Services } from '../services/container';
import type { Session } from '../services/session-service';

/** What the Fastify page handler hands every loader and action. */
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    session: Session;
    csrfToken: string;
    scriptNonce: string;
  }
}

export {};
