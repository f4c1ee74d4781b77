import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The spec's Swedish paths mapped to English route modules. */
export default [
  index('routes/home.tsx'),
  route('produkter/id/:productId', 'routes/product-by-id.tsx'),
  route('produkter/sok', 'routes/search.tsx'),
  route('produkter/jamfor', 'routes/compare.tsx'),
  route('tillverkare', 'routes/brands.tsx'),
  route('tillverkare/visa/:brandLink', 'routes/brand.tsx'),
  route('varukorg', 'routes/cart.tsx'),
  route('kassa/leverans', 'routes/checkout-start.tsx'),
  route('checkoutv3', 'routes/checkout.tsx'),
  route('kassa/bekraftelse/:orderNumber', 'routes/order-confirmation.tsx'),
  route('product_review/:requestUuid', 'routes/product-review.tsx'),
  route('product_review/:requestUuid/complete', 'routes/product-review-complete.tsx'),
  // Customer accounts and the customer club (issue 15); the forms post to server/api/account.ts.
  route('login', 'routes/login.tsx'),
  route('kundklubb/registrera-dig', 'routes/club-register.tsx'),
  route('kundklubb/existerande-kund', 'routes/club-existing.tsx'),
  route('kundklubb/existerande-kund/:token', 'routes/club-claim.tsx'),
  route('konto/glomt-losenord', 'routes/password-forgot.tsx'),
  route('konto/aterstall-losenord/:token', 'routes/password-reset.tsx'),
  route('konto/verifiera/:token', 'routes/email-verify.tsx'),
  // The visitors' newsletter (issue 31); the forms post to server/api/newsletter.ts.
  route('nyhetsbrev', 'routes/newsletter.tsx'),
  route('nyhetsbrev/bekrafta/:token', 'routes/newsletter-confirm.tsx'),
  route('nyhetsbrev/avsluta/:token', 'routes/newsletter-unsubscribe.tsx'),
  route('mina-sidor', 'routes/my-pages.tsx'),
  route('mina-sidor/ordrar/:orderNumber', 'routes/my-order.tsx'),
  // The back office (issue 18): its own layout without the shop's chrome; server/plugins/back-office.ts guards it.
  route('admin/login', 'routes/admin/login.tsx'),
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/ordrar', 'routes/admin/orders.tsx'),
    route('admin/ordrar/nekade-betalningar', 'routes/admin/refused-payments.tsx'),
    route('admin/ordrar/:orderNumber/:step', 'routes/admin/order-cancel.tsx'),
    route('admin/ordrar/:orderNumber', 'routes/admin/order.tsx'),
    // Invoices after they are issued: unpaid, overdue, payments by hand and from Bankgirot (issue 30).
    route('admin/fakturor', 'routes/admin/invoices.tsx'),
    route('admin/rabattkoder', 'routes/admin/discounts.tsx'),
    route('admin/rabattkoder/:id', 'routes/admin/discount.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/personal', 'routes/admin/staff.tsx'),
    route('admin/installningar', 'routes/admin/settings.tsx'),
    route('admin/import-export', 'routes/admin/import-export.tsx'),
    route('admin/bokforing', 'routes/admin/accounting.tsx'),
    // Gift cards, returns cases, info pages, delivery and payment types (issue 18, second half).
    route('admin/presentkort', 'routes/admin/gift-cards.tsx'),
    route('admin/presentkort/:id', 'routes/admin/gift-card.tsx'),
    route('admin/returer', 'routes/admin/return-cases.tsx'),
    route('admin/returer/:id', 'routes/admin/return-case.tsx'),
    route('admin/informationssidor', 'routes/admin/info-pages.tsx'),
    route('admin/informationssidor/:id', 'routes/admin/info-page.tsx'),
    route('admin/leverans-och-betalning', 'routes/admin/checkout-options.tsx'),
    route('admin/leverans-och-betalning/:kind/:id', 'routes/admin/checkout-option.tsx'),
    // The product editor (issue 18).
    route('admin/produkter', 'routes/admin/products.tsx'),
    route('admin/produkter/ny', 'routes/admin/product-new.tsx'),
    route('admin/produkter/:productId', 'routes/admin/product.tsx'),
    // Member campaigns (issue 15).
    route('admin/medlemskampanjer', 'routes/admin/member-campaigns.tsx'),
    route('admin/medlemskampanjer/:id', 'routes/admin/member-campaign.tsx'),
    // The catalog's structure (issue 18).
    route('admin/kategorier', 'routes/admin/categories.tsx'),
    route('admin/kategorier/:id', 'routes/admin/category.tsx'),
    route('admin/varumarken', 'routes/admin/brands.tsx'),
    route('admin/varumarken/:id', 'routes/admin/brand.tsx'),
    route('admin/specifikationer', 'routes/admin/specifications.tsx'),
    route('admin/specifikationer/:id', 'routes/admin/specification.tsx'),
    route('admin/*', 'routes/admin/not-found.tsx'),
  ]),
  route('*', 'routes/catalog-path.tsx'),
] satisfies RouteConfig;
