import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { createCatalogStateRepository } from '../../db/repositories/catalog-state-repository';
import { createPriceRepository, type PriceRepository } from '../../db/repositories/price-repository';
import { createUrlRedirectRepository, type UrlRedirectRepository } from '../../db/repositories/url-redirect-repository';
import { createSiteSettingRepository, type SiteSettingRepository } from '../../db/repositories/site-setting-repository';
import { createCheckoutOptionRepository, type CheckoutOptionRepository } from '../../db/repositories/checkout-option-repository';
import { createInfoPageRepository, type InfoPageRepository } from '../../db/repositories/info-page-repository';
import { createBrandRepository, type BrandRepository } from '../../db/repositories/brand-repository';
import { createProductWriteRepository, type ProductWriteRepository } from '../../db/repositories/product-write-repository';
import { createPriceScheduleRepository, type PriceScheduleRepository } from '../../db/repositories/price-schedule-repository';
import { createMemberCampaignRepository, type MemberCampaignRepository } from '../../db/repositories/member-campaign-repository';
import { createSpecificationRepository, type SpecificationRepository } from '../../db/repositories/specification-repository';
import type { CatalogSignal } from '../catalog/catalog-signal';
import { recordAudit, type Actor, type AuditChange } from './audit-log';

/** What a catalog change's work is handed: the write repositories in the change's transaction, and its audit. */
export interface CatalogWork {
  /** The change's transaction, for the statements of an area that has no repository of its own yet. */
  trx: Transaction<Database>;
  prices: PriceRepository;
  redirects: UrlRedirectRepository;
  settings: SiteSettingRepository;
  checkoutOptions: CheckoutOptionRepository;
  infoPages: InfoPageRepository;
  brands: BrandRepository;
  products: ProductWriteRepository;
  sales: PriceScheduleRepository;
  memberCampaigns: MemberCampaignRepository;
  specifications: SpecificationRepository;
  /** The change's one instant: its rows, history and audit entry all carry it. */
  nowIso: string;
  /** The change shoppers will see, with its audit entry: the catalog version moves (once per change) and the signal goes out. */
  changed(change: AuditChange): Promise<void>;
  /** An audit entry for a change the catalog does not show (a sale scheduled for later): the version stays. */
  noted(change: AuditChange): Promise<void>;
}

export type CatalogChange = <T>(actor: Actor, work: (w: CatalogWork) => Promise<T>) => Promise<T>;

/**
 * The one door catalog data changes through (issue 29): one transaction with the write repositories; when the work
 * reports a change, its audit entry, one move of the catalog version, and after the commit one catalog signal, which
 * every cache of this process listens to (other processes see the version move: catalog-version-watch.ts). Work
 * that changes nothing (a refusal, a save of what was there) moves nothing.
 */
export function createCatalogChange(db: Kysely<Database>, options: { signal: CatalogSignal; now?: () => Date }): CatalogChange {
  const now = options.now ?? (() => new Date());
  return async (actor, work) => {
    const nowIso = now().toISOString();
    let version: number | null = null;
    const result = await db.transaction().execute(async (trx) => {
      let moved = false;
      const outcome = await work({
        trx,
        prices: createPriceRepository(trx),
        redirects: createUrlRedirectRepository(trx),
        settings: createSiteSettingRepository(trx),
        checkoutOptions: createCheckoutOptionRepository(trx),
        infoPages: createInfoPageRepository(trx),
        brands: createBrandRepository(trx),
        products: createProductWriteRepository(trx),
        sales: createPriceScheduleRepository(trx),
        memberCampaigns: createMemberCampaignRepository(trx),
        specifications: createSpecificationRepository(trx),
        nowIso,
        async changed(change) {
          moved = true;
          await recordAudit(trx, actor, change, nowIso);
        },
        async noted(change) {
          await recordAudit(trx, actor, change, nowIso);
        },
      });
      if (moved) version = await createCatalogStateRepository(trx).advance();
      return outcome;
    });
    if (version !== null) options.signal.emit({ version });
    return result;
  };
}
