import type { Route } from './+types/specifications';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage } from '../../lib/back-office.server';
import { PageHeader, Panel } from '../../components/admin/back-office-ui';
import { DataTable } from '../../components/admin/data-table';
import { SpecificationGroupForm } from '../../components/admin/specification-group-form';
import { backOfficeMeta } from '../../components/admin/page-meta';

const t = svBackOffice.specifications;

export const meta: Route.MetaFunction = () => backOfficeMeta(t.title);

/** /admin/specifikationer: the specification groups with their rows and categories counted, and a form for a new one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { created: t.created, deleted: t.deleted }, failed: t.errors });
  return { groups: await context.services.specificationAdmin.list(), ...outcome };
}

export default function Specifications({ loaderData }: Route.ComponentProps) {
  const { groups, done, failed } = loaderData;
  return (
    <>
      <PageHeader title={t.title} done={done} failed={failed}>
        <p className="admin-intro">{t.intro}</p>
      </PageHeader>
      <Panel id="spec-new" title={t.createTitle}>
        <SpecificationGroupForm
          action="/admin/api/specification-groups"
          values={{ title: '', section: '', type: 'single_choice', unit: '', description: '', showInFilter: true }}
          submit={t.create}
          idPrefix="new"
        />
      </Panel>
      <DataTable
        empty={t.empty}
        rows={groups}
        rowKey={(group) => group.id}
        columns={[
          {
            header: t.heading,
            cell: (group) => (
              <>
                <a href={`/admin/specifikationer/${group.id}`} aria-label={t.editLabel(group.title)}>
                  {group.title}
                </a>
                {group.unit ? <span className="admin-muted"> ({group.unit})</span> : null}
              </>
            ),
          },
          { header: t.section, cell: (group) => group.section },
          { header: t.type, cell: (group) => t.types[group.type] },
          { header: t.filter, cell: (group) => (group.show_in_filter ? t.yes : t.no) },
          { header: t.rows, numeric: true, cell: (group) => group.rowCount },
          { header: t.categories, numeric: true, cell: (group) => group.categoryCount },
        ]}
      />
    </>
  );
}
