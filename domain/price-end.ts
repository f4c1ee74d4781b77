/**
 * When the price a shopper pays for a product ends: what the product page's campaign countdown counts down to. A
 * price ends when the sale that set it ends, or, for a club member, when the member campaign that gives their price
 * ends; a price that nothing will end (a plain reduction, the product's own member price) has no countdown.
 */
import { nextDay, swedishDayStart } from './back-office';
import type { MemberPriceSource } from './member-campaigns';
import type { Ore } from './money';

/** A product's running sale (a scheduled sale the scheduler has started). */
export interface RunningSale {
  salePriceOre: Ore;
  startsAt: string;
  endsAt: string;
}

export interface PriceEnd {
  /** ISO instants; a start of null is a campaign open from the start. */
  startsAt: string | null;
  endsAt: string;
}

export interface PriceEndInput {
  /** The product's price now, incl. VAT (what everyone pays). */
  priceOre: Ore;
  sale: RunningSale | null;
  /** The member price this shopper pays and where it comes from; null for everyone who pays the price above. */
  member: MemberPriceSource | null;
}

const earlier = (a: string, b: string) => Date.parse(a) < Date.parse(b);

export function priceEndFor({ priceOre, sale, member }: PriceEndInput): PriceEnd | null {
  // A sale whose price someone changed since it started no longer sets the price: it only ends (domain/price-change.ts).
  const saleEnd: PriceEnd | null = sale !== null && sale.salePriceOre === priceOre ? { startsAt: sale.startsAt, endsAt: sale.endsAt } : null;
  if (member === null) return saleEnd;
  const campaign = member.campaign;
  if (campaign === null) return null;
  // A campaign's days are Swedish days, its last one included.
  const campaignEnd: PriceEnd | null =
    campaign.validUntil === null
      ? null
      : { startsAt: campaign.validFrom === null ? null : swedishDayStart(campaign.validFrom), endsAt: swedishDayStart(nextDay(campaign.validUntil)) };
  // A percentage is taken off today's price: when the sale behind that price ends, the member's price moves with it.
  if (campaign.kind === 'percent' && saleEnd !== null && (campaignEnd === null || earlier(saleEnd.endsAt, campaignEnd.endsAt))) {
    return saleEnd;
  }
  return campaignEnd;
}
