import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createCatalogIndexRepository } from '../db/repositories/catalog-index-repository';
import { createCartRepository } from '../db/repositories/cart-repository';
import { createCatalogRepository } from '../db/repositories/catalog-repository';
import { createThemeRepository } from '../db/repositories/theme-repository';
import { createSessionRepository } from '../db/repositories/session-repository';
import { createCompareRepository } from '../db/repositories/compare-repository';
import { createCheckoutRepository } from '../db/repositories/checkout-repository';
import { createOrderRepository } from '../db/repositories/order-repository';
import { createTestCardProvider } from '../payments/test-card-provider';
import type { CatalogService } from './catalog/catalog-service';
import { createCheckoutService } from './checkout/checkout-service';
import { createOrderService, type OrderService } from './checkout/order-service';
import { createPaymentSettlement } from './checkout/payment-settlement';
import { createMailer } from './mail/mailer';
import { createOutboxWorker, type OutboxWorker } from './mail/outbox-worker';
import { createInvoiceService } from './invoicing/invoice-service';
import { createPaymentHoldSweeper } from './checkout/payment-hold-sweeper';
import { createCartService, type CartService } from './cart/cart-service';
import { createCatalogIndexService } from './catalog-index/catalog-index-service';
import { createCompareService } from './compare/compare-service';
import { createCatalogService } from './catalog/catalog-service';
import { createFilterService } from './catalog/filter-service';
import type { WorkerSettings } from './catalog-index/worker-index-host';
import { createSearchService } from './search/search-service';
import { createSessionService, type SessionService } from './session-service';
import { createSeoRepository } from '../db/repositories/seo-repository';
import { createSeoService } from './seo/seo-service';
import { createFeedRepository } from '../db/repositories/feed-repository';
import { createFeedService } from './feeds/feed-service';
import { createReviewService } from './reviews/review-service';
import { createReturnService } from './returns/return-service';
import { createAccountService } from './accounts/account-service';
import { createNewsletterService } from './newsletter/newsletter-service';
import { createProductRecommendationsRepository } from '../db/repositories/product-recommendations-repository';
import { createOfferService } from './offers/offer-service';
import { createStaffService } from './admin/staff-service';
import { createOrderAdmin } from './admin/order-admin';
import { createRefundService, type RefundService } from './orders/refund-service';
import { createAuditLog } from './admin/audit-log';
import { createSettingsAdmin } from './admin/settings-admin';
import { createPeriodExport } from './accounting/period-export';
import { createKlarnaClient, type KlarnaConfig } from '../payments/klarna/klarna-client';
import { createSwishClient, type SwishConfig } from '../payments/swish/swish-client';
import { createWasaClient, type WasaConfig } from '../payments/wasa/wasa-client';
import { createSveaClient, type SveaConfig } from '../payments/svea/svea-client';
import type { ProviderFetch } from '../payments/payment-provider';
import { createKlarnaRefunder } from '../payments/klarna/klarna-refund';
import { createSveaRefunder } from '../payments/svea/svea-refund';
import { createSwishRefunder } from '../payments/swish/swish-refund';
import { createWasaRefunder } from '../payments/wasa/wasa-refund';
import { createProviderSessionRepository } from '../db/repositories/provider-session-repository';
import { createDiscountAdmin } from './admin/discount-admin';
import { createCatalogCsv } from './admin/catalog-csv';
import { createGiftCardAdmin } from './admin/gift-card-admin';
import { createReturnCaseAdmin } from './admin/return-case-admin';
import { createRefusedPayments } from './admin/refused-payments';
import { createInfoPageAdmin } from './admin/info-page-admin';
import { createCheckoutOptionsAdmin } from './admin/checkout-options-admin';
import { createFormDrafts } from './admin/form-drafts';
import { createProductAdmin, createSaleScheduler } from './admin/product-admin';
import { createMemberCampaignAdmin } from './admin/member-campaign-admin';
import { createCategoryAdmin } from './admin/category-admin';
import { createRedirectAdmin } from './admin/url-redirects';
import { createBrandAdmin } from './admin/brand-admin';
import { createSpecificationAdmin } from './admin/specification-admin';
import { createCatalogChange, type CatalogChange } from './admin/catalog-change';
import { createCatalogSignal } from './catalog/catalog-signal';
import { createInvoicePayments } from './invoicing/invoice-payments';
import { createCatalogVersionWatch } from './catalog/catalog-version-watch';
import { createCatalogStateRepository } from '../db/repositories/catalog-state-repository';

export interface ServiceOptions {
  sessionSecret: string;
  /** Where e-mail goes: SMTP when `smtpUrl` is set, else .eml files in `outboxDir`. */
  mail: { smtpUrl?: string; outboxDir: string; from?: string };
  /** 'test': the built-in test card provider; 'none': card payment is not offered. */
  cardProvider?: 'test' | 'none';
  /** How long a card order awaiting payment holds its stock (default 30). */
  paymentHoldMinutes?: number;
  /** The shop's public address (PUBLIC_URL); without it, the pages' absolute links use the address a request came to. */
  publicUrl?: string;
  /** The origin of every link in a mail (PUBLIC_URL's, or the listen address): never from a request (decision 036). */
  linkOrigin: string;
  now?: () => Date;
  log?: (message: string) => void;
  /** Provider checkouts (issue 17): Klarna's API and where its callbacks reach the shop; null when off. */
  klarna?: { config: KlarnaConfig; shopOrigin: string; simulated: boolean; http: ProviderFetch } | null;
  /** Swish: its API, the header standing in for the client certificate at the simulator, and the callbacks' origin. */
  swish?: {
    config: SwishConfig; http: ProviderFetch; headers: Record<string, string>; shopOrigin: string; simulatorAppPath: string | null; timeoutSeconds: number;
  } | null;
  /** Wasa Kredit leasing: its API and where its pings reach the shop; null when off. */
  wasa?: { config: WasaConfig; shopOrigin: string; simulated: boolean; http: ProviderFetch } | null;
  /** Svea Checkout (part payment): its API and where its push reaches the shop; null when off. */
  svea?: { config: SveaConfig; shopOrigin: string; simulated: boolean; http: ProviderFetch } | null;
  /** Provider failures and refused callbacks, with the provider's request id (a warning in the log). */
  providerLog?: (message: string, fields?: Record<string, unknown>) => void;
  /** Told of every order placed (not a repeated submission): the metrics count them. */
  orderPlaced?: (paymentHandler: string) => void;
  /** DATA_DIR/uploads: where the back office stores product images (served at /assets/uploads/). */
  uploadsDir?: string;
  /** The index worker's database (INDEX_WORKER, on by default); null builds the catalog indexes in the server's thread. */
  indexWorker?: WorkerSettings | null;
}

/** One client per provider: the checkout takes payments through it, the refunds give them back (decision 033). */
function createProviderClients(options: ServiceOptions) {
  return {
    klarna: options.klarna ? createKlarnaClient(options.klarna.config, options.klarna.http) : null,
    swish: options.swish ? createSwishClient(options.swish.config, options.swish.http, options.swish.headers) : null,
    wasa: options.wasa ? createWasaClient(options.wasa.config, options.wasa.http) : null,
    svea: options.svea ? createSveaClient(options.svea.config, options.svea.http, options.now) : null,
  };
}

type ProviderClients = ReturnType<typeof createProviderClients>;
type CardProvider = ReturnType<typeof createTestCardProvider>;

function providerRefunders(options: ServiceOptions, clients: ProviderClients) {
  return [
    options.swish && clients.swish ? createSwishRefunder(clients.swish, { shopOrigin: options.swish.shopOrigin, secret: options.sessionSecret }) : null,
    clients.klarna && createKlarnaRefunder(clients.klarna),
    clients.svea && createSveaRefunder(clients.svea),
    clients.wasa && createWasaRefunder(clients.wasa),
  ].filter((refunder) => refunder !== null);
}

/** The provider checkouts the checkout offers, each where it is configured. */
function checkoutProviders(options: ServiceOptions, clients: ProviderClients) {
  return {
    klarna: options.klarna && clients.klarna ? { client: clients.klarna, shopOrigin: options.klarna.shopOrigin, simulated: options.klarna.simulated } : null,
    swish: options.swish && clients.swish
      ? {
        client: clients.swish,
        shopOrigin: options.swish.shopOrigin, simulatorAppPath: options.swish.simulatorAppPath, timeoutSeconds: options.swish.timeoutSeconds, secret: options.sessionSecret,
      }
      : null,
    wasa: options.wasa && clients.wasa ? { client: clients.wasa, shopOrigin: options.wasa.shopOrigin, simulated: options.wasa.simulated } : null,
    svea: options.svea && clients.svea ? { client: clients.svea, shopOrigin: options.svea.shopOrigin, simulated: options.svea.simulated } : null,
  };
}

/** Taking payments (the checkout, its provider checkouts, the settlement) and giving them back (the refunds). */
function createPayments(
  db: Kysely<Database>,
  options: ServiceOptions,
  deps: { catalog: CatalogService; cart: CartService; sessions: SessionService; orders: OrderService; outbox: OutboxWorker; cardProvider: CardProvider | null },
) {
  const { catalog, cart, sessions, orders, outbox, cardProvider } = deps;
  const clients = createProviderClients(options);
  const refunds = createRefundService(db, {
    refunders: providerRefunders(options, clients),
    now: options.now,
    log: options.providerLog,
  });
  const settlement = createPaymentSettlement(db, {
    catalog, linkOrigin: options.linkOrigin, cardProviderRefunds: cardProvider?.testMode ?? false, cardProvider: cardProvider?.name ?? null, refunds, mailQueued: outbox.kick, now: options.now, log: options.providerLog,
  });
  const checkout = createCheckoutService({
    repo: createCheckoutRepository(db),
    cart,
    catalog,
    sessions,
    orders,
    orderRepo: createOrderRepository(db),
    settlement,
    cardProvider,
    mailQueued: outbox.kick,
    linkOrigin: options.linkOrigin,
    now: options.now,
    ...checkoutProviders(options, clients),
    providerSessions: createProviderSessionRepository(db),
    log: options.providerLog,
  });
  return { refunds, checkout };
}

/** The back office (issue 18), and the refunds it shares with the payment settlement. */
function createBackOffice(
  db: Kysely<Database>,
  options: ServiceOptions,
  deps: { catalog: CatalogService; catalogChange: CatalogChange; outbox: OutboxWorker; cardProvider: CardProvider | null; refunds: RefundService },
) {
  const { catalog, catalogChange, outbox, cardProvider } = deps;
  const log = options.log;
  const productAdmin = createProductAdmin(db, { change: catalogChange, uploadsDir: options.uploadsDir ?? 'data/uploads', now: options.now, log });
  const orderAdmin = createOrderAdmin(db, { catalog, now: options.now, mailQueued: outbox.kick, linkOrigin: options.linkOrigin, cardProviderRefunds: cardProvider?.testMode ?? false, refunds: deps.refunds });
  return {
    refunds: deps.refunds,
    staff: createStaffService(db, { secret: options.sessionSecret, now: options.now }),
    orderAdmin,
    // Invoices after they are issued: the unpaid list, payments by hand and from Bankgirot's file (issue 30).
    invoicePayments: createInvoicePayments(db, { orderAdmin, now: options.now, shopBankgiro: async () => (await catalog.snapshot()).settings.bankgiro }),
    audit: createAuditLog(db),
    settingsAdmin: createSettingsAdmin(db, catalogChange),
    themes: createThemeRepository(db),
    discountAdmin: createDiscountAdmin(db, { now: options.now }),
    catalogCsv: createCatalogCsv(db, { change: catalogChange, now: options.now }),
    // Gift cards, returns cases and info pages in the back office (issue 18).
    giftCardAdmin: createGiftCardAdmin(db, { now: options.now }),
    returnCaseAdmin: createReturnCaseAdmin(db, { now: options.now, mailQueued: outbox.kick }),
    // Provider checkouts the shop refused (issue 28).
    refusedPayments: createRefusedPayments(createProviderSessionRepository(db), { now: options.now }),
    infoPageAdmin: createInfoPageAdmin(db, catalogChange),
    checkoutOptionsAdmin: createCheckoutOptionsAdmin(db, catalogChange, { uploadsDir: options.uploadsDir ?? 'data/uploads', log }),
    // The product editor and its sale-price scheduler (issue 18).
    productAdmin,
    saleScheduler: createSaleScheduler(productAdmin, { log }),
    // What a refused no-script back-office form held, shown again by its page.
    formDrafts: createFormDrafts(db, options.now),
    // Member campaigns (issue 15): this process sees a change at once, others within the catalog version check.
    memberCampaignAdmin: createMemberCampaignAdmin(db, catalogChange),
    // The catalog's structure (issue 18): categories and brands.
    categoryAdmin: createCategoryAdmin(db, catalogChange),
    brandAdmin: createBrandAdmin(db, { change: catalogChange, uploadsDir: options.uploadsDir ?? 'data/uploads', log }),
    // Old addresses of products, categories and brand pages (decision 032).
    redirectAdmin: createRedirectAdmin(db, catalogChange),
    specificationAdmin: createSpecificationAdmin(db, catalogChange),
    // The accountant's SIE and CSV export of a period (issue 30).
    periodExport: createPeriodExport(db, { now: options.now }),
  };
}

/** Wires repositories into the use cases; the server and the React Router loaders get this object. */
export function createServices(db: Kysely<Database>, options: ServiceOptions) {
  const log = options.log;
  // Catalog changes: made through one door, heard by every cache through one signal (decision 045).
  const catalogSignal = createCatalogSignal();
  const catalogWatch = createCatalogVersionWatch(createCatalogStateRepository(db).version, catalogSignal);
  const catalogChange = createCatalogChange(db, { signal: catalogSignal, now: options.now });
  const catalog = createCatalogService(createCatalogRepository(db), { watch: catalogWatch, now: options.now });
  const catalogIndex = createCatalogIndexService(createCatalogIndexRepository(db), { watch: catalogWatch, now: options.now, log: options.log, worker: options.indexWorker });
  const searchEngine = catalogIndex.search;
  const sessions = createSessionService(createSessionRepository(db), { secret: options.sessionSecret, now: options.now });
  const recommendationsRepo = createProductRecommendationsRepository(db);
  const cart = createCartService(createCartRepository(db), { catalog, sessions, now: options.now, orderedWith: (id) => recommendationsRepo.orderedWith(id) });
  const cardProvider = options.cardProvider === 'none' ? null : createTestCardProvider(options.sessionSecret);
  // Invoices (issue 30): the outbox renders their PDFs when it sends their mails.
  const invoices = createInvoiceService(db, { now: options.now, mailQueued: () => outbox.kick() });
  const outbox = createOutboxWorker(db, {
    mailer: createMailer({ ...options.mail, from: options.mail.from ?? 'Hembutiken <order@hembutiken.se>' }),
    now: options.now,
    log,
    renderAttachment: invoices.renderAttachment,
  });
  const orders = createOrderService(db, { catalog, now: options.now, shopConfig: cart.shopConfig, placed: options.orderPlaced });
  const { refunds, checkout } = createPayments(db, options, { catalog, cart, sessions, orders, outbox, cardProvider });
  const filter = createFilterService({ index: catalogIndex, catalog, search: searchEngine });
  // Every cache of the catalog hears a change at once, whether made in this process or seen in the version.
  catalogSignal.listen(() => {
    catalog.catalogChanged();
    catalogIndex.catalogChanged();
    filter.forgetAnswers();
    cart.forgetShopConfig();
    checkout.forgetPaymentTypes();
  });
  return {
    catalog,
    catalogIndex,
    catalogSignal,
    /** How this process hears of catalog changes made elsewhere (polled, or announced on PostgreSQL). */
    catalogWatch,
    filter,
    search: createSearchService({ engine: searchEngine, catalog }),
    cart,
    compare: createCompareService({ repo: createCompareRepository(db), catalog, sessions }),
    checkout,
    cardProvider,
    sessions,
    orders,
    outbox,
    invoices,
    reviews: createReviewService(db, { catalog, now: options.now }),
    returns: createReturnService(db, { catalog, now: options.now, mailQueued: outbox.kick }),
    accounts: createAccountService(db, { secret: options.sessionSecret, now: options.now, mailQueued: outbox.kick, linkOrigin: options.linkOrigin, log }),
    offers: createOfferService(db, { cart, sessions, now: options.now, mailQueued: outbox.kick }),
    newsletter: createNewsletterService(db, { secret: options.sessionSecret, now: options.now, mailQueued: outbox.kick, linkOrigin: options.linkOrigin, log }),
    paymentHolds: createPaymentHoldSweeper(orders, { holdMinutes: options.paymentHoldMinutes ?? 30, withdraw: checkout.swish?.withdraw, log }),
    seo: createSeoService(createSeoRepository(db), { catalog, publicUrl: options.publicUrl }),
    feeds: createFeedService(createFeedRepository(db), { catalog, shopConfig: cart.shopConfig, now: options.now }),
    ...createBackOffice(db, options, { catalog, catalogChange, outbox, cardProvider, refunds }),
  };
}

export type Services = ReturnType<typeof createServices>;
