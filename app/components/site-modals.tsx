import { Suspense, useEffect } from 'react';
import { sv } from '../copy/sv';
import { currentConsent } from '../lib/consent';
import { lazyPart } from '../lib/lazy-part';
import { closeSiteModal, openConsentModal, openReturnModal, useSiteModal, type ReturnPrefill } from '../lib/site-modals';
import { useHydrated } from './cart/cart-hooks';

// Both load when first shown: the consent modal on a first visit, the returns modal when asked for.
const ConsentModal = lazyPart(() => import('./consent-modal').then((m) => m.ConsentModal));
const ReturnModal = lazyPart(() => import('./returns/return-modal').then((m) => m.ReturnModal));

/**
 * Hosts the site-wide modals, one at a time. The consent modal opens by itself until the shopper has chosen
 * (docs/decisions/018); it is decided in the browser, as the server's HTML is the same for every visitor.
 */
export function SiteModals() {
  const modal = useSiteModal();
  useEffect(() => {
    if (!currentConsent().given) openConsentModal('summary');
  }, []);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      {modal.kind === 'consent' ? <ConsentModal view={modal.view} onClose={closeSiteModal} /> : <ReturnModal prefill={modal.prefill} onClose={closeSiteModal} />}
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
