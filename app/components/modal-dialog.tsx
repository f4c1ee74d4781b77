import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useScrollLock } from '../lib/use-scroll-lock';
import { useFocusReturn, wrapTab } from '../lib/focus-trap';
import { CloseIcon } from './icons';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  title: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
  className?: string;
  /** A click on the dimmed page closes it too (not for the consent modal, where a choice is asked for). */
  closeOnBackdrop?: boolean;
}

/**
 * A modal dialog with the lightbox's behaviour: focus moves in and stays inside (Tab wraps), Esc and the close
 * button close it, focus returns to what opened it, and the page behind does not scroll (released 250 ms after).
 */
export function ModalDialog({ title, closeLabel, onClose, children, className, closeOnBackdrop = true }: ModalDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useScrollLock(true);

  useFocusReturn(() => {
    const first = ref.current?.querySelector<HTMLElement>('[data-autofocus]');
    if (first) first.focus();
    else ref.current?.focus();
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab' && ref.current) {
        const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
        wrapTab(event, ref.current, items);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className={`modal${className ? ` ${className}` : ''}`} data-scroll-lock="on">
      <div className="modal__backdrop" aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <div ref={ref} className="modal__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose}>
            <CloseIcon size={16} />
            <span className="modal__close-text">{closeLabel}</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
