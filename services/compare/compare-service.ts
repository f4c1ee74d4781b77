import {
  addCompared,
  compareCandidates,
  comparedList,
  compareSpecifications,
  keepKnown,
  removeCompared,
  type ComparedSection,
} from '../../domain/compare';
import type { CompareRepository } from '../../db/repositories/compare-repository';
import type { CatalogService, DisplayOptions, ProductPage } from '../catalog/catalog-service';
import type { Session, SessionService } from '../session-service';
import type { CompareIndexResponse } from '../../common/contract/compare';

/** Where the session keeps the compared ids, in the order they were added. */
const COMPARE_KEY = 'compare';

export type CompareResult = { ok: true; list: CompareIndexResponse } | { ok: false; reason: 'full' | 'not_comparable' };

export interface ComparePage {
  /** The compared products, in the address's order. */
  products: ProductPage[];
  /** Every specification row of any of them, grouped by section, rows whose values differ marked. */
  sections: ComparedSection[];
}

export interface CompareServiceDeps {
  repo: CompareRepository;
  catalog: CatalogService;
  sessions: SessionService;
}

/** The compare list in the visitor's session and the compare page (storefront.md sections 2-4). */
export function createCompareService({ repo, catalog, sessions }: CompareServiceDeps) {
  /** Of these ids, the ones of products that may still be compared, in their order. */
  async function activeAmong(ids: readonly number[]): Promise<number[]> {
    const statuses = await repo.productStatuses(ids);
    return ids.filter((id) => statuses.get(id) === 'active');
  }

  async function listOf(ids: readonly number[], display: DisplayOptions): Promise<CompareIndexResponse> {
    const cards = await catalog.cardsByIds(await activeAmong(ids), display);
    const list: CompareIndexResponse = {};
    for (const card of cards) {
      list[card.product_id] = {
        product_id: card.product_id,
        product_name: card.product_name,
        product_image: card.product_puff_image,
        brand_name: card.brand_name,
        product_link: card.product_link,
      };
    }
    return list;
  }

  /**
   * Changes the stored list under the session row's lock. The session is stored first if it had nothing yet; its
   * in-memory data follows the stored one.
   */
  async function change(session: Session, apply: (ids: number[]) => number[] | null): Promise<number[]> {
    await sessions.persist(session);
    const data = await repo.changeSessionData(session.idHash, (stored) => {
      const next = apply(comparedList(stored[COMPARE_KEY]));
      if (next === null) return null;
      const { [COMPARE_KEY]: _old, ...rest } = stored;
      return next.length === 0 ? rest : { ...rest, [COMPARE_KEY]: next };
    });
    if (data !== null) session.data = data;
    return comparedList(session.data[COMPARE_KEY]);
  }

  return {
    /** The visitor's compare list; a visitor without a session has an empty one (nothing is stored for a read). */
    async list(session: Session | null, display: DisplayOptions): Promise<CompareIndexResponse> {
      const ids = comparedList(session?.data[COMPARE_KEY]);
      return ids.length === 0 ? {} : listOf(ids, display);
    },

    /** Adds a product (a no-op when it is there already); a fifth or one that may not be compared is refused. */
    async store(session: Session, productId: number, display: DisplayOptions): Promise<CompareResult> {
      const status = (await repo.productStatuses([productId])).get(productId);
      const product = status === undefined ? null : { status };
      const already = comparedList(session.data[COMPARE_KEY]).includes(productId);
      if (!already && product?.status !== 'active') return { ok: false, reason: 'not_comparable' };
      const outcome: { refused: 'full' | 'not_comparable' | null } = { refused: null };
      const ids = await change(session, (current) => {
        const result = addCompared(current, productId, product);
        if (!result.ok) outcome.refused = result.reason;
        return result.ok && result.changed ? result.ids : null;
      });
      if (outcome.refused !== null) return { ok: false, reason: outcome.refused };
      return { ok: true, list: await listOf(ids, display) };
    },

    /** Removes a product; removing one that is not listed leaves the list as it is. */
    async remove(session: Session, productId: number, display: DisplayOptions): Promise<CompareIndexResponse> {
      // A session with no row has nothing stored, so nothing to remove.
      if (session.persisted === false) return {};
      const ids = await change(session, (current) => {
        const result = removeCompared(current, productId);
        return result.changed ? result.ids : null;
      });
      return listOf(ids, display);
    },

    async clear(session: Session): Promise<CompareIndexResponse> {
      if (session.persisted === false) return {};
      await change(session, (current) => (current.length === 0 ? null : []));
      return {};
    },

    /**
     * The compare page of an address's `p`: malformed and repeated ids dropped, then unknown and inactive ones,
     * then the first four shown.
     */
    async page(p: string | null, display: DisplayOptions): Promise<ComparePage> {
      const candidates = compareCandidates(p);
      const ids = keepKnown(candidates, new Set(await activeAmong(candidates)));
      const pages = await Promise.all(ids.map((id) => catalog.productPage(id, display)));
      const products = pages.filter((page): page is ProductPage => page !== null);
      return { products, sections: compareSpecifications(products.map((page) => page.specifications)) };
    },
  };
}

export type CompareService = ReturnType<typeof createCompareService>;
