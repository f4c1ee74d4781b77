import type { Services } from '../services/container';
import type { Session } from '../services/session-service';
import type { StaffPrincipal } from '../services/admin/staff-service';

/** What the Fastify page handler hands every loader and action. */
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    session: Session;
    csrfToken: string;
    scriptNonce: string;
    /**
     * A page loader sets `shareable` when its answer depends on nothing but the address and the catalog for a visitor
     * without a stored session (empty cart, prices incl. VAT, not logged in): the server then serves the rendered
     * page to other such visitors, with their own CSRF token (docs/decisions/016).
     */
    sharing: { shareable: boolean };
    /** The logged-in staff member on a back-office page (/admin, issue 18); null elsewhere and for everyone else. */
    staff: StaffPrincipal | null;
  }
}

export {};
