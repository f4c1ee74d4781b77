import { useState, type FormEvent, type ReactNode } from 'react';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { PRODUCT_STATUSES, type ProductForm } from '../../../domain/product-editor';
import type { FormDraft } from '../../../services/admin/form-drafts';
import { useBackOffice } from './back-office-ui';
import { CheckField, FormSection, NamedOptions, RowOptions, SubmitButton } from './form-parts';

const p = svBackOffice.products;

export interface ProductChoices {
  brands: { id: number; name: string }[];
  categories: { id: number; name: string; level: number }[];
  vatClasses: { vat_class: string; rate_percent: number }[];
}

/** A labelled input; marked invalid when the last post named it (`?fel=`). */
function Field({ name, label, help, invalid, wide, children }: { name: string; label: string; help?: string; invalid: boolean; wide?: boolean; children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const id = `product-${name}`;
  return (
    <div className={`admin-field${wide ? ' admin-field--full' : ''}`}>
      <label htmlFor={id}>
        <span>{label}</span>
      </label>
      {children({ id, ...(invalid ? { 'aria-invalid': true } : {}), ...(help ? { 'aria-describedby': `${id}-help` } : {}) })}
      {help ? <small id={`${id}-help`}>{help}</small> : null}
    </div>
  );
}

/**
 * The form's values: what was typed when a plain post was refused (the draft), else the stored ones; and the values
 * the editor showed when it was opened, which the refused post carried and the next one must carry again.
 */
export function productFormValues(stored: ProductForm, draft: FormDraft | undefined): { values: ProductForm; loadedFrom: Pick<ProductForm, 'stock' | 'price' | 'original_price'>; invalidFields: string[] } {
  const typed = draft?.values ?? {};
  const values = { ...stored };
  for (const key of Object.keys(stored) as (keyof ProductForm)[]) {
    const value = typed[key];
    if (typeof value === typeof stored[key]) Object.assign(values, { [key]: value });
  }
  const text = (name: string, fallback: string) => (typeof typed[name] === 'string' ? (typed[name] as string) : fallback);
  return {
    values,
    loadedFrom: { stock: text('loaded_stock', stored.stock), price: text('loaded_price', stored.price), original_price: text('loaded_original_price', stored.original_price) },
    invalidFields: draft?.fields ?? [],
  };
}

/**
 * Posted as a call when the page runs its script, so a refusal keeps what was typed and the page stays (the plain
 * form post, without script, comes back with ?fel= and the typed values from the session's draft).
 */
function useCallSubmit(action: string) {
  const { csrfToken } = useBackOffice();
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') body.append(name, value);
      const response = await fetch(action, {
        method: 'POST',
        body,
        headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': csrfToken },
      });
      const answer = (await response.json().catch(() => ({}))) as { error?: boolean; code?: string; id?: number };
      if (response.ok && answer.error === false && typeof answer.code === 'string') {
        window.location.assign(`/admin/produkter/${answer.id ?? ''}?klart=${encodeURIComponent(answer.code)}`);
        return;
      }
      const code = typeof answer.code === 'string' && Object.hasOwn(p.errors, answer.code) ? answer.code : 'form';
      setRefused(code);
      // The wrong field gets the focus (the alert announces the message): the form is long.
      requestAnimationFrame(() => document.getElementById(`product-${code}`)?.focus());
    } catch {
      setRefused('form');
    }
    setBusy(false);
  }
  return { refused, busy, onSubmit };
}

/** What each section of the form gets: the values shown and whether the last post refused a field. */
interface SectionProps {
  values: ProductForm;
  bad: (name: keyof ProductForm) => boolean;
}

function BasicsSection({ values, bad, choices, isVariant }: SectionProps & { choices: ProductChoices; isVariant: boolean }) {
  return (
    <FormSection legend={p.basics}>
      <Field name="name" label={p.name} invalid={bad('name')} wide>
        {(a) => <input {...a} type="text" name="name" defaultValue={values.name} required maxLength={200} autoComplete="off" />}
      </Field>
      <Field name="sku" label={p.sku} invalid={bad('sku')}>
        {(a) => <input {...a} type="text" name="sku" defaultValue={values.sku} required maxLength={64} autoComplete="off" />}
      </Field>
      {isVariant ? (
        <input type="hidden" name="slug" value={values.slug} />
      ) : (
        <Field name="slug" label={p.slug} help={p.slugHelp} invalid={bad('slug')}>
          {(a) => <input {...a} type="text" name="slug" defaultValue={values.slug} maxLength={120} autoComplete="off" pattern="[a-z0-9]+(-[a-z0-9]+)*" />}
        </Field>
      )}
      <Field name="brand_id" label={p.brand} invalid={bad('brand_id')}>
        {(a) => (
          <select {...a} name="brand_id" defaultValue={values.brand_id} required>
            <option value="" />
            <RowOptions rows={choices.brands} />
          </select>
        )}
      </Field>
      <Field name="category_id" label={p.category} invalid={bad('category_id')}>
        {(a) => (
          <select {...a} name="category_id" defaultValue={values.category_id} required>
            <option value="" />
            <RowOptions rows={choices.categories} indent="– " />
          </select>
        )}
      </Field>
      <Field name="vat_class" label={p.vatClass} invalid={bad('vat_class')}>
        {(a) => (
          <select {...a} name="vat_class" defaultValue={values.vat_class}>
            {choices.vatClasses.map((v) => (
              <option key={v.vat_class} value={v.vat_class}>
                {p.vatRate(v.rate_percent)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="status" label={p.status} invalid={bad('status')}>
        {(a) => (
          <select {...a} name="status" defaultValue={values.status}>
            <NamedOptions names={p.statuses} values={PRODUCT_STATUSES} />
          </select>
        )}
      </Field>
    </FormSection>
  );
}

function PricesSection({ values, bad }: SectionProps) {
  return (
    <FormSection legend={p.prices}>
      <Field name="price" label={p.price} help={p.priceHelp} invalid={bad('price')}>
        {(a) => <input {...a} type="text" name="price" defaultValue={values.price} required inputMode="decimal" autoComplete="off" />}
      </Field>
      <Field name="original_price" label={p.originalPrice} help={p.originalPriceHelp} invalid={bad('original_price')}>
        {(a) => <input {...a} type="text" name="original_price" defaultValue={values.original_price} inputMode="decimal" autoComplete="off" placeholder={p.optional} />}
      </Field>
      <Field name="member_price" label={p.memberPrice} invalid={bad('member_price')}>
        {(a) => <input {...a} type="text" name="member_price" defaultValue={values.member_price} inputMode="decimal" autoComplete="off" placeholder={p.optional} />}
      </Field>
    </FormSection>
  );
}

function StockSection({ values, bad }: SectionProps) {
  return (
    <FormSection legend={p.stockAndBuying}>
      <Field name="stock" label={p.stock} invalid={bad('stock')}>
        {(a) => <input {...a} type="number" name="stock" defaultValue={values.stock} min={0} step={1} inputMode="numeric" />}
      </Field>
      <Field name="max_per_customer" label={p.maxPerCustomer} invalid={bad('max_per_customer')}>
        {(a) => <input {...a} type="number" name="max_per_customer" defaultValue={values.max_per_customer} min={1} step={1} inputMode="numeric" placeholder={p.optional} />}
      </Field>
      <CheckField label={p.allowBackorder}>
        <input type="checkbox" name="allow_backorder" value="1" defaultChecked={values.allow_backorder} />
      </CheckField>
      <CheckField label={p.buyOption}>
        <input type="checkbox" name="buy_option" value="1" defaultChecked={values.buy_option} />
      </CheckField>
    </FormSection>
  );
}

function TextsSection({ values, bad }: SectionProps) {
  return (
    <FormSection legend={p.texts}>
      <Field name="info_text" label={p.infoText} invalid={bad('info_text')} wide>
        {(a) => <textarea {...a} name="info_text" defaultValue={values.info_text} rows={4} maxLength={2000} />}
      </Field>
      <Field name="description" label={p.description} invalid={bad('description')} wide>
        {(a) => <textarea {...a} name="description" defaultValue={values.description} rows={8} />}
      </Field>
    </FormSection>
  );
}

function SeoSection({ values, bad }: SectionProps) {
  return (
    <FormSection legend={p.seo}>
      <Field name="seo_title" label={p.seoTitle} help={p.seoTitleHelp} invalid={bad('seo_title')}>
        {(a) => <input {...a} type="text" name="seo_title" defaultValue={values.seo_title} maxLength={70} autoComplete="off" />}
      </Field>
      <Field name="seo_description" label={p.seoDescription} help={p.seoDescriptionHelp} invalid={bad('seo_description')} wide>
        {(a) => <textarea {...a} name="seo_description" defaultValue={values.seo_description} rows={3} maxLength={320} />}
      </Field>
      <Field name="gtin" label={p.gtin} invalid={bad('gtin')}>
        {(a) => <input {...a} type="text" name="gtin" defaultValue={values.gtin} inputMode="numeric" maxLength={20} autoComplete="off" />}
      </Field>
      <Field name="mpn" label={p.mpn} invalid={bad('mpn')}>
        {(a) => <input {...a} type="text" name="mpn" defaultValue={values.mpn} maxLength={70} autoComplete="off" />}
      </Field>
    </FormSection>
  );
}

/** The product form of the editor, for a new product and an existing one alike (a variant leaves out its address). */
export function ProductFields({ action, values, choices, invalid, invalidFields = [], submitLabel, isVariant, loadedFrom }: {
  action: string; values: ProductForm; choices: ProductChoices; invalid: string | null; invalidFields?: string[]; submitLabel: string; isVariant: boolean;
  /** What the editor showed when opened (an existing product's form); absent for a new product. */
  loadedFrom?: Pick<ProductForm, 'stock' | 'price' | 'original_price'>;
}) {
  const { csrfToken } = useBackOffice();
  const { refused, busy, onSubmit } = useCallSubmit(action);
  const shown = refused ?? invalid;
  const bad = (name: keyof ProductForm) => shown === name || (refused === null && invalidFields.includes(name));
  return (
    <form method="post" action={action} className="admin-product-form" aria-label={p.basics} onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <input type="hidden" name="_token" value={csrfToken} />
      {loadedFrom ? (
        <>
          {/* What the editor showed: fields left as they were keep what an order or a sale changed meanwhile. */}
          <input type="hidden" name="loaded_stock" value={loadedFrom.stock} />
          <input type="hidden" name="loaded_price" value={loadedFrom.price} />
          <input type="hidden" name="loaded_original_price" value={loadedFrom.original_price} />
        </>
      ) : null}
      {refused ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {p.errors[refused as keyof typeof p.errors]}
        </p>
      ) : null}
      <BasicsSection values={values} bad={bad} choices={choices} isVariant={isVariant} />
      <PricesSection values={values} bad={bad} />
      <StockSection values={values} bad={bad} />
      <TextsSection values={values} bad={bad} />
      <SeoSection values={values} bad={bad} />
      <div className="admin-product-form__submit">
        <SubmitButton disabled={busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
