import type { AppLoadContext } from 'react-router';
import type { DisplayOptions } from '../../services/catalog/catalog-service';

/** The visitor's VAT basis and, for a logged-in member only, the member prices: their price view (services/pages/page-shopper.ts). */
export async function displayOptions(context: AppLoadContext): Promise<DisplayOptions> {
  return (await context.shopper()).display;
}
