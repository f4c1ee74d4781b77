import { svBackOffice } from '../../../common/copy/sv-back-office';
import { Field, FieldGroup, StackedForm } from './form-parts';

const v = svBackOffice.brands;

/** The brand form, for a new brand and for changing one. */
export function BrandForm({ action, values, submit, idPrefix }: { action: string; values: { name: string; brandLink: string; description: string }; submit: string; idPrefix: string }) {
  return (
    <StackedForm action={action} submit={submit}>
      <FieldGroup>
        <Field label={v.name}>
          <input type="text" name="name" required maxLength={100} autoComplete="off" defaultValue={values.name} />
        </Field>
        <Field label={v.link} hint={{ id: `${idPrefix}-link-hint`, text: v.linkHint }}>
          <input type="text" name="brand_link" maxLength={80} autoComplete="off" aria-describedby={`${idPrefix}-link-hint`} defaultValue={values.brandLink} />
        </Field>
        <Field label={v.description} className="admin-field-group__wide">
          <textarea name="description" rows={3} defaultValue={values.description} />
        </Field>
      </FieldGroup>
    </StackedForm>
  );
}
