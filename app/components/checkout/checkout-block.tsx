import type { Ref } from 'react';
import { Alert } from './alert';

interface CheckoutBlockProps {
  number: number;
  title: string;
  /** While an update is in flight every block is disabled (spec section 4). */
  disabled: boolean;
  /** A refused update of this block (e.g. a delivery type no longer on offer). */
  error?: string | null;
  /** Lets the page move focus to the block's heading (after the last line of a block's list is removed). */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: React.ReactNode;
}

/**
 * One numbered block of the checkout. A fieldset whose legend is the block's heading: screen readers announce the
 * group's name on entering its radios, and the heading keeps the page navigable by headings.
 */
export function CheckoutBlock({ number, title, disabled, error = null, headingRef, className, children }: CheckoutBlockProps) {
  return (
    <fieldset className={`checkout-block${className ? ` ${className}` : ''}`} disabled={disabled}>
      <legend className="checkout-block__legend">
        <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="checkout-block__title">
          <span className="checkout-block__number">{number}</span> {title}
        </h2>
      </legend>
      <div className="checkout-block__body">
        {error ? <Alert>{error}</Alert> : null}
        {children}
      </div>
    </fieldset>
  );
}
