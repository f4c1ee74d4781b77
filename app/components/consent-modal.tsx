import { useId, useState } from 'react';
import { ACCEPT_ALL, CONSENT_SWITCH_DEFAULTS, ONLY_REQUIRED, type ConsentChoices } from '../../domain/consent';
import { sv } from '../../common/copy/sv';
import { currentConsent, saveConsent } from '../lib/consent';
import { ModalDialog } from './modal-dialog';
import { CsrfField } from './csrf-field';

const m = sv.consent;

type Busy = 'all' | 'required' | 'save' | null;

function Switch({ label, text, checked, disabled, onChange, state }: { label: string; text: string; checked: boolean; disabled?: boolean; onChange?(value: boolean): void; state?: string }) {
  const id = useId();
  return (
    <li className="consent-option">
      <div className="consent-option__text">
        <label htmlFor={id} className="consent-option__label">
          {label}
        </label>
        <p id={`${id}-text`} className="consent-option__description">
          {text}
        </p>
      </div>
      <span className="consent-option__control">
        {state ? <span className="consent-option__state">{state}</span> : null}
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-text`}
          onChange={(event) => onChange?.(event.target.checked)}
        />
      </span>
    </li>
  );
}

/**
 * 'Integritetsinställningar' (storefront.md, docs/decisions/018): the summary view with 'Godkänn alla' and
 * 'Endast nödvändiga' side by side and 'Hantera inställningar'; the settings view with the always-on required item
 * and the functional and marketing switches (off until chosen), 'Spara val' and 'Godkänn alla'. Any choice is
 * stored by the call and the page reloads.
 */
export function ConsentModal({ view: initialView, onClose }: { view: 'summary' | 'settings'; onClose(): void }) {
  const [view, setView] = useState(initialView);
  const [choices, setChoices] = useState<ConsentChoices>(() => {
    // The server renders the modal only for a visitor who has not chosen: the defaults, as the browser then reads too.
    if (typeof document === 'undefined') return CONSENT_SWITCH_DEFAULTS;
    const stored = currentConsent();
    return stored.given ? { marketing: stored.marketing, functional: stored.functional } : CONSENT_SWITCH_DEFAULTS;
  });
  const [busy, setBusy] = useState<Busy>(null);
  const [failed, setFailed] = useState(false);

  const choose = async (which: Exclude<Busy, null>, chosen: ConsentChoices) => {
    setBusy(which);
    setFailed(false);
    try {
      await saveConsent(chosen);
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  // Each choice is a form of its own, so it also works before (or without) JavaScript; the server answers a plain
  // post with a redirect back to the page.
  const button = (which: Exclude<Busy, null>, label: string, chosen: () => ConsentChoices, autofocus = false) => {
    const values = chosen();
    return (
      <form
        method="post"
        action="/api/internal/cookie-consent"
        className="consent__choice-form"
        onSubmit={(event) => {
          event.preventDefault();
          void choose(which, chosen());
        }}
      >
        <CsrfField />
        <input type="hidden" name="marketing" value={values.marketing ? '1' : '0'} />
        <input type="hidden" name="functional" value={values.functional ? '1' : '0'} />
        <button
          type="submit"
          className="button button--primary consent__choice"
          aria-busy={busy === which}
          disabled={busy !== null}
          data-autofocus={autofocus ? '' : undefined}
        >
          {busy === which ? m.saving : label}
        </button>
      </form>
    );
  };

  return (
    <ModalDialog title={m.title} closeLabel={m.close} onClose={onClose} closeOnBackdrop={false} className="consent">
      {view === 'summary' ? (
        <>
          <p className="consent__summary">{m.summary}</p>
          <div className="consent__actions">
            {button('all', m.acceptAll, () => ACCEPT_ALL, true)}
            {button('required', m.onlyRequired, () => ONLY_REQUIRED)}
          </div>
          <button type="button" className="link-button consent__manage" onClick={() => setView('settings')} disabled={busy !== null}>
            {m.manage}
          </button>
        </>
      ) : (
        <>
          <ul className="consent-options">
            <Switch label={m.requiredTitle} text={m.requiredText} checked disabled state={m.alwaysOn} />
            <Switch label={m.functionalTitle} text={m.functionalText} checked={choices.functional} onChange={(functional) => setChoices({ ...choices, functional })} />
            <Switch label={m.marketingTitle} text={m.marketingText} checked={choices.marketing} onChange={(marketing) => setChoices({ ...choices, marketing })} />
          </ul>
          <div className="consent__actions">
            {button('save', m.save, () => choices)}
            {button('all', m.acceptAll, () => ACCEPT_ALL)}
          </div>
          {initialView === 'summary' ? (
            <button type="button" className="link-button consent__manage" onClick={() => setView('summary')} disabled={busy !== null}>
              {m.back}
            </button>
          ) : null}
        </>
      )}
      {failed ? (
        <p className="alert alert--error consent__error" role="alert">
          {m.failed}
        </p>
      ) : null}
    </ModalDialog>
  );
}
