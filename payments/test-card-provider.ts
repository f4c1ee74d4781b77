import crypto from 'node:crypto';
import type { PaymentProvider, PaymentRequest, PaymentResult } from './payment-provider';
import { sameSecret } from './same-secret';

/** The path of the built-in test card page that stands in for a card provider. */
export const TEST_CARD_PATH = '/testkort/betala';

/**
 * A built-in stand-in for a card provider: its page (served under /testkort/) lets the shopper approve or cancel,
 * then sends the browser back with the result signed (HMAC-SHA256) under a key only the provider and the shop hold.
 */
export function createTestCardProvider(secret: string): PaymentProvider & {
  sign(token: string, result: PaymentResult): string;
  /** The signed request the provider's page was opened with (so its form cannot be pointed at another amount). */
  requestSignature(request: Pick<PaymentRequest, 'token' | 'amountOre' | 'returnUrl'>): string;
} {
  const key = crypto.createHmac('sha256', secret).update('test-card-provider').digest();
  const mac = (text: string) => crypto.createHmac('sha256', key).update(text).digest('base64url');
  const sign = (token: string, result: PaymentResult) => mac(`${token}|${result}`);
  const requestSignature = (r: Pick<PaymentRequest, 'token' | 'amountOre' | 'returnUrl'>) => mac(`request|${r.token}|${r.amountOre}|${r.returnUrl}`);
  return {
    name: 'Testkort',
    testMode: true,
    sign,
    requestSignature,
    redirectUrl(request) {
      const params = new URLSearchParams({
        token: request.token,
        amount: String(request.amountOre),
        order: request.orderNumber,
        return: request.returnUrl,
        sig: requestSignature(request),
      });
      return `${TEST_CARD_PATH}?${params.toString()}`;
    },
    verifyReturn(params) {
      const token = params.get('token');
      const result = params.get('result');
      const sig = params.get('sig');
      if (!token || (result !== 'paid' && result !== 'cancelled') || !sig) return null;
      return sameSecret(sign(token, result), sig) ? { token, result } : null;
    },
  };
}
