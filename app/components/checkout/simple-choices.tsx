import type { CheckoutState } from '../../../common/contract/checkout';
import { svCheckout } from '../../../common/copy/sv-checkout';
import { CHECKOUT_FORM_ID } from './form-id';

/** 'Välj land': the countries the shop ships to, as radios (changing it chooses postal code and delivery again). */
export function CountryChoice({ state, chosen, onChoose }: { state: CheckoutState; chosen: string | null; onChoose(countryCode: string): void }) {
  return (
    <div className="choices">
      {state.countries.map((country) => (
        <label key={country.code} className="choice choice--boxed">
          <input
            type="radio"
            name="country_code"
            form={CHECKOUT_FORM_ID}
            value={country.code}
            checked={country.code === chosen}
            onChange={() => onChoose(country.code)}
          />
          <span>{country.name}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * 'Välj kundtyp'. The radios belong to the order form (`form`), so the customer type is posted with the order, also
 * without JavaScript; with it, each change is sent at once and the page shows the type's prices and fields.
 */
export function CustomerTypeChoice({ chosen, formId, onChoose }: { chosen: string | null; formId: string; onChoose(type: 'private' | 'company'): void }) {
  const types = [
    ['private', svCheckout.checkoutPage.private],
    ['company', svCheckout.checkoutPage.company],
  ] as const;
  return (
    <div className="choices">
      {types.map(([type, label]) => (
        <label key={type} className="choice choice--boxed">
          <input
            type="radio"
            name="customer_type"
            form={formId}
            value={type}
            checked={chosen === type}
            onChange={() => onChoose(type)}
          />
          <span>{label}</span>
        </label>
      ))}
    </div>
  );
}
