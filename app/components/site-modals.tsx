import { Suspense } from 'react';
import { useRouteLoaderData } from 'react-router';
import { sv } from '../../common/copy/sv';
import type { ChromeData } from '../lib/chrome.server';
import { lazyPart } from '../lib/lazy-part';
import { closeSiteModal, openConsentModal, openReturnModal, useSiteModal, type ReturnPrefill } from '../lib/site-modals';
import { useHydrated } from './cart/cart-hooks';
import { ConsentModal } from './consent-modal';

// The returns modal loads when asked for; the consent modal is in the first paint of a first visit, so it is not lazy
// (hydrated later, as a deferred part, its dialog was drawn afresh and moved: a layout shift of 0.13-0.15 on a phone).
const ReturnModal = lazyPart(() => import('./returns/return-modal').then((m) => m.ReturnModal));

/**
 * Hosts the site-wide modals, one at a time. The consent modal shows by itself until the shopper has chosen
 * (docs/decisions/018): the server renders it for a request without the consent cookies, so it paints with the page
 * and works without JavaScript (its buttons are forms).
 */
export function SiteModals() {
  const opened = useSiteModal();
  const consentGiven = useRouteLoaderData<ChromeData>('root')?.consent.given ?? true;
  const modal = opened === undefined ? (consentGiven ? null : ({ kind: 'consent', view: 'summary' } as const)) : opened;
  if (!modal) return null;
  // Not inside a Suspense boundary: React would stream its content as a hidden part that only a script reveals.
  if (modal.kind === 'consent') return <ConsentModal view={modal.view} onClose={closeSiteModal} />;
  return (
    <Suspense fallback={null}>
      <ReturnModal prefill={modal.prefill} onClose={closeSiteModal} />
    </Suspense>
  );
}

/** 'Anmäl retur eller reklamation': opens the returns modal (disabled until the page can open it). */
export function ReturnModalButton({ className = 'button', prefill }: { className?: string; prefill?: ReturnPrefill }) {
  const hydrated = useHydrated();
  return (
    <button type="button" className={className} disabled={!hydrated} aria-haspopup="dialog" onClick={() => openReturnModal(prefill)}>
      {sv.returns.open}
    </button>
  );
}

/** 'Cookieinställningar': the consent modal's settings view with the stored choices. */
export function ConsentSettingsButton({ className = 'link-button' }: { className?: string }) {
  const hydrated = useHydrated();
  return (
    <button type="button" className={className} disabled={!hydrated} aria-haspopup="dialog" onClick={() => openConsentModal('settings')}>
      {sv.consent.footerLink}
    </button>
  );
}
