import type { AppLoadContext } from 'react-router';
import type { DisplayOptions } from '../../services/catalog/catalog-service';
import { includesVatFor } from '../../services/session-service';

/** Private customers see prices incl. VAT; the checkout's customer type (issue #5) can switch a company to excl. VAT. */
export function displayOptions(context: AppLoadContext): DisplayOptions {
  return { includesVat: includesVatFor(context.session) };
}
