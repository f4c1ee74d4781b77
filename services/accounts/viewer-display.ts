import type { DisplayOptions } from '../catalog/catalog-service';
import { includesVatFor, type Session } from '../session-service';
import type { AccountService } from './account-service';

/**
 * How the catalog is shown to the session's viewer: the VAT basis, and the club's member prices for a logged-in
 * member only (docs/decisions/037): a visitor's answers, and the pages shared between visitors, never carry them.
 * A visitor costs no statement; a logged-in customer one.
 */
export async function displayFor(session: Pick<Session, 'data' | 'customerId'> | null, accounts: Pick<AccountService, 'profile'>): Promise<DisplayOptions> {
  const includesVat = includesVatFor(session);
  if (!session || session.customerId === null) return { includesVat, memberPrices: false };
  const customer = await accounts.profile(session.customerId);
  return { includesVat, memberPrices: customer?.is_member === true };
}
