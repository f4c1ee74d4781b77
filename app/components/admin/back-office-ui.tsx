import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { svBackOffice } from '../../../common/copy/sv-back-office';

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

/**
 * A form posting to a back-office call, with the staff session's CSRF token (works without JavaScript); `upload` for
 * one that sends a file.
 */
export function StaffForm({ action, children, className, label, id, upload }: { action: string; children: ReactNode; className?: string; label?: string; id?: string; upload?: boolean }) {
  const { csrfToken } = useBackOffice();
  return (
    <form method="post" action={action} encType={upload ? 'multipart/form-data' : undefined} className={className} aria-label={label} id={id}>
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

/** A state as a badge: its text says it, the colour only repeats it. */
export function Badge({ tone, text }: { tone: 'ok' | 'warn' | 'off' | 'new'; text: string }) {
  return <span className={`admin-state admin-state--${tone}`}>{text}</span>;
}

/** The link back to the list a detail page belongs to, above its heading. */
export function BackLink({ href, text }: { href: string; text: string }) {
  return (
    <p className="admin-back">
      <a href={href}>{text}</a>
    </p>
  );
}

/**
 * A page's head: the way back to its list (a detail page), the heading with the item's state badge, what the page
 * says under it (`children`), and the outcome of the last post.
 */
export function PageHeader({ back, title, badge, done, failed, children }: {
  back?: { href: string; text: string };
  title: string;
  badge?: ReactNode;
  done: string | null;
  failed: string | null;
  children?: ReactNode;
}) {
  return (
    <>
      {back ? <BackLink href={back.href} text={back.text} /> : null}
      <h1>
        {title}
        {badge ? <> {badge}</> : null}
      </h1>
      {children}
      <Notice done={done} failed={failed} />
    </>
  );
}

/**
 * The head of a catalog item's own page (a brand, a category, a campaign, a specification group) and its form: the way
 * back to the list, the heading, what the page says under it (`summary`), the outcome of the last post, and the form
 * (`children`) in a panel the heading names.
 */
export function ItemEditor({ back, title, summary, done, failed, children }: {
  back: { href: string; text: string };
  title: string;
  summary?: ReactNode;
  done: string | null;
  failed: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <p>
        <a href={back.href}>{back.text}</a>
      </p>
      <h1>{title}</h1>
      {summary ? <p>{summary}</p> : null}
      <Notice done={done} failed={failed} />
      <section className="admin-panel" aria-label={title}>
        {children}
      </section>
    </>
  );
}

/** A key-value summary (`dl`); amounts line up to the right. */
export function Facts({ amounts, children }: { amounts?: boolean; children: ReactNode }) {
  return <dl className={amounts ? 'admin-facts admin-facts--amounts' : 'admin-facts'}>{children}</dl>;
}

/** One fact of a summary; left out while it has no value (null, false or empty). */
export function Fact({ label, numeric, children }: { label: ReactNode; numeric?: boolean; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd className={numeric ? 'admin-num' : undefined}>{children}</dd>
    </>
  );
}

/** A titled box of a page, named by its heading (a region a screen reader lists and a test finds by name). */
export function Panel({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `admin-panel ${className}` : 'admin-panel'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A plain list: what happened to an order or a case (payments, mails), or the links of a page; `empty` says there is nothing yet. */
export function EventList<Item>({ items, itemKey, empty, itemClassName, children }: {
  items: readonly Item[];
  itemKey: (item: Item, index: number) => string | number;
  empty: string;
  /** `admin-row-actions` for items that end in a button of their own. */
  itemClassName?: string;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="admin-events">
      {items.map((item, i) => (
        <li key={itemKey(item, i)} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/** The audit entries of one order or case; no panel at all while there are none. */
export function HistoryPanel({ id, title, history }: { id: string; title: string; history: readonly { id: number; created_at: string; staff_email: string; action: string }[] }) {
  if (history.length === 0) return null;
  return (
    <Panel id={id} title={title}>
      <EventList items={history} itemKey={(entry) => entry.id} empty="">
        {(entry) => (
          <>
            <When at={entry.created_at} /> {entry.staff_email}: {entry.action}
          </>
        )}
      </EventList>
    </Panel>
  );
}
