import { useEffect, useState } from 'react';
import { formatKronorAmount, kronorToOre } from '../../../domain/money';
import { svProductPage } from '../../../common/copy/sv-product-page';
import { requestJson } from '../../lib/http';

interface CampaignAnswer {
  id: number;
  label: string;
  monthlyCost: number;
  interestFree: boolean;
}

/**
 * 'Delbetala räntefritt från {n} kr/mån': the lowest monthly cost of the interest-free campaigns. Fetched after
 * mount (the call is a POST with the page's CSRF token); any failure, a hidden price or no campaign shows nothing.
 */
export function InstallmentTeaser({ productId, hidePrice }: { productId: number; hidePrice: boolean }) {
  const [monthly, setMonthly] = useState<number | null>(null);
  useEffect(() => {
    setMonthly(null);
    if (hidePrice) return;
    const controller = new AbortController();
    requestJson<CampaignAnswer[]>(`/api/internal/svea_campaigns/index/${productId}`, { method: 'POST', signal: controller.signal })
      .then((campaigns) => {
        const free = Array.isArray(campaigns) ? campaigns.filter((c) => c.interestFree && Number.isFinite(c.monthlyCost)) : [];
        setMonthly(free.length > 0 ? Math.min(...free.map((c) => c.monthlyCost)) : null);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId, hidePrice]);
  if (monthly === null) return null;
  return <p className="installment-teaser">{svProductPage.installmentTeaser(formatKronorAmount(kronorToOre(monthly)))}</p>;
}
