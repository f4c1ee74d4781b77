import { useState } from 'react';
import type { CartResponse, EmptyStateCategory } from '../../../common/contract/cart';
import { formatChargedAmount, kronorToOre } from '../../../domain/money';
import { sv } from '../../../common/copy/sv';
import { svOffer } from '../../../common/copy/sv-offer';
import { CsrfField } from '../csrf-field';
import { SubmitButton } from '../submit-button';
import { EmptyCart } from '../cart/empty-cart';

export interface OfferSentView {
  offerNumber: string;
  email: string;
}

interface FieldSpec {
  name: 'name' | 'company_name' | 'email' | 'phone' | 'message';
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  required: boolean;
  maxLength: number;
}

const FIELDS: FieldSpec[] = [
  { name: 'name', label: svOffer.name, autoComplete: 'name', required: true, maxLength: 100 },
  { name: 'company_name', label: svOffer.companyName, autoComplete: 'organization', required: false, maxLength: 100 },
  { name: 'email', label: svOffer.email, autoComplete: 'email', type: 'email', required: true, maxLength: 254 },
  { name: 'phone', label: svOffer.phone, autoComplete: 'tel', type: 'tel', required: false, maxLength: 30 },
];

/**
 * Offer mode's checkout (isOffer): the cart's lines and a contact form that sends them as an offer request (no
 * delivery, no payment). A plain form post, so it works without JavaScript; the server answers with the thank-you.
 */
export function OfferRequestPage({ cart, sent, refused, categories }: { cart: CartResponse; sent: OfferSentView | null; refused: boolean; categories: EmptyStateCategory[] }) {
  const [sending, setSending] = useState(false);
  if (sent) {
    return (
      <div className="page offer-page">
        <h1>{svOffer.sentTitle}</h1>
        <p role="status">{svOffer.sent(sent.offerNumber, sent.email)}</p>
      </div>
    );
  }
  const lines = cart.products.filter((line) => !line.unavailable);
  const totalOre = lines.reduce((sum, line) => sum + kronorToOre(line.total_price_incl_vat), 0);
  return (
    <div className="page offer-page">
      <h1>{sv.offer.title}</h1>
      {lines.length === 0 ? (
        <EmptyCart categories={categories} />
      ) : (
        <>
          <p>{svOffer.intro}</p>
          {refused ? (
            <p className="field__error" role="alert">
              {svOffer.refused}
            </p>
          ) : null}
          <section aria-labelledby="offer-lines">
            <h2 id="offer-lines">{svOffer.lines}</h2>
            <ul className="offer-page__lines">
              {lines.map((line) => (
                <li key={line.row_id}>
                  <span>
                    {line.quantity} st {line.parent_name ? `${line.parent_name} ${line.name}` : line.name}
                  </span>
                  <span>{formatChargedAmount(kronorToOre(line.total_price_incl_vat))}</span>
                </li>
              ))}
            </ul>
            <p className="offer-page__total">
              {svOffer.total}: <strong>{formatChargedAmount(totalOre)}</strong>
            </p>
          </section>
          <form method="post" action="/checkoutv3/offer_request" className="offer-page__form" onSubmit={() => setSending(true)}>
            <CsrfField />
            <fieldset>
              <legend>{svOffer.contact}</legend>
              {FIELDS.map((field) => (
                <div className="field" key={field.name}>
                  <label className="field__label" htmlFor={`offer-${field.name}`}>
                    {field.label}
                  </label>
                  <input
                    id={`offer-${field.name}`}
                    className="field__input"
                    name={field.name}
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    required={field.required}
                    maxLength={field.maxLength}
                  />
                </div>
              ))}
              <div className="field">
                <label className="field__label" htmlFor="offer-message">
                  {svOffer.message}
                </label>
                <textarea id="offer-message" className="field__input" name="message" rows={4} maxLength={2000} />
              </div>
            </fieldset>
            <SubmitButton className="button button--primary button--large" busy={sending} busyLabel={svOffer.sending}>
              {svOffer.submit}
            </SubmitButton>
          </form>
        </>
      )}
    </div>
  );
}
