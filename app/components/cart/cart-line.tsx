import { useId } from 'react';
import { Link } from 'react-router';
import type { CartLineOut } from '../../../common/contract/cart';
import { sv } from '../../../common/copy/sv';
import { svCart } from '../../../common/copy/sv-cart';
import { useCart, useCartStore } from '../../lib/cart-store';
import { Price } from '../price';
import { inBasis, kr } from './cart-format';
import { lineName } from '../../../domain/order-summary';
import { QuantityStepper, type StepperForm } from './quantity-stepper';
import { TrashIcon } from '../icons';
import { useCheckoutRefresh } from './checkout-refresh';
import { CsrfField } from '../csrf-field';

const UPDATE = '/checkoutv3/products/update';

/** Hidden fields of a line's update posts (used without JavaScript). */
function LineForm({ id, line }: { id: string; line: CartLineOut }) {
  return (
    <form id={id} method="post" action={UPDATE} hidden>
      <CsrfField />
      <input type="hidden" name="row_id" value={line.row_id} />
      {line.variant_id !== null ? <input type="hidden" name="variant_id" value={line.variant_id} /> : null}
      <input type="hidden" name="refresh_checkout" value="0" />
    </form>
  );
}

/** Stock icon with the server's status text (HTML by the spec); never colour alone. */
function LineStatus({ line }: { line: CartLineOut }) {
  return (
    <p className={`stock-status stock-status--${line.status_icon} cart-line__status`}>
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
        {line.status_icon === 'out-of-stock' ? (
          <path d="M3 3l6 6M9 3L3 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <circle cx="6" cy="6" r="5" fill="currentColor" />
        )}
      </svg>
      <span dangerouslySetInnerHTML={{ __html: line.status_text }} />
    </p>
  );
}

function LinePrice({ line, includesVat }: { line: CartLineOut; includesVat: boolean }) {
  if (line.give_away_campaign_id !== null) {
    const original = inBasis(includesVat, line.give_away_product_original_price_incl_vat, line.give_away_product_original_price_excl_vat);
    return (
      <p className="cart-line__gift">
        <span className="cart-line__gift-label">{sv.cartRules.gift}</span>
        {original !== null ? (
          <>
            {' '}
            <span className="visually-hidden">{sv.cart.originalPrice} </span>
            <s className="price__original">{kr(original)}</s>
          </>
        ) : null}
      </p>
    );
  }
  return (
    <Price
      price={inBasis(includesVat, line.unit_price_incl_vat, line.unit_price_excl_vat)}
      originalPrice={line.is_discounted ? inBasis(includesVat, line.original_price_incl_vat, line.original_price_excl_vat) : null}
      lowestPrice30Days={inBasis(includesVat, line.lowest_price_30_days_incl_vat, line.lowest_price_30_days_excl_vat)}
      hidePrice={false}
      exact
    />
  );
}

/** The line's words: brand, name linked to the product, a package's parts, stock and the unit price. */
function LineInfo({ line, name, includesVat, compact }: { line: CartLineOut; name: string; includesVat: boolean; compact: boolean }) {
  return (
    <div className="cart-line__info">
      {!compact && line.brand_name ? <p className="cart-line__brand">{line.brand_name}</p> : null}
      <p className="cart-line__name">
        {/* The spec's link of a cart line: the product page by id, which also serves a product whose address changed. */}
        <Link to={`/produkter/id/${line.product_id}`}>{name}</Link>
      </p>
      {!compact && line.package_product_names.length > 0 ? (
        <p className="cart-line__parts">
          {sv.product.packageContents}: {line.package_product_names.join(', ')}
        </p>
      ) : null}
      {compact ? null : <LineStatus line={line} />}
      <div className="cart-line__unit">
        <span className="visually-hidden">{svCart.unitPrice}: </span>
        <LinePrice line={line} includesVat={includesVat} />
      </div>
    </div>
  );
}

interface LineQuantityProps {
  line: CartLineOut;
  quantity: number;
  name: string;
  form: StepperForm;
  /** What the server said about a typed quantity. */
  notice: string;
  onChange(next: number): void;
}

/** The quantity stepper with its no-script forms and the server's notice. */
function LineQuantity({ line, quantity, name, form, notice, onChange }: LineQuantityProps) {
  return (
    <>
      <LineForm id={form.inputForm} line={line} />
      <LineForm id={form.stepForm} line={line} />
      <div className="cart-line__quantity">
        <QuantityStepper value={quantity} max={line.max_quantity} itemName={name} form={form} onChange={onChange} />
        {/* Always in the page, so what the server says about a typed quantity is announced when it appears. */}
        <p className="cart-line__notice" role="status">
          {notice}
        </p>
      </div>
    </>
  );
}

interface CartLineProps {
  line: CartLineOut;
  includesVat: boolean;
  /** The side panel's shorter line: no brand, status or package parts. */
  compact?: boolean;
}

/** One cart line: image, brand, name, parts, stock, unit price, quantity stepper, line total and remove. */
export function CartLine({ line, includesVat, compact = false }: CartLineProps) {
  const store = useCartStore();
  const checkout = useCheckoutRefresh();
  const { pending, notices } = useCart();
  const id = useId();
  const name = lineName(line);
  const gift = line.give_away_campaign_id !== null;
  const quantity = pending[String(line.row_id)] ?? line.quantity;
  const form: StepperForm = { name: `products[${line.product_id}][quantity]`, inputForm: `${id}-input`, stepForm: `${id}-step` };
  const setQuantity = (next: number) => {
    const call = store.setQuantity(line, next, checkout !== null);
    checkout?.track(call);
  };
  const classes = ['cart-line', compact ? 'cart-line--compact' : '', quantity === 0 ? 'cart-line--removing' : '', line.unavailable ? 'cart-line--unavailable' : ''];

  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <div className="cart-line__media">
        {line.image_src ? <img src={line.image_src} alt="" width={80} height={80} loading="lazy" decoding="async" /> : null}
      </div>
      <LineInfo line={line} name={name} includesVat={includesVat} compact={compact} />
      <div className="cart-line__actions">
        {gift ? null : <LineQuantity line={line} quantity={quantity} name={name} form={form} notice={notices[String(line.row_id)] ?? ''} onChange={setQuantity} />}
        <p className="cart-line__total">
          <span className="visually-hidden">{svCart.lineTotal}: </span>
          {kr(inBasis(includesVat, line.total_price_incl_vat, line.total_price_excl_vat))}
        </p>
        {gift ? null : (
          <button
            type="submit"
            form={form.stepForm}
            name={form.name}
            value={0}
            className="cart-line__remove"
            onClick={(event) => {
              event.preventDefault();
              setQuantity(0);
            }}
          >
            <TrashIcon />
            <span className={compact ? 'visually-hidden' : undefined}>{svCart.remove}</span>
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
