import { useEffect, type Ref } from 'react';
import type { PlaceOrderResponse, SwishStart } from '../../../common/contract/checkout';
import { swishStatus } from './checkout-calls';
import { svCheckout } from '../../../common/copy/sv-checkout';
import { ErrorRegion } from './alert';

const TERMS_URL = '/kundservice/kopvillkor';

interface TermsProps {
  formId: string;
  accepted: boolean;
  error?: string;
  privateCustomer: boolean;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange(accepted: boolean): void;
}

/**
 * 'Jag har läst och godkänner köpvillkoren' (the terms open in a new tab, which the note below says), and for a
 * private customer the 14-day ångerrätt, both before the order button (distance contracts, DESIGN.md).
 */
function Terms({ formId, accepted, error, privateCustomer, disabled, inputRef, onChange }: TermsProps) {
  const id = 'checkout-order_accept_terms';
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <div className="field__checkbox-row">
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          name="order_accept_terms"
          value="1"
          form={formId}
          required
          checked={accepted}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>
          {svCheckout.checkoutPage.acceptTermsBefore}
          <a href={TERMS_URL} target="_blank" rel="noopener" aria-describedby={`${id}-note`}>
            {svCheckout.checkoutPage.acceptTermsLink}
          </a>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      <p id={`${id}-note`} className="place-order__note">
        {privateCustomer ? svCheckout.checkoutPage.withdrawal : svCheckout.checkoutPage.termsNewTab}
      </p>
    </div>
  );
}

/** The spec's separate card step: the order exists, and the browser is on its way to the card provider. */
function CardStep({ placed }: { placed: PlaceOrderResponse & { redirectUrl: string } }) {
  return (
    <div className="place-order__card-step" role="status">
      <p>{svCheckout.checkoutPage.cardStep(placed.order_number)}</p>
      <a className="button button--primary button--large" href={placed.redirectUrl}>
        {svCheckout.checkoutPage.cardStepButton}
      </a>
    </div>
  );
}

/**
 * The Swish step: the order exists and the payment request is with Swish. On a phone the button opens the app
 * (the app switch); on a desktop the shopper answers on their phone. The page asks the shop every 2 s and goes on
 * to the confirmation once paid, or back to the checkout (cart kept) when the payer declined or the time ran out, or when the payment came after
 * the order's reservation was released and is returned.
 */
function SwishStep({ placed }: { placed: PlaceOrderResponse & { swish: SwishStart } }) {
  const { swish } = placed;
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const answer = await swishStatus(swish.status_url).catch(() => null);
      if (stopped) return;
      if (answer?.status === 'paid' && answer.confirmation_url) return window.location.assign(answer.confirmation_url);
      if (answer?.status === 'cancelled') return window.location.assign('/checkoutv3?betalning=avbruten');
      if (answer?.status === 'timeout') return window.location.assign('/checkoutv3?betalning=swish_tid');
      if (answer?.status === 'refunded') return window.location.assign('/checkoutv3?betalning=aterbetalas');
      timer = setTimeout(() => void poll(), 2_000);
    };
    timer = setTimeout(() => void poll(), 2_000);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [swish.status_url]);
  return (
    <div className="place-order__card-step" role="status">
      <p>{swish.app_url ? svCheckout.providers.swishWaiting(placed.order_number) : svCheckout.providers.swishWaitingPhone(swish.payer ?? '')}</p>
      {swish.app_url ? (
        <a className="button button--primary button--large" href={swish.app_url}>
          {svCheckout.providers.swishOpenApp}
        </a>
      ) : null}
    </div>
  );
}

interface PlaceOrderProps extends Omit<TermsProps, 'error' | 'onChange'> {
  termsError?: string;
  onTermsChange(accepted: boolean): void;
  /** The red box: a refused or failed order. */
  message: string | null;
  placing: boolean;
  placed: PlaceOrderResponse | null;
  /** Nothing to pay (a gift card covers it): 'Slutför köp'. */
  free: boolean;
}

/**
 * Terms, the red error box and the button that places the order. It sits outside the order form's element (so on
 * a narrow screen the summary can stand between the fields and the button) and joins the form through `form`.
 * The button says that ordering means paying: never 'Fortsätt' or 'Skicka'.
 */
export function PlaceOrder({ termsError, onTermsChange, message, placing, placed, free, ...terms }: PlaceOrderProps) {
  return (
    <div className="place-order">
      <Terms {...terms} error={termsError} onChange={onTermsChange} />
      <ErrorRegion message={message} />
      {placed?.swish ? (
        <SwishStep placed={{ ...placed, swish: placed.swish }} />
      ) : placed?.redirectUrl ? (
        // The order is placed: the card step takes the order button's place.
        <CardStep placed={{ ...placed, redirectUrl: placed.redirectUrl }} />
      ) : (
        <button
          type="submit"
          form={terms.formId}
          className="button button--primary button--large place-order__button"
          disabled={terms.disabled || placed !== null}
          aria-busy={placing}
        >
          {free ? svCheckout.checkoutPage.placeFreeOrder : svCheckout.checkoutPage.placeOrder}
        </button>
      )}
    </div>
  );
}
