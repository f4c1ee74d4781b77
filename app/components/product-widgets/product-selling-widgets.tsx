import type { ProductPage } from '../../../services/catalog/catalog-service';
import type { CreditOnOffer } from '../../../domain/payment-options';
import { svProductPage } from '../../../common/copy/sv-product-page';
import { Countdown } from './countdown';
import { InstallmentTeaser } from './installment-teaser';
import { LeasingWidget } from './leasing-widget';

/**
 * The buy area's selling widgets: the installment teaser and the leasing widget each only for a shopper whose
 * checkout offers that way to pay (part payment: private customers; leasing: companies), and the countdown to the
 * end of the price this shopper pays, when something ends it (a sale, a member campaign).
 */
export function ProductSellingWidgets({ page, credit }: { page: ProductPage; credit: CreditOnOffer }) {
  // On a variant address the widgets price the variant the page shows.
  const card = page.selectedVariant?.card ?? page.card;
  const productId = card.parent_id ?? card.product_id;
  const variantId = card.parent_id !== null ? card.product_id : null;
  return (
    <>
      {credit.partPayment ? <InstallmentTeaser productId={card.product_id} hidePrice={card.product_hide_price} /> : null}
      {credit.leasing ? <LeasingWidget productId={productId} variantId={variantId} /> : null}
      {page.priceEnd ? <Countdown title={svProductPage.priceEndsIn} startsAt={page.priceEnd.startsAt} endsAt={page.priceEnd.endsAt} /> : null}
    </>
  );
}
