import { useRef, useState } from 'react';
import { formatPostalCode, type CountryCode } from '../../../domain/postal-code';
import { svCheckout } from '../../../common/copy/sv-checkout';
import type { RefusedPostalCode } from '../../../common/contract/checkout';
import { lookUpPostalCode, POSTAL_CODE_PATH } from './checkout-calls';
import type { CheckoutController } from './use-checkout';
import { digitsAndSpaces } from './text-field';
import { CsrfField } from '../csrf-field';

/**
 * 'Ange postnummer': the lookup that tells which delivery types reach the shopper. Its own small form (Enter
 * sends it). With JavaScript the answer updates the checkout in place; without, the form posts and the server
 * sends the checkout page again, a refusal kept for this field (`refused`). A refusal shows the server's first
 * postal code message, else 'Okänt fel' (spec section 8), and focus goes back to the field.
 */
export function PostalCodeLookup({ checkout, refused }: { checkout: CheckoutController; refused: RefusedPostalCode | null }) {
  const { state } = checkout;
  const stored = state.delivery_checkout.session.postal_code;
  const [value, setValue] = useState(refused?.value ?? (stored ? formatPostalCode(stored, state.country_code as CountryCode) : ''));
  const [error, setError] = useState<string | null>(refused?.message ?? null);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    // The answer is shown before the form is enabled again, so focus lands on a field that already reads the error.
    await checkout.hold(async () => {
      const result = await lookUpPostalCode(value);
      if (result.ok) {
        checkout.apply(result.state);
        return;
      }
      setError(result.message);
      checkout.focusWhenIdle(inputRef.current);
    });
  };

  const id = 'checkout-postal-code';
  return (
    <form className="postal-code-lookup" method="post" action={POSTAL_CODE_PATH} onSubmit={submit} noValidate>
      <CsrfField />
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={id} className="field__label">
          {svCheckout.checkoutPage.postalCodeLabel}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          {svCheckout.checkoutPage.postalCodeHint}
        </p>
        <div className="postal-code-lookup__row">
          <input
            ref={inputRef}
            id={id}
            name="postal_code"
            inputMode="numeric"
            autoComplete="postal-code"
            className="field__input"
            value={value}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => setValue(digitsAndSpaces(event.target.value))}
          />
          <button type="submit" className="button">
            {svCheckout.checkoutPage.postalCodeButton}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
