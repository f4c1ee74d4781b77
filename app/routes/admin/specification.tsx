import type { Route } from './+types/specification';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage, foundById } from '../../lib/back-office.server';
import { EventList, ItemEditor, Panel, StaffForm } from '../../components/admin/back-office-ui';
import { DataTable } from '../../components/admin/data-table';
import { ActionForm, DeletePanel, Field, RowOptions, SubmitButton } from '../../components/admin/form-parts';
import { SpecificationGroupForm } from '../../components/admin/specification-group-form';
import { backOfficeMeta } from '../../components/admin/page-meta';

const t = svBackOffice.specifications;

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
    <Panel id="spec-rows" title={t.rows}>
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
    </Panel>
  );
}

/** The categories whose pages show the group: unlink one, or link another. */
function CategoriesPanel({ group, choices }: { group: Group; choices: Route.ComponentProps['loaderData']['choices'] }) {
  const action = `/admin/api/specification-groups/${group.id}/categories`;
  return (
    <Panel id="spec-categories" title={t.linkTitle}>
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
            <RowOptions rows={choices} />
          </select>
        </Field>
        <SubmitButton>{t.link}</SubmitButton>
      </StaffForm>
    </Panel>
  );
}

export default function Specification({ loaderData }: Route.ComponentProps) {
  const { group, choices, done, failed } = loaderData;
  const used = group.rows.some((r) => r.productCount > 0);
  return (
    <>
      <ItemEditor back={{ href: '/admin/specifikationer', text: t.back }} title={t.editTitle(group.title)} done={done} failed={failed}>
        <SpecificationGroupForm
          action={`/admin/api/specification-groups/${group.id}`}
          values={{ title: group.title, section: group.section, type: group.type, unit: group.unit ?? '', description: group.description ?? '', showInFilter: group.show_in_filter === 1 }}
          submit={t.save}
          idPrefix="edit"
        />
      </ItemEditor>
      <RowsPanel group={group} />
      <CategoriesPanel group={group} choices={choices} />
      <DeletePanel id="spec-delete" title={t.deleteTitle} hint={t.deleteHint} action={`/admin/api/specification-groups/${group.id}/delete`} text={t.delete} disabled={used} />
    </>
  );
}
