import { data } from 'react-router';
import type { Route } from './+types/specification';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { outcomeMessages, requireStaff } from '../../lib/back-office.server';
import { Notice, StaffForm } from '../../components/admin/back-office-ui';
import { SpecificationGroupForm } from '../../components/admin/specification-group-form';

const b = svBackOffice;
const t = b.specifications;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: b.title(loaded ? t.editTitle(loaded.group.title) : t.title) },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /admin/specifikationer/:id: one group: its fields, its rows (values) and the categories that show it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const id = /^\d{1,10}$/.test(params.id) && Number(params.id) <= 2_147_483_647 ? Number(params.id) : 0;
  const group = id > 0 ? await context.services.specificationAdmin.get(id) : null;
  if (!group) throw data(null, { status: 404 });
  const url = new URL(request.url);
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
  return {
    group,
    choices,
    ...outcomeMessages(
      url,
      { saved: t.saved, unchanged: t.unchanged, row_added: t.row_added, row_removed: t.row_removed, linked: t.linked, unlinked: t.unlinked },
      t.errors,
    ),
  };
}

export default function Specification({ loaderData }: Route.ComponentProps) {
  const { group, choices, done, failed } = loaderData;
  const used = group.rows.some((r) => r.productCount > 0);
  return (
    <>
      <p>
        <a href="/admin/specifikationer">{t.back}</a>
      </p>
      <h1>{t.editTitle(group.title)}</h1>
      <Notice done={done} failed={failed} />
      <section className="admin-panel" aria-label={t.editTitle(group.title)}>
        <SpecificationGroupForm
          action={`/admin/api/specification-groups/${group.id}`}
          values={{ title: group.title, section: group.section, type: group.type, unit: group.unit ?? '', description: group.description ?? '', showInFilter: group.show_in_filter === 1 }}
          submit={t.save}
          idPrefix="edit"
        />
      </section>

      <section className="admin-panel" aria-labelledby="spec-rows">
        <h2 id="spec-rows">{t.rows}</h2>
        {group.rows.length === 0 ? (
          <p>{t.noRows}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t.value}</th>
                  <th scope="col" className="admin-num">
                    {t.numericValue}
                  </th>
                  <th scope="col" className="admin-num">
                    {t.products}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t.removeRow}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.id}>
                    <td>{row.value}</td>
                    <td className="admin-num">{row.numeric_value === null ? '' : String(row.numeric_value).replace('.', ',')}</td>
                    <td className="admin-num">{row.productCount}</td>
                    <td>
                      <StaffForm action={`/admin/api/specification-groups/${group.id}/rows/${row.id}/delete`}>
                        <button type="submit" className="admin-button admin-button--secondary" aria-label={t.removeRowLabel(row.value)} disabled={row.productCount > 0}>
                          {t.removeRow}
                        </button>
                      </StaffForm>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <StaffForm action={`/admin/api/specification-groups/${group.id}/rows`} className="admin-form">
          <label className="admin-field">
            <span>{t.value}</span>
            <input type="text" name="value" required maxLength={100} autoComplete="off" />
          </label>
          <label className="admin-field">
            <span>{t.numericValue}</span>
            <input type="text" name="numeric_value" inputMode="decimal" autoComplete="off" aria-describedby="spec-numeric-hint" />
            <small id="spec-numeric-hint">{t.numericHint}</small>
          </label>
          <button type="submit" className="admin-button">
            {t.addRow}
          </button>
        </StaffForm>
      </section>

      <section className="admin-panel" aria-labelledby="spec-categories">
        <h2 id="spec-categories">{t.linkTitle}</h2>
        {group.categories.length === 0 ? (
          <p>{t.noCategories}</p>
        ) : (
          <ul className="admin-events">
            {group.categories.map((category) => (
              <li key={category.id} className="admin-row-actions">
                <span>
                  {category.name} <span className="admin-muted">{category.url}</span>
                </span>
                <StaffForm action={`/admin/api/specification-groups/${group.id}/categories`}>
                  <input type="hidden" name="category_id" value={category.id} />
                  <input type="hidden" name="linked" value="0" />
                  <button type="submit" className="admin-button admin-button--secondary" aria-label={t.unlinkLabel(category.name)}>
                    {t.unlink}
                  </button>
                </StaffForm>
              </li>
            ))}
          </ul>
        )}
        <StaffForm action={`/admin/api/specification-groups/${group.id}/categories`} className="admin-form">
          <input type="hidden" name="linked" value="1" />
          <label className="admin-field">
            <span>{t.category}</span>
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
          </label>
          <button type="submit" className="admin-button">
            {t.link}
          </button>
        </StaffForm>
      </section>

      <section className="admin-panel" aria-labelledby="spec-delete">
        <h2 id="spec-delete">{t.deleteTitle}</h2>
        <p className="admin-muted">{t.deleteHint}</p>
        <StaffForm action={`/admin/api/specification-groups/${group.id}/delete`}>
          <button type="submit" className="admin-button admin-button--danger" disabled={used}>
            {t.delete}
          </button>
        </StaffForm>
      </section>
    </>
  );
}
