import { svBackOffice } from '../../../common/copy/sv-back-office';
import { StaffForm } from './back-office-ui';

const m = svBackOffice.memberCampaigns;

/** A campaign's values as the form shows them (text, as they are posted). */
export interface MemberCampaignValues {
  name: string;
  kind: 'percent' | 'price';
  percent: string;
  price: string;
  scope: 'products' | 'category' | 'brand';
  products: string;
  categoryId: string;
  brandId: string;
  validFrom: string;
  validUntil: string;
}

export const EMPTY_CAMPAIGN: MemberCampaignValues = {
  name: '',
  kind: 'percent',
  percent: '',
  price: '',
  scope: 'products',
  products: '',
  categoryId: '',
  brandId: '',
  validFrom: '',
  validUntil: '',
};

/**
 * The campaign form, for a new campaign and for changing one. Every field is always there (no script needed); the
 * server ignores the ones the chosen type and scope do not use.
 */
export function MemberCampaignForm({
  action,
  values,
  categories,
  brands,
  submit,
  idPrefix,
}: {
  action: string;
  values: MemberCampaignValues;
  categories: { id: number; name: string; level: number }[];
  brands: { id: number; name: string }[];
  submit: string;
  idPrefix: string;
}) {
  const hintId = `${idPrefix}-products-hint`;
  return (
    <StaffForm action={action} className="admin-stacked-form">
      <label className="admin-field admin-stacked-form__name">
        <span>{m.name}</span>
        <input type="text" name="name" required maxLength={100} autoComplete="off" defaultValue={values.name} />
      </label>
      <fieldset className="admin-field-group">
        <legend>{m.rule}</legend>
        <label className="admin-field">
          <span>{m.kind}</span>
          <select name="kind" defaultValue={values.kind}>
            {(Object.keys(m.kinds) as (keyof typeof m.kinds)[]).map((kind) => (
              <option key={kind} value={kind}>
                {m.kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{m.percent}</span>
          <input type="number" name="percent" min={1} max={90} step={1} inputMode="numeric" defaultValue={values.percent} />
        </label>
        <label className="admin-field">
          <span>{m.price}</span>
          <input type="text" name="price" inputMode="decimal" autoComplete="off" defaultValue={values.price} />
        </label>
      </fieldset>
      <fieldset className="admin-field-group">
        <legend>{m.appliesTo}</legend>
        <label className="admin-field">
          <span>{m.scope}</span>
          <select name="scope" defaultValue={values.scope}>
            {(Object.keys(m.scopes) as (keyof typeof m.scopes)[]).map((scope) => (
              <option key={scope} value={scope}>
                {m.scopes[scope]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field admin-field-group__wide">
          <span>{m.productsField}</span>
          <textarea name="products" rows={2} aria-describedby={hintId} defaultValue={values.products} />
          <small id={hintId}>{m.productsHint}</small>
        </label>
        <label className="admin-field">
          <span>{m.categoryField}</span>
          <select name="category_id" defaultValue={values.categoryId}>
            <option value="">{m.choose}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {`${'\u2003'.repeat(Math.max(0, c.level - 1))}${c.name}`}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{m.brandField}</span>
          <select name="brand_id" defaultValue={values.brandId}>
            <option value="">{m.choose}</option>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset className="admin-field-group">
        <legend>{m.validity}</legend>
        <label className="admin-field">
          <span>{m.validFrom}</span>
          <input type="date" name="valid_from" defaultValue={values.validFrom} />
        </label>
        <label className="admin-field">
          <span>{m.validUntil}</span>
          <input type="date" name="valid_until" defaultValue={values.validUntil} />
        </label>
      </fieldset>
      <button type="submit" className="admin-button">
        {submit}
      </button>
    </StaffForm>
  );
}
