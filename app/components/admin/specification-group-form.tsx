import { svBackOffice } from '../../../common/copy/sv-back-office';
import { CheckField, Field, FieldGroup, NamedSelect, StackedForm } from './form-parts';

const t = svBackOffice.specifications;

export interface SpecificationGroupValues {
  title: string;
  section: string;
  type: 'single_choice' | 'multiple_choice' | 'interval';
  unit: string;
  description: string;
  showInFilter: boolean;
}

/** The specification group form, for a new group and for changing one. */
export function SpecificationGroupForm({ action, values, submit, idPrefix }: { action: string; values: SpecificationGroupValues; submit: string; idPrefix: string }) {
  return (
    <StackedForm action={action} submit={submit}>
      <FieldGroup>
        <Field label={t.heading}>
          <input type="text" name="title" required maxLength={100} autoComplete="off" defaultValue={values.title} />
        </Field>
        <NamedSelect label={t.type} name="type" value={values.type} names={t.types} />
        <Field label={t.section} hint={{ id: `${idPrefix}-section-hint`, text: t.sectionHint }}>
          <input type="text" name="section" maxLength={100} autoComplete="off" aria-describedby={`${idPrefix}-section-hint`} defaultValue={values.section} />
        </Field>
        <Field label={t.unit}>
          <input type="text" name="unit" maxLength={20} autoComplete="off" placeholder={t.optional} defaultValue={values.unit} />
        </Field>
        <Field label={t.description} className="admin-field-group__wide">
          <textarea name="description" rows={2} maxLength={1000} defaultValue={values.description} />
        </Field>
      </FieldGroup>
      <CheckField label={t.showInFilter}>
        <input type="checkbox" name="show_in_filter" value="1" defaultChecked={values.showInFilter} />
      </CheckField>
    </StackedForm>
  );
}
