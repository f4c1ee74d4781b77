import type { Route } from './+types/specifications';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage } from '../../lib/back-office.server';
import { PageHeader } from '../../components/admin/back-office-ui';
import { SpecificationGroupForm } from '../../components/admin/specification-group-form';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;
const t = b.specifications;

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
      <section className="admin-panel" aria-labelledby="spec-new">
        <h2 id="spec-new">{t.createTitle}</h2>
        <SpecificationGroupForm
          action="/admin/api/specification-groups"
          values={{ title: '', section: '', type: 'single_choice', unit: '', description: '', showInFilter: true }}
          submit={t.create}
          idPrefix="new"
        />
      </section>
      {groups.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t.heading}</th>
                <th scope="col">{t.section}</th>
                <th scope="col">{t.type}</th>
                <th scope="col">{t.filter}</th>
                <th scope="col" className="admin-num">
                  {t.rows}
                </th>
                <th scope="col" className="admin-num">
                  {t.categories}
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <tr key={group.id}>
                  <td>
                    <a href={`/admin/specifikationer/${group.id}`} aria-label={t.editLabel(group.title)}>
                      {group.title}
                    </a>
                    {group.unit ? <span className="admin-muted"> ({group.unit})</span> : null}
                  </td>
                  <td>{group.section}</td>
                  <td>{t.types[group.type]}</td>
                  <td>{group.show_in_filter ? t.yes : t.no}</td>
                  <td className="admin-num">{group.rowCount}</td>
                  <td className="admin-num">{group.categoryCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
