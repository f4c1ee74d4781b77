import { svBackOffice } from '../../../common/copy/sv-back-office';
import { Field, FieldGroup, NamedSelect, RowOptions, StackedForm } from './form-parts';

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
    <StackedForm action={action} submit={submit}>
      <Field label={m.name} className="admin-stacked-form__name">
        <input type="text" name="name" required maxLength={100} autoComplete="off" defaultValue={values.name} />
      </Field>
      <FieldGroup legend={m.rule}>
        <NamedSelect label={m.kind} name="kind" value={values.kind} names={m.kinds} />
        <Field label={m.percent}>
          <input type="number" name="percent" min={1} max={90} step={1} inputMode="numeric" defaultValue={values.percent} />
        </Field>
        <Field label={m.price}>
          <input type="text" name="price" inputMode="decimal" autoComplete="off" defaultValue={values.price} />
        </Field>
      </FieldGroup>
      <FieldGroup legend={m.appliesTo}>
        <NamedSelect label={m.scope} name="scope" value={values.scope} names={m.scopes} />
        <Field label={m.productsField} className="admin-field-group__wide" hint={{ id: hintId, text: m.productsHint }}>
          <textarea name="products" rows={2} aria-describedby={hintId} defaultValue={values.products} />
        </Field>
        <Field label={m.categoryField}>
          <select name="category_id" defaultValue={values.categoryId}>
            <option value="">{m.choose}</option>
            <RowOptions rows={categories} />
          </select>
        </Field>
        <Field label={m.brandField}>
          <select name="brand_id" defaultValue={values.brandId}>
            <option value="">{m.choose}</option>
            <RowOptions rows={brands} />
          </select>
        </Field>
      </FieldGroup>
      <FieldGroup legend={m.validity}>
        <Field label={m.validFrom}>
          <input type="date" name="valid_from" defaultValue={values.validFrom} />
        </Field>
        <Field label={m.validUntil}>
          <input type="date" name="valid_until" defaultValue={values.validUntil} />
        </Field>
      </FieldGroup>
    </StackedForm>
  );
}
