import { validateCheckoutForm, type CheckoutFormInput } from '../../domain/checkout-form';
import type { ProviderSessionRow } from '../../db/schema';
import type { EmbeddedCheckoutDeps } from './provider-checkout-kit';
import type { ProviderVerdict } from './provider-completion';

/** What a completed order of a provider that sells to Sweden only tells the shop about its customer and goods. */
export interface SwedishOrderFacts {
  /** The customer as the provider identified them, in our checkout form's fields. */
  form: CheckoutFormInput;
  /** Why the goods are refused when they do not go to Sweden (for the log), or null when they do. */
  abroad: string | null;
}

/**
 * Whether the shop takes a completed order from a provider that sells to Sweden only (Svea part payment, Wasa
 * leasing): its shopper still there, the goods going to Sweden, and the customer acceptable to our checkout rules,
 * the personal or organisation number only when the provider gives one.
 */
export async function swedishOrderVerdict(deps: Pick<EmbeddedCheckoutDeps<unknown>, 'sessions' | 'now'>, row: ProviderSessionRow, facts: SwedishOrderFacts): Promise<ProviderVerdict> {
  const owner = await deps.sessions.findByHash(row.session_id_hash);
  if (!owner) return { ok: false, reason: 'cart_changed', why: 'the shopper session is gone' };
  if (facts.abroad !== null) return { ok: false, reason: 'country', why: facts.abroad };
  const validated = validateCheckoutForm(facts.form, 'SE', deps.now().toISOString(), { identityNumber: 'optional' });
  if (!validated.ok) return { ok: false, reason: 'customer', why: `customer details not accepted (${Object.keys(validated.errors).join(', ')})` };
  return { ok: true, owner, customer: validated.customer, country: 'SE' };
}
