/**
 * Rules for the catalog's structure as the back office changes it (issue 18): the category tree (addresses, depth,
 * cycles, order among siblings) and brands. Pure: the service reads the rows and writes what these decide.
 */

/** The deepest level the shop's menus, listings and the categories table (CHECK level between 1 and 3) know. */
export const MAX_CATEGORY_LEVEL = 3;
const MAX_SLUG_LENGTH = 80;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An address part from a name: lower case, å/ä → a, ö → o, other accents dropped, anything else a dash. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

export function isValidSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug);
}

/** A category's address: its parent's address and its own part ('/vitvaror' + 'diskmaskiner'). */
export function categoryUrl(parentUrl: string | null, slug: string): string {
  return `${parentUrl ?? ''}/${slug}`;
}

/** The last part of a category's address. */
export function slugOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

/**
 * Whether putting `categoryId` under `newParentId` would make a cycle: the new parent is the category itself or lies
 * below it. `parentOf` knows every category's parent.
 */
export function createsCycle(categoryId: number, newParentId: number | null, parentOf: ReadonlyMap<number, number | null>): boolean {
  const seen = new Set<number>();
  for (let node = newParentId; node !== null && node !== undefined; node = parentOf.get(node) ?? null) {
    if (node === categoryId) return true;
    // A tree stored with a cycle already (hand-edited) is refused rather than walked for ever.
    if (seen.has(node)) return true;
    seen.add(node);
  }
  return false;
}

/** How many levels a category and everything below it span (1 for a category without subcategories). */
export function subtreeHeight(categoryId: number, childrenOf: ReadonlyMap<number, readonly number[]>): number {
  const below = childrenOf.get(categoryId) ?? [];
  return 1 + below.reduce((max, child) => Math.max(max, subtreeHeight(child, childrenOf)), 0);
}

/** Whether a subtree `height` levels tall fits under a parent at `parentLevel` (0: at the top). */
export function fitsUnder(parentLevel: number, height: number): boolean {
  return parentLevel + height <= MAX_CATEGORY_LEVEL;
}

export interface CategoryForm {
  name: string;
  slug: string;
  parent_id: string;
  description: string;
  seo_title: string;
  meta_description: string;
  visible: boolean;
}

export type CategoryField = keyof CategoryForm;

export interface CheckedCategory {
  name: string;
  slug: string;
  parentId: number | null;
  description: string;
  seoTitle: string | null;
  metaDescription: string | null;
  visible: boolean;
}

const chars = (text: string) => [...text].length;

function optionalId(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,10}$/.test(trimmed)) return 'invalid';
  const n = Number(trimmed);
  return n >= 1 && n <= 2_147_483_647 ? n : 'invalid';
}

/** A category from the form, or the wrong fields. Without a typed address part, one is made from the name. */
export function validateCategory(form: CategoryForm): { ok: true; category: CheckedCategory } | { ok: false; errors: Partial<Record<CategoryField, true>> } {
  const errors: Partial<Record<CategoryField, true>> = {};
  const name = form.name.trim().replace(/\s+/g, ' ');
  if (name === '' || chars(name) > 100) errors.name = true;
  const slug = form.slug.trim() === '' ? slugify(name) : form.slug.trim().toLowerCase();
  if (!isValidSlug(slug)) errors.slug = true;
  const parentId = optionalId(form.parent_id);
  if (parentId === 'invalid') errors.parent_id = true;
  const description = form.description.trim();
  if (chars(description) > 5000) errors.description = true;
  const seoTitle = form.seo_title.trim();
  if (chars(seoTitle) > 70) errors.seo_title = true;
  const metaDescription = form.meta_description.trim();
  if (chars(metaDescription) > 300) errors.meta_description = true;
  if (Object.keys(errors).length > 0 || parentId === 'invalid') return { ok: false, errors };
  return {
    ok: true,
    category: { name, slug, parentId, description, seoTitle: seoTitle === '' ? null : seoTitle, metaDescription: metaDescription === '' ? null : metaDescription, visible: form.visible },
  };
}

export interface BrandForm {
  name: string;
  brand_link: string;
  description: string;
}

export type BrandField = keyof BrandForm;

/** A brand from the form, or the wrong fields. Its link (/tillverkare/visa/{link}) is made from the name when empty. */
export function validateBrand(form: BrandForm): { ok: true; brand: { name: string; brandLink: string; description: string } } | { ok: false; errors: Partial<Record<BrandField, true>> } {
  const errors: Partial<Record<BrandField, true>> = {};
  const name = form.name.trim().replace(/\s+/g, ' ');
  if (name === '' || chars(name) > 100) errors.name = true;
  const brandLink = form.brand_link.trim() === '' ? slugify(name) : form.brand_link.trim().toLowerCase();
  if (!isValidSlug(brandLink)) errors.brand_link = true;
  const description = form.description.trim();
  if (chars(description) > 5000) errors.description = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, brand: { name, brandLink, description } };
}

export type SpecificationType = 'single_choice' | 'multiple_choice' | 'interval';
export const SPECIFICATION_TYPES: readonly SpecificationType[] = ['single_choice', 'multiple_choice', 'interval'];

export interface SpecificationGroupForm {
  title: string;
  section: string;
  type: string;
  unit: string;
  description: string;
  show_in_filter: boolean;
}

export type SpecificationGroupField = keyof SpecificationGroupForm;

export interface CheckedSpecificationGroup {
  title: string;
  section: string;
  type: SpecificationType;
  unit: string | null;
  description: string | null;
  showInFilter: boolean;
}

/** A specification group ('Energiklass', 'Bredd') from the form, or the wrong fields. The section defaults to 'Allmänt'. */
export function validateSpecificationGroup(
  form: SpecificationGroupForm,
): { ok: true; group: CheckedSpecificationGroup } | { ok: false; errors: Partial<Record<SpecificationGroupField, true>> } {
  const errors: Partial<Record<SpecificationGroupField, true>> = {};
  const title = form.title.trim().replace(/\s+/g, ' ');
  if (title === '' || chars(title) > 100) errors.title = true;
  const section = form.section.trim().replace(/\s+/g, ' ') || 'Allmänt';
  if (chars(section) > 100) errors.section = true;
  const type = SPECIFICATION_TYPES.find((t) => t === form.type);
  if (!type) errors.type = true;
  const unit = form.unit.trim();
  if (chars(unit) > 20) errors.unit = true;
  const description = form.description.trim();
  if (chars(description) > 1000) errors.description = true;
  if (Object.keys(errors).length > 0 || !type) return { ok: false, errors };
  return { ok: true, group: { title, section, type, unit: unit === '' ? null : unit, description: description === '' ? null : description, showInFilter: form.show_in_filter } };
}

/**
 * A value of a group ('A+++', '60 cm') and its number: an interval group filters on numbers, so it needs one
 * (typed the Swedish way, '59,5'); the other types may have one for sorting.
 */
/** A specification value as typed: its text, and its number for an interval group. */
export interface SpecificationRowForm {
  value: string;
  numeric_value: string;
}

export function validateSpecificationRow(
  form: SpecificationRowForm,
  type: SpecificationType,
): { ok: true; row: { value: string; numericValue: number | null } } | { ok: false; errors: Partial<Record<'value' | 'numeric_value', true>> } {
  const errors: Partial<Record<'value' | 'numeric_value', true>> = {};
  const value = form.value.trim().replace(/\s+/g, ' ');
  if (value === '' || chars(value) > 100) errors.value = true;
  const typed = form.numeric_value.trim().replace(/[\s\u00a0]/g, '').replace(',', '.');
  const numericValue = typed === '' ? null : /^-?\d{1,12}(\.\d{1,6})?$/.test(typed) ? Number(typed) : Number.NaN;
  if (Number.isNaN(numericValue) || (type === 'interval' && numericValue === null)) errors.numeric_value = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, row: { value, numericValue } };
}
