import { useEffect, useRef, useState } from 'react';
import { wasaOrderIdOf } from '../../../domain/wasa-completion';
import { svCheckout } from '../../../common/copy/sv-checkout';
import { useNonce } from '../../lib/nonce';
import { Alert } from './alert';

interface ProviderSnippetProps {
  /** The provider's markup (Klarna's html_snippet, Wasa's checkout snippet): a container with its scripts. */
  snippet: string;
  /** The payment handler that names the provider's component ('klarna_checkout', 'wasa_checkout'). */
  handler: string;
  /** Bumped whenever the provider session was recreated or updated (`reset_order`): the component is rendered anew. */
  version: number;
  /** Klarna's client event: a shipping option was chosen inside Klarna's checkout (its id and price in öre). */
  onShippingOptionChange?: (option: { id: string; price: number }) => void;
}

type KlarnaClientApi = (callback: (api: { on(handlers: { shipping_option_change?: (data: unknown) => void }): void }) => void) => void;

/** How long Wasa's script may take to load before the checkout says Wasa cannot be reached. */
const WASA_SCRIPT_WAIT_MS = 10_000;

interface WasaCheckoutScript {
  init(options: { onComplete(result: unknown): void; onCancel(result: unknown): void }): void;
}

/**
 * Wasa Kredit's snippet is initialised by the merchant's page (`window.wasaCheckout.init`) once its script has
 * loaded: completion goes to /checkout/wasa/confirmation/{id} when the result carries Wasa's order id, and is the
 * spec's 'invalid reply' otherwise; cancellation goes back to /checkoutv3. A script that never loads is the spec's
 * 'script missing'. Returns a function that stops waiting.
 */
function initWasa(container: HTMLElement, scripts: HTMLScriptElement[], fail: (message: string) => void): () => void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    const wasa = (window as unknown as { wasaCheckout?: WasaCheckoutScript }).wasaCheckout;
    if (!wasa || typeof wasa.init !== 'function' || !container.isConnected) {
      fail(svCheckout.providers.wasaUnreachable);
      return;
    }
    wasa.init({
      onComplete(result) {
        const id = wasaOrderIdOf(result);
        if (id === null) fail(svCheckout.providers.wasaInvalid);
        else window.location.assign(`/checkout/wasa/confirmation/${encodeURIComponent(id)}`);
      },
      onCancel() {
        window.location.assign('/checkoutv3');
      },
    });
  };
  const external = scripts.filter((s) => s.src !== '');
  let pending = external.length;
  for (const script of external) {
    script.addEventListener('load', () => {
      pending -= 1;
      if (pending === 0) start();
    });
    script.addEventListener('error', () => {
      done = true;
      fail(svCheckout.providers.wasaUnreachable);
    });
  }
  const timer = window.setTimeout(start, pending === 0 ? 0 : WASA_SCRIPT_WAIT_MS);
  return () => {
    done = true;
    window.clearTimeout(timer);
  };
}

/**
 * A provider's embedded checkout (cart-and-checkout.md section 2, the payment block): the server-supplied snippet
 * rendered into a container with the scripts inside it re-executed. Markup inserted as HTML never runs its
 * scripts, so each is replaced by a new element carrying the page's CSP nonce. The snippet is inserted in the
 * browser only: its inline scripts carry no nonce of their own, and a provider checkout needs JavaScript anyway.
 */
export function ProviderSnippet({ snippet, handler, version, onShippingOptionChange }: ProviderSnippetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shippingChange = useRef(onShippingOptionChange);
  shippingChange.current = onShippingOptionChange;
  const nonce = useNonce();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    setFailure(null);
    container.innerHTML = snippet;
    const scripts: HTMLScriptElement[] = [];
    for (const old of Array.from(container.querySelectorAll('script'))) {
      const script = document.createElement('script');
      for (const attribute of Array.from(old.attributes)) script.setAttribute(attribute.name, attribute.value);
      if (nonce) script.nonce = nonce;
      script.text = old.text;
      old.replaceWith(script);
      scripts.push(script);
    }
    if (handler === 'klarna_checkout') {
      const kco = (window as unknown as { _klarnaCheckout?: KlarnaClientApi })._klarnaCheckout;
      kco?.((api) => api.on({
        shipping_option_change(data) {
          const { id, price } = (data ?? {}) as { id?: unknown; price?: unknown };
          if (typeof id === 'string' && typeof price === 'number' && Number.isInteger(price)) shippingChange.current?.({ id, price });
        },
      }));
      return;
    }
    if (handler !== 'wasa_checkout') return;
    return initWasa(container, scripts, (message) => {
      // The spec: a missing script leaves the checkout without its component; an invalid reply keeps it usable.
      if (message === svCheckout.providers.wasaUnreachable) container.replaceChildren();
      setFailure(message);
    });
  }, [snippet, handler, version, nonce]);
  return (
    <>
      {failure !== null ? <Alert>{failure}</Alert> : null}
      <div ref={ref} className="provider-snippet" data-handler={handler} />
    </>
  );
}
