import { useId, useState } from 'react';
import type { DiscountOut, DiscountRowOut } from '../../../common/contract/cart';
import { svCart } from '../../../common/copy/sv-cart';
import { useCartStore } from '../../lib/cart-store';
import { inBasis, kr } from './cart-format';
import { useHydrated } from './cart-hooks';
import { useCheckoutRefresh } from './checkout-refresh';
import { useFieldDisclosure } from './use-field-disclosure';
import { CsrfField } from '../csrf-field';

function HiddenFields() {
  return (
    <>
      <CsrfField />
      <input type="hidden" name="refresh_checkout" value="0" />
    </>
  );
}

/** One applied code: label, amount, why it gives nothing right now, a gift card's balance left, and remove. */
function DiscountRow({ row, includesVat }: { row: DiscountRowOut; includesVat: boolean }) {
  const store = useCartStore();
  const checkout = useCheckoutRefresh();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = inBasis(includesVat, row.discount_amount_incl_vat, row.discount_amount_excl_vat);

  const remove = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const call = store.destroyDiscount(row.code, checkout !== null);
    checkout?.track(call);
    const result = await call;
    setBusy(false);
    if (!result.ok) setError(result.message);
  };

  return (
    <li className={`discount-row${row.inactive_reason ? ' discount-row--inactive' : ''}`}>
      <span className="discount-row__label">
        {row.label}
        {row.label.toUpperCase().includes(row.code.toUpperCase()) ? null : <span className="discount-row__code">{row.code}</span>}
      </span>
      {amount > 0 ? (
        <span className={`discount-row__amount${row.is_high_amount ? ' discount-row__amount--high' : ''}`}>{kr(-amount)}</span>
      ) : null}
      <form method="post" action="/checkoutv3/discounts/destroy" onSubmit={remove} className="discount-row__remove">
        <HiddenFields />
        <input type="hidden" name="code" value={row.code} />
        <button type="submit" className="link-button" aria-busy={busy}>
          {svCart.remove}
          <span className="visually-hidden"> {row.code}</span>
        </button>
      </form>
      {row.inactive_reason ? <p className="discount-row__note">{row.inactive_reason}</p> : null}
      {row.remaining_balance !== null ? <p className="discount-row__note">{svCart.giftCardLeft(kr(row.remaining_balance))}</p> : null}
      {error ? (
        <p className="discount-row__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** The codes applied to the cart, each with its amount and remove. */
function AppliedCodes({ rows, includesVat }: { rows: DiscountRowOut[]; includesVat: boolean }) {
  if (rows.length === 0) return null;
  return (
    <ul className="discount-list" aria-label={svCart.discountApplied}>
      {rows.map((row) => (
        <DiscountRow key={row.code} row={row} includesVat={includesVat} />
      ))}
    </ul>
  );
}

/**
 * The discount block: a toggle opens the code input (a native disclosure, so it opens without JavaScript too),
 * 'Lägg till' stores the code, the error shows beneath in red italics, and the applied codes are listed with a
 * remove button each.
 */
export function DiscountBlock({ discount, includesVat }: { discount: DiscountOut; includesVat: boolean }) {
  const store = useCartStore();
  const checkout = useCheckoutRefresh();
  const hydrated = useHydrated();
  const inputId = useId();
  const errorId = useId();
  const disclosure = useFieldDisclosure<HTMLInputElement>(false);
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || loading) return;
    setError(null);
    setAdded(null);
    setLoading(true);
    const call = store.storeDiscount(code, checkout !== null);
    checkout?.track(call);
    const result = await call;
    setLoading(false);
    if (result.ok) {
      setAdded(code);
      setCode('');
    } else {
      setError(result.message);
    }
    disclosure.fieldRef.current?.focus();
  };

  const cancel = () => {
    disclosure.close();
    setCode('');
    setError(null);
  };

  return (
    <div className="discount-block">
      <details open={disclosure.open} onToggle={disclosure.onToggle}>
        <summary ref={disclosure.summaryRef} className="discount-block__toggle">
          {svCart.discountToggle}
        </summary>
        <form method="post" action="/checkoutv3/discounts/store" onSubmit={submit} className="discount-block__form">
          <HiddenFields />
          <label htmlFor={inputId} className="visually-hidden">
            {svCart.discountLabel}
          </label>
          <input
            ref={disclosure.fieldRef}
            id={inputId}
            name="campaign_code"
            type="text"
            className="discount-block__input"
            placeholder={svCart.discountPlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={hydrated && (code.trim() === '' || loading)} aria-busy={loading}>
            {svCart.discountAdd}
          </button>
          {hydrated ? (
            <button type="button" className="button" onClick={cancel}>
              {svCart.discountCancel}
            </button>
          ) : null}
        </form>
        <p id={errorId} className="discount-block__error" aria-live="polite">
          {error}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {added ? svCart.discountAdded(added) : ''}
        </p>
      </details>
      <AppliedCodes rows={discount.rows} includesVat={includesVat} />
    </div>
  );
}
