import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createUrlRedirectRepository, targetId, type OldAddress, type RedirectTarget } from '../../db/repositories/url-redirect-repository';
import type { Actor } from './audit-log';
import type { CatalogChange } from './catalog-change';

export type { OldAddress, RedirectTarget };

const entityType = (target: RedirectTarget) => ('productId' in target ? 'product' : 'categoryId' in target ? 'category' : 'brand');

/** The back office's view of old addresses (decision 032): the product and category editors list theirs and can drop one. */
export function createRedirectAdmin(db: Kysely<Database>, change: CatalogChange) {
  const redirects = createUrlRedirectRepository(db);
  return {
    of: (target: RedirectTarget): Promise<OldAddress[]> => redirects.of(target),

    /** Stops one old address of this entity from redirecting; false when it is not one of its. */
    async remove(id: number, target: RedirectTarget, actor: Actor): Promise<boolean> {
      return change(actor, async (w) => {
        const oldUrl = await w.redirects.remove(id, target);
        if (oldUrl === null) return false;
        await w.changed({ action: 'redirect.remove', entityType: entityType(target), entityId: targetId(target), before: { old_url: oldUrl }, after: null });
        return true;
      });
    },
  };
}

export type RedirectAdmin = ReturnType<typeof createRedirectAdmin>;
