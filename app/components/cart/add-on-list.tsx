import { Link } from 'react-router';
import { formatPrice, kronorToOre } from '../../../domain/money';
import { sv } from '../../../common/copy/sv';
import { quantityInCart, useCart } from '../../lib/cart-store';
import type { ProductCard } from '../../../common/contract/product-card';

interface AddOnListProps {
  addOns: ProductCard[];
  chosen: ReadonlySet<number>;
  onToggle: (productId: number, checked: boolean) => void;
}

/**
 * Add-on products as checkboxes inside the buy form (spec: image, name link, '+ price'). Each posts as
 * extra_product_ids[] so the add works without JavaScript too; one already at its purchase cap in the cart is disabled.
 */
export function AddOnList({ addOns, chosen, onToggle }: AddOnListProps) {
  const { cart } = useCart();
  return (
    <fieldset className="add-ons">
      <legend>{sv.addOns.legend}</legend>
      <ul>
        {addOns.map((addOn) => {
          const cap = addOn.product_max_purchasable_quantity;
          const capped = cap !== null && quantityInCart(cart, addOn.product_id) >= cap;
          const id = `add-on-${addOn.product_id}`;
          return (
            <li key={addOn.product_id} className="add-ons__item">
              <input
                type="checkbox"
                id={id}
                name="extra_product_ids[]"
                value={addOn.product_id}
                checked={chosen.has(addOn.product_id) && !capped}
                disabled={capped}
                onChange={(event) => onToggle(addOn.product_id, event.target.checked)}
                aria-describedby={capped ? `${id}-cap` : undefined}
              />
              {addOn.product_puff_image ? <img src={addOn.product_puff_image} alt="" width={48} height={48} loading="lazy" decoding="async" /> : <span className="add-ons__no-image" />}
              <label htmlFor={id} className="add-ons__name">
                {addOn.product_name}
              </label>
              <span className="add-ons__price">+ {formatPrice(kronorToOre(addOn.product_display_price))}</span>
              <Link to={addOn.product_url} className="add-ons__link">
                {sv.addOns.readMore}
                <span className="visually-hidden"> {addOn.product_name}</span>
              </Link>
              {capped && cap !== null ? (
                <span id={`${id}-cap`} className="add-ons__cap">
                  {sv.product.maxPerCustomer(cap)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
