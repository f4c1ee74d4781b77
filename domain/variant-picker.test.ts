import { describe, expect, it } from 'vitest';
import { choose, pickerState, scrollToOf, selectionFromQuery, selectionOfVariant, variantAddress, type VariantAttribute } from './variant-picker';

/** An attribute on level `position + 1` whose values are [value id, name, the variants that have it]. */
function attribute(id: number, label: string, position: number, values: [number, string, number[]][]): VariantAttribute {
  return {
    product_attribute_id: id,
    product_attribute_label: label,
    product_attribute_level: position + 1,
    product_attribute_position: position,
    options: values.map(([valueId, name, productIds]) => ({ product_attribute_value_id: valueId, product_attribute_value_display_name: name, product_ids: productIds })),
  };
}

// Black comes as 128 GB (variant 11) and 256 GB (12); white only as 128 GB (13).
const colour = attribute(1, 'Färg', 0, [[101, 'Svart', [11, 12]], [102, 'Vit', [13]]]);
const storage = attribute(2, 'Lagring', 1, [[201, '128 GB', [11, 13]], [202, '256 GB', [12]]]);
// Given out of order on purpose: levels decide the order.
const attributes = [storage, colour];

describe('variant picker', () => {
  it('opens only the first level before anything is chosen, with every value available', () => {
    const state = pickerState(attributes, new Map());
    expect(state.attributes.map((a) => a.product_attribute_label)).toEqual(['Färg', 'Lagring']);
    expect(state.attributes[0]!.select_element_is_disabled).toBe(false);
    expect(state.attributes[0]!.filteredOptions.every((o) => o.available)).toBe(true);
    expect(state.attributes[1]!.select_element_is_disabled).toBe(true);
    expect(state).toMatchObject({ complete: false, match: null });
  });

  it('filters the next level to the values the chosen products have', () => {
    const state = pickerState(attributes, new Map([[1, 102]]));
    const next = state.attributes[1]!;
    expect(next.select_element_is_disabled).toBe(false);
    expect(next.filteredOptions.map((o) => [o.product_attribute_value_display_name, o.available])).toEqual([
      ['128 GB', true],
      ['256 GB', false],
    ]);
  });

  it('leads to the one matching product when every level has a value', () => {
    expect(pickerState(attributes, new Map([[1, 101], [2, 202]]))).toMatchObject({ complete: true, match: 12 });
  });

  it('treats an impossible combination as no choice at that level', () => {
    const state = pickerState(attributes, new Map([[1, 102], [2, 202]]));
    expect(state.attributes[1]!.selected_product_attribute_value_id).toBeNull();
    expect(state).toMatchObject({ complete: false, match: null });
  });

  it('ignores a later choice while an earlier level is empty', () => {
    const state = pickerState(attributes, new Map([[2, 201]]));
    expect(state.attributes[1]!.selected_product_attribute_value_id).toBeNull();
    expect(state.attributes[1]!.filteredOptions.every((o) => !o.available)).toBe(true);
  });

  it('resets every later level when an earlier one changes', () => {
    const chosen = new Map([[1, 101], [2, 202]]);
    expect([...choose(attributes, chosen, 1, 102)]).toEqual([[1, 102]]);
    expect([...choose(attributes, chosen, 2, 201)]).toEqual([[1, 101], [2, 201]]);
    expect([...choose(attributes, chosen, 1, null)]).toEqual([]);
  });

  it('has no match for a product without attributes', () => {
    expect(pickerState([], new Map())).toMatchObject({ complete: false, match: null });
  });

  it('reads the selection of a variant, the variant parameter before the attribute parameters', () => {
    expect([...selectionOfVariant(attributes, 13)]).toEqual([[2, 201], [1, 102]]);
    const params = new URLSearchParams('variant=12&variant_attribute[0]=102');
    expect(pickerState(attributes, selectionFromQuery(attributes, [11, 12, 13], params)).match).toBe(12);
  });

  it('reads attribute parameters, encoded or not, and ignores unknown positions, values and foreign variants', () => {
    const params = new URLSearchParams('variant=999&variant_attribute%5B0%5D=101&variant_attribute[1]=202&variant_attribute[7]=1&variant_attribute[x]=1');
    expect([...selectionFromQuery(attributes, [11, 12, 13], params)]).toEqual([[1, 101], [2, 202]]);
    expect([...selectionFromQuery(attributes, [11, 12, 13], new URLSearchParams('variant_attribute[0]=202'))]).toEqual([]);
  });

  it('writes the variant address in the spec format, levels in order', () => {
    expect(variantAddress('/mobiler/telefon-x', 12, attributes, new Map([[2, 202], [1, 101]]), 412.6)).toBe(
      '/mobiler/telefon-x?variant=12&variant_attribute[0]=101&variant_attribute[1]=202&scrollTo=413',
    );
  });

  it('reads a scroll position only when it is a plain number', () => {
    expect(scrollToOf(new URLSearchParams('scrollTo=300'))).toBe(300);
    expect(scrollToOf(new URLSearchParams('scrollTo=-5'))).toBeNull();
    expect(scrollToOf(new URLSearchParams('scrollTo=1e9'))).toBeNull();
    expect(scrollToOf(new URLSearchParams(''))).toBeNull();
  });
});
