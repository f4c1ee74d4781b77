import { useState } from 'react';
import { MAX_LINE_QUANTITY, parseQuantity } from '../../../domain/cart-rules';
import { sv } from '../../../common/copy/sv';

/** How the stepper posts without JavaScript: the field name, and the forms its input and its buttons submit. */
export interface StepperForm {
  name: string;
  /** The form holding the input (Enter submits the typed quantity). */
  inputForm: string;
  /** A form of hidden fields that the − and + buttons submit with their own value. */
  stepForm: string;
}

interface QuantityStepperProps {
  value: number;
  min?: number;
  max?: number;
  /** The product's name, for the input's and the buttons' labels. */
  itemName: string;
  form: StepperForm;
  onChange(value: number): void;
}

/**
 * The spec's quantity stepper: − and + around a number input, − disabled at or below min and + at or above max.
 * The buttons send values within [min, max]. A typed value is sent on Enter or when the input loses focus; one that
 * is not a whole number is ignored, as the server ignores it (domain/cart-rules); one above max is sent as typed
 * (within the line maximum), so the server caps it and says why, and the caller shows that where it was typed.
 */
export function QuantityStepper({ value, min = 0, max = MAX_LINE_QUANTITY, itemName, form, onChange }: QuantityStepperProps) {
  const upper = Math.max(min, Math.min(max, MAX_LINE_QUANTITY));
  const clamp = (n: number) => Math.min(upper, Math.max(min, n));
  // A line can hold more than it may now be set to (stock ran out under it); it shows what it holds, + stays
  // disabled and − steps down into the allowed range.
  const shown = Math.max(min, value);
  // What the shopper is typing; null while the input just shows the value.
  const [text, setText] = useState<string | null>(null);

  const change = (next: number) => {
    if (next !== shown) onChange(next);
  };
  const commit = () => {
    if (text === null) return;
    setText(null);
    const typed = parseQuantity(text);
    if (typed !== null) change(Math.min(MAX_LINE_QUANTITY, Math.max(min, typed)));
  };

  return (
    <div className="quantity-stepper" role="group" aria-label={sv.cart.quantity(itemName)}>
      <button
        type="submit"
        form={form.stepForm}
        name={form.name}
        value={clamp(shown - 1)}
        className="quantity-stepper__button"
        disabled={shown <= min}
        aria-label={sv.cart.decrease(itemName)}
        onClick={(event) => {
          event.preventDefault();
          change(clamp(shown - 1));
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        form={form.inputForm}
        name={form.name}
        className="quantity-stepper__input"
        min={min}
        max={upper}
        step={1}
        value={text ?? String(shown)}
        aria-label={sv.cart.quantity(itemName)}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
      />
      <button
        type="submit"
        form={form.stepForm}
        name={form.name}
        value={clamp(shown + 1)}
        className="quantity-stepper__button"
        disabled={shown >= upper}
        aria-label={sv.cart.increase(itemName)}
        onClick={(event) => {
          event.preventDefault();
          change(clamp(shown + 1));
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
