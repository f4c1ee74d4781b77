import type { Route } from './+types/info-pages';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage } from '../../lib/back-office.server';
import { Badge, PageHeader, Panel, StaffForm } from '../../components/admin/back-office-ui';
import { PagedResults } from '../../components/admin/list-page';
import { InfoPageFields } from '../../components/admin/operations-ui';
import { SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const p = svBackOffice.infoPages;

export const meta: Route.MetaFunction = () => backOfficeMeta(p.title);

/** /admin/informationssidor: the shop's info pages by address, 50 a page, and a form for a new one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { url, outcome } = backOfficePage(context, request, { done: p.done, failed: p.errors });
  const pageNumber = Number(url.searchParams.get('sida'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1;
  const { infoPageAdmin } = context.services;
  const [list, parents] = await Promise.all([infoPageAdmin.list(page), infoPageAdmin.parents()]);
  return { page, ...list, parents, ...outcome };
}

export default function InfoPages({ loaderData }: Route.ComponentProps) {
  const { page, parents, done, failed } = loaderData;
  const titleOf = new Map(parents.map((parent) => [parent.id, parent.title]));
  return (
    <>
      <PageHeader title={p.title} done={done} failed={failed} />
      <PagedResults
        texts={p}
        found={loaderData}
        page={page}
        rowKey={(row) => row.id}
        columns={[
          { header: p.pageTitle, cell: (row) => <a href={`/admin/informationssidor/${row.id}`}>{row.title}</a> },
          { header: p.url, cell: (row) => row.url },
          { header: p.type, cell: (row) => p.types[row.type] },
          { header: p.parent, cell: (row) => (row.parent_id === null ? '' : (titleOf.get(row.parent_id) ?? '')) },
          { header: p.position, numeric: true, cell: (row) => row.position },
          { header: p.published, cell: (row) => <Badge tone={row.published === 1 ? 'ok' : 'off'} text={row.published === 1 ? p.published : p.draft} /> },
        ]}
      />

      <Panel id="info-page-new" title={p.createTitle}>
        <StaffForm action="/admin/api/info-pages" className="admin-form admin-form--start">
          <InfoPageFields
            page={{ id: null, title: '', url: '', type: 'other', heading: '', body: '', position: 0, parent_id: null, expanded: 0, published: 1 }}
            parents={parents}
          />
          <div className="admin-form__submit">
            <SubmitButton>
              {p.create}
            </SubmitButton>
          </div>
        </StaffForm>
      </Panel>
    </>
  );
}
