import { svBackOffice } from '../../../common/copy/sv-back-office';
import { MAX_CATEGORY_LEVEL } from '../../../domain/catalog-structure';
import type { CategoryAdminNode } from '../../../services/admin/category-admin';
import { CheckField, Field, FieldGroup, RowOptions, StackedForm } from './form-parts';

const k = svBackOffice.categories;

export interface CategoryFormValues {
  name: string;
  slug: string;
  parentId: string;
  description: string;
  seoTitle: string;
  metaDescription: string;
  visible: boolean;
}

export const EMPTY_CATEGORY: CategoryFormValues = { name: '', slug: '', parentId: '', description: '', seoTitle: '', metaDescription: '', visible: true };

/** A category choice as the parent list shows it: indented by its level. */
export interface ParentChoice {
  id: number;
  name: string;
  level: number;
}

/** Every category that can hold a subcategory, depth first (without `except` and what lies below it). */
export function parentChoices(tree: readonly CategoryAdminNode[], except: number | null = null): ParentChoice[] {
  const choices: ParentChoice[] = [];
  const walk = (nodes: readonly CategoryAdminNode[]) => {
    for (const node of nodes) {
      if (node.id === except) continue;
      if (node.level < MAX_CATEGORY_LEVEL) choices.push({ id: node.id, name: node.name, level: node.level });
      walk(node.children);
    }
  };
  walk(tree);
  return choices;
}

/** The category form, for a new category and for changing (and moving) one. Plain fields: no script needed. */
export function CategoryForm({ action, values, parents, submit, idPrefix }: { action: string; values: CategoryFormValues; parents: ParentChoice[]; submit: string; idPrefix: string }) {
  return (
    <StackedForm action={action} submit={submit}>
      <FieldGroup>
        <Field label={k.name}>
          <input type="text" name="name" required maxLength={100} autoComplete="off" defaultValue={values.name} />
        </Field>
        <Field label={k.parent}>
          <select name="parent_id" defaultValue={values.parentId}>
            <option value="">{k.topLevel}</option>
            <RowOptions rows={parents} />
          </select>
        </Field>
        <Field label={k.slug} className="admin-field-group__wide" hint={{ id: `${idPrefix}-slug-hint`, text: k.slugHint }}>
          <input type="text" name="slug" maxLength={80} autoComplete="off" aria-describedby={`${idPrefix}-slug-hint`} defaultValue={values.slug} />
        </Field>
        <Field label={k.description} className="admin-field-group__wide">
          <textarea name="description" rows={3} defaultValue={values.description} />
        </Field>
      </FieldGroup>
      <FieldGroup legend={k.seoLegend}>
        <p className="admin-muted admin-field-group__wide">{k.seoHint}</p>
        <Field label={k.seoTitle}>
          <input type="text" name="seo_title" maxLength={70} autoComplete="off" defaultValue={values.seoTitle} />
        </Field>
        <Field label={k.metaDescription} className="admin-field-group__wide">
          <textarea name="meta_description" rows={2} maxLength={300} defaultValue={values.metaDescription} />
        </Field>
      </FieldGroup>
      <CheckField label={k.publish}>
        <input type="checkbox" name="visible" value="1" defaultChecked={values.visible} />
      </CheckField>
    </StackedForm>
  );
}
