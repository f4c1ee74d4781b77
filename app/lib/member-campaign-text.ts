import { svBackOffice } from '../../common/copy/sv-back-office';
import { formatPrice } from '../../domain/money';
import { campaignRunsOn } from '../../domain/member-campaigns';

const m = svBackOffice.memberCampaigns;

interface CampaignText {
  kind: 'percent' | 'price';
  percent: number | null;
  price_incl_vat_ore: number | null;
  scope: 'products' | 'category' | 'brand';
  productSkus: string[];
  scopeName: string | null;
  valid_from: string | null;
  valid_until: string | null;
  active: number;
}

/** A campaign's rule, what it applies to and its days, as the back office's list says them. */
export function campaignSummary(campaign: CampaignText): { rule: string; appliesTo: string; validity: string } {
  const rule = campaign.kind === 'percent' ? m.percentOff(campaign.percent ?? 0) : m.fixedPrice(formatPrice(campaign.price_incl_vat_ore ?? 0));
  const appliesTo =
    campaign.scope === 'products'
      ? `${m.products(campaign.productSkus.length)}: ${campaign.productSkus.slice(0, 5).join(', ')}${campaign.productSkus.length > 5 ? ' …' : ''}`
      : campaign.scope === 'category'
        ? m.category(campaign.scopeName ?? '?')
        : m.brand(campaign.scopeName ?? '?');
  const validity =
    campaign.valid_from === null && campaign.valid_until === null
      ? m.always
      : [campaign.valid_from ? m.from(campaign.valid_from) : '', campaign.valid_until ? m.until(campaign.valid_until) : ''].filter(Boolean).join(' ');
  return { rule, appliesTo, validity };
}

/** Running, upcoming, ended or switched off, on a Swedish day. */
export function campaignStatus(campaign: Pick<CampaignText, 'active' | 'valid_from' | 'valid_until'>, today: string): string {
  if (!campaign.active) return m.inactive;
  if (campaignRunsOn({ validFrom: campaign.valid_from, validUntil: campaign.valid_until }, today)) return m.running;
  return campaign.valid_from !== null && today < campaign.valid_from ? m.upcoming : m.ended;
}
