import type { Route } from './+types/categories';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage } from '../../lib/back-office.server';
import { PageHeader, Panel, StaffForm } from '../../components/admin/back-office-ui';
import { CategoryForm, EMPTY_CATEGORY, parentChoices } from '../../components/admin/category-form';
import type { CategoryAdminNode } from '../../../services/admin/category-admin';
import { SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const k = svBackOffice.categories;

export const meta: Route.MetaFunction = () => backOfficeMeta(k.title);

/** /admin/kategorier: the category tree with its order (up and down), and a form for a new category. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { created: k.created, moved: k.moved, deleted: k.deleted, unchanged: k.unchanged }, failed: k.errors });
  return { tree: await context.services.categoryAdmin.tree(), ...outcome };
}

function Branch({ nodes }: { nodes: readonly CategoryAdminNode[] }) {
  return (
    <ul className="admin-tree">
      {nodes.map((node, index) => (
        <li key={node.id} className="admin-tree__item" id={`kategori-${node.id}`}>
          <div className="admin-tree__row">
            <span className="admin-tree__name">
              <a href={`/admin/kategorier/${node.id}`} aria-label={k.editLabel(node.name)}>
                {node.name}
              </a>{' '}
              <span className="admin-tree__meta">
                {node.url} · {k.products}: {node.productCount}
                {node.visible ? '' : ` · ${k.hidden}`}
              </span>
            </span>
            <span className="admin-row-actions">
              <StaffForm action={`/admin/api/categories/${node.id}/move`}>
                <input type="hidden" name="direction" value="up" />
                <SubmitButton tone="secondary" aria-label={k.upLabel(node.name)} disabled={index === 0}>
                  {k.up}
                </SubmitButton>
              </StaffForm>
              <StaffForm action={`/admin/api/categories/${node.id}/move`}>
                <input type="hidden" name="direction" value="down" />
                <SubmitButton tone="secondary" aria-label={k.downLabel(node.name)} disabled={index === nodes.length - 1}>
                  {k.down}
                </SubmitButton>
              </StaffForm>
            </span>
          </div>
          {node.children.length > 0 ? <Branch nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { tree, done, failed } = loaderData;
  return (
    <>
      <PageHeader title={k.title} done={done} failed={failed}>
        <p className="admin-intro">{k.intro}</p>
      </PageHeader>
      <Panel id="category-new" title={k.createTitle}>
        <CategoryForm action="/admin/api/categories" values={EMPTY_CATEGORY} parents={parentChoices(tree)} submit={k.create} idPrefix="new" />
      </Panel>
      {tree.length === 0 ? <p>{k.empty}</p> : <Branch nodes={tree} />}
    </>
  );
}
