import { svBackOffice } from '../../../common/copy/sv-back-office';
import { swedishDate } from '../../../domain/swedish-calendar';
import type { GiftCardState } from '../../../domain/gift-card-admin';
import type { ReturnCaseStatus } from '../../../domain/return-case-admin';
import { Badge } from './back-office-ui';
import { CheckField, Field, NamedSelect } from './form-parts';
import { ShopPlaceholderList } from './shop-placeholder-list';

const b = svBackOffice;

/** A stored end of validity (the start of the day after the last one) as the last Swedish day. */
export function lastValidDay(validUntil: string | null): string {
  return validUntil ? swedishDate(new Date(Date.parse(validUntil) - 1)) : b.giftCards.always;
}

export function GiftCardBadge({ state }: { state: GiftCardState }) {
  return <Badge tone={state === 'active' ? 'ok' : state === 'inactive' ? 'off' : 'warn'} text={b.giftCards.states[state]} />;
}

export function ReturnCaseBadge({ status }: { status: ReturnCaseStatus }) {
  const tone = status === 'received' ? 'new' : status === 'approved' ? 'ok' : status === 'rejected' ? 'warn' : 'off';
  return <Badge tone={tone} text={b.returnCases.states[status]} />;
}

export interface InfoPageValues {
  id: number | null;
  title: string;
  url: string;
  type: 'services' | 'campaign' | 'other' | 'direct';
  heading: string;
  body: string;
  position: number;
  parent_id: number | null;
  expanded: number;
  published: number;
}

/** The fields of an info page's form, new or saved. */
export function InfoPageFields({ page, parents }: { page: InfoPageValues; parents: { id: number; title: string; url: string }[] }) {
  const p = b.infoPages;
  const key = page.id ?? 'new';
  return (
    <>
      <Field label={p.pageTitle}>
        <input type="text" name="title" required maxLength={100} defaultValue={page.title} autoComplete="off" />
      </Field>
      <Field label={p.url} hint={{ id: `info-url-hint-${key}`, text: p.urlHint }}>
        <input type="text" name="url" required maxLength={200} defaultValue={page.url} autoComplete="off" spellCheck={false} aria-describedby={`info-url-hint-${key}`} />
      </Field>
      <NamedSelect label={p.type} name="type" value={page.type} names={p.types} />
      <Field label={p.parent}>
        <select name="parent_id" defaultValue={page.parent_id === null ? '' : String(page.parent_id)}>
          <option value="">{p.noParent}</option>
          {parents
            .filter((parent) => parent.id !== page.id)
            .map((parent) => (
              <option key={parent.id} value={parent.id}>
                {parent.title} ({parent.url})
              </option>
            ))}
        </select>
      </Field>
      <Field label={p.position}>
        <input type="number" name="position" min={0} max={100000} step={1} defaultValue={page.position} inputMode="numeric" />
      </Field>
      <Field label={p.heading} className="admin-field--full" hint={{ id: `info-heading-hint-${key}`, text: p.headingHint }}>
        <input type="text" name="heading" maxLength={200} defaultValue={page.heading} autoComplete="off" aria-describedby={`info-heading-hint-${key}`} />
      </Field>
      <Field label={p.body} className="admin-field--full" hint={{ id: `info-body-hint-${key}`, text: p.bodyHint }}>
        <textarea name="body" rows={12} defaultValue={page.body} aria-describedby={`info-body-hint-${key}`} />
      </Field>
      <ShopPlaceholderList />
      <CheckField label={p.published}>
        <input type="checkbox" name="published" value="1" defaultChecked={page.published === 1} />
      </CheckField>
      <CheckField label={p.expanded}>
        <input type="checkbox" name="expanded" value="1" defaultChecked={page.expanded === 1} />
      </CheckField>
    </>
  );
}
