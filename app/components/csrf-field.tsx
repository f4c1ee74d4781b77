import { useCsrfToken } from './cart/cart-hooks';

/** The session's CSRF token in a form that also posts without JavaScript. */
export function CsrfField() {
  return <input type="hidden" name="_token" value={useCsrfToken()} />;
}
