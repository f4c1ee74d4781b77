import { useEffect, useRef, useState } from 'react';
import { activeSection, ANCHOR_CLICK_LOCK_MS, ANCHOR_SCROLL_STEP_PX, SCROLL_DEBOUNCE_MS, scrollTargetY } from '../../domain/section-nav';
import { svProductPage } from '../../common/copy/sv-product-page';
import { measureNextFrame } from '../lib/measure-next-frame';

export interface NavSection {
  /** The id of the element the link leads to. */
  id: string;
  label: string;
  /** Linked only when the element is on the page (a section another widget adds, such as the reviews). */
  optional?: boolean;
}

/** The height of what is stuck to the top of the viewport above the navigation (the sticky site header). */
function headerBottom(): number {
  const header = document.querySelector('.site-header');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/**
 * The product page's tabs with anchor links: a sticky navigation under the site header that highlights the
 * section in view (aria-current) and, on a click, scrolls the section to just below itself. The highlight stays
 * on the clicked section for 1 s while the smooth scroll passes the others.
 */
export function SectionNav({ sections }: { sections: NavSection[] }) {
  const [present, setPresent] = useState(() => sections.filter((s) => !s.optional).map((s) => s.id));
  const [active, setActive] = useState<string | null>(null);
  const [top, setTop] = useState(0);
  const [overflow, setOverflow] = useState({ left: false, right: false });
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const lockedUntil = useRef(0);
  const sectionKey = sections.map((s) => `${s.id}${s.optional ? '?' : ''}`).join(',');

  useEffect(() => {
    const ids = sectionKey.split(',').filter(Boolean).map((s) => s.replace(/\?$/, ''));
    const find = () => ids.filter((id) => document.getElementById(id) !== null);
    let count = find().length;
    setPresent(find());
    if (count === ids.length) return;
    // A section another widget renders after loading (the reviews) gets its link when it appears.
    const observer = new MutationObserver(() => {
      const now = find();
      if (now.length === count) return;
      count = now.length;
      setPresent(now);
      if (now.length === ids.length) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [sectionKey]);

  useEffect(() => {
    let timer: number | undefined;
    const update = () => {
      timer = undefined;
      const headerHeight = headerBottom();
      setTop(headerHeight);
      if (Date.now() < lockedUntil.current) return;
      const offset = headerHeight + (navRef.current?.offsetHeight ?? 0);
      const positions = present.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      setActive(activeSection(positions, offset));
    };
    const onScroll = () => {
      if (timer === undefined) timer = window.setTimeout(update, SCROLL_DEBOUNCE_MS);
    };
    const cancelFirst = measureNextFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelFirst();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [present]);

  const shown = sections.filter((s) => present.includes(s.id));

  // Links wider than the screen scroll sideways, with buttons that step 185 px while there is more that way.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const left = list.scrollLeft > 1;
      const right = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setOverflow((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    const cancelFirst = measureNextFrame(measure);
    list.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelFirst();
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [shown.length]);

  if (shown.length < 2) return null;
  const stepBy = (direction: 1 | -1) => listRef.current?.scrollBy({ left: direction * ANCHOR_SCROLL_STEP_PX, behavior: 'smooth' });

  const go = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const offset = headerBottom() + (navRef.current?.offsetHeight ?? 0);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: scrollTargetY(target.getBoundingClientRect().top + window.scrollY, offset), behavior: reduced ? 'auto' : 'smooth' });
    lockedUntil.current = Date.now() + ANCHOR_CLICK_LOCK_MS;
    setActive(id);
    window.history.replaceState(window.history.state, '', `#${id}`);
    // Keyboard and screen reader users continue from the section, not from the link.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };

  return (
    <nav ref={navRef} className="section-nav" aria-label={svProductPage.sections} style={{ top }}>
      {overflow.left ? (
        <button type="button" className="section-nav__step section-nav__step--left" aria-label={svProductPage.scrollLeft} onClick={() => stepBy(-1)}>
          ‹
        </button>
      ) : null}
      <ul ref={listRef} className="section-nav__list">
        {shown.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="section-nav__link"
              aria-current={active === section.id ? 'location' : undefined}
              onClick={(event) => go(event, section.id)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
      {overflow.right ? (
        <button type="button" className="section-nav__step section-nav__step--right" aria-label={svProductPage.scrollRight} onClick={() => stepBy(1)}>
          ›
        </button>
      ) : null}
    </nav>
  );
}
