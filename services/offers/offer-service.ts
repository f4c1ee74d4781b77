import type { Kysely } from 'kysely';
import { offerNumber, validateOfferForm, type OfferField, type OfferFieldError } from '../../domain/offer-request';
import type { Database } from '../../db/schema';
import { createCartRepository } from '../../db/repositories/cart-repository';
import { createOfferRepository } from '../../db/repositories/offer-repository';
import { createOutboxRepository } from '../../db/repositories/outbox-repository';
import type { CartService } from '../cart/cart-service';
import type { Session, SessionService } from '../session-service';
import { offerConfirmationMail } from './offer-mail';

export const OFFER_MAIL_KIND = 'offer_request';
/** Session key: the offer request just sent, shown once by the checkout page. */
export const OFFER_SENT_KEY = 'offerSent';

export interface OfferSent {
  offerNumber: string;
  email: string;
}

export type OfferOutcome =
  | { ok: true; id: number; offerNumber: string; email: string }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'invalid'; errors: Partial<Record<OfferField, OfferFieldError>> };

/**
 * Offer mode's checkout (issue 16): the cart is sent as an offer request instead of an order. The request and its
 * lines (at the prices shown now) and the confirmation e-mail are written in one transaction, and the cart is
 * emptied in it; nothing is paid and no stock is taken.
 */
export function createOfferService(
  db: Kysely<Database>,
  deps: { cart: CartService; sessions: SessionService; now?: () => Date; mailQueued?: () => void },
) {
  const now = deps.now ?? (() => new Date());
  return {
    async send(session: Session, form: Partial<Record<OfferField, unknown>>): Promise<OfferOutcome> {
      const checked = validateOfferForm(form);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const [view, cartId] = await Promise.all([deps.cart.view(session), deps.cart.storedCartId(session)]);
      const lines = view.products
        .filter((l) => !l.unavailable && l.quantity > 0)
        .map((l) => ({
          productId: l.product_id,
          variantId: l.variant_id,
          name: l.parent_name ? `${l.parent_name} ${l.name}` : l.name,
          quantity: l.quantity,
          unitPriceInclVatOre: Math.round(l.unit_price_incl_vat * 100),
          totalInclVatOre: Math.round(l.total_price_incl_vat * 100),
          vatRate: l.vat_rate,
        }));
      if (lines.length === 0 || cartId === null) return { ok: false, reason: 'empty' };
      const contact = checked.contact;
      const totalInclVatOre = lines.reduce((sum, l) => sum + l.totalInclVatOre, 0);
      const nowIso = now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const requestId = await createOfferRepository(trx).insert(
          {
            customerId: session.customerId, name: contact.name, companyName: contact.companyName, email: contact.email, phone: contact.phone,
            message: contact.message, totalInclVatOre, createdAt: nowIso,
          },
          lines,
        );
        const mail = offerConfirmationMail({ name: contact.name, offerNumber: offerNumber(requestId), lines, totalInclVatOre, message: contact.message });
        await createOutboxRepository(trx).queue({ orderId: null, kind: `${OFFER_MAIL_KIND}_${requestId}`, recipient: contact.email, ...mail }, nowIso);
        await createCartRepository(trx).delete(cartId);
        return requestId;
      });
      deps.mailQueued?.();
      const sent: OfferSent = { offerNumber: offerNumber(id), email: contact.email };
      await deps.sessions.update(session, { [OFFER_SENT_KEY]: sent });
      return { ok: true, id, ...sent };
    },

    /** The offer request this session just sent, once (the checkout page's thank-you). */
    async takeSent(session: Session): Promise<OfferSent | null> {
      const sent = session.data[OFFER_SENT_KEY] as OfferSent | undefined;
      if (!sent || typeof sent.offerNumber !== 'string') return null;
      await deps.sessions.update(session, { [OFFER_SENT_KEY]: undefined });
      return sent;
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
