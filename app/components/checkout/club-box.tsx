import { useId, useRef, useState } from 'react';
import type { CheckoutState } from '../../../common/contract/checkout';
import { svClub } from '../../../common/copy/sv-club';
import { requestJson } from '../../lib/http';
import { useHydrated } from '../cart/cart-hooks';

const c = svClub;

interface LoginAnswer {
  error: boolean;
  msg: string | Record<string, string | string[]>;
}

/** The spec's error text: the message, or all messages joined with a space. */
export function loginMessage(msg: LoginAnswer['msg']): string {
  if (typeof msg === 'string') return msg;
  return Object.values(msg).flat().join(' ');
}

/**
 * The customer-club box above 'Din varukorg' (cart-and-checkout.md section 2, block 1): a teaser with 'Logga in' and
 * 'Bli medlem' that switches to a login form; POST /konto/login_from_checkout with JSON email and password, and on
 * success the page reloads (prefilled form, member prices). Without JavaScript 'Logga in' leads to /login and back.
 * A logged-in customer sees who they are logged in as instead.
 */
export function ClubBox({ user }: { user: CheckoutState['user'] }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const email = useRef<HTMLInputElement>(null);
  const id = useId();

  if (user) {
    return (
      <section className="club-box club-box--member" aria-label={c.club.teaserTitle}>
        <p className="club-box__title">{c.club.loggedInAs(`${user.firstname} ${user.lastname}`.trim() || user.email)}</p>
        {user.is_member ? <p className="club-box__text">{c.club.memberPricesApplied}</p> : null}
      </section>
    );
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const fields = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    // The spec: e-mail and password are required (the browser's own check runs first).
    if (!event.currentTarget.reportValidity()) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await requestJson<LoginAnswer>('/konto/login_from_checkout', { method: 'POST', body: fields });
      if (answer && answer.error === false) {
        window.location.reload();
        return;
      }
      setError(answer ? loginMessage(answer.msg) : c.loginFailed);
    } catch {
      setError(c.loginFailed);
    }
    setBusy(false);
  };

  return (
    <section className="club-box" aria-labelledby={`${id}-title`}>
      <h3 className="club-box__title" id={`${id}-title`}>
        {open ? c.club.loginTitle : c.club.teaserTitle}
      </h3>
      {open ? (
        <form className="club-box__form" onSubmit={submit} aria-busy={busy}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-email`}>
              {c.email}
            </label>
            <input ref={email} id={`${id}-email`} className="field__input" name="email" type="email" autoComplete="email" required />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-password`}>
              {c.password}
            </label>
            <input id={`${id}-password`} className="field__input" name="password" type="password" autoComplete="current-password" required />
          </div>
          <div role="alert" className="club-box__error">
            {error}
          </div>
          <div className="club-box__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {c.club.login}
            </button>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {c.club.cancel}
            </button>
            <a href="/konto/glomt-losenord">{c.forgot}</a>
          </div>
        </form>
      ) : (
        <ClubTeaser
          onLogin={() => {
            setOpen(true);
            window.setTimeout(() => email.current?.focus(), 0);
          }}
        />
      )}
    </section>
  );
}

/** The teaser: 'Logga in' opens the box's login form (without JavaScript, the login page), 'Bli medlem' registers. */
function ClubTeaser({ onLogin }: { onLogin(): void }) {
  const hydrated = useHydrated();
  return (
    <>
      <p className="club-box__text">{c.club.teaserText}</p>
      <div className="club-box__actions">
        {hydrated ? (
          <button type="button" className="button button--primary" aria-expanded={false} onClick={onLogin}>
            {c.club.login}
          </button>
        ) : (
          <a className="button button--primary" href="/login?tillbaka=%2Fcheckoutv3">
            {c.club.login}
          </a>
        )}
        <a className="button" href="/kundklubb/registrera-dig">
          {c.club.becomeMember}
        </a>
      </div>
    </>
  );
}
