import { createContext, useCallback, useContext, useState } from 'react';

/** The page's side panels on a phone (spec section 2: menu, cart and category filter panel): one open at a time. */
export type Panel = 'menu' | 'cart' | 'filter';

interface PagePanels {
  open: Panel | null;
  setOpen(panel: Panel | null): void;
}

/** Given by the site chrome, which draws the overlay and locks page scroll while any panel is open. */
export const PagePanelsContext = createContext<PagePanels | null>(null);

/**
 * Whether one panel is open, and the way to open it (closing the others) or close it. Without the chrome (a page
 * rendered alone) the panel keeps its own state.
 */
export function usePagePanel(panel: Panel): [open: boolean, setOpen: (open: boolean) => void] {
  const panels = useContext(PagePanelsContext);
  const [ownOpen, setOwnOpen] = useState(false);
  const setShared = panels?.setOpen;
  const open = panels ? panels.open === panel : ownOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!setShared) setOwnOpen(next);
      else if (next) setShared(panel);
      else if (open) setShared(null);
    },
    [setShared, panel, open],
  );
  return [open, setOpen];
}
