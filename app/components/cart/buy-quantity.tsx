import { useState } from 'react';
import { clampBuyQuantity } from '../../../domain/buy-area';
import { sv } from '../../../common/copy/sv';

interface BuyQuantityProps {
  value: number;
  max: number;
  disabled: boolean;
  itemName: string;
  onChange(value: number): void;
}

/**
 * The quantity beside the product page's buy button: − and + around a number input named `quantity`, posted with the
 * add form (so it works without JavaScript too). − is disabled at 1, + at the most that still fits under the cap and in
 * stock, both while the button is disabled; a typed value is clamped when the input loses focus.
 */
export function BuyQuantity({ value, max, disabled, itemName, onChange }: BuyQuantityProps) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    setText(null);
    onChange(clampBuyQuantity(Number.parseInt(text, 10), max));
  };
  return (
    <div className="quantity-stepper buy-quantity" role="group" aria-label={sv.cart.quantity(itemName)}>
      <button
        type="button"
        className="quantity-stepper__button"
        disabled={disabled || value <= 1}
        aria-label={sv.cart.decrease(itemName)}
        onClick={() => onChange(clampBuyQuantity(value - 1, max))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        name="quantity"
        className="quantity-stepper__input"
        min={1}
        max={max}
        step={1}
        value={text ?? String(value)}
        disabled={disabled}
        aria-label={sv.cart.quantity(itemName)}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className="quantity-stepper__button"
        disabled={disabled || value >= max}
        aria-label={sv.cart.increase(itemName)}
        onClick={() => onChange(clampBuyQuantity(value + 1, max))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
