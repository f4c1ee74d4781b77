/** An icon beside the text, so an alert never relies on its tint alone. */
function AlertIcon({ tone }: { tone: 'error' | 'info' }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="9.5" />
      {tone === 'error' ? <path d="M12 7v6M12 16.5v.5" /> : <path d="M12 11v6M12 7.5v.5" />}
    </svg>
  );
}

function AlertBox({ tone, children }: { tone: 'error' | 'info'; children: React.ReactNode }) {
  return (
    <div className={`checkout-alert checkout-alert--${tone}`}>
      <AlertIcon tone={tone} />
      <p>{children}</p>
    </div>
  );
}

/** A standing notice with the info styling, part of the page rather than announced (e.g. the card test mode). */
export function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div className="checkout-alert-region">
      <AlertBox tone="info">{children}</AlertBox>
    </div>
  );
}

/** An alert (STYLE.md: error red-tinted with an icon and text), announced as it appears. */
export function Alert({ tone = 'error', children }: { tone?: 'error' | 'info'; children: React.ReactNode }) {
  return (
    <div role="alert" className="checkout-alert-region">
      <AlertBox tone={tone}>{children}</AlertBox>
    </div>
  );
}

/**
 * The red box for a refused order: a live region that stays in the page and is filled when a message comes, since
 * text inserted into a region the screen reader already knows is announced more reliably than a new region.
 */
export function ErrorRegion({ message }: { message: string | null }) {
  return (
    <div role="alert" className="checkout-alert-region">
      {message ? <AlertBox tone="error">{message}</AlertBox> : null}
    </div>
  );
}
