import { useEffect, useId, useRef, useState } from 'react';
import { svCart } from '../../../common/copy/sv-cart';
import { useCartStore } from '../../lib/cart-store';
import { useHydrated } from './cart-hooks';
import { useFieldDisclosure } from './use-field-disclosure';

const SAVED_MS = 3000;

type SaveStatus = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/**
 * The optional order message (3 rows): collapsed until clicked or when a message exists; leaving the box saves
 * it and shows 'Sparat!' for 3 s; a failed save keeps the text and says so; 'Ta bort meddelande' (or 'Avbryt'
 * while empty) clears it, saves and collapses. Saving needs JavaScript, so the box is read-only before hydration.
 */
export function OrderMessage({ initial }: { initial: string }) {
  const store = useCartStore();
  const hydrated = useHydrated();
  const id = useId();
  const disclosure = useFieldDisclosure<HTMLTextAreaElement>(initial !== '');
  const timer = useRef<number | undefined>(undefined);
  const [text, setText] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [status, setStatus] = useState<SaveStatus>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = async (message: string) => {
    window.clearTimeout(timer.current);
    setStatus(null);
    const result = await store.saveOrderMessage(message);
    if (!result.ok) {
      setStatus({ kind: 'failed', message: result.message });
      return;
    }
    setSaved(message);
    setStatus({ kind: 'saved' });
    timer.current = window.setTimeout(() => setStatus(null), SAVED_MS);
  };

  const clear = () => {
    setText('');
    disclosure.close();
    void save('');
  };

  return (
    <div className="order-message">
      <details open={disclosure.open} onToggle={disclosure.onToggle}>
        <summary ref={disclosure.summaryRef} className="order-message__toggle">
          {svCart.orderMessageToggle}
        </summary>
        <label htmlFor={id} className="visually-hidden">
          {svCart.orderMessageLabel}
        </label>
        <textarea
          ref={disclosure.fieldRef}
          id={id}
          name="order_message"
          rows={3}
          className="order-message__input"
          value={text}
          readOnly={!hydrated}
          aria-describedby={`${id}-status`}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            if (text !== saved) void save(text);
          }}
        />
        {hydrated ? (
          // Pressing the button blurs the box first, which may save the text just before it is cleared; the calls
          // run in order, so the empty message is the one that stays.
          <button type="button" className="link-button" onClick={clear}>
            {text === '' ? svCart.orderMessageCancel : svCart.orderMessageRemove}
          </button>
        ) : null}
      </details>
      <p id={`${id}-status`} className={`order-message__status order-message__status--${status?.kind ?? 'idle'}`} aria-live="polite">
        {status?.kind === 'saved' ? svCart.orderMessageSaved : (status?.message ?? '')}
      </p>
    </div>
  );
}
