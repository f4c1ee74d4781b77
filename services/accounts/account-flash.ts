/**
 * A form of the account pages posted without JavaScript and answered with a redirect: what the next page shows
 * once (the refusal with its messages and the values typed, or a notice), kept in the session's data.
 */
export const ACCOUNT_FLASH_KEY = 'account_flash';

export type AccountForm =
  | 'login' | 'register' | 'reset_request' | 'reset' | 'claim_request' | 'claim' | 'profile' | 'address_new' | `address_${number}`
  | 'newsletter' | 'notice' | 'saved' | 'error';

export interface AccountFlash {
  form: AccountForm;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

export function flashOf(data: Record<string, unknown>): AccountFlash | null {
  const value = data[ACCOUNT_FLASH_KEY];
  if (!value || typeof value !== 'object') return null;
  const f = value as Partial<AccountFlash>;
  if (typeof f.form !== 'string' || typeof f.message !== 'string') return null;
  return { form: f.form as AccountForm, message: f.message, errors: f.errors ?? {}, values: f.values ?? {} };
}
