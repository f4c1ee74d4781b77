import type { CheckoutFormInput } from '../../domain/checkout-form';
import type { CheckoutState, RefusedOrderForm, RefusedPostalCode } from '../../common/contract/checkout';
import type { Session, SessionService } from '../session-service';

/** Session data keys of a refused no-JavaScript order form and postal code, for the next checkout page. */
const REFUSED_KEY = 'checkout_refused';
const REFUSED_POSTAL_CODE_KEY = 'postal_code_refused';
/** Session data key of the form of an order awaiting card payment. */
export const PLACED_FORM_KEY = 'checkout_form';
/** The customer fields a refused form keeps (never the terms box: it is ticked again on purpose). */
const KEPT_FIELDS = ['customer_type', 'user_firstname', 'user_lastname', 'user_email', 'user_pnr', 'user_address', 'user_co', 'user_mobile', 'user_zipcode', 'user_city', 'user_company'];

export function keptFields(form: CheckoutFormInput): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of KEPT_FIELDS) if (typeof form[field] === 'string') values[field] = (form[field] as string).slice(0, 254);
  return values;
}

/** The form of the order awaiting card payment, as kept in the session. */
export function placedForm(session: Session): CheckoutState['customer_form'] {
  const kept = session.data[PLACED_FORM_KEY];
  if (!kept || typeof kept !== 'object' || typeof (kept as { values?: unknown }).values !== 'object') return null;
  const values = Object.fromEntries(
    Object.entries((kept as { values: Record<string, unknown> }).values).filter((e): e is [string, string] => KEPT_FIELDS.includes(e[0]) && typeof e[1] === 'string'),
  );
  return { values, accepted_terms: (kept as { accepted_terms?: unknown }).accepted_terms === true };
}

/** What a checkout posted without JavaScript and refused keeps for the page its redirect lands on, shown once. */
export function createKeptRefusals(sessions: Pick<SessionService, 'update'>) {
  /** A value kept in the session for the next page only: read and removed. */
  async function takeOnce(session: Session, key: string): Promise<Record<string, unknown> | null> {
    const kept = session.data[key];
    if (kept === undefined) return null;
    await sessions.update(session, { [key]: undefined });
    return kept !== null && typeof kept === 'object' ? (kept as Record<string, unknown>) : null;
  }

  return {
    /** Keeps a refused order form posted without JavaScript for the checkout page the redirect lands on. */
    async keepRefusal(session: Session, form: CheckoutFormInput, result: { message: string; errors?: Record<string, string[]> }): Promise<void> {
      const values = keptFields(form);
      const errors = Object.fromEntries(Object.entries(result.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']));
      const refusal: RefusedOrderForm = { message: result.message, errors, values };
      await sessions.update(session, { [REFUSED_KEY]: refusal });
    },

    /** The refused form kept for this page, once. */
    async takeRefusal(session: Session): Promise<RefusedOrderForm | null> {
      const r = await takeOnce(session, REFUSED_KEY);
      return r && typeof r.message === 'string' && typeof r.errors === 'object' && typeof r.values === 'object'
        ? { message: r.message, errors: (r.errors ?? {}) as Record<string, string>, values: (r.values ?? {}) as Record<string, string> }
        : null;
    },

    /** Keeps a postal code refused without JavaScript for the checkout page the redirect lands on. */
    async keepPostalCodeRefusal(session: Session, typed: string, message: string): Promise<void> {
      const refusal: RefusedPostalCode = { value: typed.slice(0, 20), message };
      await sessions.update(session, { [REFUSED_POSTAL_CODE_KEY]: refusal });
    },

    /** The refused postal code kept for this page, once. */
    async takePostalCodeRefusal(session: Session): Promise<RefusedPostalCode | null> {
      const r = await takeOnce(session, REFUSED_POSTAL_CODE_KEY);
      return r && typeof r.value === 'string' && typeof r.message === 'string' ? { value: r.value, message: r.message } : null;
    },
  };
}
