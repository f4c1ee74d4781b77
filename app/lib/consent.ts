import { useEffect, useState } from 'react';
import { parseCookieHeader, readConsent, reloadTarget, type ConsentChoices, type ConsentState } from '../../domain/consent';
import { formBody, requestJson } from './http';

/** The shopper's consent as the cookies say (browser only). */
export function currentConsent(): ConsentState {
  return readConsent(parseCookieHeader(document.cookie));
}

/**
 * The consent for parts that load something from a third party: null until hydrated (the server's HTML is the same
 * for everyone, decision 016), then what the cookies say. A part loads its script, frame or image only when the
 * option it needs is true.
 */
export function useConsent(): ConsentState | null {
  const [state, setState] = useState<ConsentState | null>(null);
  useEffect(() => setState(currentConsent()), []);
  return state;
}

/** Stores the choices (the server sets the cookies) and reloads, with a time stamp when the address has a hash. */
export async function saveConsent(choices: ConsentChoices): Promise<void> {
  await requestJson('/api/internal/cookie-consent', {
    method: 'POST',
    body: formBody({ marketing: choices.marketing ? 1 : 0, functional: choices.functional ? 1 : 0 }),
  });
  const target = reloadTarget(window.location.href, Date.now());
  if (target) window.location.assign(target);
  else window.location.reload();
}
