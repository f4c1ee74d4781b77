import checkoutStylesUrl from '../styles/checkout.css?url';
import accountStylesUrl from '../styles/account.css?url';

/** The style sheets of every account page: the checkout's field frame and the account pages' own. */
export function accountPageLinks() {
  return [
    { rel: 'stylesheet', href: checkoutStylesUrl, precedence: 'default' },
    { rel: 'stylesheet', href: accountStylesUrl, precedence: 'default' },
  ];
}

/** An account page shows one visitor's data or flash: never cached. */
export function privatePageHeaders(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/** A page whose address holds a mailed token: besides not cached, the token never leaves in a referrer. */
export function tokenPageHeaders(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}
