import type { AppLoadContext } from 'react-router';
import type { ProductPage } from '../../services/catalog/catalog-service';

/**
 * What a product page shows beside the product, at either of its addresses: its canonical address, the first page of
 * reviews, and the credit it may advertise to this shopper (what their checkout offers). A visitor's page may be
 * shared with other visitors, all private customers; a company's session is its own, so its page is never shared.
 */
export async function productPageExtras(context: AppLoadContext, page: ProductPage) {
  const [canonicalPath, reviews, credit] = await Promise.all([
    context.services.seo.canonicalProductPath(page.card),
    context.services.reviews.firstPage(page.card),
    context.services.checkout.creditOnOffer(context.session),
  ]);
  return { canonicalPath, reviews, credit };
}
