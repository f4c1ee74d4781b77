import type { Ore } from '../money';
import type { PricedCart, PricingLine } from './price-cart';

/**
 * What the shopper was shown, reduced to what decides the amount: an order is placed only at the amount the shopper
 * last saw (issue 10). The checkout hands this out with every state; placing an order compares it with the cart
 * priced again inside the order's transaction.
 */
export interface PriceView {
  /** 'Att betala', incl. VAT. */
  toPayOre: Ore;
  /** [thing sold, quantity, unit price incl. VAT] per line, gifts included (price 0). */
  lines: [number, number, Ore][];
  /** [code, amount incl. VAT] per discount code in the cart (0 while it does not apply). */
  codes: [string, Ore][];
  /** [code, balance] per gift card in the cart: a balance spent meanwhile changes what is left to pay. */
  giftCards: [string, Ore][];
  /** The chosen delivery's price, or null while none is chosen. */
  deliveryOre: Ore | null;
  paymentFeeOre: Ore;
}

export type PriceChange =
  | { kind: 'cart' }
  | { kind: 'line_price'; soldProductId: number }
  | { kind: 'gift_card'; code: string }
  | { kind: 'discount_code'; code: string }
  | { kind: 'delivery' }
  | { kind: 'payment_fee' }
  | { kind: 'total' };

export interface ViewedLine extends PricingLine {
  /** The variant when one is chosen, else the product: what the line sells. */
  product: PricingLine['product'] & { id: number };
}

export function priceViewOf(priced: PricedCart<ViewedLine>, giftCards: readonly { code: string; balanceOre: Ore }[]): PriceView {
  return {
    toPayOre: priced.totals.toPayInclVatOre,
    lines: priced.lines.map((l) => [l.line.product.id, l.line.quantity, l.unitIncl]),
    codes: priced.outcome.applied.map((a) => [a.rule.code, a.refusal === null ? a.amountInclVatOre : 0]),
    giftCards: giftCards.map((g) => [g.code, g.balanceOre]),
    deliveryOre: priced.deliveryPriceOre,
    paymentFeeOre: priced.totals.paymentFeeInclVatOre,
  };
}

/**
 * The first thing that differs between what was shown and what the order would now cost, or null when nothing
 * does. Most specific first: the cart's contents, a line's price, a gift card, a code, then delivery, fee and the
 * total. `choicesMadeNow`: the delivery and payment were chosen in the very form that places the order (without
 * JavaScript), beside their prices, so their amounts (and the total they move) are not compared.
 */
export function priceChange(shown: PriceView, current: PriceView, choicesMadeNow = false): PriceChange | null {
  const shownLines = new Map(shown.lines.map(([id, qty, unit]) => [id, { qty, unit }]));
  if (shown.lines.length !== current.lines.length || current.lines.some(([id, qty]) => shownLines.get(id)?.qty !== qty)) return { kind: 'cart' };
  const repriced = current.lines.find(([id, , unit]) => shownLines.get(id)!.unit !== unit);
  if (repriced) return { kind: 'line_price', soldProductId: repriced[0] };
  const shownCards = new Map(shown.giftCards);
  const card = current.giftCards.find(([code, balance]) => shownCards.get(code) !== balance) ?? shown.giftCards.find(([code]) => !current.giftCards.some(([c]) => c === code));
  if (card) return { kind: 'gift_card', code: card[0] };
  const shownCodes = new Map(shown.codes);
  const code = current.codes.find(([c, amount]) => shownCodes.get(c) !== amount) ?? shown.codes.find(([c]) => !current.codes.some(([d]) => d === c));
  if (code) return { kind: 'discount_code', code: code[0] };
  if (choicesMadeNow) return null;
  if (shown.deliveryOre !== current.deliveryOre) return { kind: 'delivery' };
  if (shown.paymentFeeOre !== current.paymentFeeOre) return { kind: 'payment_fee' };
  if (shown.toPayOre !== current.toPayOre) return { kind: 'total' };
  return null;
}

/** A view as a compact, URL-safe string for a form field; the parse of a string that is not one is null. */
export function encodePriceView(view: PriceView): string {
  return JSON.stringify([view.toPayOre, view.lines, view.codes, view.giftCards, view.deliveryOre, view.paymentFeeOre]);
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isPair = (v: unknown): v is [string, number] => Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && isInt(v[1]);
const isLine = (v: unknown): v is [number, number, number] => Array.isArray(v) && v.length === 3 && v.every(isInt);

export function decodePriceView(text: string): PriceView | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 6) return null;
  const [toPay, lines, codes, cards, delivery, fee] = value as unknown[];
  if (!isInt(toPay) || !isInt(fee) || !(delivery === null || isInt(delivery))) return null;
  if (!Array.isArray(lines) || !lines.every(isLine) || !Array.isArray(codes) || !codes.every(isPair) || !Array.isArray(cards) || !cards.every(isPair)) return null;
  return { toPayOre: toPay, lines, codes, giftCards: cards, deliveryOre: delivery, paymentFeeOre: fee };
}
