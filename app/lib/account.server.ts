import { data, type AppLoadContext } from 'react-router';
import { flashOf, ACCOUNT_FLASH_KEY, type AccountFlash, type AccountForm } from '../../services/accounts/account-flash';

/** The refusal or notice a form posted without JavaScript left for this page, shown once (it is removed here). */
export async function takeAccountFlash(context: AppLoadContext): Promise<AccountFlash | null> {
  const flash = flashOf(context.session.data);
  if (flash) await context.services.sessions.update(context.session, { [ACCOUNT_FLASH_KEY]: undefined });
  return flash;
}

/** The flash when it was left by one of these forms (another form's refusal is not this page's). */
export async function takeFlashOf(context: AppLoadContext, ...forms: AccountForm[]): Promise<AccountFlash | null> {
  const flash = await takeAccountFlash(context);
  return flash && forms.includes(flash.form) ? flash : null;
}

/**
 * The loader of a page opened from a mailed link: the token, what the service says of it (null or false for a link
 * that is unknown, used or expired) and the refusal its own form left.
 */
export async function loadTokenLink<T>(context: AppLoadContext, token: string, form: AccountForm, check: (token: string) => Promise<T>) {
  const checked = await check(token);
  const flash = await takeFlashOf(context, form);
  return { token, checked, flash };
}

/**
 * A mailed link's page as its answer: 200 while the link can be used; else the same page, saying so, as 410 for a
 * link that ran out and 404 for one that is unknown or used (a link checker or a scanner reads the status, not the text).
 */
export function tokenLinkPage<T>(payload: T, usable: boolean, expired = false) {
  return data(payload, { status: usable ? 200 : expired ? 410 : 404 });
}
