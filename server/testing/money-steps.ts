import type { LightMyRequestResponse } from 'fastify';
import type { Actor } from '../../services/admin/audit-log';
import type { OrderAdmin } from '../../services/admin/order-admin';

/** A back-office test client: calls with the staff token, and plain form posts. */
export interface StaffPoster {
  json: (url: string, payload?: Record<string, unknown>) => Promise<LightMyRequestResponse>;
  form: (url: string, form: Record<string, string>) => Promise<LightMyRequestResponse>;
}

/** The amount a money step asks to be confirmed: its refusal names it (issue 30); undefined when refused otherwise. */
async function amountToConfirm(client: StaffPoster, url: string): Promise<{ asked: LightMyRequestResponse; confirm: string | undefined }> {
  const asked = await client.json(url);
  return { asked, confirm: asked.statusCode === 409 ? asked.json<{ confirm?: string }>().confirm : undefined };
}

/**
 * A money step (a cancellation, a refund) as a person confirms it: the call first, whose refusal names the amount
 * to confirm, then the same call carrying it. A call refused for any other reason is answered as it was.
 */
export async function confirmedJson(client: StaffPoster, url: string): Promise<LightMyRequestResponse> {
  const { asked, confirm } = await amountToConfirm(client, url);
  return confirm === undefined ? asked : client.json(url, { confirm });
}

/** As confirmedJson, the confirming post a plain form (no script), as the confirmation page sends it. */
export async function confirmedForm(client: StaffPoster, url: string): Promise<LightMyRequestResponse> {
  const { confirm } = await amountToConfirm(client, url);
  return client.form(url, confirm === undefined ? {} : { confirm });
}

/** A cancellation through the service as staff confirm it on its page: with the refund amount the page shows. */
export async function cancelConfirmed(orderAdmin: OrderAdmin, orderNumber: string, actor: Actor) {
  const shown = await orderAdmin.confirmation(orderNumber, 'cancel');
  if (!shown) throw new Error(`Order ${orderNumber} cannot be cancelled`);
  return orderAdmin.change(orderNumber, 'cancel', { trackingNumber: '', confirmedRefund: String(shown.confirmation.refundOre) }, actor);
}
