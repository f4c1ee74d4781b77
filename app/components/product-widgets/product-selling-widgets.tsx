import { useRouteLoaderData } from 'react-router';
import type { ProductPage } from '../../../services/catalog/catalog-service';
import type { ChromeData } from '../../lib/chrome.server';
import { Countdown } from './countdown';
import { InstallmentTeaser } from './installment-teaser';
import { LeasingWidget } from './leasing-widget';

/**
 * The buy area's selling widgets: the installment teaser for everyone, the leasing widget for company shoppers
 * (leasing is for companies, whether or not they see prices incl. VAT), and the campaign countdown on discounted products.
 */
export function ProductSellingWidgets({ page }: { page: ProductPage }) {
  const chrome = useRouteLoaderData<ChromeData>('root');
  // On a variant address the widgets price the variant the page shows.
  const card = page.selectedVariant?.card ?? page.card;
  const productId = card.parent_id ?? card.product_id;
  const variantId = card.parent_id !== null ? card.product_id : null;
  return (
    <>
      <InstallmentTeaser productId={card.product_id} hidePrice={card.product_hide_price} />
      {chrome?.companyShopper ? <LeasingWidget productId={productId} variantId={variantId} /> : null}
      {card.is_discounted && chrome ? <Countdown countdown={chrome.settings.countdown} /> : null}
    </>
  );
}
