import type { ProviderSessionRepository, RefusedCheckout } from '../../db/repositories/provider-session-repository';
import { REFUSAL_PAGE_SIZE, type RefusalListQuery } from '../../domain/provider-refusals';

/** The dashboard counts the refusals of the last week, as it does failed card payments. */
const RECENT_DAYS = 7;

/**
 * Provider checkouts the shop refused (issue 28): a shopper who completed Klarna, Svea or Wasa but got no order can
 * be answered from the back office, which lists why and whether the money was released at the provider.
 */
export function createRefusedPayments(repo: Pick<ProviderSessionRepository, 'refusals' | 'refusedSince'>, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    async list(query: RefusalListQuery): Promise<{ rows: RefusedCheckout[]; total: number; pages: number }> {
      const { rows, total } = await repo.refusals(query);
      return { rows, total, pages: Math.max(1, Math.ceil(total / REFUSAL_PAGE_SIZE)) };
    },

    /** How many provider checkouts were refused in the last week. */
    async recentCount(): Promise<number> {
      return repo.refusedSince(new Date(now().getTime() - RECENT_DAYS * 86_400_000).toISOString());
    },
  };
}

export type RefusedPayments = ReturnType<typeof createRefusedPayments>;
