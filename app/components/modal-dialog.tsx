import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useScrollLock } from '../lib/use-scroll-lock';

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
 * Tab from a modal dialog's last focusable element (or Shift+Tab from its first, or either from outside it) goes
 * round to the other end, so the keyboard never leaves the dialog for the page behind.
 */
export function keepTabInside(event: KeyboardEvent, dialog: HTMLElement, focusable: HTMLElement[]) {
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const inside = dialog.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
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

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>('[data-autofocus]');
    if (first) first.focus();
    else ref.current?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab' && ref.current) {
        const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
        keepTabInside(event, ref.current, items);
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
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 20 20">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <span className="modal__close-text">{closeLabel}</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
