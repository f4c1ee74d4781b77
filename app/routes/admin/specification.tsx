import type { Route } from './+types/specification';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage, foundById } from '../../lib/back-office.server';
import { EventList, PageHeader, StaffForm } from '../../components/admin/back-office-ui';
import { DataTable } from '../../components/admin/data-table';
import { ActionForm, Field, SubmitButton } from '../../components/admin/form-parts';
import { SpecificationGroupForm } from '../../components/admin/specification-group-form';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;
const t = b.specifications;

export const meta: Route.MetaFunction = ({ data: loaded }) => backOfficeMeta(loaded ? t.editTitle(loaded.group.title) : t.title);

/** /admin/specifikationer/:id: one group: its fields, its rows (values) and the categories that show it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, {
    done: { saved: t.saved, unchanged: t.unchanged, row_added: t.row_added, row_removed: t.row_removed, linked: t.linked, unlinked: t.unlinked },
    failed: t.errors,
  });
  const group = await foundById(params.id, context.services.specificationAdmin.get);
  const tree = await context.services.categoryAdmin.tree();
  const linked = new Set(group.categories.map((c) => c.id));
  // Every category may show the group, whatever its level: the choices list all, indented.
  const choices: { id: number; name: string; level: number }[] = [];
  const walk = (nodes: typeof tree) => {
    for (const node of nodes) {
      if (!linked.has(node.id)) choices.push({ id: node.id, name: node.name, level: node.level });
      walk(node.children);
    }
  };
  walk(tree);
  return { group, choices, ...outcome };
}

type Group = Route.ComponentProps['loaderData']['group'];

/** The group's values; one no product uses may be removed. */
function RowsPanel({ group }: { group: Group }) {
  return (
    <section className="admin-panel" aria-labelledby="spec-rows">
      <h2 id="spec-rows">{t.rows}</h2>
      <DataTable
        empty={t.noRows}
        rows={group.rows}
        rowKey={(row) => row.id}
        columns={[
          { header: t.value, cell: (row) => row.value },
          { header: t.numericValue, numeric: true, cell: (row) => (row.numeric_value === null ? '' : String(row.numeric_value).replace('.', ',')) },
          { header: t.products, numeric: true, cell: (row) => row.productCount },
          {
            header: <span className="visually-hidden">{t.removeRow}</span>,
            cell: (row) => (
              <ActionForm
                action={`/admin/api/specification-groups/${group.id}/rows/${row.id}/delete`}
                text={t.removeRow}
                tone="secondary"
                button={{ 'aria-label': t.removeRowLabel(row.value), disabled: row.productCount > 0 }}
              />
            ),
          },
        ]}
      />
      <StaffForm action={`/admin/api/specification-groups/${group.id}/rows`} className="admin-form">
        <Field label={t.value}>
          <input type="text" name="value" required maxLength={100} autoComplete="off" />
        </Field>
        <Field label={t.numericValue} hint={{ id: 'spec-numeric-hint', text: t.numericHint }}>
          <input type="text" name="numeric_value" inputMode="decimal" autoComplete="off" aria-describedby="spec-numeric-hint" />
        </Field>
        <SubmitButton>{t.addRow}</SubmitButton>
      </StaffForm>
    </section>
  );
}

/** The categories whose pages show the group: unlink one, or link another. */
function CategoriesPanel({ group, choices }: { group: Group; choices: Route.ComponentProps['loaderData']['choices'] }) {
  const action = `/admin/api/specification-groups/${group.id}/categories`;
  return (
    <section className="admin-panel" aria-labelledby="spec-categories">
      <h2 id="spec-categories">{t.linkTitle}</h2>
      <EventList items={group.categories} itemKey={(category) => category.id} empty={t.noCategories} itemClassName="admin-row-actions">
        {(category) => (
          <>
            <span>
              {category.name} <span className="admin-muted">{category.url}</span>
            </span>
            <ActionForm action={action} text={t.unlink} tone="secondary" button={{ 'aria-label': t.unlinkLabel(category.name) }}>
              <input type="hidden" name="category_id" value={category.id} />
              <input type="hidden" name="linked" value="0" />
            </ActionForm>
          </>
        )}
      </EventList>
      <StaffForm action={action} className="admin-form">
        <input type="hidden" name="linked" value="1" />
        <Field label={t.category}>
          <select name="category_id" required defaultValue="">
            <option value="" disabled>
              {t.choose}
            </option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {`${'\u2003'.repeat(Math.max(0, c.level - 1))}${c.name}`}
              </option>
            ))}
          </select>
        </Field>
        <SubmitButton>{t.link}</SubmitButton>
      </StaffForm>
    </section>
  );
}

export default function Specification({ loaderData }: Route.ComponentProps) {
  const { group, choices, done, failed } = loaderData;
  const used = group.rows.some((r) => r.productCount > 0);
  return (
    <>
      <p>
        <a href="/admin/specifikationer">{t.back}</a>
      </p>
      <PageHeader title={t.editTitle(group.title)} done={done} failed={failed} />
      <section className="admin-panel" aria-label={t.editTitle(group.title)}>
        <SpecificationGroupForm
          action={`/admin/api/specification-groups/${group.id}`}
          values={{ title: group.title, section: group.section, type: group.type, unit: group.unit ?? '', description: group.description ?? '', showInFilter: group.show_in_filter === 1 }}
          submit={t.save}
          idPrefix="edit"
        />
      </section>
      <RowsPanel group={group} />
      <CategoriesPanel group={group} choices={choices} />
      <section className="admin-panel" aria-labelledby="spec-delete">
        <h2 id="spec-delete">{t.deleteTitle}</h2>
        <p className="admin-muted">{t.deleteHint}</p>
        <ActionForm action={`/admin/api/specification-groups/${group.id}/delete`} text={t.delete} tone="danger" button={{ disabled: used }} />
      </section>
    </>
  );
}
