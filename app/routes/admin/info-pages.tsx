import { useLocation } from 'react-router';
import type { Route } from './+types/info-pages';
import { svBackOffice } from '../../copy/sv-back-office';
import { outcomeMessages, requireStaff } from '../../lib/back-office.server';
import { Notice, Pagination, StaffForm } from '../../components/admin/back-office-ui';
import { InfoPageFields } from '../../components/admin/operations-ui';

const b = svBackOffice;
const p = b.infoPages;

export const meta: Route.MetaFunction = () => [{ title: b.title(p.title) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/informationssidor: the shop's info pages by address, 50 a page, and a form for a new one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const pageNumber = Number(url.searchParams.get('sida'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1;
  const { infoPageAdmin } = context.services;
  const [list, parents] = await Promise.all([infoPageAdmin.list(page), infoPageAdmin.parents()]);
  return { page, ...list, parents, ...outcomeMessages(url, p.done, p.errors) };
}

export default function InfoPages({ loaderData }: Route.ComponentProps) {
  const { page, rows, total, pages, parents, done, failed } = loaderData;
  const search = new URLSearchParams(useLocation().search);
  const titleOf = new Map(parents.map((parent) => [parent.id, parent.title]));
  return (
    <>
      <h1>{p.title}</h1>
      <Notice done={done} failed={failed} />
      <p className="admin-count">{p.count(total)}</p>
      {rows.length === 0 ? (
        <p>{p.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{p.pageTitle}</th>
                <th scope="col">{p.url}</th>
                <th scope="col">{p.type}</th>
                <th scope="col">{p.parent}</th>
                <th scope="col" className="admin-num">
                  {p.position}
                </th>
                <th scope="col">{p.published}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <a href={`/admin/informationssidor/${row.id}`}>{row.title}</a>
                  </td>
                  <td>{row.url}</td>
                  <td>{p.types[row.type]}</td>
                  <td>{row.parent_id === null ? '' : (titleOf.get(row.parent_id) ?? '')}</td>
                  <td className="admin-num">{row.position}</td>
                  <td>
                    <span className={`admin-state admin-state--${row.published === 1 ? 'ok' : 'off'}`}>{row.published === 1 ? p.published : p.draft}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} search={search} />

      <section className="admin-panel" aria-labelledby="info-page-new">
        <h2 id="info-page-new">{p.createTitle}</h2>
        <StaffForm action="/admin/api/info-pages" className="admin-form admin-form--start">
          <InfoPageFields
            page={{ id: null, title: '', url: '', type: 'other', heading: '', body: '', position: 0, parent_id: null, expanded: 0, published: 1 }}
            parents={parents}
          />
          <div className="admin-form__submit">
            <button type="submit" className="admin-button">
              {p.create}
            </button>
          </div>
        </StaffForm>
      </section>
    </>
  );
}
