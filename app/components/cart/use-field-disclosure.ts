import { useRef, useState, type SyntheticEvent } from 'react';

/**
 * A native disclosure (<details>) around one field, so it opens without JavaScript too: opening it moves the focus
 * into the field, and closing it from a button hands the focus back to its summary.
 */
export function useFieldDisclosure<Field extends HTMLElement>(initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen);
  const summaryRef = useRef<HTMLElement>(null);
  const fieldRef = useRef<Field>(null);

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const nowOpen = event.currentTarget.open;
    setOpen(nowOpen);
    if (nowOpen) fieldRef.current?.focus();
  };

  const close = () => {
    setOpen(false);
    summaryRef.current?.focus();
  };

  return { open, onToggle, close, summaryRef, fieldRef };
}
