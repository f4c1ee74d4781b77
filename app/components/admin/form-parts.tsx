import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Panel, StaffForm } from './back-office-ui';

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

/** A select's options: each of `values` (by default every key of `names`) under its Swedish name. */
export function NamedOptions<Value extends string>({ names, values = Object.keys(names) as Value[] }: { names: Readonly<Record<Value, string>>; values?: readonly Value[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {names[value]}
    </option>
  ));
}

/** A labelled select among named values (by default every key of `names`), each shown by its Swedish name. */
export function NamedSelect<Value extends string>({ label, name, value, names, values }: { label: ReactNode; name: string; value: Value; names: Readonly<Record<Value, string>>; values?: readonly Value[] }) {
  return (
    <Field label={label}>
      <select name={name} defaultValue={value}>
        <NamedOptions names={names} values={values} />
      </select>
    </Field>
  );
}

/**
 * Rows (brands, categories) as a select's options: each posts its id and shows its name, a category's indented by its
 * level below the top (the list is depth first).
 */
export function RowOptions({ rows, indent = '\u2003' }: { rows: readonly { id: number; name: string; level?: number }[]; indent?: string }) {
  return rows.map((row) => (
    <option key={row.id} value={row.id}>
      {`${indent.repeat(Math.max(0, (row.level ?? 1) - 1))}${row.name}`}
    </option>
  ));
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

/** Deleting an item in a panel of its own: why it may be refused (`hint`), and the button, off while it would be. */
export function DeletePanel({ id, title, hint, action, text, disabled }: { id: string; title: string; hint: string; action: string; text: string; disabled: boolean }) {
  return (
    <Panel id={id} title={title}>
      <p className="admin-muted">{hint}</p>
      <ActionForm action={action} text={text} tone="danger" button={{ disabled }} />
    </Panel>
  );
}

/** A catalog form (for a new item and for changing one): its groups of fields stacked, then its submit button. */
export function StackedForm({ action, submit, children }: { action: string; submit: string; children: ReactNode }) {
  return (
    <StaffForm action={action} className="admin-stacked-form">
      {children}
      <SubmitButton>{submit}</SubmitButton>
    </StaffForm>
  );
}

/** A group of a stacked form's fields, side by side: under a legend, or without one (`legend` left out) for the first. */
export function FieldGroup({ legend, children }: { legend?: string; children: ReactNode }) {
  if (legend === undefined) return <div className="admin-field-group admin-field-group--plain">{children}</div>;
  return (
    <fieldset className="admin-field-group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
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
