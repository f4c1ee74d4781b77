import { useEffect, useState } from 'react';

/**
 * The leasing widget for company shoppers: an HTML fragment the server renders (every value escaped there) from
 * the shop's leasing terms. Anything but a 200 with HTML hides it.
 */
export function LeasingWidget({ productId, variantId }: { productId: number; variantId: number | null }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    setHtml(null);
    const controller = new AbortController();
    const query = new URLSearchParams({ product_id: String(productId) });
    if (variantId !== null) query.set('variant_id', String(variantId));
    fetch(`/api/internal/wasa/leasing_widget?${query}`, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return;
        setHtml(await response.text());
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId, variantId]);
  if (!html) return null;
  // The fragment is the shop's own server's, built with escaped values (server/api/product-widgets.ts).
  return <div className="leasing" dangerouslySetInnerHTML={{ __html: html }} />;
}
