import { useEffect, useRef, useState, type ButtonHTMLAttributes } from 'react';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /**
   * For a form its script sends (fetch): busy while the call runs. Left out, the button goes busy by itself when its
   * form is really posted (a plain form post to the server: nothing prevented the submit).
   */
  busy?: boolean;
  /** Shown instead of the label while busy ('Skickar ...'); without it the label stays (invisible) so the width does not change. */
  busyLabel?: string;
}

/**
 * Every form's submit button (storefront.md: submit buttons go to loading and disabled on submit): while busy it is
 * disabled, `aria-busy`, and shows a spinner, so a double click cannot send twice. Coming back to the page through
 * the browser's back button (bfcache) makes it usable again.
 */
export function SubmitButton({ busy, busyLabel, className, children, disabled, ...rest }: SubmitButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const [posted, setPosted] = useState(false);
  const controlled = busy !== undefined;

  useEffect(() => {
    const form = ref.current?.form;
    if (controlled || !form) return;
    const onSubmit = (event: SubmitEvent) => {
      // React's own submit handlers run after this one: look once they have had their say.
      window.setTimeout(() => {
        if (!event.defaultPrevented) setPosted(true);
      }, 0);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPosted(false);
    };
    form.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [controlled]);

  const isBusy = controlled ? busy : posted;
  const classes = ['submit-button', className ?? '', isBusy ? 'submit-button--busy' : '', isBusy && !busyLabel ? 'submit-button--keep-width' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button ref={ref} type="submit" className={classes} disabled={disabled || isBusy} aria-busy={isBusy} {...rest}>
      {isBusy ? <span className="submit-button__spinner" aria-hidden="true" /> : null}
      <span className="submit-button__label">{isBusy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}
