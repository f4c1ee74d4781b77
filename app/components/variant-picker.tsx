import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { choose, pickerState, scrollToOf, variantAddress, type PickerState, type Selection, type VariantAttribute } from '../../domain/variant-picker';
import { svProductPage } from '../../common/copy/sv-product-page';

interface VariantPickerProps {
  attributes: VariantAttribute[];
  selection: Selection;
  onChange: (selection: Map<number, number>) => void;
  /** The product's own url: the variant address is built on it. */
  productUrl: string;
}

/**
 * One select per attribute, levels in order. Without JavaScript it is a GET form to the variant address the server
 * reads; with JavaScript a choice that leads to exactly one variant navigates to that variant's address.
 */
export function VariantPicker({ attributes, selection, onChange, productUrl }: VariantPickerProps) {
  const navigate = useNavigate();
  const idPrefix = useId();
  const state: PickerState = pickerState(attributes, selection);

  // A variant address carries the scroll position of the page it was chosen on; a fresh load returns there.
  useEffect(() => {
    const scrollTo = scrollToOf(new URLSearchParams(window.location.search));
    if (scrollTo !== null) window.scrollTo(0, scrollTo);
  }, []);

  const select = (attributeId: number, raw: string) => {
    const next = choose(attributes, selection, attributeId, raw === '' ? null : Number(raw));
    onChange(next);
    const reached = pickerState(attributes, next);
    if (reached.complete && reached.match !== null) {
      void navigate(variantAddress(productUrl, reached.match, attributes, next, window.scrollY), { preventScrollReset: true });
    }
  };

  return (
    <form method="get" action={productUrl} className="variant-picker">
      <fieldset>
        <legend className="visually-hidden">{svProductPage.variantPicker.legend}</legend>
        {state.attributes.map((attribute) => {
          const id = `${idPrefix}-${attribute.product_attribute_id}`;
          return (
            <div key={attribute.product_attribute_id} className="variant-picker__field">
              <label htmlFor={id}>{attribute.product_attribute_label}</label>
              <select
                id={id}
                name={`variant_attribute[${attribute.product_attribute_position}]`}
                value={attribute.selected_product_attribute_value_id ?? ''}
                disabled={attribute.select_element_is_disabled}
                onChange={(event) => select(attribute.product_attribute_id, event.target.value)}
              >
                <option value="">{svProductPage.variantPicker.choose(attribute.product_attribute_label)}</option>
                {attribute.filteredOptions.map((option) => (
                  <option key={option.product_attribute_value_id} value={option.product_attribute_value_id} disabled={!option.available}>
                    {option.available
                      ? option.product_attribute_value_display_name
                      : svProductPage.variantPicker.unavailable(option.product_attribute_value_display_name)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="button button--secondary variant-picker__apply">
        {svProductPage.variantPicker.apply}
      </button>
    </form>
  );
}
