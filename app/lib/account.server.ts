import type { AppLoadContext } from 'react-router';
import { flashOf, ACCOUNT_FLASH_KEY, type AccountFlash } from '../../services/accounts/account-flash';

/** The refusal or notice a form posted without JavaScript left for this page, shown once (it is removed here). */
export async function takeAccountFlash(context: AppLoadContext): Promise<AccountFlash | null> {
  const flash = flashOf(context.session.data);
  if (flash) await context.services.sessions.update(context.session, { [ACCOUNT_FLASH_KEY]: undefined });
  return flash;
}
