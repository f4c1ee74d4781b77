import type { ProviderFetch } from '../../payments/payment-provider';
import type { ShopMetrics } from './shop-metrics';

/** A provider's HTTP with its calls timed and its failures (no answer, or a 5xx) counted. */
export function measuredFetch(metrics: ShopMetrics, provider: string, fetch: ProviderFetch): ProviderFetch {
  return async (url, init) => {
    const end = metrics.providerDuration.startTimer({ provider });
    try {
      const answer = await fetch(url, init);
      const outcome = answer.status >= 500 ? 'server_error' : answer.status >= 400 ? 'client_error' : 'ok';
      end({ outcome });
      if (outcome === 'server_error') metrics.providerErrors.inc({ provider });
      return answer;
    } catch (error) {
      end({ outcome: 'failed' });
      metrics.providerErrors.inc({ provider });
      throw error;
    }
  };
}
