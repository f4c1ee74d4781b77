import { createContext, useContext } from 'react';

/** The page's side panels on a phone (spec section 2: menu, cart and category filter panel): one open at a time. */
export type Panel = 'menu' | 'cart' | 'filter';

interface PagePanels {
  open: Panel | null;
  setOpen(panel: Panel | null): void;
}

/** Given by the site chrome, which draws the overlay and locks page scroll while any panel is open. */
export const PagePanelsContext = createContext<PagePanels>({ open: null, setOpen: () => undefined });

/** Whether one panel is open, and the way to open it (closing the others) or to close it. */
export function usePagePanel(panel: Panel): [open: boolean, setOpen: (open: boolean) => void] {
  const { open, setOpen } = useContext(PagePanelsContext);
  return [open === panel, (next) => setOpen(next ? panel : open === panel ? null : open)];
}
