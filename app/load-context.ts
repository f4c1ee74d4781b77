import type { Services } from '../services/container';
import type { Session } from '../services/session-service';
import type { PageShopper } from '../services/pages/page-shopper';
import type { StaffPrincipal } from '../services/admin/staff-service';

/** What the Fastify page handler hands every loader and action. */
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    session: Session;
    csrfToken: string;
    scriptNonce: string;
    /**
     * A page loader sets `shareable` when its answer depends on nothing but the address, the catalog and the
     * shopper's price view (context.shopper): the server then serves the rendered page to the other shoppers of that
     * price view, with their own CSRF token and cart badge (docs/decisions/016).
     */
    sharing: { shareable: boolean };
    /**
     * The shopper's price view and cart badge (services/pages/page-shopper.ts); the badge's values are slots the
     * server fills per answer, so a page's text is the same for every shopper of its price view.
     */
    shopper(): Promise<PageShopper>;
    /** The logged-in staff member on a back-office page (/admin, issue 18); null elsewhere and for everyone else. */
    staff: StaffPrincipal | null;
  }
}

export {};
