import { useId } from 'react';
import type { AccountFlash } from '../../../services/accounts/account-flash';
import { sv } from '../../../common/copy/sv';
import { CsrfField } from '../csrf-field';
import { Alert } from '../checkout/alert';
import { FieldShell } from '../checkout/text-field';

export interface FieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete: string;
  required?: boolean;
  hint?: string;
  error?: string;
  defaultValue?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  half?: boolean;
}

/** A plain form field of the account pages (uncontrolled, posted with its form) in the checkout's field frame. */
export function Field({ name, label, type = 'text', autoComplete, required = false, hint, error, defaultValue = '', inputMode, half }: FieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={half ? 'field--half' : undefined}>
      {(describedBy) => (
        <input
          id={id}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          className="field__input"
          defaultValue={defaultValue}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      )}
    </FieldShell>
  );
}

/** A checkbox with its label beside it. */
export function Checkbox({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  const id = useId();
  return (
    <div className="field field--checkbox">
      <div className="field__checkbox-row">
        <input type="checkbox" id={id} name={name} value="1" defaultChecked={defaultChecked} />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}

/** A form that posts to the shop's account calls (works without JavaScript), with the CSRF token. */
export function AccountForm({ action, children, className, label }: { action: string; children: React.ReactNode; className?: string; label?: string }) {
  return (
    <form method="post" action={action} className={['account-form', className ?? ''].filter(Boolean).join(' ')} aria-label={label}>
      <CsrfField />
      {children}
    </form>
  );
}

/** A refusal (red, announced) or a notice (blue) a form left for this page. */
export function FlashMessage({ flash }: { flash: AccountFlash | null }) {
  if (!flash) return null;
  return <Alert tone={flash.form === 'notice' ? 'info' : 'error'}>{flash.message}</Alert>;
}

/** The frame of an account page: a narrow column with the heading. */
export function AccountPage({ title, intro, children, wide }: { title: string; intro?: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={`page account-page${wide ? ' account-page--wide' : ''}`}>
      <h1 className="account-page__title">{title}</h1>
      {intro ? <p className="account-page__intro">{intro}</p> : null}
      {children}
    </div>
  );
}

/** The values and messages a refused form comes back with. */
export function refusedForm(flash: AccountFlash | null) {
  return {
    value: (field: string, fallback = '') => flash?.values[field] ?? fallback,
    error: (field: string) => flash?.errors[field],
  };
}

export const accountCopy = sv.account;

/** The flash for one form only (another form's refusal is not this one's). */
export function flashFor(flash: AccountFlash | null, form: string): AccountFlash | null {
  return flash && flash.form === form ? flash : null;
}
