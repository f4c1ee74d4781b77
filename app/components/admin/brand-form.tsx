import { svBackOffice } from '../../../common/copy/sv-back-office';
import { StaffForm } from './back-office-ui';

const v = svBackOffice.brands;

/** The brand form, for a new brand and for changing one. */
export function BrandForm({ action, values, submit, idPrefix }: { action: string; values: { name: string; brandLink: string; description: string }; submit: string; idPrefix: string }) {
  return (
    <StaffForm action={action} className="admin-stacked-form">
      <div className="admin-field-group admin-field-group--plain">
        <label className="admin-field">
          <span>{v.name}</span>
          <input type="text" name="name" required maxLength={100} autoComplete="off" defaultValue={values.name} />
        </label>
        <label className="admin-field">
          <span>{v.link}</span>
          <input type="text" name="brand_link" maxLength={80} autoComplete="off" aria-describedby={`${idPrefix}-link-hint`} defaultValue={values.brandLink} />
          <small id={`${idPrefix}-link-hint`}>{v.linkHint}</small>
        </label>
        <label className="admin-field admin-field-group__wide">
          <span>{v.description}</span>
          <textarea name="description" rows={3} defaultValue={values.description} />
        </label>
      </div>
      <button type="submit" className="admin-button">
        {submit}
      </button>
    </StaffForm>
  );
}
