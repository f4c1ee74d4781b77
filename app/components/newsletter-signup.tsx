import { useId } from 'react';
import { svNewsletter } from '../../common/copy/sv-newsletter';
import { SubmitButton } from './submit-button';

const n = svNewsletter;

/** What a refused or done sign-up left for the newsletter page: its message and the messages per field. */
export interface NewsletterAnswer {
  tone: 'info' | 'error';
  message: string;
  errors: Record<string, string>;
}

/**
 * The newsletter sign-up (issue 31): e-mail and consent, posted to /nyhetsbrev as a plain form with or without
 * JavaScript; the newsletter page shows the answer. In the footer it is server-rendered markup only
 * (app/lib/newsletter-footer.server.tsx), so it adds nothing to every page's script. The subscription starts
 * only once the mailed link is confirmed.
 */
export function NewsletterSignup({ csrfToken, className, initial }: { csrfToken: string; className?: string; initial?: { email: string; answer: NewsletterAnswer | null } }) {
  const id = useId();
  const answer = initial?.answer ?? null;
  const errorOf = (field: string) => (answer?.tone === 'error' ? answer.errors[field] : undefined);
  const described = (field: string) => (errorOf(field) ? `${id}-${field}-error` : undefined);
  const fieldError = (field: string) =>
    errorOf(field) ? (
      <p id={`${id}-${field}-error`} className="newsletter-signup__error">
        {errorOf(field)}
      </p>
    ) : null;

  return (
    <form method="post" action="/nyhetsbrev" className={['newsletter-signup', className ?? ''].filter(Boolean).join(' ')}>
      <input type="hidden" name="_token" value={csrfToken} />
      {answer ? <p className={`newsletter-signup__answer newsletter-signup__answer--${answer.tone}`}>{answer.message}</p> : null}
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
        {fieldError('email')}
      </div>
      <div className="newsletter-signup__consent">
        <input id={`${id}-consent`} type="checkbox" name="consent" value="1" required aria-invalid={errorOf('consent') ? true : undefined} aria-describedby={described('consent')} />
        <label htmlFor={`${id}-consent`}>{n.consent}</label>
        {fieldError('consent')}
      </div>
      <SubmitButton className="button newsletter-signup__submit">{n.submit}</SubmitButton>
    </form>
  );
}
