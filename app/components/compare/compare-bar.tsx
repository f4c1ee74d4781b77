import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { compareHref } from '../../../domain/compare';
import { sv } from '../../../common/copy/sv';
import { svCompare } from '../../../common/copy/sv-compare';
import { useHydrated } from '../cart/cart-hooks';
import { ChevronIcon, TrashIcon } from '../icons';
import { useCompare, useCompareStore } from './compare-store';

/** The CSS variable the page pads its bottom by, so the fixed bar never covers the end of the page. */
const SPACE_VARIABLE = '--compare-bar-height';

/** Keeps SPACE_VARIABLE at the height of the fixed dock (0 when nothing shows). */
function useReservedSpace(dock: React.RefObject<HTMLDivElement | null>, shown: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const element = dock.current;
    if (!shown || !element) {
      root.style.removeProperty(SPACE_VARIABLE);
      return;
    }
    const update = () => root.style.setProperty(SPACE_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SPACE_VARIABLE);
    };
  }, [dock, shown]);
}

/**
 * The compare bar, fixed at the bottom (storefront.md section 2): the compared products with thumbnail, name, link
 * and remove button, 'Rensa' and the link to the compare page; expandable, and open by itself when the first
 * product arrives. Rendered only after hydration, from the list the browser read: the server's HTML is shared
 * between visitors and never carries anyone's list. Its live regions announce changes and failures.
 */
export function CompareBar() {
  const hydrated = useHydrated();
  const store = useCompareStore();
  const state = useCompare();
  const dock = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const count = state.items.length;
  const shown = hydrated && count > 0;
  useReservedSpace(dock, shown);
  if (!hydrated || !store) return null;

  return (
    <div className="compare-dock" ref={dock}>
      <p className="visually-hidden" role="status">
        {state.announcement?.text ?? ''}
      </p>
      <div className="compare-alert" role="alert">
        {state.error ? (
          <>
            <p className="compare-alert__text">{state.error.text}</p>
            <button type="button" className="icon-button compare-alert__close" aria-label={svCompare.closeAlert} onClick={() => store.dismissError()}>
              <span aria-hidden="true">×</span>
            </button>
          </>
        ) : null}
      </div>
      {shown ? (
        <section className="compare-bar" aria-label={svCompare.bar}>
          <div className="compare-bar__head">
            <button
              ref={toggle}
              type="button"
              className="compare-bar__toggle"
              aria-expanded={state.expanded}
              aria-controls="compare-bar-items"
              onClick={() => store.setExpanded(!state.expanded)}
            >
              <span>
                {svCompare.barTogglePrefix}
                <span className="compare-bar__toggle-word">{svCompare.barToggleWord}</span> ({count})
              </span>
              <ChevronIcon direction={state.expanded ? 'down' : 'up'} />
            </button>
            <div className="compare-bar__actions">
              <button type="button" className="compare-bar__clear" onClick={() => void store.clear().then((result) => result.ok && document.getElementById('main')?.focus())}>
                <span aria-hidden="true">{svCompare.clear}</span>
                <span className="visually-hidden">{svCompare.clearLabel}</span>
              </button>
              <Link to={compareHref(state.items.map((item) => item.product_id))} className="button button--primary compare-bar__open">
                {sv.compare.open}
              </Link>
            </div>
          </div>
          <ul id="compare-bar-items" className="compare-bar__items" hidden={!state.expanded}>
            {state.items.map((item) => (
              <li key={item.product_id} className="compare-bar__item">
                {item.product_image ? (
                  <img src={item.product_image} alt="" width={48} height={48} className="compare-bar__thumb" loading="lazy" decoding="async" />
                ) : (
                  <span className="compare-bar__thumb" aria-hidden="true" />
                )}
                <Link to={item.product_link} className="compare-bar__name">
                  {item.product_name}
                </Link>
                <button
                  type="button"
                  className="icon-button compare-bar__remove"
                  aria-label={svCompare.remove(item.product_name)}
                  // The removed row takes its button along: the focus goes to the bar's toggle, or to the page when the list empties.
                  onClick={() =>
                    void store.remove(item.product_id, item.product_name).then((result) => {
                      if (result.ok) (toggle.current ?? document.getElementById('main'))?.focus();
                    })
                  }
                >
                  <TrashIcon />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
