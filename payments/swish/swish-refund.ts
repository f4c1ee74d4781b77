import crypto from 'node:crypto';
import type { RefundAttempt, ProviderRefunder } from '../provider-refund';
import { sameSecret } from '../same-secret';
import { oreToSekString, type SwishRefund } from './swish-api';
import type { SwishClient } from './swish-client';

/** Our address for Swish's refund callbacks. */
export const SWISH_REFUND_CALLBACK_PATH = '/checkoutv3/swish/refund-callback';

/** A Swish refund's status (Refunds API): paid out, failed, or still on its way (CREATED, then DEBITED). */
export function swishRefundOutcome(status: string): 'refunded' | 'failed' | 'waiting' {
  if (status === 'PAID') return 'refunded';
  if (status === 'ERROR' || status === 'DECLINED' || status === 'CANCELLED') return 'failed';
  return 'waiting';
}

function attemptOf(found: SwishRefund): RefundAttempt {
  const outcome = swishRefundOutcome(found.status);
  if (outcome === 'refunded') return { status: 'refunded' };
  if (outcome === 'waiting') return { status: 'waiting' };
  return { status: 'manual', reason: 'provider_error', detail: `${found.errorCode ?? 'ERROR'}${found.errorMessage ? `: ${found.errorMessage}` : ''}` };
}

/**
 * Swish's refund of a paid payment request. Swish settles it later and calls back to `shopOrigin`'s
 * SWISH_REFUND_CALLBACK_PATH with a callbackIdentifier derived from `secret`, so only Swish's callback is taken.
 */
export function createSwishRefunder(client: SwishClient, options: { shopOrigin: string; secret: string }): ProviderRefunder {
  const identifierOf = (instructionId: string) => crypto.createHmac('sha256', options.secret).update(`swish-refund|${instructionId}`).digest('hex').slice(0, 32);

  return {
    handler: 'swish',
    async attempt({ providerOrderId, instructionId, amountOre, orderNumber }) {
      // The refund may exist from an attempt whose answer was lost: Swish knows it by our instruction id.
      let found = await client.retrieveRefund(instructionId);
      if (!found) {
        const payment = await client.retrieve(providerOrderId);
        if (payment.status !== 'PAID' || !payment.paymentReference) return { status: 'manual', reason: 'provider_error', detail: `payment request ${payment.status}` };
        await client.createRefund(instructionId, {
          originalPaymentReference: payment.paymentReference,
          callbackUrl: `${options.shopOrigin.replace(/\/+$/, '')}${SWISH_REFUND_CALLBACK_PATH}`,
          payerAlias: client.payeeAlias,
          amount: oreToSekString(amountOre),
          currency: 'SEK',
          message: `Återbetalning order ${orderNumber}`.slice(0, 50),
          callbackIdentifier: identifierOf(instructionId),
        });
        found = await client.retrieveRefund(instructionId);
      }
      return found ? attemptOf(found) : { status: 'waiting' };
    },
    callback: {
      authentic: (instructionId, identifier) => sameSecret(identifierOf(instructionId), identifier ?? ''),
      async readBack(instructionId) {
        const found = await client.retrieveRefund(instructionId);
        return found ? attemptOf(found) : null;
      },
    },
  };
}
