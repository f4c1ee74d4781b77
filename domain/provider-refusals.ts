import { listPage, validDay } from './back-office';

/**
 * A provider checkout (Klarna, Svea, Wasa) completed at the provider whose order the shop refused to place (issue
 * 28). The shopper may believe they paid: the back office lists each refusal with why, and whether the money was
 * released at the provider, so staff can answer "I paid and got no order".
 *
 * Why the shop refused, in a word:
 * - `stock`: a product sold out (or stopped being sold) between opening the checkout and placing the order.
 * - `cart_changed`: the cart or the shopper's session is gone or changed, or it needs another delivery choice.
 * - `amount`: the provider's order is not for what the cart costs now (a price, a code, a gift card changed).
 * - `customer`: the buyer's details do not pass the checkout's rules.
 * - `country`: the goods would go to another country than the one the checkout was priced for.
 * - `payment_type`: the provider's payment type was switched off meanwhile.
 * - `closed`: the provider closed its order itself (the shopper cancelled there): nothing to cancel.
 */
export const PROVIDER_REFUSAL_REASONS = ['stock', 'cart_changed', 'amount', 'customer', 'country', 'payment_type', 'closed'] as const;
export type ProviderRefusalReason = (typeof PROVIDER_REFUSAL_REASONS)[number];

/** What became of the provider's order after our refusal: the cancel call there succeeded, or it did not. */
export type ProviderRefusalCancel = 'cancelled' | 'failed';

/** The providers whose checkout the shop may refuse (provider_sessions.provider). */
export const REFUSING_PROVIDERS = ['klarna', 'svea', 'wasa'] as const;
export type RefusingProvider = (typeof REFUSING_PROVIDERS)[number];

export function isRefusingProvider(provider: string): provider is RefusingProvider {
  return (REFUSING_PROVIDERS as readonly string[]).includes(provider);
}

/**
 * Why placing the order refused a provider's order, from what the order service answered: a price check failed
 * (`priceChanged`), the payment type went away (its field), a line could not be taken from stock or sold (409),
 * and otherwise the cart itself changed (emptied, another delivery needed, a code used meanwhile).
 */
export function refusalOfPlacement(failure: { status: 409 | 422; field?: string; priceChanged?: unknown }): ProviderRefusalReason {
  if (failure.priceChanged !== undefined) return 'amount';
  if (failure.field === 'payment_type_id') return 'payment_type';
  return failure.status === 409 ? 'stock' : 'cart_changed';
}

/**
 * Whether the money was released at the provider: `unknown` for a refusal recorded before the shop kept its
 * outcome, or whose process stopped before the cancel call answered.
 */
export type RefusalMoney = ProviderRefusalCancel | 'closed' | 'unknown';

export function moneyAfterRefusal(reason: ProviderRefusalReason | null, cancel: ProviderRefusalCancel | null): RefusalMoney {
  if (cancel !== null) return cancel;
  return reason === 'closed' ? 'closed' : 'unknown';
}

export const REFUSAL_PAGE_SIZE = 25;

export interface RefusalListQuery {
  provider: RefusingProvider | null;
  /** Calendar days (YYYY-MM-DD, Swedish time), inclusive. */
  from: string | null;
  to: string | null;
  page: number;
}

/** The refused payments list's query from its address: anything unknown or malformed is left out, never an error. */
export function parseRefusalListQuery(params: URLSearchParams): RefusalListQuery {
  const provider = params.get('leverantor') ?? '';
  return {
    provider: isRefusingProvider(provider) ? provider : null,
    from: validDay(params.get('fran')),
    to: validDay(params.get('till')),
    page: listPage(params.get('sida')),
  };
}
