import type { AppLoadContext } from 'react-router';
import type { ProductPage } from '../../services/catalog/catalog-service';

/**
 * What a product page shows beside the product, at either of its addresses: its canonical address, the first page of
 * reviews, and the credit it may advertise to this shopper (what their checkout offers). It follows the customer
 * type, which is part of the price view a shared page is kept by (docs/decisions/016).
 */
export async function productPageExtras(context: AppLoadContext, page: ProductPage) {
  const [canonicalPath, reviews, credit] = await Promise.all([
    context.services.seo.canonicalProductPath(page.card),
    context.services.reviews.firstPage(page.card),
    context.services.checkout.creditOnOffer(context.session),
  ]);
  return { canonicalPath, reviews, credit };
}
