/**
 * The variant picker of storefront.md section 4: attributes are chosen in level order; a choice resets the later
 * levels and narrows the next level's options to those some still-matching product has; when every attribute has a
 * value and exactly one product matches, that product is the variant to show and buy.
 */

export interface AttributeOption {
  product_attribute_value_id: number;
  product_attribute_value_display_name: string;
  /** The variants that have this value. */
  product_ids: number[];
}

export interface VariantAttribute {
  product_attribute_id: number;
  product_attribute_label: string;
  product_attribute_level: number;
  /** The attribute's place in the variant address: variant_attribute[{position}]. */
  product_attribute_position: number;
  options: AttributeOption[];
}

export interface PickerOption extends AttributeOption {
  /** Some product matching the earlier choices has this value. */
  available: boolean;
}

export interface PickerAttribute extends VariantAttribute {
  selected_product_attribute_value_id: number | null;
  /** A level opens only once every earlier level has a value. */
  select_element_is_disabled: boolean;
  filteredOptions: PickerOption[];
}

export interface PickerState {
  attributes: PickerAttribute[];
  /** Every attribute has a value. */
  complete: boolean;
  /** The one product the choices lead to, when they lead to exactly one. */
  match: number | null;
}

/** Attribute id -> chosen value id. */
export type Selection = ReadonlyMap<number, number>;

export function inLevelOrder(attributes: readonly VariantAttribute[]): VariantAttribute[] {
  return [...attributes].sort(
    (a, b) =>
      a.product_attribute_level - b.product_attribute_level ||
      a.product_attribute_position - b.product_attribute_position ||
      a.product_attribute_id - b.product_attribute_id,
  );
}

/** Where the choices stand: each level's options filtered by the earlier choices; a stale or impossible choice counts as none. */
export function pickerState(attributes: readonly VariantAttribute[], selection: Selection): PickerState {
  const ordered = inLevelOrder(attributes);
  let candidates = null as Set<number> | null;
  let open = true;
  const result: PickerAttribute[] = [];
  for (const attribute of ordered) {
    const matching: Set<number> | null = candidates;
    const filteredOptions: PickerOption[] = attribute.options.map((option): PickerOption => ({
      ...option,
      available: open && option.product_ids.some((id: number) => matching === null || matching.has(id)),
    }));
    const chosenId = open ? selection.get(attribute.product_attribute_id) : undefined;
    const chosen: PickerOption | undefined = filteredOptions.find((o) => o.product_attribute_value_id === chosenId && o.available);
    result.push({
      ...attribute,
      selected_product_attribute_value_id: chosen ? chosen.product_attribute_value_id : null,
      select_element_is_disabled: !open,
      filteredOptions,
    });
    if (chosen) {
      candidates = new Set(chosen.product_ids.filter((id: number) => matching === null || matching.has(id)));
    } else {
      open = false;
    }
  }
  const complete = ordered.length > 0 && open;
  return { attributes: result, complete, match: complete && candidates !== null && candidates.size === 1 ? [...candidates][0]! : null };
}

/** Choosing a value keeps the earlier levels and clears every later one. */
export function choose(attributes: readonly VariantAttribute[], selection: Selection, attributeId: number, valueId: number | null): Map<number, number> {
  const next = new Map<number, number>();
  for (const attribute of inLevelOrder(attributes)) {
    if (attribute.product_attribute_id === attributeId) {
      if (valueId !== null) next.set(attributeId, valueId);
      break;
    }
    const kept = selection.get(attribute.product_attribute_id);
    if (kept === undefined) break;
    next.set(attribute.product_attribute_id, kept);
  }
  return next;
}

/** The values a variant has, as a selection. */
export function selectionOfVariant(attributes: readonly VariantAttribute[], variantId: number): Map<number, number> {
  const selection = new Map<number, number>();
  for (const attribute of attributes) {
    const option = attribute.options.find((o) => o.product_ids.includes(variantId));
    if (option) selection.set(attribute.product_attribute_id, option.product_attribute_value_id);
  }
  return selection;
}

const ATTRIBUTE_PARAM = /^variant_attribute\[(\d{1,6})\]$/;

/**
 * The initial selection from a variant address: `variant` wins when it names one of these variants; otherwise the
 * `variant_attribute[{position}]` values. Unknown positions and values are ignored.
 */
export function selectionFromQuery(attributes: readonly VariantAttribute[], variantIds: readonly number[], params: URLSearchParams): Map<number, number> {
  const variant = Number(params.get('variant'));
  if (Number.isSafeInteger(variant) && variantIds.includes(variant)) return selectionOfVariant(attributes, variant);
  const selection = new Map<number, number>();
  for (const [key, value] of params) {
    const position = ATTRIBUTE_PARAM.exec(key)?.[1];
    if (position === undefined) continue;
    const attribute = attributes.find((a) => a.product_attribute_position === Number(position));
    const option = attribute?.options.find((o) => String(o.product_attribute_value_id) === value);
    if (attribute && option) selection.set(attribute.product_attribute_id, option.product_attribute_value_id);
  }
  return selection;
}

/** `{product url}?variant={id}&variant_attribute[{position}]={value id}&scrollTo={px}`, as the spec writes it. */
export function variantAddress(productUrl: string, variantId: number, attributes: readonly VariantAttribute[], selection: Selection, scrollTo: number): string {
  const parts = [`variant=${variantId}`];
  for (const attribute of inLevelOrder(attributes)) {
    const value = selection.get(attribute.product_attribute_id);
    if (value !== undefined) parts.push(`variant_attribute[${attribute.product_attribute_position}]=${value}`);
  }
  parts.push(`scrollTo=${Math.max(0, Math.round(scrollTo))}`);
  return `${productUrl}?${parts.join('&')}`;
}

/** The scroll position a variant address asks for, or null. */
export function scrollToOf(params: URLSearchParams): number | null {
  const raw = params.get('scrollTo');
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  return Number(raw);
}
