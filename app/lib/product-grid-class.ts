import { useRouteLoaderData } from 'react-router';
import type { ChromeData } from './chrome.server';

/**
 * A product grid's class: on a phone two cards in a row, or one when the shop's minimum two-column setting is off.
 * `given` where the grid's own call answers the setting; otherwise the site settings' value. Kept apart from the grid
 * component, so a page that lists cards its own way (the cart) takes the rule without the grid's code.
 */
export function useProductGridClass(given?: boolean): string {
  const shopMinimum = useRouteLoaderData<ChromeData>('root')?.settings.minimumTwoColumnGrid ?? true;
  return `product-grid${(given ?? shopMinimum) ? '' : ' product-grid--single-mobile'}`;
}
