import type { Route } from './+types/category';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage, foundById } from '../../lib/back-office.server';
import { ItemEditor } from '../../components/admin/back-office-ui';
import { DeletePanel } from '../../components/admin/form-parts';
import { CategoryForm, parentChoices } from '../../components/admin/category-form';
import { OldAddresses } from '../../components/admin/old-addresses';
import type { CategoryAdminNode } from '../../../services/admin/category-admin';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;
const k = b.categories;

export const meta: Route.MetaFunction = ({ data: loaded }) => backOfficeMeta(loaded ? k.editTitle(loaded.category.name) : k.title);

function find(nodes: readonly CategoryAdminNode[], id: number): CategoryAdminNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return null;
}

/** /admin/kategorier/:id: one category's form (rename, move, address, SEO, publish) and its deletion. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { saved: k.saved, unchanged: k.unchanged, redirect_removed: k.redirectRemoved }, failed: k.errors });
  const tree = await context.services.categoryAdmin.tree();
  const category = await foundById(params.id, async (id) => find(tree, id));
  const { children, ...own } = category;
  return {
    category: { ...own, childCount: children.length },
    parents: parentChoices(tree, category.id),
    oldAddresses: await context.services.redirectAdmin.of({ categoryId: category.id }),
    ...outcome,
  };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, parents, done, failed, oldAddresses } = loaderData;
  return (
    <>
      <ItemEditor
        back={{ href: '/admin/kategorier', text: k.back }}
        title={k.editTitle(category.name)}
        summary={
          <>
            {k.address}: <a href={category.url}>{category.url}</a> · {k.products}: {category.productCount}
          </>
        }
        done={done}
        failed={failed}
      >
        <CategoryForm
          action={`/admin/api/categories/${category.id}`}
          values={{
            name: category.name,
            slug: category.slug,
            parentId: category.parentId === null ? '' : String(category.parentId),
            description: category.description,
            seoTitle: category.seoTitle ?? '',
            metaDescription: category.metaDescription ?? '',
            visible: category.visible,
          }}
          parents={parents}
          submit={k.save}
          idPrefix="edit"
        />
      </ItemEditor>
      <OldAddresses intro={b.oldAddresses.categoryIntro} addresses={oldAddresses} removeAction={(id) => `/admin/api/categories/${category.id}/redirects/${id}/delete`} />
      <DeletePanel
        id="category-delete"
        title={k.deleteTitle}
        hint={k.deleteHint}
        action={`/admin/api/categories/${category.id}/delete`}
        text={k.delete}
        disabled={category.productCount > 0 || category.childCount > 0}
      />
    </>
  );
}
