import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { sv } from '../../../common/copy/sv';
import { ModalDialog } from '../modal-dialog';

/**
 * The server's modal markup without its own dialog wrapper and title: the dialog and its heading are ModalDialog's.
 * The markup is the shop's own (server/api/cart-modal-html.ts escapes every text it writes).
 */
function modalContent(html: string): string {
  const wrapper = new DOMParser().parseFromString(html, 'text/html').querySelector('.buy-modal');
  if (!wrapper) return html;
  wrapper.querySelector('.buy-modal__title')?.remove();
  return wrapper.innerHTML;
}

/**
 * The buy-and-show-modal's dialog: what was added, the cart's total, 'Gå till kassan' and 'Till varukorgen'; it behaves
 * as every modal of the shop (focus kept inside, Esc, close button, click beside it, focus back to the buy button).
 * In the body, not in the card: a card's stacking context would put it under the header.
 */
export function BuyModal({ html, onClose }: { html: string; onClose(): void }) {
  const content = useMemo(() => modalContent(html), [html]);
  return createPortal(
    <ModalDialog title={sv.cartRules.added} closeLabel={sv.productWidgets.close} onClose={onClose} className="buy-modal">
      <div className="buy-modal__content" dangerouslySetInnerHTML={{ __html: content }} />
    </ModalDialog>,
    document.body,
  );
}
