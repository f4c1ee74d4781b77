import { useEffect, useId, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface SidePanelProps {
  open: boolean;
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  onClose(): void;
  children: React.ReactNode;
  className?: string;
}

/** A modal side panel: focus moves in and is trapped, Esc and the close button close it, focus returns after. */
export function SidePanel({ open, side, title, closeLabel, onClose, children, className }: SidePanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = ref.current;
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
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
  }, [open, onClose]);

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      hidden={!open}
      data-scroll-lock={open ? 'on' : 'off'}
      className={`side-panel side-panel--${side} ${className ?? ''}`}
    >
      <div className="side-panel__head">
        <h2 id={titleId} className="side-panel__title">
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="side-panel__body">{children}</div>
    </div>
  );
}
