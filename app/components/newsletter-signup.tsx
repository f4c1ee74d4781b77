import { useId, useState, type FormEvent } from 'react';
import { sv } from '../../common/copy/sv';
import { errorBodyOf, errorMessage, formBody, requestJson } from '../lib/http';
import { CsrfField } from './csrf-field';
import { SubmitButton } from './submit-button';

const n = sv.newsletter;

export interface NewsletterAnswer {
  tone: 'info' | 'error';
  message: string;
  errors: Record<string, string>;
}

/** The first message of each field of an error answer (`errors: { field: [messages] }`). */
function fieldErrors(error: unknown): Record<string, string> {
  const errors = errorBodyOf(error)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors as Record<string, unknown>).flatMap(([field, messages]) => (Array.isArray(messages) && typeof messages[0] === 'string' ? [[field, messages[0]]] : [])));
}

/**
 * The newsletter sign-up (issue 31): e-mail and consent. A plain form post to /nyhetsbrev without JavaScript (the
 * newsletter page shows the answer); with it, the answer shows here. Either way the subscription starts only once the
 * mailed link is confirmed.
 */
export function NewsletterSignup({ className, initial }: { className?: string; initial?: { email: string; answer: NewsletterAnswer | null } }) {
  const [answer, setAnswer] = useState<NewsletterAnswer | null>(initial?.answer ?? null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorOf = (field: string) => (answer?.tone === 'error' ? answer.errors[field] : undefined);
  const described = (field: string) => (errorOf(field) ? `${id}-${field}-error` : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    try {
      const done = await requestJson<{ message: string }>('/nyhetsbrev', {
        method: 'POST',
        body: formBody({ email: String(data.get('email') ?? ''), consent: data.get('consent') === null ? null : '1' }),
      });
      setAnswer({ tone: 'info', message: done.message, errors: {} });
      form.reset();
    } catch (error) {
      setAnswer({ tone: 'error', message: errorMessage(error, n.failed), errors: fieldErrors(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action="/nyhetsbrev" className={['newsletter-signup', className ?? ''].filter(Boolean).join(' ')} onSubmit={submit}>
      <CsrfField />
      <div className="newsletter-signup__row">
        <label htmlFor={`${id}-email`} className="newsletter-signup__label">
          {n.email}
        </label>
        <input
          id={`${id}-email`}
          className="newsletter-signup__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={initial?.email ?? ''}
          aria-invalid={errorOf('email') ? true : undefined}
          aria-describedby={described('email')}
        />
        {errorOf('email') ? (
          <p id={`${id}-email-error`} className="newsletter-signup__error">
            {errorOf('email')}
          </p>
        ) : null}
      </div>
      <div className="newsletter-signup__consent">
        <input id={`${id}-consent`} type="checkbox" name="consent" value="1" required aria-invalid={errorOf('consent') ? true : undefined} aria-describedby={described('consent')} />
        <label htmlFor={`${id}-consent`}>{n.consent}</label>
        {errorOf('consent') ? (
          <p id={`${id}-consent-error`} className="newsletter-signup__error">
            {errorOf('consent')}
          </p>
        ) : null}
      </div>
      <SubmitButton className="button newsletter-signup__submit" busy={busy}>
        {n.submit}
      </SubmitButton>
      <p className={`newsletter-signup__answer${answer ? ` newsletter-signup__answer--${answer.tone}` : ''}`} role="status">
        {answer?.message}
      </p>
    </form>
  );
}
