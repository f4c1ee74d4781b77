import { svBackOffice } from '../../../common/copy/sv-back-office';
import { StaffForm } from './back-office-ui';

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
    <StaffForm action={action} className="admin-stacked-form">
      <div className="admin-field-group admin-field-group--plain">
        <label className="admin-field">
          <span>{t.heading}</span>
          <input type="text" name="title" required maxLength={100} autoComplete="off" defaultValue={values.title} />
        </label>
        <label className="admin-field">
          <span>{t.type}</span>
          <select name="type" defaultValue={values.type}>
            {(Object.keys(t.types) as (keyof typeof t.types)[]).map((type) => (
              <option key={type} value={type}>
                {t.types[type]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{t.section}</span>
          <input type="text" name="section" maxLength={100} autoComplete="off" aria-describedby={`${idPrefix}-section-hint`} defaultValue={values.section} />
          <small id={`${idPrefix}-section-hint`}>{t.sectionHint}</small>
        </label>
        <label className="admin-field">
          <span>{t.unit}</span>
          <input type="text" name="unit" maxLength={20} autoComplete="off" placeholder={t.optional} defaultValue={values.unit} />
        </label>
        <label className="admin-field admin-field-group__wide">
          <span>{t.description}</span>
          <textarea name="description" rows={2} maxLength={1000} defaultValue={values.description} />
        </label>
      </div>
      <label className="admin-check">
        <input type="checkbox" name="show_in_filter" value="1" defaultChecked={values.showInFilter} />
        <span>{t.showInFilter}</span>
      </label>
      <button type="submit" className="admin-button">
        {submit}
      </button>
    </StaffForm>
  );
}
