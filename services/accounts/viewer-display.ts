import type { CatalogService, DisplayOptions } from '../catalog/catalog-service';
import { includesVatFor, type Session } from '../session-service';
import type { AccountService } from './account-service';

/** Whether the session's shopper sees prices incl. VAT, by the settings in force (they decide it for companies). */
export async function shownInclVat(session: Pick<Session, 'data'> | null, catalog: Pick<CatalogService, 'snapshot'>): Promise<boolean> {
  return includesVatFor(session, (await catalog.snapshot()).settings);
}

/**
 * How the catalog is shown to the session's viewer: the VAT basis, and the club's member prices for a logged-in
 * member only (docs/decisions/037): a visitor's answers, and the pages shared between visitors, never carry them.
 * A visitor costs no statement; a logged-in customer one.
 */
export async function displayFor(
  session: Pick<Session, 'data' | 'customerId'> | null,
  services: { accounts: Pick<AccountService, 'profile'>; catalog: Pick<CatalogService, 'snapshot'> },
): Promise<DisplayOptions> {
  const includesVat = await shownInclVat(session, services.catalog);
  if (!session || session.customerId === null) return viewerDisplay(includesVat, null);
  const customer = await services.accounts.profile(session.customerId);
  return viewerDisplay(includesVat, customer?.is_member ?? null);
}

/** The display of a viewer shown `includesVat`: member prices only for a logged-in member (`isMember` null: a guest). */
export function viewerDisplay(includesVat: boolean, isMember: boolean | null): DisplayOptions {
  return { includesVat, memberPrices: isMember === true };
}
