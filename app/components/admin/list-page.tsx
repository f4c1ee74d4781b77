import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { DataTable, type DataTableProps } from './data-table';
import { pageHref, type Choice } from './list-links';
import { Field, SubmitButton } from './form-parts';

const b = svBackOffice;

/**
 * The parts of a back-office list page: a filter form of GET fields (works without JavaScript, the address keeps the
 * filters), the result count, the table or its empty text, and page links that keep the filters.
 */
export function ListFilters({ action, label, children }: { action: string; label: string; children: ReactNode }) {
  return (
    <form method="get" action={action} className="admin-filters" role="search" aria-label={label}>
      {children}
      <div className="admin-filters__buttons">
        <SubmitButton>
          {b.filters.apply}
        </SubmitButton>
        <a className="admin-button admin-button--secondary" href={action}>
          {b.filters.reset}
        </a>
      </div>
    </form>
  );
}

/** The list's free-text search. The browser keeps no history of it: staff search customers' names and e-mails. */
export function SearchField({ label, name = 'q', value, maxLength = 100 }: { label: string; name?: string; value: string; maxLength?: number }) {
  return (
    <Field label={label} className="admin-field--wide">
      <input type="search" name={name} defaultValue={value} maxLength={maxLength} autoComplete="off" />
    </Field>
  );
}

/** A filter with a fixed set of values; the empty first choice ('Alla') filters nothing. */
export function ChoiceField({ label, name, value, choices }: { label: string; name: string; value: string | number | null; choices: readonly Choice[] }) {
  return (
    <Field label={label}>
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{b.filters.all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A list's date range (Swedish days, both included), in the fields the list queries read (fran, till). */
export function DateRangeFields({ from, to }: { from: string | null; to: string | null }) {
  return (
    <>
      <Field label={b.filters.from}>
        <input type="date" name="fran" defaultValue={from ?? ''} />
      </Field>
      <Field label={b.filters.to}>
        <input type="date" name="till" defaultValue={to ?? ''} />
      </Field>
    </>
  );
}

/** Previous and next page links keeping the list's filters. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { search } = useLocation();
  if (pages <= 1) return null;
  const f = b.filters;
  return (
    <nav className="admin-pagination" aria-label={f.pagination}>
      {page > 1 ? <a href={pageHref(search, page - 1)}>{f.previous}</a> : <span aria-hidden="true" />}
      <span>{f.pageOf(page, pages)}</span>
      {page < pages ? <a href={pageHref(search, page + 1)}>{f.next}</a> : <span aria-hidden="true" />}
    </nav>
  );
}

/**
 * What a list found: the count (announced after filtering), the table or the empty text, and the page links when the
 * list has pages. A list shown whole (brands, campaigns) leaves out the count and the pages.
 */
export function ListResults<Row>({ count, paging, ...table }: { count?: string; empty: string; paging?: { page: number; pages: number } } & DataTableProps<Row>) {
  return (
    <>
      {count === undefined ? null : (
        <p className="admin-count" role="status">
          {count}
        </p>
      )}
      <DataTable {...table} />
      {paging ? <Pagination page={paging.page} pages={paging.pages} /> : null}
    </>
  );
}

/** One page of a list as the back office's list services find it. */
export interface FoundPage<Row> {
  rows: readonly Row[];
  total: number;
  pages: number;
}

/** A paged list's results (page `page` of what was `found`), counted and said empty in the list's own texts. */
export function PagedResults<Row>({ texts, found, page, ...table }: {
  texts: { count: (total: number) => string; empty: string };
  found: FoundPage<Row>;
  page: number;
} & Omit<DataTableProps<Row>, 'rows' | 'empty'>) {
  return <ListResults count={texts.count(found.total)} empty={texts.empty} paging={{ page, pages: found.pages }} rows={found.rows} {...table} />;
}
