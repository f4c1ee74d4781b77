import { useState, type FormEvent } from 'react';
import type { Route } from './+types/settings';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { svSettings } from '../../../common/copy/sv-settings';
import {
  FORM_SETTINGS, parseSettingsForm, SETTINGS_FORM, settingsFormValues, settingsPreview, type SettingsField, type SettingsFormValues,
} from '../../../domain/settings-form';
import type { SiteSettings } from '../../../domain/site-settings';
import { backOfficePage, outcomeMessages, refusedDrafts } from '../../lib/back-office.server';
import { Notice, Panel, StaffForm } from '../../components/admin/back-office-ui';
import { FormSection, SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const s = svBackOffice.settings;
const t = svSettings;

export const meta: Route.MetaFunction = () => backOfficeMeta(t.title);

/**
 * /admin/installningar (admins only): the site settings as a Swedish form in groups (domain/settings-form.ts), with a
 * preview of the storefront texts they change; the settings without a form field stay in the JSON editor below.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { principal, url, outcome } = backOfficePage(context, request, { done: s.done, failed: s.errors }, 'admin');
  const { settingsAdmin } = context.services;
  const [list, current, drafts] = await Promise.all([settingsAdmin.list(), settingsAdmin.current(), refusedDrafts(context, request, principal)]);
  const name = url.searchParams.get('namn');
  const draft = drafts.settings;
  const form = outcomeMessages(url, { saved: t.saved, unchanged: t.unchanged }, {});
  return {
    advanced: list.filter((setting) => !FORM_SETTINGS.has(setting.name)),
    settings: current.settings,
    invoiceDescription: current.invoiceDescription,
    values: draft?.values ?? settingsFormValues(current.settings),
    refused: draft !== undefined,
    name,
    form: name === null ? { done: form.done, failed: draft !== undefined || url.searchParams.get('fel') === 'form' ? t.refused : null } : null,
    ...outcome,
  };
}

const fieldId = (f: SettingsField) => `setting-${f.name.replace('.', '-')}`;

/** One setting's control by its kind, with its label, its explanation and, after a refused save, its message. */
function SettingControl({ field, value, error }: { field: SettingsField; value: string | boolean | undefined; error: string | undefined }) {
  const id = fieldId(field);
  const copy = t.fields[field.name];
  const described = [copy.help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const control = { id, name: field.name, 'aria-describedby': described, ...(error ? { 'aria-invalid': true as const } : {}) };
  const notes = (
    <>
      {copy.help ? <small id={`${id}-help`}>{copy.help}</small> : null}
      {error ? (
        <small id={`${id}-error`} className="admin-field__error">
          {error}
        </small>
      ) : null}
    </>
  );
  if (field.kind === 'checkbox') {
    return (
      <div className="admin-field">
        <label className="admin-check" htmlFor={id}>
          <input type="checkbox" value="1" defaultChecked={value === true} {...control} />
          <span>{copy.label}</span>
        </label>
        {notes}
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const options = field.options ? (t.options as Record<string, Record<string, string>>)[field.name] : undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>
        <span>
          {copy.label}
          {field.unit ? ` (${t.units[field.unit]})` : ''}
        </span>
      </label>
      {options ? (
        <select defaultValue={text} {...control}>
          {field.options!.map((option) => (
            <option key={option} value={option}>
              {options[option]}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={field.kind === 'email' ? 'email' : 'text'}
          inputMode={field.kind === 'number' ? 'numeric' : field.kind === 'kronor' ? 'decimal' : undefined}
          defaultValue={text}
          autoComplete="off"
          {...control}
        />
      )}
      {notes}
    </div>
  );
}

/** The header's promises and the checkout's invoice text as shoppers will read them with the values in the form. */
function Preview({ settings, invoiceDescription, values }: { settings: SiteSettings; invoiceDescription: string | null; values: SettingsFormValues }) {
  const typed = { ...settings, ...parseSettingsForm(values).patch } as SiteSettings;
  const preview = settingsPreview(typed, invoiceDescription);
  return (
    <Panel id="settings-preview" title={t.preview.title}>
      <p className="admin-muted">{t.preview.intro}</p>
      <dl className="admin-facts">
        <dt>{t.preview.promises}</dt>
        <dd data-testid="preview-promises">{preview.promises.join(' · ')}</dd>
        <dt>{t.preview.invoice}</dt>
        <dd data-testid="preview-invoice">{preview.invoice ?? t.preview.noInvoice}</dd>
      </dl>
    </Panel>
  );
}

/** The values in the form as it would post them: a checkbox only when ticked. */
function formValuesOf(form: HTMLFormElement): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { advanced, settings, invoiceDescription, values, refused, name, form, done, failed } = loaderData;
  const errors = refused ? parseSettingsForm(values).errors : {};
  const wrong = SETTINGS_FORM.flatMap((g) => g.fields).filter((f) => errors[f.name] !== undefined);
  // The preview follows what is typed once the page's script runs; without it, it shows what the page was sent with.
  const [typed, setTyped] = useState<SettingsFormValues>(values);
  const onInput = (event: FormEvent<HTMLDivElement>) => {
    const form = event.currentTarget.closest('form');
    if (form) setTyped(formValuesOf(form));
  };
  return (
    <>
      <h1>{t.title}</h1>
      <p className="admin-intro">{t.intro}</p>
      {form && wrong.length === 0 ? <Notice done={form.done} failed={form.failed} /> : null}
      {wrong.length > 0 ? (
        <div className="admin-notice admin-notice--error admin-settings-errors" role="alert">
          <p>{t.refused}</p>
          <p>{t.errorSummary(wrong.length)}</p>
          <ul>
            {wrong.map((f) => (
              <li key={f.name}>
                <a href={`#${fieldId(f)}`}>{`${t.fields[f.name].label}: ${errors[f.name]}`}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <StaffForm action="/admin/api/settings" className="admin-settings-form" label={t.title}>
        <div onInput={onInput} className="admin-settings-form__groups">
          {SETTINGS_FORM.map(({ group, fields }) => (
            <div key={group}>
              <FormSection legend={t.groups[group].title}>
                <p className="admin-muted admin-field--full">{t.groups[group].intro}</p>
                {fields.filter((f) => !f.listed).map((f) => (
                  <SettingControl key={f.name} field={f} value={values[f.name]} error={errors[f.name]} />
                ))}
                {fields.some((f) => f.listed) ? (
                  <fieldset className="admin-field-group admin-field--full admin-settings-form__list" aria-describedby="setting-list-help">
                    <legend>{t.countries.label}</legend>
                    {fields.filter((f) => f.listed).map((f) => (
                      <SettingControl key={f.name} field={f} value={values[f.name]} error={errors[f.name]} />
                    ))}
                    <small id="setting-list-help" className="admin-muted admin-field--full">{t.countries.help}</small>
                  </fieldset>
                ) : null}
              </FormSection>
              {group === 'delivery' ? <Preview settings={settings} invoiceDescription={invoiceDescription} values={typed} /> : null}
            </div>
          ))}
        </div>
        <div className="admin-product-form__submit">
          <SubmitButton>{t.save}</SubmitButton>
        </div>
      </StaffForm>
      <h2 id="avancerat">{t.advanced.title}</h2>
      <p className="admin-intro">{t.advanced.intro}</p>
      <ul className="admin-settings">
        {advanced.map((setting) => {
          const id = `setting-${setting.name}`;
          const long = setting.value.length > 60;
          return (
            <li key={setting.name} className="admin-panel" id={setting.name}>
              <StaffForm action={`/admin/api/settings/${setting.name}`} label={setting.name}>
                <label className="admin-field" htmlFor={id}>
                  <span>
                    {setting.name} {setting.stored ? <span className="admin-state admin-state--paid">{s.own}</span> : null}
                  </span>
                </label>
                {name === setting.name ? <Notice done={done} failed={failed} /> : null}
                {long ? (
                  <textarea id={id} name="value" defaultValue={setting.value} rows={4} className="admin-settings__value" aria-describedby={`${id}-default`} />
                ) : (
                  <input id={id} type="text" name="value" defaultValue={setting.value} className="admin-settings__value" aria-describedby={`${id}-default`} />
                )}
                <small id={`${id}-default`} className="admin-muted">
                  {s.defaultValue(setting.defaultValue)}
                </small>
                <div className="admin-settings__buttons">
                  <SubmitButton aria-label={s.saveFor(setting.name)}>{s.save}</SubmitButton>
                  {setting.stored ? (
                    <button type="submit" name="reset" value="1" className="admin-button admin-button--secondary" aria-label={s.resetFor(setting.name)}>
                      {s.reset}
                    </button>
                  ) : null}
                </div>
              </StaffForm>
            </li>
          );
        })}
      </ul>
    </>
  );
}
