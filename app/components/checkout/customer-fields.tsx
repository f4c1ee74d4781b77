import { svCheckout } from '../../../common/copy/sv-checkout';
import type { CustomerField, CustomerValues } from './checkout-calls';
import { TextField, digitsAndSpaces } from './text-field';

interface FieldSpec {
  name: CustomerField;
  label: string;
  hint?: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  inputMode?: 'numeric';
  required: boolean;
  /** Two short fields share a row on wide screens. */
  half?: boolean;
  /** Keeps only what the field accepts as it is typed. */
  filter?(text: string): string;
}

/**
 * The fields of spec section 5, in the order they are shown (and searched for the first invalid one): a company
 * gives its name and organisationsnummer, a private person a personnummer; outside Sweden no Swedish identity
 * number is asked for (DESIGN.md).
 */
export function customerFields(customerType: 'private' | 'company', countryCode: string): FieldSpec[] {
  const company = customerType === 'company';
  const { fields, hints } = svCheckout.checkoutPage;
  const identity: FieldSpec[] =
    countryCode === 'SE'
      ? [
          {
            name: 'user_pnr',
            label: company ? fields.user_pnr_company : fields.user_pnr,
            hint: company ? hints.user_pnr_company : hints.user_pnr,
            autoComplete: 'off',
            inputMode: 'numeric',
            required: true,
          },
        ]
      : [];
  return [
    ...(company ? [{ name: 'user_company', label: fields.user_company, autoComplete: 'organization', required: true } satisfies FieldSpec] : []),
    ...identity,
    { name: 'user_firstname', label: fields.user_firstname, autoComplete: 'given-name', required: true, half: true },
    { name: 'user_lastname', label: fields.user_lastname, autoComplete: 'family-name', required: true, half: true },
    { name: 'user_email', label: fields.user_email, hint: hints.user_email, autoComplete: 'email', type: 'email', required: true },
    { name: 'user_mobile', label: fields.user_mobile, hint: hints.user_mobile, autoComplete: 'tel', type: 'tel', required: true },
    { name: 'user_address', label: fields.user_address, autoComplete: 'address-line1', required: true },
    { name: 'user_co', label: fields.user_co, autoComplete: 'address-line2', required: false },
    {
      name: 'user_zipcode',
      label: fields.user_zipcode,
      autoComplete: 'postal-code',
      inputMode: 'numeric',
      required: true,
      half: true,
      filter: digitsAndSpaces,
    },
    { name: 'user_city', label: fields.user_city, autoComplete: 'address-level2', required: true, half: true },
  ];
}

interface CustomerFieldsProps {
  fields: FieldSpec[];
  values: CustomerValues;
  errors: Partial<Record<string, string>>;
  onChange(field: CustomerField, value: string): void;
  /** Registers each input, so the page can focus the first invalid one. */
  inputRef(field: CustomerField): (element: HTMLInputElement | null) => void;
}

/** The customer's details in the payment block; every value stays as typed through updates and refused orders. */
export function CustomerFields({ fields, values, errors, onChange, inputRef }: CustomerFieldsProps) {
  return (
    <div className="customer-fields">
      <p className="customer-fields__note">{svCheckout.checkoutPage.requiredNote}</p>
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={`checkout-${field.name}`}
          name={field.name}
          label={field.label}
          hint={field.hint}
          error={errors[field.name]}
          value={values[field.name]}
          required={field.required}
          type={field.type}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          className={field.half ? 'field--half' : undefined}
          inputRef={inputRef(field.name)}
          onChange={(typed) => onChange(field.name, field.filter ? field.filter(typed) : typed)}
        />
      ))}
    </div>
  );
}
