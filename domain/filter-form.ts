/**
 * The listing's filter form without JavaScript (DESIGN.md: filters, sorting and per page are GET forms). The sidebar,
 * the mobile panel and the toolbar submit their fields under the names below; the page turns them into the address
 * the script builds (docs/filter-call.md) and redirects there, so both ways end on one address.
 *
 * | field | meaning |
 * | --- | --- |
 * | `filter_form=1` | marks a submitted form |
 * | `brands`, `selected_primary_color_ids`, `categories` | one checkbox each (repeated; a carried `categories` joins its ids with `\|`) |
 * | `spec-{groupId}` | one checkbox or radio per row of a choice group (repeated) |
 * | `spec-{groupId}-min`, `spec-{groupId}-max` | an interval group's number boxes |
 * | `spec-{groupId}-limits`, `price_limits` | `min~max` the boxes started at: bounds left there are no selection |
 * | `price_min`, `price_max` | the price boxes |
 * | `per_page` | 24, 48, 96 or `all` (show_all=1) |
 * | `sorting`, `view_type`, `color_attribute_value_ids`, `s` | as in the address (the last one given wins) |
 */
import { LIST_SEPARATOR, RANGE_SEPARATOR, VALUE_SEPARATOR } from './filter-query';

export const FILTER_FORM_MARKER = 'filter_form';
export const PRICE_LIMITS_FIELD = 'price_limits';
export const specField = (groupId: number, part?: 'min' | 'max' | 'limits') => (part ? `spec-${groupId}-${part}` : `spec-${groupId}`);

/** Whether the address is a submitted filter form (to be redirected to its canonical address). */
export function isFilterForm(params: URLSearchParams): boolean {
  return params.has(FILTER_FORM_MARKER);
}

function last(params: URLSearchParams, name: string): string | null {
  const all = params.getAll(name).filter((v) => v.trim() !== '');
  return all.length ? all[all.length - 1]! : null;
}

/** A pair of bounds, unless both are still where the form started them (`limits`). */
function range(min: string | null, max: string | null, limits: string | null): [string, string] | null {
  if (min === null && max === null) return null;
  if (limits !== null) {
    const [from = '', to = ''] = limits.split(RANGE_SEPARATOR);
    if ((min === null || min.trim() === from) && (max === null || max.trim() === to)) return null;
    return [min ?? from, max ?? to];
  }
  return min !== null && max !== null ? [min, max] : null;
}

/** The address parameters (for parseFilterQuery) of a submitted filter form. */
export function searchParamsFromFilterForm(form: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of ['blade', 'color_attribute_value_ids', 'cat1', 'cat2', 'cat3', 'sorting', 'view_type', 'text', 's', 'from_brands']) {
    const value = last(form, name);
    if (value !== null) out.set(name, value);
  }
  for (const name of ['brands', 'selected_primary_color_ids', 'categories']) {
    const ids = form.getAll(name).filter((v) => v.trim() !== '');
    if (ids.length) out.set(name, ids.join(LIST_SEPARATOR));
  }

  const groups = new Map<number, string[]>();
  const intervals = new Set<number>();
  for (const name of new Set(form.keys())) {
    const match = /^spec-(\d{1,10})(?:-(min|max|limits))?$/.exec(name);
    if (!match) continue;
    const groupId = Number(match[1]);
    if (match[2]) intervals.add(groupId);
    else groups.set(groupId, form.getAll(name).filter((v) => v.trim() !== ''));
  }
  const specs: string[] = [];
  for (const [groupId, values] of groups) if (values.length) specs.push(`${groupId}:${values.join(VALUE_SEPARATOR)}`);
  for (const groupId of intervals) {
    const bounds = range(last(form, specField(groupId, 'min')), last(form, specField(groupId, 'max')), last(form, specField(groupId, 'limits')));
    if (bounds) specs.push(`${groupId}:${bounds[0]}${RANGE_SEPARATOR}${bounds[1]}`);
  }
  if (specs.length) out.set('specifications', specs.join(LIST_SEPARATOR));

  const price = range(last(form, 'price_min'), last(form, 'price_max'), last(form, PRICE_LIMITS_FIELD));
  if (price) {
    out.set('price_min', price[0]);
    out.set('price_max', price[1]);
  }
  const perPage = last(form, 'per_page');
  if (perPage === 'all') out.set('show_all', '1');
  else if (perPage !== null) out.set('per_page', perPage);
  return out;
}
