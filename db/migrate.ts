import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { isPostgres } from './dialect';
import * as initial from './migrations/2026-11-22-01-initial';
import * as cart from './migrations/2026-11-23-01-cart';
import * as checkout from './migrations/2026-11-23-02-checkout';
import * as listingOrderIndex from './migrations/2026-11-23-03-listing-order-index';
import * as orderReliability from './migrations/2026-11-24-01-order-reliability';
import * as rateLimits from './migrations/2026-11-24-02-rate-limits';
import * as sessionHousekeeping from './migrations/2026-11-24-03-session-housekeeping';
import * as ordersPostalCodeIndex from './migrations/2026-11-24-05-orders-postal-code-index';
import * as orderLinesProductIndex from './migrations/2026-11-24-06-order-lines-product-index';
import * as productIdentifiers from './migrations/2026-11-25-02-product-identifiers';
import * as reviewsAndOrderStates from './migrations/2026-11-25-03-reviews-and-order-states';
import * as productAddOns from './migrations/2026-11-25-04-product-add-ons';
import * as productBuyOption from './migrations/2026-11-25-05-product-buy-option';
import * as accounts from './migrations/2026-11-26-11-accounts';
import * as returnCases from './migrations/2026-11-26-21-return-cases';
import * as offerRequests from './migrations/2026-11-26-31-offer-requests';
import * as providerCheckouts from './migrations/2026-11-27-11-provider-checkouts';
import * as backOffice from './migrations/2026-11-27-21-back-office';
import * as themes from './migrations/2026-11-27-41-themes';
import * as productEditor from './migrations/2026-11-28-11-product-editor';
import * as catalogImports from './migrations/2026-11-28-21-catalog-imports';
import * as backOfficeOperations from './migrations/2026-11-28-31-back-office-operations';
import * as creditProviderPaymentTypes from './migrations/2026-11-28-41-credit-provider-payment-types';
import * as memberCampaigns from './migrations/2026-11-28-51-member-campaigns';
import * as categorySeo from './migrations/2026-11-28-52-category-seo';
import * as staffFormDrafts from './migrations/2026-11-29-11-staff-form-drafts';
import * as urlRedirects from './migrations/2026-11-29-21-url-redirects';
import * as providerRefunds from './migrations/2026-11-29-31-provider-refunds';
import * as customerSessions from './migrations/2026-11-30-35-customer-sessions';
import * as latePayments from './migrations/2026-11-30-71-late-payments';
import * as providerRefusals from './migrations/2026-12-01-72-provider-refusals';
import * as invoicesAndPaymentRecords from './migrations/2026-12-02-11-invoices-and-payment-records';
import * as paymentRecordBackfill from './migrations/2026-12-02-21-payment-record-backfill';
import * as codeLifecycle from './migrations/2026-12-02-31-code-lifecycle';
import * as catalogChangeNotify from './migrations/2026-12-03-01-catalog-change-notify';
import * as newsletterSubscriptions from './migrations/2026-12-03-11-newsletter-subscriptions';
import * as checkoutOptionImages from './migrations/2026-12-03-41-checkout-option-images';
import * as categoryCountIndex from './migrations/2026-12-03-51-category-count-index';

/** Every migration, in order. Migrations are frozen once landed: add a new file instead of editing one. */
const migrations: Record<string, Migration> = {
  '2026-11-22-01-initial': initial,
  '2026-11-23-01-cart': cart,
  '2026-11-23-02-checkout': checkout,
  '2026-11-23-03-listing-order-index': listingOrderIndex,
  '2026-11-24-01-order-reliability': orderReliability,
  '2026-11-24-02-rate-limits': rateLimits,
  '2026-11-24-03-session-housekeeping': sessionHousekeeping,
  '2026-11-24-05-orders-postal-code-index': ordersPostalCodeIndex,
  '2026-11-24-06-order-lines-product-index': orderLinesProductIndex,
  '2026-11-25-02-product-identifiers': productIdentifiers,
  '2026-11-25-03-reviews-and-order-states': reviewsAndOrderStates,
  '2026-11-25-04-product-add-ons': productAddOns,
  '2026-11-25-05-product-buy-option': productBuyOption,
  '2026-11-26-11-accounts': accounts,
  '2026-11-26-21-return-cases': returnCases,
  '2026-11-26-31-offer-requests': offerRequests,
  '2026-11-27-11-provider-checkouts': providerCheckouts,
  '2026-11-27-21-back-office': backOffice,
  '2026-11-27-41-themes': themes,
  '2026-11-28-11-product-editor': productEditor,
  '2026-11-28-21-catalog-imports': catalogImports,
  '2026-11-28-31-back-office-operations': backOfficeOperations,
  '2026-11-28-41-credit-provider-payment-types': creditProviderPaymentTypes,
  '2026-11-28-51-member-campaigns': memberCampaigns,
  '2026-11-28-52-category-seo': categorySeo,
  '2026-11-29-11-staff-form-drafts': staffFormDrafts,
  '2026-11-29-21-url-redirects': urlRedirects,
  '2026-11-29-31-provider-refunds': providerRefunds,
  '2026-11-30-35-customer-sessions': customerSessions,
  '2026-11-30-71-late-payments': latePayments,
  '2026-12-01-72-provider-refusals': providerRefusals,
  '2026-12-02-11-invoices-and-payment-records': invoicesAndPaymentRecords,
  '2026-12-02-21-payment-record-backfill': paymentRecordBackfill,
  '2026-12-02-31-code-lifecycle': codeLifecycle,
  '2026-12-03-01-catalog-change-notify': catalogChangeNotify,
  '2026-12-03-11-newsletter-subscriptions': newsletterSubscriptions,
  '2026-12-03-41-checkout-option-images': checkoutOptionImages,
  '2026-12-03-51-category-count-index': categoryCountIndex,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date. On PostgreSQL the migration bookkeeping is pinned to the schema in use:
 * Kysely looks for its tables across all schemas otherwise, and another schema's would be taken for ours.
 */
export async function migrateToLatest(db: Kysely<Database>, options: { pgSchema?: string } = {}): Promise<void> {
  const migrationTableSchema = isPostgres(db) ? (options.pgSchema ?? 'public') : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/**
 * The migrations this code knows that the database has not applied (none once the start migrated it; some when the
 * database was restored from an older backup or another host is mid-upgrade). Reads only: readiness asks it.
 */
export async function unappliedMigrations(db: Kysely<Database>, options: { pgSchema?: string } = {}): Promise<string[]> {
  const table = isPostgres(db) ? `${options.pgSchema ?? 'public'}.kysely_migration` : 'kysely_migration';
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}
