import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { StaffForm } from './back-office-ui';

/** A hint under a control; the control names it with `aria-describedby={hint.id}`. */
export interface FieldHint {
  id: string;
  text: ReactNode;
}

/** A labelled control: the label text above it and its hint, if any, under it (`admin-field`; `className` adds a width). */
export function Field({ label, hint, className, children }: { label: ReactNode; hint?: FieldHint; className?: string; children: ReactNode }) {
  return (
    <label className={className ? `admin-field ${className}` : 'admin-field'}>
      <span>{label}</span>
      {children}
      {hint ? <small id={hint.id}>{hint.text}</small> : null}
    </label>
  );
}

/** A checkbox (or radio) with its text after it. */
export function CheckField({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <label className="admin-check">
      {children}
      <span>{label}</span>
    </label>
  );
}

/** A titled group of a long form's fields, boxed like a panel. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="admin-panel admin-fieldset">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A form's submit button: the main action, a secondary one, or one that removes or undoes (danger). */
export function SubmitButton({ tone, children, ...button }: { tone?: 'secondary' | 'danger'; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return (
    <button type="submit" className={tone ? `admin-button admin-button--${tone}` : 'admin-button'} {...button}>
      {children}
    </button>
  );
}

/**
 * One staff action as a form of its own: a button posting to `action`, with the hidden values it carries and, for an
 * action that cannot be undone, a hint under the button the button is described by.
 */
export function ActionForm({ action, text, tone, hint, className, children, button }: {
  action: string;
  text: ReactNode;
  tone?: 'secondary' | 'danger';
  hint?: FieldHint;
  className?: string;
  /** Hidden values (or fields) posted with it. */
  children?: ReactNode;
  button?: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'>;
}) {
  return (
    <StaffForm action={action} className={className}>
      {children}
      <SubmitButton tone={tone} aria-describedby={hint?.id} {...button}>
        {text}
      </SubmitButton>
      {hint ? <small id={hint.id}>{hint.text}</small> : null}
    </StaffForm>
  );
}
