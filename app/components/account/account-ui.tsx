import { useId } from 'react';
import { Link } from 'react-router';
import type { AccountFlash } from '../../../services/accounts/account-flash';
import { svAccount } from '../../../common/copy/sv-account';
import { CsrfField } from '../csrf-field';
import { SubmitButton } from '../submit-button';
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

export const accountCopy = svAccount;

/** The flash for one form only (another form's refusal is not this one's). */
export function flashFor(flash: AccountFlash | null, form: string): AccountFlash | null {
  return flash && flash.form === form ? flash : null;
}

type RefusedForm = ReturnType<typeof refusedForm>;

/** The e-mail address field, filled again with what a refused form held. */
export function EmailField({ form }: { form: RefusedForm }) {
  return <Field name="email" type="email" label={svAccount.fields.email} autoComplete="email" inputMode="email" required defaultValue={form.value('email')} error={form.error('email')} />;
}

/** The form's one button, marked busy while it posts. */
export function AccountSubmit({ children }: { children: React.ReactNode }) {
  return <SubmitButton className="button button--primary">{children}</SubmitButton>;
}

/** A mailed link that is unknown, used or expired: says so and links to where a new one is asked for. */
export function InvalidLinkPage({ title, to, linkText, message = svAccount.errors.linkInvalid }: { title: string; to: string; linkText: string; message?: string }) {
  return (
    <AccountPage title={title}>
      <Alert>{message}</Alert>
      <p>
        <Link to={to}>{linkText}</Link>
      </p>
    </AccountPage>
  );
}

/** A page that asks for a link by e-mail (a password reset, a membership for an earlier customer). */
export function EmailRequestPage({ title, intro, action, submit, flash, form }: { title: string; intro: string; action: string; submit: string; flash: AccountFlash | null; form: AccountFlash['form'] }) {
  return (
    <AccountPage title={title} intro={intro}>
      <FlashMessage flash={flash} />
      <AccountForm action={action} label={title}>
        <EmailField form={refusedForm(flashFor(flash, form))} />
        <AccountSubmit>{submit}</AccountSubmit>
      </AccountForm>
    </AccountPage>
  );
}

/** The links under a login or register form to the account pages beside it. */
export function AccountLinks({ children }: { children: React.ReactNode }) {
  return (
    <ul className="account-links">
      {children}
      <li>
        {svAccount.login.existing} <Link to="/kundklubb/existerande-kund">{svAccount.login.existingLink}</Link>
      </li>
    </ul>
  );
}

/** A section of an account page under its own heading (`{id}-rubrik`); `anchored` gives the section the id to link to. */
export function AccountSection({ id, title, anchored = true, children }: { id: string; title: string; anchored?: boolean; children: React.ReactNode }) {
  return (
    <section className="account-section" id={anchored ? id : undefined} aria-labelledby={`${id}-rubrik`}>
      <h2 id={`${id}-rubrik`}>{title}</h2>
      {children}
    </section>
  );
}

/** The head row of an account table: its columns, the last one an amount (right-aligned). */
export function AccountTableHead({ columns, amount }: { columns: string[]; amount: string }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        <th scope="col" className="account-table__amount">
          {amount}
        </th>
      </tr>
    </thead>
  );
}
