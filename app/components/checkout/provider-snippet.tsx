import { useEffect, useRef } from 'react';
import { useNonce } from '../../lib/nonce';

interface ProviderSnippetProps {
  /** The provider's markup (Klarna's html_snippet): a container with its scripts. */
  snippet: string;
  /** The payment handler that names the provider's component ('klarna_checkout'). */
  handler: string;
  /** Bumped whenever the provider session was recreated or updated (`reset_order`): the component is rendered anew. */
  version: number;
}

/**
 * A provider's embedded checkout (cart-and-checkout.md section 2, the payment block): the server-supplied snippet
 * rendered into a container with the scripts inside it re-executed. Markup inserted as HTML never runs its
 * scripts, so each is replaced by a new element carrying the page's CSP nonce. The snippet is inserted in the
 * browser only: its inline scripts carry no nonce of their own, and a provider checkout needs JavaScript anyway.
 */
export function ProviderSnippet({ snippet, handler, version }: ProviderSnippetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const nonce = useNonce();
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    container.innerHTML = snippet;
    for (const old of Array.from(container.querySelectorAll('script'))) {
      const script = document.createElement('script');
      for (const attribute of Array.from(old.attributes)) script.setAttribute(attribute.name, attribute.value);
      if (nonce) script.nonce = nonce;
      script.text = old.text;
      old.replaceWith(script);
    }
  }, [snippet, version, nonce]);
  return <div ref={ref} className="provider-snippet" data-handler={handler} />;
}
