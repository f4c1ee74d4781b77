import { describe, expect, it } from 'vitest';
import { createShopMetrics } from './shop-metrics';
import { measuredFetch } from './measured-fetch';

describe('a provider call as the metrics see it', () => {
  it('times every call by outcome and counts a 5xx or no answer as an error, a 4xx not', async () => {
    const metrics = createShopMetrics();
    const answers = [200, 422, 503];
    const klarna = measuredFetch(metrics, 'klarna', async () => new Response(null, { status: answers.shift() }));
    for (let i = 0; i < 3; i++) await klarna('https://api.klarna.com/checkout/v3/orders', { method: 'POST', headers: {} });
    const swish = measuredFetch(metrics, 'swish', async () => {
      throw new Error('ECONNRESET');
    });
    await expect(swish('https://cpc.getswish.net/', { method: 'PUT', headers: {} })).rejects.toThrow('ECONNRESET');

    const text = await metrics.registry.metrics();
    for (const outcome of ['ok', 'client_error', 'server_error']) {
      expect(text).toContain(`shop_provider_request_duration_seconds_count{provider="klarna",outcome="${outcome}"} 1`);
    }
    expect(text).toContain('shop_provider_request_duration_seconds_count{provider="swish",outcome="failed"} 1');
    expect(text).toContain('shop_provider_errors_total{provider="klarna"} 1');
    expect(text).toContain('shop_provider_errors_total{provider="swish"} 1');
  });
});
