import { z } from 'zod';
import type { Order } from '../../db/repositories/order-repository';
import type { PlaceOrderResponse, SwishStart } from '../../common/contract/checkout';
import type { Session, SessionService } from '../session-service';
import { confirmationUrl } from './checkout-choices';
import type { SwishCheckout } from './swish-checkout';

/** Session data key of the order whose Swish payment the shopper waits for, and once paid, its confirmation. */
const AWAITED_KEY = 'awaited_payment';

const keptSchema = z.object({
  order_id: z.number().int().positive(),
  order_number: z.string(),
  swish: z.object({
    id: z.string(), flow: z.enum(['ecommerce', 'mcommerce']), app_url: z.string().nullable(), payer: z.string().nullable(),
    status_url: z.string(), expires_at: z.string(),
  }),
  /** Set once the paid order's confirmation was shown to this session: where it is. */
  confirmation_url: z.string().optional(),
});
type Kept = z.infer<typeof keptSchema>;

/** Where the awaited payment stands: still waiting, paid (the checkout went on to its confirmation once), or none. */
export type AwaitedStanding =
  | { kind: 'waiting'; order: Order; response: PlaceOrderResponse & { swish: SwishStart } }
  | { kind: 'paid'; orderNumber: string; confirmationUrl: string; shown: boolean }
  | { kind: 'none' };

/**
 * The payment a shopper waits for survives a reload (issue 31): the Swish request sent for an order is kept in the
 * session, so the checkout shows the wait again (and polls again), goes on to the confirmation once paid, and a
 * second 'Köp' meanwhile follows the same request instead of asking for a second payment. The paid order is
 * remembered after that, so a 'Köp' from a page left open before the payment leads to its confirmation.
 */
export function createAwaitedPayments(deps: {
  sessions: Pick<SessionService, 'update'>;
  swish: Pick<SwishCheckout, 'status'> | null;
}) {
  const keep = (session: Session, kept: Kept | undefined) => deps.sessions.update(session, { [AWAITED_KEY]: kept });

  return {
    async remember(session: Session, order: Order, swish: SwishStart): Promise<void> {
      await keep(session, { order_id: order.id, order_number: order.order_number!, swish });
    },

    /** Asks Swish (as the shopper's polling does) while the request is open; a payment that ended unpaid is forgotten. */
    async standing(session: Session): Promise<AwaitedStanding> {
      if (!(AWAITED_KEY in session.data)) return { kind: 'none' };
      const kept = keptSchema.safeParse(session.data[AWAITED_KEY]);
      if (!kept.success) {
        await keep(session, undefined);
        return { kind: 'none' };
      }
      const { confirmation_url: shownUrl, swish } = kept.data;
      if (shownUrl !== undefined) return { kind: 'paid', orderNumber: kept.data.order_number, confirmationUrl: shownUrl, shown: true };
      const found = deps.swish ? await deps.swish.status(swish.id) : null;
      if (found?.order?.id === kept.data.order_id && found.state === 'pending') {
        return { kind: 'waiting', order: found.order, response: { error: false, order_number: kept.data.order_number, confirmation_url: null, redirectUrl: null, swish } };
      }
      if (found?.order?.id === kept.data.order_id && found.state === 'paid') {
        return { kind: 'paid', orderNumber: kept.data.order_number, confirmationUrl: confirmationUrl(found.order), shown: false };
      }
      await keep(session, undefined);
      return { kind: 'none' };
    },

    /**
     * The shopper saw the paid order's confirmation (the checkout went there, or the polling or the app did): from
     * now on the checkout shows itself again.
     */
    async confirmationShown(session: Session, order: Pick<Order, 'id' | 'order_number' | 'view_token' | 'paid_at'>): Promise<void> {
      const kept = keptSchema.safeParse(session.data[AWAITED_KEY]);
      if (!kept.success || kept.data.order_id !== order.id || order.paid_at === null || kept.data.confirmation_url !== undefined) return;
      await keep(session, { ...kept.data, confirmation_url: confirmationUrl(order) });
    },
  };
}

export type AwaitedPayments = ReturnType<typeof createAwaitedPayments>;
