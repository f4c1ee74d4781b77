import { useRef, useState } from 'react';
import type { CheckoutState, PlaceOrderResponse, RefusedOrderForm, RefusedPostalCode, CheckoutBlock as BlockName } from '../../../common/contract/checkout';
import type { EmptyStateCategory } from '../../../common/contract/cart';
import { svCheckout } from '../../../common/copy/sv-checkout';
import { useCart } from '../../lib/cart-store';
import { useHydrated } from '../cart/cart-hooks';
import { CheckoutRefreshContext } from '../cart/checkout-refresh';
import { EmptyCart } from '../cart/empty-cart';
import { useFocusAfterRemoval } from '../cart/use-focus-after-removal';
import { CartContents } from './cart-contents';
import { ClubBox } from './club-box';
import { CheckoutBlock } from './checkout-block';
import { checkoutCalls, isOwnForm, placeOrderPath } from './checkout-calls';
import { ProviderSnippet } from './provider-snippet';
import { CheckoutSummary } from './checkout-summary';
import { CustomerFields } from './customer-fields';
import { DeliveryChoice } from './delivery-choice';
import { Alert, Notice } from './alert';
import { PaymentMethodChoice } from './payment-method-choice';
import { PlaceOrder } from './place-order';
import { CHECKOUT_FORM_ID } from './form-id';
import { PostalCodeLookup } from './postal-code-lookup';
import { CountryChoice, CustomerTypeChoice } from './simple-choices';
import { useCheckout, type CheckoutController } from './use-checkout';
import { useOrderForm } from './use-order-form';
import { CsrfField } from '../csrf-field';

/** Why the shopper is back on the checkout: a card payment cancelled or failed, or an order posted without JavaScript refused. */
export type CheckoutNotice = 'payment_cancelled' | 'payment_failed' | 'not_placed' | 'provider_refused' | 'swish_timeout' | 'payment_refunded';

const NOTICE_TEXT: Record<CheckoutNotice, string> = {
  payment_cancelled: svCheckout.checkout.paymentCancelled,
  payment_failed: svCheckout.checkout.paymentFailed,
  not_placed: svCheckout.checkoutPage.notPlaced,
  provider_refused: svCheckout.providers.refused,
  swish_timeout: svCheckout.providers.swishTimeout,
  payment_refunded: svCheckout.checkout.latePaymentRefunded,
};

/** How many times the provider session was recreated or updated (`reset_order`) in this page's life. */
function useResetCount(state: CheckoutState): number {
  const [seen, setSeen] = useState({ state, value: 0 });
  if (seen.state !== state) setSeen({ state, value: seen.value + (state.reset_order ? 1 : 0) });
  return seen.value;
}

/** Block 1, 'Din varukorg'. A removed line takes its buttons with it: focus goes to the block's heading, not <body>. */
function CartBlock({ number, checkout }: { number: number; checkout: CheckoutController }) {
  const { cart } = useCart();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(heading, cart.products.length);
  return (
    <CheckoutBlock number={number} title={svCheckout.checkoutPage.blocks.cart} disabled={checkout.busy} headingRef={heading} className="checkout-cart">
      <ClubBox user={checkout.state.user} />
      <CartContents checkoutCart={checkout.state.cart} />
    </CheckoutBlock>
  );
}

/** The blocks between the cart and the payment: each change sends its update and the page shows the state it answers. */
interface ChoiceBlockProps {
  block: Exclude<BlockName, 'cart' | 'payment'>;
  number: number;
  checkout: CheckoutController;
  refusedPostalCode: RefusedPostalCode | null;
  /** An order refused for this block's sake ('Välj ett fraktsätt.'): shown in the block until it changes. */
  orderError?: string;
}

function ChoiceBlock({ block, number, checkout, refusedPostalCode, orderError }: ChoiceBlockProps) {
  const { busy, updateError } = checkout;
  const error = updateError?.block === block ? updateError.message : (orderError ?? null);
  return (
    <CheckoutBlock number={number} title={svCheckout.checkoutPage.blocks[block]} disabled={busy} error={error}>
      <BlockChoice block={block} checkout={checkout} refusedPostalCode={refusedPostalCode} />
    </CheckoutBlock>
  );
}

/** The block's own choice; each change is one update call. */
function BlockChoice({ block, checkout, refusedPostalCode }: Pick<ChoiceBlockProps, 'block' | 'checkout' | 'refusedPostalCode'>) {
  const { state, update, chosen } = checkout;
  const asNumber = (value: string | null) => (value === null ? null : Number(value));

  switch (block) {
    case 'country':
      return (
        <CountryChoice
          state={state}
          chosen={chosen('country_code', state.country_code)}
          onChoose={(code) => void update(block, () => checkoutCalls.country(code), { group: 'country_code', value: code })}
        />
      );
    case 'customer_type':
      return (
        <CustomerTypeChoice
          chosen={chosen('customer_type', state.customer_type)}
          formId={CHECKOUT_FORM_ID}
          onChoose={(type) => void update(block, () => checkoutCalls.customerType(type), { group: 'customer_type', value: type })}
        />
      );
    case 'postal_code':
      return <PostalCodeLookup checkout={checkout} refused={refusedPostalCode} />;
    case 'delivery':
      return (
        <DeliveryChoice
          state={state}
          chosenType={asNumber(chosen('delivery_type_id', state.delivery_checkout.selected_delivery_option?.value ?? null))}
          chosenShipping={chosen('shipping_option_id', state.delivery_checkout.session.shipping_option_id)}
          onDeliveryType={(id) =>
            void update(block, () => checkoutCalls.delivery(id, null), { group: 'delivery_type_id', value: String(id) })
          }
          onShippingOption={(id, key) =>
            void update(block, () => checkoutCalls.delivery(id, key), { group: 'shipping_option_id', value: key })
          }
        />
      );
    case 'payment_method':
      return (
        <PaymentMethodChoice
          state={state}
          chosen={asNumber(chosen('payment_type_id', state.selected_payment_type))}
          onChoose={(id) => void update(block, () => checkoutCalls.paymentType(id), { group: 'payment_type_id', value: String(id) })}
        />
      );
  }
}

/**
 * The order form. Without JavaScript the browser checks the required fields and posts (the server then redirects);
 * once hydrated the page checks them itself. Only this element re-renders at that switch: its children are the
 * checkout form's elements, unchanged, so React keeps them.
 */
function OrderFormElement({ action, onSubmit, children }: { action: string; onSubmit: (event: React.FormEvent<HTMLFormElement>) => void; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <form id={CHECKOUT_FORM_ID} method="post" action={action} noValidate={hydrated} onSubmit={onSubmit}>
      {children}
    </form>
  );
}

/** A provider's own checkout (Klarna) as the payment block: its snippet takes the customer's details and the order. */
function ProviderPaymentBlock({ number, checkout, version }: { number: number; checkout: CheckoutController; version: number }) {
  const { state } = checkout;
  return (
    <CheckoutBlock number={number} title={svCheckout.checkoutPage.blocks.payment} disabled={checkout.busy}>
      {state.provider_test_mode ? <Notice>{svCheckout.providers.simulatorNote}</Notice> : null}
      {state.payment_message !== null ? <Alert>{state.payment_message}</Alert> : null}
      {state.snippet !== null ? (
        <ProviderSnippet
          snippet={state.snippet}
          handler={state.handler!}
          version={version}
          onShippingOptionChange={(option) => {
            // An external shipping-option change selects the matching delivery type (spec section 4), by
            // Klarna's store action with its price divided by 100.
            const delivery = state.delivery_checkout.delivery_options.find((o) => o.meta_data.klarna_shipping_option_id === option.id);
            if (!delivery) return;
            void checkout.update('delivery', () => checkoutCalls.klarnaShipping(delivery.value, option.price / 100), { group: 'delivery_type_id', value: String(delivery.value) });
          }}
        />
      ) : null}
    </CheckoutBlock>
  );
}

type OrderForm = ReturnType<typeof useOrderForm>;

interface OwnPaymentBlockProps {
  number: number;
  checkout: CheckoutController;
  /** Where the order form posts. */
  action: string;
  order: OrderForm;
}

/** The shop's own order form as the payment block: the customer's details for the chosen payment type. */
function OwnPaymentBlock({ number, checkout, action, order }: OwnPaymentBlockProps) {
  const { state } = checkout;
  return (
    <OrderFormElement action={action} onSubmit={order.submit}>
      <CsrfField />
      <input type="hidden" name="price_token" value={state.price_token} />
      <input type="hidden" name="submission_key" value={state.submission_key} />
      <CheckoutBlock number={number} title={svCheckout.checkoutPage.blocks.payment} disabled={checkout.busy}>
        {state.card_test_mode && state.available_payment_types.some((t) => t.handler === 'card_redirect') ? (
          <Notice>{svCheckout.checkoutPage.cardTestMode}</Notice>
        ) : null}
        {state.handler === 'swish' && state.provider_test_mode ? <Notice>{svCheckout.providers.simulatorNote}</Notice> : null}
        {state.handler === 'swish' ? <p className="checkout-hint">{svCheckout.providers.swishHint}</p> : null}
        <CustomerFields fields={order.fields} values={order.values} errors={order.errors} onChange={order.change} inputRef={order.inputRef} />
      </CheckoutBlock>
    </OrderFormElement>
  );
}

/**
 * The numbered blocks (numbers exactly as the server gives them), the summary and the order button. The payment
 * block is the order form; the blocks before it hold forms of their own (cart lines, codes, postal code), and forms
 * cannot nest, so the customer type radios, the terms and the button join the order form through `form`. The
 * grid puts the summary right of everything on wide screens and between the form and the button on narrow ones.
 */
function CheckoutForm({ checkout, refused, awaiting }: { checkout: CheckoutController; refused: Refused; awaiting: PlaceOrderResponse | null }) {
  const { state, busy } = checkout;
  const order = useOrderForm(checkout, refused.orderForm, awaiting);
  const payment = state.checkout_enabled ? state.blocks.find((entry) => entry.block === 'payment') : undefined;
  const path = placeOrderPath(state.snippet);
  // A provider checkout (Klarna): its own component takes the customer's details and the order.
  const provider = state.handler !== null && !isOwnForm(state.handler);
  const resetCount = useResetCount(state);
  // No delivery chosen: the delivery block says so, or the postal code block while it comes first.
  const deliveryErrorBlock = state.blocks.some((entry) => entry.block === 'delivery') ? 'delivery' : 'postal_code';

  return (
    <CheckoutRefreshContext.Provider value={checkout.cartRefresh}>
      <div className="checkout" aria-busy={busy}>
        <div className="checkout__main">
          {state.blocks.map(({ block, number }) =>
            block === 'payment' ? null : block === 'cart' ? (
              <CartBlock key={block} number={number} checkout={checkout} />
            ) : (
              <ChoiceBlock
                key={block}
                block={block}
                number={number}
                checkout={checkout}
                refusedPostalCode={refused.postalCode}
                orderError={block === deliveryErrorBlock ? order.errors.delivery_type_id : undefined}
              />
            ),
          )}
          {payment && provider ? <ProviderPaymentBlock number={payment.number} checkout={checkout} version={resetCount} /> : null}
          {payment && !provider && path === null ? (
            // Section 8: checkout enabled but no payment snippet (or none this page can show), or no payment type
            // chosen yet (only credit offered: never pre-selected).
            <CheckoutBlock number={payment.number} title={svCheckout.checkoutPage.blocks.payment} disabled={busy}>
              <Alert>{state.payment_message ?? svCheckout.checkoutPage.noSnippet}</Alert>
            </CheckoutBlock>
          ) : null}
          {payment && !provider && path !== null ? <OwnPaymentBlock number={payment.number} checkout={checkout} action={path} order={order} /> : null}
        </div>
        <div className="checkout__summary">
          <CheckoutSummary cart={state.cart} />
        </div>
        {payment && !provider && path !== null ? (
          <div className="checkout__submit">
            <PlaceOrder
              formId={CHECKOUT_FORM_ID}
              accepted={order.accepted}
              termsError={order.errors.order_accept_terms}
              privateCustomer={state.customer_type === 'private'}
              disabled={busy}
              inputRef={order.inputRef('order_accept_terms')}
              onTermsChange={order.accept}
              message={order.message}
              placing={order.placing}
              placed={order.placed}
              free={state.snippet === 'free_order'}
            />
          </div>
        ) : null}
      </div>
    </CheckoutRefreshContext.Provider>
  );
}

/** What was posted without JavaScript and refused, shown again once: the order form, the postal code. */
interface Refused {
  orderForm: RefusedOrderForm | null;
  postalCode: RefusedPostalCode | null;
}

interface CheckoutPageProps {
  initial: CheckoutState;
  /** The empty state's category links (loaded only for an empty cart). */
  categories: EmptyStateCategory[];
  notice: CheckoutNotice | null;
  refused: Refused;
  /** The Swish payment this session already waits for (the page was reloaded): the wait is shown again. */
  awaiting: PlaceOrderResponse | null;
}

/** /checkoutv3: the checkout, or the empty state with category links once the cart is empty. */
export function CheckoutPage({ initial, categories, notice, refused, awaiting }: CheckoutPageProps) {
  const checkout = useCheckout(initial);
  const empty = checkout.state.cart.products.length === 0;
  return (
    <div className="page checkout-page">
      <h1 className="checkout-page__title">{svCheckout.checkoutPage.title}</h1>
      {notice && !(notice === 'not_placed' && refused.orderForm) ? <Alert tone={notice === 'payment_cancelled' ? 'info' : 'error'}>{NOTICE_TEXT[notice]}</Alert> : null}
      {awaiting && !empty ? <Notice>{svCheckout.providers.swishWaiting(awaiting.order_number)}</Notice> : null}
      {empty ? <EmptyCart categories={categories} /> : <CheckoutForm checkout={checkout} refused={refused} awaiting={awaiting} />}
    </div>
  );
}
