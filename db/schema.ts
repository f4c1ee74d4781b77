import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { LatePaymentOutcome, LatePaymentRefusal } from '../domain/late-payment';
import type { ProviderRefusalCancel, ProviderRefusalReason } from '../domain/provider-refusals';
import type { PaymentHandler } from '../common/contract/checkout';

/**
 * Row types of every table, the one source of truth for database shapes.
 * Money columns are integer öre incl. VAT; flags are 0/1; timestamps ISO-8601 UTC text.
 */
type Flag = ColumnType<number, number | undefined, number>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface VatRatesTable {
  vat_class: string;
  rate_percent: number;
  valid_from: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  level: number;
  name: string;
  url: string;
  description: WithDefault<string>;
  image: string | null;
  position: WithDefault<number>;
  visible: Flag;
  /** The page title and meta description search engines get; null: the name and the description (issue 18). */
  seo_title: ColumnType<string | null, string | null | undefined, string | null>;
  meta_description: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  brand_link: string;
  brand_override_link: WithDefault<string>;
  description: WithDefault<string>;
  logo: string | null;
}

export interface PrimaryColorsTable {
  id: Generated<number>;
  name: string;
  hex: string;
  position: WithDefault<number>;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  color: string;
  color_is_dark: Flag;
}

export interface BadgesTable {
  id: Generated<number>;
  name: string;
  image: string;
  position: WithDefault<string>;
}

export type ProductStatus = 'active' | 'hidden' | 'discontinued';

export interface ProductsTable {
  id: Generated<number>;
  parent_id: number | null;
  sku: string;
  name: string;
  title: WithDefault<string>;
  url: string;
  brand_id: number;
  category_id: number;
  vat_class: WithDefault<string>;
  price_incl_vat_ore: number;
  original_price_incl_vat_ore: number | null;
  member_price_incl_vat_ore: number | null;
  monthly_price_ore: number | null;
  hide_price: Flag;
  stock: WithDefault<number>;
  max_purchasable_quantity: number | null;
  allow_backorder: Flag;
  status: WithDefault<ProductStatus>;
  is_package: Flag;
  is_digital: Flag;
  energy_class: string | null;
  energy_class_version: number | null;
  energy_label_file: string | null;
  energy_datasheet_file: string | null;
  info_text: WithDefault<string>;
  description: WithDefault<string>;
  primary_color_id: number | null;
  badge_id: number | null;
  popularity: WithDefault<number>;
  rating_average: number | null;
  rating_count: WithDefault<number>;
  created_at: string;
  updated_at: string;
  /** GTIN-8/12/13/14 (EAN, UPC) digits with a valid check digit, for price comparison feeds; null when unknown. */
  gtin: ColumnType<string | null, string | null | undefined, string | null>;
  /** The manufacturer's part number; null when unknown. */
  mpn: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0: shown with its price but not sold online (the buy-button flag); 1 for every product unless set. */
  buy_option: Flag;
  /** The page's title and description for search engines (issue 18); empty: the name and the product's text. */
  seo_title: WithDefault<string>;
  seo_description: WithDefault<string>;
}

export interface ProductPriceHistoryTable {
  id: Generated<number>;
  product_id: number;
  price_incl_vat_ore: number;
  valid_from: string;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  position: WithDefault<number>;
  path: string;
  alt: WithDefault<string>;
  width: number;
  height: number;
}

export interface ProductTagsTable {
  product_id: number;
  tag_id: number;
}

export interface ProductAddOnsTable {
  product_id: number;
  add_on_product_id: number;
  position: WithDefault<number>;
}

export interface PackageItemsTable {
  package_product_id: number;
  part_product_id: number;
  quantity: WithDefault<number>;
}

export type SpecificationGroupType = 'single_choice' | 'multiple_choice' | 'interval';

export interface SpecificationGroupsTable {
  id: Generated<number>;
  title: string;
  section: WithDefault<string>;
  type: SpecificationGroupType;
  unit: string | null;
  description: string | null;
  show_in_filter: Flag;
  position: WithDefault<number>;
}

export interface CategorySpecificationGroupsTable {
  category_id: number;
  group_id: number;
  position: WithDefault<number>;
}

export interface SpecificationRowsTable {
  id: Generated<number>;
  group_id: number;
  value: string;
  numeric_value: number | null;
  position: WithDefault<number>;
}

export interface ProductSpecificationsTable {
  product_id: number;
  row_id: number;
}

export interface VariantAttributesTable {
  id: Generated<number>;
  label: string;
  level: WithDefault<number>;
  position: WithDefault<number>;
}

export interface VariantAttributeOptionsTable {
  id: Generated<number>;
  attribute_id: number;
  display_name: string;
  color_hex: string | null;
  primary_color_id: number | null;
  position: WithDefault<number>;
}

export interface ProductVariantOptionsTable {
  product_id: number;
  option_id: number;
}

export interface SessionsTable {
  id_hash: string;
  csrf_token: string;
  customer_id: number | null;
  data: WithDefault<string>;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface ThemesTable {
  id: number;
  name: string;
  /** Which palette of the design tokens the pages use (app/styles/site.css, [data-palette]). */
  palette: Generated<string>;
  /** Site settings this theme sets (JSON object), over the stored ones. */
  settings: Generated<string>;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
}

export type InfoPageType = 'services' | 'campaign' | 'other' | 'direct';

export interface InfoPagesTable {
  id: Generated<number>;
  parent_id: number | null;
  title: string;
  url: string;
  type: InfoPageType;
  heading: WithDefault<string>;
  body: WithDefault<string>;
  position: WithDefault<number>;
  expanded: Flag;
  /** 0: a draft only the back office sees (issue 18). */
  published: WithDefault<number>;
}

export interface CatalogStateTable {
  id: number;
  version: number;
  seeded_size: number | null;
}

export interface CustomersTable {
  id: Generated<number>;
  email: string;
  first_name: WithDefault<string>;
  last_name: WithDefault<string>;
  is_member: Flag;
  created_at: string;
  /** argon2id (PHC string); null for a customer row nobody can log in with yet. */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  customer_type: WithDefault<'private' | 'company'>;
  company: WithDefault<string>;
  mobile: WithDefault<string>;
  newsletter: Flag;
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CustomerAddressesTable {
  id: Generated<number>;
  customer_id: number;
  first_name: string;
  last_name: string;
  company: WithDefault<string>;
  address: string;
  co: WithDefault<string>;
  /** Five digits (Sweden), as orders store them. */
  postal_code: string;
  city: string;
  country: WithDefault<string>;
  mobile: WithDefault<string>;
  is_default: Flag;
  created_at: string;
}

export type AccountTokenPurpose = 'password_reset' | 'verify_email' | 'claim';

/** A single-use e-mail link: only the token's SHA-256 is stored. */
export interface AccountTokensTable {
  token_hash: string;
  purpose: AccountTokenPurpose;
  customer_id: number | null;
  email: string;
  expires_at: string;
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

export interface CartsTable {
  id: Generated<number>;
  session_id_hash: string | null;
  customer_id: number | null;
  order_message: WithDefault<string>;
  subscribe: Flag;
  created_at: string;
  updated_at: string;
}

export interface CartLinesTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  variant_id: number | null;
  /** The variant when one is chosen, else the product. */
  sold_product_id: number;
  quantity: number;
  created_at: string;
}

export interface CartCodesTable {
  cart_id: number;
  code: string;
  added_at: string;
}

export type DiscountCodeKind = 'percent' | 'amount' | 'free_delivery';

export interface DiscountCodesTable {
  id: Generated<number>;
  code: string;
  kind: DiscountCodeKind;
  percent: number | null;
  amount_ore: number | null;
  min_order_ore: number | null;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit_total: number | null;
  usage_limit_per_customer: number | null;
  times_used: WithDefault<number>;
  member_only: Flag;
  /** JSON array of category ids. */
  category_ids: WithDefault<string>;
  /** JSON array of brand ids. */
  brand_ids: WithDefault<string>;
  label: string | null;
  active: Flag;
  /** Ended for good by the back office (issue 30): never active again. */
  ended_at: string | null;
}

export interface DiscountRedemptionsTable {
  id: Generated<number>;
  discount_code_id: number;
  /** `customer:{id}` or `email:{address}`. */
  customer_key: string;
  order_id: number | null;
  created_at: string;
}

export interface GiftCardsTable {
  id: Generated<number>;
  code: string;
  initial_balance_ore: number;
  balance_ore: number;
  valid_until: string | null;
  active: Flag;
  created_at: string;
  /** Ended for good by the back office (issue 30): never active again. */
  ended_at: string | null;
}

export interface GiftCampaignsTable {
  id: Generated<number>;
  name: string;
  trigger_product_id: number;
  trigger_quantity: WithDefault<number>;
  gift_product_id: number;
  gift_quantity: WithDefault<number>;
  valid_from: string | null;
  valid_until: string | null;
  active: Flag;
}

export interface DeliveryTypesTable {
  id: Generated<number>;
  name: string;
  description: WithDefault<string>;
  price_incl_vat_ore: number;
  is_pickup: Flag;
  requires_postal_code: Flag;
  free_delivery_applies: Flag;
  /** Comma-separated country codes. */
  countries: WithDefault<string>;
  /** JSON [{ from, to }] or null (everywhere). */
  postal_code_ranges: string | null;
  /** JSON [{ key, name }]. */
  shipping_options: WithDefault<string>;
  for_private: Flag;
  for_company: Flag;
  is_digital: Flag;
  position: WithDefault<number>;
  active: Flag;
  /** The owner's image for the option (under /assets/uploads/), or null for the shop's built-in mark (issue 31). */
  image: string | null;
}

// The payment handlers are the checkout's wire values too: defined with its contract, named here for the rows.
export type { PaymentHandler };

export interface PaymentTypesTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: WithDefault<string>;
  price_incl_vat_ore: WithDefault<number>;
  handler: PaymentHandler;
  for_private: Flag;
  for_company: Flag;
  is_credit: Flag;
  position: WithDefault<number>;
  active: Flag;
  /** The owner's image for the option (under /assets/uploads/), or null for the shop's built-in mark (issue 31). */
  image: string | null;
}

/** awaiting_invoice and awaiting_payment are the two 'placed' states; domain/order-states.ts has the transitions. */
export type OrderStatus = 'awaiting_invoice' | 'awaiting_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

export interface OrdersTable {
  id: Generated<number>;
  order_number: string | null;
  idempotency_key: string;
  status: OrderStatus;
  session_id_hash: string | null;
  customer_id: number | null;
  customer_type: 'private' | 'company';
  email: string;
  first_name: string;
  last_name: string;
  identity_number: string | null;
  company: string | null;
  address: string;
  co: WithDefault<string>;
  postal_code: string;
  city: string;
  country: string;
  mobile: string;
  delivery_type_id: number | null;
  delivery_name: string;
  shipping_option_key: string | null;
  delivery_incl_vat_ore: number;
  delivery_excl_vat_ore: number;
  payment_type_id: number | null;
  payment_name: string;
  payment_handler: PaymentHandler;
  payment_fee_incl_vat_ore: number;
  payment_fee_excl_vat_ore: number;
  products_incl_vat_ore: number;
  products_excl_vat_ore: number;
  discount_incl_vat_ore: number;
  discount_excl_vat_ore: number;
  total_incl_vat_ore: number;
  total_excl_vat_ore: number;
  vat_ore: number;
  gift_cards_ore: number;
  to_pay_ore: number;
  /** JSON [{ rate, excl_vat_ore, vat_ore }]. */
  vat_breakdown: string;
  /** JSON [{ code, label, kind, incl_vat_ore, excl_vat_ore }]. */
  discounts: string;
  includes_vat: number;
  dominant_vat_rate: number;
  order_message: WithDefault<string>;
  subscribe: Flag;
  view_token: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** The cart the order was made of (a new attempt on the same cart supersedes a card order awaiting payment). */
  cart_id: number | null;
  shipped_at: WithDefault<string | null>;
  delivered_at: WithDefault<string | null>;
  /** The carrier's tracking number, given when the back office ships the order (issue 18). */
  tracking_number: WithDefault<string | null>;
  /** A payment confirmed after the hold was released (decision 038): 'reinstated' or 'refunded'. */
  late_payment: WithDefault<LatePaymentOutcome | null>;
  /** Why a late payment could not take its order back (LatePaymentRefusal). */
  late_payment_reason: WithDefault<LatePaymentRefusal | null>;
  late_payment_at: WithDefault<string | null>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  variant_id: number | null;
  sold_product_id: number;
  name: string;
  parent_name: string | null;
  quantity: number;
  unit_price_incl_vat_ore: number;
  vat_rate: number;
  total_incl_vat_ore: number;
  total_excl_vat_ore: number;
  discount_incl_vat_ore: number;
  give_away_campaign_id: number | null;
  /** Units taken from stock (a backorder line clamped at 0 took fewer than it sold); a cancellation gives these back. */
  stock_taken: WithDefault<number>;
}

export interface CardPaymentsTable {
  id: Generated<number>;
  order_id: number;
  token: string;
  amount_ore: number;
  status: 'pending' | 'paid' | 'cancelled';
  created_at: string;
  updated_at: string;
}

/** A provider's checkout opened for a cart (Klarna's order), found again by its callbacks. */
export interface ProviderSessionsTable {
  id: Generated<number>;
  provider: string;
  provider_order_id: string;
  cart_id: number;
  session_id_hash: string;
  callback_token: string;
  amount_ore: number;
  status: WithDefault<'open' | 'completed' | 'refused'>;
  order_id: number | null;
  created_at: string;
  updated_at: string;
  /** Why the shop refused the provider's order (issue 28); null while not refused, and for refusals before it was kept. */
  refused_reason: WithDefault<ProviderRefusalReason | null>;
  /** Whether the cancel call at the provider succeeded; null when nothing was cancelled there (the provider closed it). */
  refused_cancel: WithDefault<ProviderRefusalCancel | null>;
  /** What the provider's order was for when refused, in öre. */
  refused_amount_ore: WithDefault<number | null>;
  refused_at: WithDefault<string | null>;
}

export interface GiftCardTransactionsTable {
  id: Generated<number>;
  gift_card_id: number;
  order_id: number;
  amount_ore: number;
  created_at: string;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxEmailsTable {
  id: Generated<number>;
  order_id: number | null;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: WithDefault<OutboxStatus>;
  attempts: WithDefault<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Documents rendered when the mail is sent: JSON MailAttachmentRef[], null for none. */
  attachments: WithDefault<string | null>;
}

/** A document the outbox worker renders and attaches when it sends the mail (never stored as bytes in the row). */
export type MailAttachmentRef = { kind: 'invoice'; invoiceId: number };

/**
 * An invoice (kind 'invoice', one per invoice order) or a credit invoice (kind 'credit', crediting
 * `credits_invoice_id`), issue 30. Its number is its id; `ocr` is derived from it (domain/invoicing/ocr-reference.ts).
 */
export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  kind: 'invoice' | 'credit';
  credits_invoice_id: number | null;
  ocr: string;
  /** To pay (an invoice) or credited (a credit invoice), öre incl. VAT, never negative. */
  amount_ore: number;
  /** JSON [{ name, quantity, unit_price_incl_vat_ore, vat_rate, total_incl_vat_ore }] as issued. */
  lines: string;
  /** JSON [{ rate, excl_vat_ore, vat_ore }] as issued. */
  vat_breakdown: string;
  /** Swedish calendar dates, YYYY-MM-DD. */
  issue_date: string;
  due_date: string;
  paid_ore: WithDefault<number>;
  status: 'open' | 'paid' | 'credited';
  paid_at: WithDefault<string | null>;
  reminders: WithDefault<number>;
  reminded_at: WithDefault<string | null>;
  created_at: string;
  updated_at: string;
}

export type PaymentRecordKind = 'payment' | 'capture' | 'refund' | 'credit';

/** One money movement (issue 30): what the order page lists and the accountant's SIE and CSV export book. */
export interface PaymentRecordsTable {
  id: Generated<number>;
  order_id: number | null;
  invoice_id: number | null;
  kind: PaymentRecordKind;
  /** How the money moved: 'card', 'swish', 'klarna', 'svea', 'wasa', 'invoice', 'bank' (a manual refund). */
  method: string;
  /** Who moved it ('swish', 'klarna', the card acquirer, 'bankgirot'), null for a person's own record. */
  provider: string | null;
  /** The provider's id of the payment, capture or refund (or the bank file's reference). */
  provider_reference: string | null;
  /** Always positive: `kind` says which way the money went. */
  amount_ore: number;
  /** When the money moved (ISO timestamp): the day it is booked on. */
  booked_at: string;
  /** The event recorded, unique, so the same callback or bank row arriving twice is recorded once. */
  source_key: string;
  /** The staff member's e-mail for a hand-made record. */
  recorded_by: WithDefault<string | null>;
  note: WithDefault<string | null>;
  created_at: string;
}

/** The review mail of a delivered order: its uuid is the link's, good for the products of that order only. */
export interface ProductReviewRequestsTable {
  uuid: string;
  order_id: number;
  created_at: string;
  /** When every product of the order had a review with a text. */
  completed_at: WithDefault<string | null>;
}

export interface ProductReviewsTable {
  id: Generated<number>;
  request_uuid: string;
  product_id: number;
  order_id: number;
  rating: number;
  reviewer: WithDefault<string>;
  /** Null until written; only reviews with a text are listed. */
  text: WithDefault<string | null>;
  store_name: WithDefault<string>;
  created_at: string;
  updated_at: string;
}

/** A return or complaint filed through 'Anmäl retur eller reklamation' (issue 16). */
export interface OfferRequestsTable {
  id: Generated<number>;
  customer_id: number | null;
  name: string;
  company_name: WithDefault<string>;
  email: string;
  phone: WithDefault<string>;
  message: WithDefault<string>;
  total_incl_vat_ore: number;
  status: WithDefault<'received' | 'answered' | 'closed'>;
  created_at: string;
}

export interface OfferRequestLinesTable {
  id: Generated<number>;
  offer_request_id: number;
  product_id: number;
  variant_id: number | null;
  name: string;
  quantity: number;
  unit_price_incl_vat_ore: number;
  vat_rate: number;
}

export interface ReturnCasesTable {
  id: Generated<number>;
  order_id: number;
  type: 'return' | 'complaint';
  reason: WithDefault<string>;
  status: WithDefault<'received' | 'approved' | 'rejected' | 'closed'>;
  created_at: string;
  /** The shop's word on its decision (a rejection's reason), sent to the customer. */
  decision_note: WithDefault<string>;
  decided_at: WithDefault<string | null>;
}

export interface ReturnCaseLinesTable {
  id: Generated<number>;
  case_id: number;
  order_line_id: number;
  quantity: number;
}

/** An image of a case, checked as JPEG or PNG by its bytes; the shopper's file name is a label only. */
export interface ReturnCaseImagesTable {
  id: Generated<number>;
  case_id: number;
  content_type: 'image/jpeg' | 'image/png';
  original_name: string;
  size_bytes: number;
  data: Buffer;
  created_at: string;
}

/** An abuse-limit counter (docs/decisions/012): hits of one key's current window. */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  window_start: string;
  expires_at: string;
}

export type StaffRole = 'admin' | 'staff';

/** Back-office accounts (issue 18): never customers, never logged in through a shopper's session. */
export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  name: WithDefault<string>;
  password_hash: string;
  role: StaffRole;
  active: WithDefault<number>;
  created_at: string;
  updated_at: string;
}

export interface StaffSessionsTable {
  id_hash: string;
  staff_id: number;
  csrf_token: string;
  created_at: string;
  expires_at: string;
}

/** A refused no-script form's typed values (JSON), shown again by its page for a few minutes. */
export interface StaffFormDraftsTable {
  session_id_hash: string;
  /** The page's address (`/admin/produkter/12`) and the form's name on it (`product`). */
  page: string;
  form: string;
  draft: string;
  created_at: string;
}

/** One admin change: who, when, what, and the record before and after it (JSON, null when it did not exist). */
export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  staff_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

/** A CSV file read by the back office's import (issue 18): what it did, or why it was refused. */
export interface CatalogImportsTable {
  id: Generated<number>;
  staff_id: number | null;
  staff_email: string;
  file_name: string;
  kind: 'products' | 'prices' | null;
  status: 'imported' | 'checked' | 'refused';
  created_count: WithDefault<number>;
  updated_count: WithDefault<number>;
  unchanged_count: WithDefault<number>;
  issue_count: WithDefault<number>;
  /** JSON [{ line, column, message }]: the first problems of a refused file. */
  issues_json: string | null;
  created_at: string;
}

/**
 * The refund of a cancelled paid order (issue 18, decision 033), one per order: `pending` while its provider's
 * refund call is outstanding, `refunded` when the payment path gave the money back (or the staff member recorded
 * doing so), `manual` while someone must still pay it back by hand (`reason` says why).
 */
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  amount_ore: number;
  /** The order's payment handler the money went through. */
  method: string;
  status: 'pending' | 'refunded' | 'manual';
  created_at: string;
  settled_at: WithDefault<string | null>;
  settled_by: WithDefault<string | null>;
  /** The provider's order (Klarna, Svea, Wasa) or payment request (Swish) the money was paid through. */
  provider_order_id: WithDefault<string | null>;
  /** Our refund's id at the provider (Swish's instruction UUID, Klarna's idempotency key): the same on every attempt. */
  instruction_id: WithDefault<string | null>;
  /** Why the refund is manual (ManualRefundReason in domain/refunds.ts). */
  reason: WithDefault<string | null>;
  /** The provider's own words for a refused or failed refund (its error code and message). */
  detail: WithDefault<string | null>;
  /** Until when an attempt holds the pending refund: another process or the sweeper leaves it alone till then. */
  claimed_until: WithDefault<string | null>;
  attempts: WithDefault<number>;
  updated_at: WithDefault<string | null>;
}

export type PriceScheduleState = 'scheduled' | 'running' | 'ended' | 'cancelled';

/** A sale price from starts_at to ends_at (issue 18), applied and ended by the scheduler in services/admin. */
export interface ProductPriceSchedulesTable {
  id: Generated<number>;
  product_id: number;
  sale_price_incl_vat_ore: number;
  starts_at: string;
  ends_at: string;
  state: WithDefault<PriceScheduleState>;
  /** The price and list price when the sale started: they return at its end. */
  price_before_incl_vat_ore: WithDefault<number | null>;
  original_before_incl_vat_ore: WithDefault<number | null>;
  created_at: string;
  started_at: WithDefault<string | null>;
  ended_at: WithDefault<string | null>;
}

/**
 * An address a product, category or brand page had (issue 18, decision 032): answered with a 301 to where the entity
 * lives now. Exactly one of the three targets is set.
 */
export interface UrlRedirectsTable {
  id: Generated<number>;
  old_url: string;
  product_id: ColumnType<number | null, number | null | undefined, number | null>;
  category_id: ColumnType<number | null, number | null | undefined, number | null>;
  brand_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
}

/** A visitor's newsletter subscription (issue 31): pending until confirmed from the mail, with the consent as given. */
export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  /** Trimmed, lower case. */
  email: string;
  status: WithDefault<'pending' | 'active' | 'unsubscribed'>;
  /** The consent text the visitor agreed to, word for word, and its version (domain/newsletter.ts). */
  consent_text: string;
  consent_version: string;
  consented_at: string;
  confirmed_at: WithDefault<string | null>;
  unsubscribed_at: WithDefault<string | null>;
  created_at: string;
  updated_at: string;
}

export interface Database {
  vat_rates: VatRatesTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  primary_colors: PrimaryColorsTable;
  tags: TagsTable;
  badges: BadgesTable;
  products: ProductsTable;
  product_price_history: ProductPriceHistoryTable;
  product_images: ProductImagesTable;
  product_tags: ProductTagsTable;
  package_items: PackageItemsTable;
  product_add_ons: ProductAddOnsTable;
  specification_groups: SpecificationGroupsTable;
  category_specification_groups: CategorySpecificationGroupsTable;
  specification_rows: SpecificationRowsTable;
  product_specifications: ProductSpecificationsTable;
  variant_attributes: VariantAttributesTable;
  variant_attribute_options: VariantAttributeOptionsTable;
  product_variant_options: ProductVariantOptionsTable;
  sessions: SessionsTable;
  site_settings: SiteSettingsTable;
  info_pages: InfoPagesTable;
  catalog_state: CatalogStateTable;
  customers: CustomersTable;
  customer_addresses: CustomerAddressesTable;
  account_tokens: AccountTokensTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  cart_codes: CartCodesTable;
  discount_codes: DiscountCodesTable;
  discount_redemptions: DiscountRedemptionsTable;
  gift_cards: GiftCardsTable;
  gift_campaigns: GiftCampaignsTable;
  delivery_types: DeliveryTypesTable;
  payment_types: PaymentTypesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  card_payments: CardPaymentsTable;
  invoices: InvoicesTable;
  payment_records: PaymentRecordsTable;
  provider_sessions: ProviderSessionsTable;
  gift_card_transactions: GiftCardTransactionsTable;
  rate_limit_counters: RateLimitCountersTable;
  outbox_emails: OutboxEmailsTable;
  product_review_requests: ProductReviewRequestsTable;
  product_reviews: ProductReviewsTable;
  return_cases: ReturnCasesTable;
  return_case_lines: ReturnCaseLinesTable;
  return_case_images: ReturnCaseImagesTable;
  offer_requests: OfferRequestsTable;
  offer_request_lines: OfferRequestLinesTable;
  themes: ThemesTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_form_drafts: StaffFormDraftsTable;
  audit_log: AuditLogTable;
  catalog_imports: CatalogImportsTable;
  order_refunds: OrderRefundsTable;
  product_price_schedules: ProductPriceSchedulesTable;
  member_campaigns: MemberCampaignsTable;
  url_redirects: UrlRedirectsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type BrandRow = Selectable<BrandsTable>;
export type InfoPageRow = Selectable<InfoPagesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type DiscountCodeRow = Selectable<DiscountCodesTable>;
export type GiftCardRow = Selectable<GiftCardsTable>;
export type GiftCampaignRow = Selectable<GiftCampaignsTable>;
export type DeliveryTypeRow = Selectable<DeliveryTypesTable>;
export type PaymentTypeRow = Selectable<PaymentTypesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type OutboxEmailRow = Selectable<OutboxEmailsTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type ProviderSessionRow = Selectable<ProviderSessionsTable>;
export type CustomerAddressRow = Selectable<CustomerAddressesTable>;

/** A member campaign (issue 15): a price for club members on chosen products, a category or a brand, for some days. */
export interface MemberCampaignsTable {
  id: Generated<number>;
  name: string;
  kind: 'percent' | 'price';
  percent: number | null;
  price_incl_vat_ore: number | null;
  scope: 'products' | 'category' | 'brand';
  /** JSON array of product ids (scope 'products'); a parent's variants are included. */
  product_ids: WithDefault<string>;
  category_id: number | null;
  brand_id: number | null;
  /** Swedish calendar days, YYYY-MM-DD, both included; null: open-ended. */
  valid_from: string | null;
  valid_until: string | null;
  active: Flag;
  created_at: string;
  updated_at: string;
}

export type MemberCampaignRow = Selectable<MemberCampaignsTable>;
