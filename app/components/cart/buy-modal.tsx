import { useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { sv } from '../../copy/sv';
import { useScrollLock } from '../../lib/use-scroll-lock';

const FOCUSABLE = 'a[href], button:not([disabled])';
const TITLE_ID = 'buy-modal-title';

/**
 * The server's modal markup without its own dialog wrapper: the component is the dialog, so its close button sits
 * inside it. The markup is the shop's own (server/api/cart-modal-html.ts escapes every text it writes).
 */
function modalContent(html: string): string {
  const wrapper = new DOMParser().parseFromString(html, 'text/html').querySelector('.buy-modal');
  return wrapper ? wrapper.innerHTML : html;
}

/**
 * The buy-and-show-modal's dialog: what was added, the cart's total, 'Gå till kassan' and 'Till varukorgen'. Focus moves
 * in and stays, Escape, the close button and a click beside it close it, and focus goes back to the buy button.
 */
export function BuyModal({ html, onClose }: { html: string; onClose(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  const content = useMemo(() => modalContent(html), [html]);
  useScrollLock(true);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    dialog?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);

  // In the body, not in the card: a card's stacking context would put the overlay under the header.
  return createPortal(
    <div className="buy-modal-overlay" data-scroll-lock="on" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} className="buy-modal" role="dialog" aria-modal="true" aria-labelledby={TITLE_ID}>
        <button type="button" className="buy-modal__close" onClick={onClose}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 20 20">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          {sv.productWidgets.close}
        </button>
        <div className="buy-modal__content" dangerouslySetInnerHTML={{ __html: content }} />
      </div>
    </div>,
    document.body,
  );
}
