import { useId } from 'react';
import { OPTION_IMAGE_BOX } from '../../../domain/checkout-marks';
import { kr } from '../cart/cart-format';
import { CHECKOUT_FORM_ID } from './form-id';

/** The spec: an option's price is shown only when it is not null and not negative ('0 kr' is shown). */
export function optionPrice(price: number | null): string | null {
  return price !== null && price >= 0 ? kr(price) : null;
}

export interface OptionBoxItem {
  value: number;
  /** Already ends with '(ej tillgängligt)' when disabled (the server's name). */
  name: string;
  description: string;
  /** Formatted, or null when the option's price is not shown (null or negative). */
  price: string | null;
  /** Small text beside the price, e.g. 'exkl. moms (25 %)'. */
  priceNote?: string | null;
  /** The option's image (the owner's, or the shop's mark), shown at a fixed size before its name. */
  image: string | null;
  /** The option's bubble texts and labels. */
  notes: string[];
  disabled: boolean;
}

interface OptionBoxesProps {
  /** The radios' name (their group). */
  name: string;
  items: OptionBoxItem[];
  selected: number | null;
  onSelect(value: number): void;
  /** Shown inside the chosen box, below its description (the delivery type's shipping options). */
  chosenExtra?: React.ReactNode;
}

/**
 * Option boxes (STYLE.md): full-width bordered rows, each a real radio with its name, the description and the
 * price right-aligned. The whole row picks the option; the chosen row gets a brand border, a disabled one is
 * muted and cannot be chosen. The group's name comes from the block's fieldset around them.
 */
export function OptionBoxes({ name, items, selected, onSelect, chosenExtra }: OptionBoxesProps) {
  const id = useId();
  return (
    <ul className="option-boxes">
      {items.map((item) => {
        const chosen = item.value === selected;
        const describedBy = `${id}-${item.value}`;
        const classes = ['option-box', chosen ? 'option-box--chosen' : '', item.disabled ? 'option-box--disabled' : ''];
        return (
          <li key={item.value} className={classes.filter(Boolean).join(' ')}>
            <label className="option-box__label">
              <input
                type="radio"
                name={name}
                form={CHECKOUT_FORM_ID}
                value={item.value}
                checked={chosen}
                disabled={item.disabled}
                className="option-box__radio"
                aria-describedby={item.description || item.notes.length > 0 ? describedBy : undefined}
                onChange={() => onSelect(item.value)}
              />
              {item.image ? (
                // The name beside it says what the option is: the image is decoration.
                <img className="option-box__image" src={item.image} alt="" width={OPTION_IMAGE_BOX.width} height={OPTION_IMAGE_BOX.height} loading="lazy" decoding="async" />
              ) : null}
              <span className="option-box__name">{item.name}</span>
              {item.price !== null ? (
                <span className="option-box__price">
                  {item.price}
                  {item.priceNote ? <span className="option-box__price-note"> {item.priceNote}</span> : null}
                </span>
              ) : null}
            </label>
            {item.description || item.notes.length > 0 ? (
              <div id={describedBy} className="option-box__details">
                {item.description ? <p className="option-box__description">{item.description}</p> : null}
                {item.notes.length > 0 ? (
                  <ul className="option-box__notes">
                    {item.notes.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            {chosen && chosenExtra ? <div className="option-box__extra">{chosenExtra}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
