import { svCheckout } from '../common/copy/sv-checkout';
import { formatPostalCode, type CountryCode } from './postal-code';

/**
 * A variant is prefixed with its parent's name ('Parent, Variant') so it is clear which product it belongs to; a
 * variant whose own name already starts with the parent's (as the demo catalog's do) is named as it is, once.
 */
export function lineName(line: { name: string; parent_name: string | null }): string {
  const parent = line.parent_name;
  return parent && !line.name.startsWith(parent) ? `${parent}, ${line.name}` : line.name;
}

/** Whom and where an order goes, as the order stored it. */
export interface OrderAddress {
  first_name: string;
  last_name: string;
  company: string | null;
  address: string;
  co: string;
  postal_code: string;
  city: string;
}

/** What an order summary reads of a placed order: its stored amounts in öre, both bases, and its choices. */
export interface OrderFacts extends OrderAddress {
  includes_vat: boolean;
  customer_type: 'private' | 'company';
  country: string;
  delivery_name: string;
  payment_name: string;
  products_incl_vat_ore: number;
  products_excl_vat_ore: number;
  discount_incl_vat_ore: number;
  discount_excl_vat_ore: number;
  delivery_incl_vat_ore: number;
  delivery_excl_vat_ore: number;
  payment_fee_incl_vat_ore: number;
  payment_fee_excl_vat_ore: number;
  total_excl_vat_ore: number;
  vat_ore: number;
  gift_cards_ore: number;
  to_pay_ore: number;
  /** The codes whose discounts the order took. */
  discounts: readonly { code: string }[];
}

export interface OrderLineFacts {
  id: number;
  product_id: number;
  variant_id: number | null;
  sold_product_id: number;
  name: string;
  parent_name: string | null;
  quantity: number;
  total_incl_vat_ore: number;
  total_excl_vat_ore: number;
  give_away_campaign_id: number | null;
}

export interface OrderSummaryLine {
  id: number;
  /** The product or variant id (analytics). */
  itemId: string;
  name: string;
  quantity: number;
  totalOre: number;
  gift: boolean;
  /** The image's path as the shop serves it, or null for a product without one. */
  image: string | null;
}

export type OrderSummaryRowKind = 'products' | 'discount' | 'delivery' | 'paymentFee' | 'subtotal' | 'vat' | 'giftCards' | 'toPay' | 'vatIncluded';

/** One amount row; reductions (discounts, gift cards) are negative. */
export interface OrderSummaryRow {
  kind: OrderSummaryRowKind;
  label: string;
  ore: number;
}

/**
 * An order as every place that shows it after purchase shows it: the confirmation page, Mina sidor and the
 * confirmation e-mail. Amounts in öre in the basis the shopper bought in, shown to the öre (decision 041).
 */
export interface OrderSummary {
  includesVat: boolean;
  privateCustomer: boolean;
  lines: OrderSummaryLine[];
  rows: OrderSummaryRow[];
  deliveryName: string;
  paymentName: string;
  /** The delivery address, one line per entry. */
  address: string[];
  toPayOre: number;
  vatOre: number;
  deliveryOre: number;
  giftCardsOre: number;
}

function addressLines(order: OrderFacts): string[] {
  const country = order.country as CountryCode;
  const countries: Record<string, string> = svCheckout.checkoutPage.confirmation.countries;
  return [
    `${order.first_name} ${order.last_name}`,
    ...(order.company ? [order.company] : []),
    order.address,
    ...(order.co ? [`c/o ${order.co}`] : []),
    `${formatPostalCode(order.postal_code, country)} ${order.city}`,
    ...(country !== 'SE' && countries[country] ? [countries[country]] : []),
  ];
}

/**
 * The rows in the order the checkout added them up. A private customer's rows include VAT and end with 'Varav moms';
 * a company's exclude it, then add the VAT before what is to pay. Gift cards are a means of payment, taken off after
 * VAT (they never lower it); a discount, a payment fee and gift cards show only when the order has them.
 */
function amountRows(order: OrderFacts): OrderSummaryRow[] {
  const m = svCheckout.orderMail;
  const c = svCheckout.checkoutPage.confirmation;
  const inclVat = order.includes_vat;
  const shown = (incl: number, excl: number) => (inclVat ? incl : excl);
  const discountOre = shown(order.discount_incl_vat_ore, order.discount_excl_vat_ore);
  const feeOre = shown(order.payment_fee_incl_vat_ore, order.payment_fee_excl_vat_ore);
  const codes = order.discounts.map((d) => d.code);
  const rows: (OrderSummaryRow | null)[] = [
    { kind: 'products', label: m.products, ore: shown(order.products_incl_vat_ore, order.products_excl_vat_ore) },
    discountOre > 0 ? { kind: 'discount', label: codes.length > 0 ? m.discountCodes(codes.join(', ')) : m.discount, ore: -discountOre } : null,
    { kind: 'delivery', label: m.delivery(order.delivery_name), ore: shown(order.delivery_incl_vat_ore, order.delivery_excl_vat_ore) },
    feeOre > 0 ? { kind: 'paymentFee', label: m.paymentFee, ore: feeOre } : null,
    inclVat ? null : { kind: 'subtotal', label: c.totalExclVat, ore: order.total_excl_vat_ore },
    inclVat ? null : { kind: 'vat', label: c.vat, ore: order.vat_ore },
    order.gift_cards_ore > 0 ? { kind: 'giftCards', label: m.giftCards, ore: -order.gift_cards_ore } : null,
    { kind: 'toPay', label: m.toPay, ore: order.to_pay_ore },
    inclVat ? { kind: 'vatIncluded', label: m.vat, ore: order.vat_ore } : null,
  ];
  return rows.filter((row): row is OrderSummaryRow => row !== null);
}

/**
 * The summary of a placed order from what it stored, never priced again: each line named once with its total in
 * the order's basis and its image (`images`: first image path per product id; a variant's own, else its
 * product's), the amount rows, delivery, payment and address.
 */
export function orderSummary(order: OrderFacts, lines: readonly OrderLineFacts[], images: ReadonlyMap<number, string> = new Map()): OrderSummary {
  const inclVat = order.includes_vat;
  return {
    includesVat: inclVat,
    privateCustomer: order.customer_type === 'private',
    lines: lines.map((line) => ({
      id: line.id,
      itemId: String(line.variant_id ?? line.product_id),
      name: lineName(line),
      quantity: line.quantity,
      totalOre: inclVat ? line.total_incl_vat_ore : line.total_excl_vat_ore,
      gift: line.give_away_campaign_id !== null,
      image: images.get(line.sold_product_id) ?? images.get(line.product_id) ?? null,
    })),
    rows: amountRows(order),
    deliveryName: order.delivery_name,
    paymentName: order.payment_name,
    address: addressLines(order),
    toPayOre: order.to_pay_ore,
    vatOre: order.vat_ore,
    deliveryOre: inclVat ? order.delivery_incl_vat_ore : order.delivery_excl_vat_ore,
    giftCardsOre: order.gift_cards_ore,
  };
}
