/**
 * The spec's filter transitions (storefront.md section 4), as pure functions over a filter selection.
 * Every change goes back to page 1.
 */
export type SpecSelection = { groupId: number; values: number[] } | { groupId: number; min: number; max: number };

export interface Selection {
  brands: number[];
  categories: number[];
  primaryColorIds: number[];
  specifications: SpecSelection[];
  priceMin: number | null;
  priceMax: number | null;
  page: number;
}

function toggled(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export function toggleFacet<Q extends Selection>(query: Q, facet: 'brands' | 'categories' | 'primaryColorIds', id: number): Q {
  return { ...query, [facet]: toggled(query[facet], id), page: 1 };
}

/** A single-choice value replaces its group's value; choosing the chosen one again clears the group. */
export function chooseSingle<Q extends Selection>(query: Q, groupId: number, rowId: number): Q {
  const current = query.specifications.find((s) => s.groupId === groupId);
  const alreadyChosen = current && 'values' in current && current.values.length === 1 && current.values[0] === rowId;
  const others = query.specifications.filter((s) => s.groupId !== groupId);
  return { ...query, specifications: alreadyChosen ? others : [...others, { groupId, values: [rowId] }], page: 1 };
}

/** A multiple-choice value toggles; the group is dropped when no values remain. */
export function toggleMultiple<Q extends Selection>(query: Q, groupId: number, rowId: number): Q {
  const current = query.specifications.find((s) => s.groupId === groupId);
  const values = toggled(current && 'values' in current ? current.values : [], rowId);
  const others = query.specifications.filter((s) => s.groupId !== groupId);
  return { ...query, specifications: values.length ? [...others, { groupId, values }] : others, page: 1 };
}

export function removeGroup<Q extends Selection>(query: Q, groupId: number): Q {
  return { ...query, specifications: query.specifications.filter((s) => s.groupId !== groupId), page: 1 };
}

/** An interval keeps whole bounds: min rounded down, max rounded up. */
export function setIntervalRange<Q extends Selection>(query: Q, groupId: number, min: number, max: number): Q {
  const others = query.specifications.filter((s) => s.groupId !== groupId);
  return { ...query, specifications: [...others, { groupId, min: Math.floor(min), max: Math.ceil(max) }], page: 1 };
}

export function setPriceRange<Q extends Selection>(query: Q, min: number | null, max: number | null): Q {
  return { ...query, priceMin: min === null ? null : Math.floor(min), priceMax: max === null ? null : Math.ceil(max), page: 1 };
}

/** Clear-all empties brands, categories, colours and specifications and resets the price range. */
export function clearAll<Q extends Selection>(query: Q): Q {
  return { ...query, brands: [], categories: [], primaryColorIds: [], specifications: [], priceMin: null, priceMax: null, page: 1 };
}

export type BoundCommit = { accepted: true; value: number } | { accepted: false; value: number };

/**
 * Committing one bound of a range: a min above the current max, or a max below the current min, reverts
 * to the current value; anything else is kept, clamped to the range's limits.
 */
export function commitBound(
  which: 'min' | 'max',
  typed: number,
  current: { min: number; max: number },
  limits: { min: number; max: number },
): BoundCommit {
  const previous = which === 'min' ? current.min : current.max;
  if (!Number.isFinite(typed)) return { accepted: false, value: previous };
  if (which === 'min' && typed > current.max) return { accepted: false, value: previous };
  if (which === 'max' && typed < current.min) return { accepted: false, value: previous };
  return { accepted: true, value: Math.min(limits.max, Math.max(limits.min, typed)) };
}

/**
 * Whether a listing's category filter ticks categories in place (a search, a brand page: issue 31) rather than
 * linking to the subcategories' own pages (a category page).
 */
export function categoriesToggle(blade: 'category' | 'brand' | 'search' | 'all'): boolean {
  return blade === 'search' || blade === 'brand';
}

/** The applied filters as the listing answers them (snake_case, as in the filter call). */
export interface AppliedFilters {
  selected_brands: readonly number[];
  selected_categories: readonly number[];
  selected_primary_color_ids: readonly number[];
  selected_specifications: readonly unknown[];
  input_price_min: number | null;
  input_price_max: number | null;
}

/** How many filters are active, as 'Filtrera (3)' says: each brand, category and colour, each specification group, the price. */
export function activeFilterCount(applied: AppliedFilters): number {
  return (
    applied.selected_brands.length +
    applied.selected_categories.length +
    applied.selected_primary_color_ids.length +
    applied.selected_specifications.length +
    (applied.input_price_min !== null || applied.input_price_max !== null ? 1 : 0)
  );
}
