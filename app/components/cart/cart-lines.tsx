import type { CartResponse } from '../../../common/contract/cart';
import { svCart } from '../../../common/copy/sv-cart';
import { CartLine } from './cart-line';

/** The cart's lines, with the server's notes (a capped or removed line) above them. */
export function CartLines({ cart, compact = false }: { cart: CartResponse; compact?: boolean }) {
  return (
    <>
      {cart.messages.length > 0 ? (
        <ul className="cart-messages" role="status">
          {cart.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <ul className={`cart-lines${compact ? ' cart-lines--compact' : ''}`} aria-label={svCart.lines}>
        {cart.products.map((line) => (
          <CartLine key={line.row_id} line={line} includesVat={cart.includes_vat} compact={compact} />
        ))}
      </ul>
    </>
  );
}
