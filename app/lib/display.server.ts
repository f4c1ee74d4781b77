import type { AppLoadContext } from 'react-router';
import { displayFor } from '../../services/accounts/viewer-display';
import type { DisplayOptions } from '../../services/catalog/catalog-service';

/** The visitor's VAT basis and, for a logged-in member only, the member prices (services/accounts/viewer-display.ts). */
export function displayOptions(context: AppLoadContext): Promise<DisplayOptions> {
  return displayFor(context.session, context.services);
}
