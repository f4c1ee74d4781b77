import { decodePriceView, encodePriceView, type PriceView } from '../../domain/pricing/price-view';
import type { Session, SessionService } from '../session-service';

/** Session data key of the price view the checkout last showed (for clients that place orders without its token). */
const SHOWN_PRICE_KEY = 'shown_price';

/** A price view as the checkout hands it out: the `price_token` its order form sends back. */
export function priceToken(view: PriceView): string {
  return Buffer.from(encodePriceView(view)).toString('base64url');
}

function decodeToken(token: string): PriceView | null {
  if (token.length > 20_000 || !/^[A-Za-z0-9_-]*$/.test(token)) return null;
  return decodePriceView(Buffer.from(token, 'base64url').toString('utf8'));
}

/** The price view a form's token names, or null when it names none. */
export function priceViewOfToken(token: unknown): PriceView | null {
  return typeof token === 'string' ? decodeToken(token) : null;
}

/** The price view this session was last shown. */
export function lastShownPrice(session: Session): PriceView | null {
  return priceViewOfToken(session.data[SHOWN_PRICE_KEY]);
}

/**
 * What this session was last shown, kept for a client that places the order without the checkout's
 * `price_token` (the spec's bare form): the order is then checked against that. Written only when it changed.
 */
export async function rememberShown(sessions: Pick<SessionService, 'update'>, session: Session, token: string): Promise<void> {
  if (session.data[SHOWN_PRICE_KEY] !== token) await sessions.update(session, { [SHOWN_PRICE_KEY]: token });
}

/** A client without the token was told what changed: its next try is measured against that (or nothing). */
export async function keepShownAfterRefusal(sessions: Pick<SessionService, 'update'>, session: Session, current: PriceView | null): Promise<void> {
  await sessions.update(session, { [SHOWN_PRICE_KEY]: current ? priceToken(current) : undefined });
}
