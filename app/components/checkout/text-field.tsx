import type { ReactNode, Ref } from 'react';

/** The spec's postal code input accepts digits and whitespace only: anything else typed or pasted is dropped. */
export function digitsAndSpaces(text: string): string {
  return text.replace(/[^\d\s]/g, '');
}

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  required: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange(value: string): void;
}

interface FieldShellProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** The input itself, given what it must point aria-describedby at (empty when there is neither hint nor error). */
  children(describedBy: string): ReactNode;
}

/**
 * A labelled input with its hint and its error beneath, both tied to it with aria-describedby; an invalid field
 * says so (aria-invalid, set by the input) and in words, never by its red border alone. The checkout's controlled
 * fields and the account pages' plain form fields both render through it.
 */
export function FieldShell({ id, label, hint, error, className, children }: FieldShellProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The checkout's controlled text input. */
export function TextField({ id, name, label, hint, error, value, required, type = 'text', inputMode, autoComplete, className, inputRef, onChange }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          className="field__input"
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}
