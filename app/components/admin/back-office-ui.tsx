import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { svBackOffice } from '../../copy/sv-back-office';

const b = svBackOffice;

/** The back-office layout's data: who is logged in and the staff session's CSRF token. */
export interface BackOfficeData {
  staff: { email: string; name: string; role: 'admin' | 'staff' };
  csrfToken: string;
}

export function useBackOffice(): BackOfficeData {
  const found = useRouteLoaderData<BackOfficeData>('routes/admin/layout');
  if (!found) throw new Error('A back-office page renders inside its layout');
  return found;
}

/** A form posting to a back-office call, with the staff session's CSRF token (works without JavaScript). */
export function StaffForm({ action, children, className, label, id }: { action: string; children: ReactNode; className?: string; label?: string; id?: string }) {
  const { csrfToken } = useBackOffice();
  return (
    <form method="post" action={action} className={className} aria-label={label} id={id}>
      <input type="hidden" name="_token" value={csrfToken} />
      {children}
    </form>
  );
}

/** The outcome of the last form post, from the address it was sent back to (`?klart=` or `?fel=`). */
export function Notice({ done, failed }: { done: string | null; failed: string | null }) {
  if (failed) {
    return (
      <p className="admin-notice admin-notice--error" role="alert">
        {failed}
      </p>
    );
  }
  if (done) {
    return (
      <p className="admin-notice admin-notice--ok" role="status">
        {done}
      </p>
    );
  }
  return null;
}

const dateTime = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Stockholm' });

/** An instant as Swedish shop staff read it: local date and time. */
export function When({ at }: { at: string | null }) {
  if (!at) return null;
  return <time dateTime={at}>{dateTime.format(new Date(at))}</time>;
}

export function StateBadge({ state }: { state: keyof typeof b.states }) {
  return <span className={`admin-state admin-state--${state}`}>{b.states[state]}</span>;
}

/** Previous and next page links keeping the rest of the query. */
export function Pagination({ page, pages, search }: { page: number; pages: number; search: URLSearchParams }) {
  if (pages <= 1) return null;
  const to = (n: number) => {
    const q = new URLSearchParams(search);
    q.set('sida', String(n));
    return `?${q.toString()}`;
  };
  const o = b.orders;
  return (
    <nav className="admin-pagination" aria-label={o.pagination}>
      {page > 1 ? <a href={to(page - 1)}>{o.previous}</a> : <span aria-hidden="true" />}
      <span>{o.pageOf(page, pages)}</span>
      {page < pages ? <a href={to(page + 1)}>{o.next}</a> : <span aria-hidden="true" />}
    </nav>
  );
}

/** A list's date range (Swedish days, both included), in the fields the list queries read (fran, till). */
export function DateRangeFields({ from, to }: { from: string | null; to: string | null }) {
  return (
    <>
      <label className="admin-field">
        <span>{b.filters.from}</span>
        <input type="date" name="fran" defaultValue={from ?? ''} />
      </label>
      <label className="admin-field">
        <span>{b.filters.to}</span>
        <input type="date" name="till" defaultValue={to ?? ''} />
      </label>
    </>
  );
}

/** A filter form's buttons: apply, and when given, a link back to the unfiltered list. */
export function FilterButtons({ reset }: { reset?: { href: string; label: string } }) {
  return (
    <div className="admin-filters__buttons">
      <button type="submit" className="admin-button">
        {b.filters.apply}
      </button>
      {reset ? (
        <a className="admin-button admin-button--secondary" href={reset.href}>
          {reset.label}
        </a>
      ) : null}
    </div>
  );
}
