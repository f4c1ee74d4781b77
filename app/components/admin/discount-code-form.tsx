import { svBackOffice } from '../../../common/copy/sv-back-office';
import { svCodesAndConfirm } from '../../../common/copy/sv-codes-and-confirm';
import type { DiscountCodeForm } from '../../../domain/back-office';
import type { DiscountCodeStatus } from '../../../domain/code-lifecycle';
import { Badge, StaffForm } from './back-office-ui';
import { CheckField, Field, NamedSelect, SubmitButton } from './form-parts';

const d = svBackOffice.discounts;

/** A discount code's form, for a new code (empty `values`) and a code's page (its stored values): the same fields and rules. */
export function DiscountCodeFields({ action, submit, today, values }: { action: string; submit: string; today: string; values?: DiscountCodeForm }) {
  return (
    <StaffForm action={action} className="admin-form">
      <Field label={d.code}>
        <input type="text" name="code" required maxLength={40} autoComplete="off" defaultValue={values?.code} />
      </Field>
      <NamedSelect label={d.kind} name="kind" value={(values?.kind ?? 'percent') as keyof typeof d.kinds} names={d.kinds} />
      <Field label={d.percent}>
        <input type="number" name="percent" min={1} max={100} step={1} inputMode="numeric" defaultValue={values?.percent} />
      </Field>
      <Field label={d.amount}>
        <input type="text" name="amount" inputMode="decimal" autoComplete="off" defaultValue={values?.amount} />
      </Field>
      <Field label={d.minOrder}>
        <input type="text" name="min_order" inputMode="decimal" autoComplete="off" placeholder={d.optional} defaultValue={values?.min_order} />
      </Field>
      <Field label={d.validFrom}>
        <input type="date" name="valid_from" min={values ? undefined : today} defaultValue={values?.valid_from} />
      </Field>
      <Field label={d.validUntil}>
        <input type="date" name="valid_until" min={today} defaultValue={values?.valid_until} />
      </Field>
      <Field label={d.limitTotal}>
        <input type="number" name="usage_limit_total" min={1} step={1} inputMode="numeric" placeholder={d.optional} defaultValue={values?.usage_limit_total} />
      </Field>
      <Field label={d.limitPerCustomer}>
        <input type="number" name="usage_limit_per_customer" min={1} step={1} inputMode="numeric" placeholder={d.optional} defaultValue={values?.usage_limit_per_customer} />
      </Field>
      <Field label={d.label}>
        <input type="text" name="label" maxLength={100} autoComplete="off" placeholder={d.optional} defaultValue={values?.label} />
      </Field>
      <CheckField label={d.memberOnly}>
        <input type="checkbox" name="member_only" value="1" defaultChecked={values?.member_only} />
      </CheckField>
      <SubmitButton>{submit}</SubmitButton>
    </StaffForm>
  );
}

const STATUS_TONES: Readonly<Record<DiscountCodeStatus, 'ok' | 'warn' | 'off' | 'new'>> = { active: 'ok', paused: 'warn', ended: 'off', not_started: 'new', used_up: 'off' };

/** A code's status in a word (domain/code-lifecycle.ts discountCodeStatus). */
export function DiscountCodeBadge({ status }: { status: DiscountCodeStatus }) {
  return <Badge tone={STATUS_TONES[status]} text={svCodesAndConfirm.discountCode.statuses[status]} />;
}
