import { type MouseEvent, useEffect, useRef, useState } from 'react';

export interface SectionAnchor {
  /** The id of the section's element. */
  anchor: string;
  name: string;
}

/**
 * The band of the screen where a section counts as the one being read: from a quarter down to
 * 40 %, below the sticky bars on a phone and on a desktop, in a page or a dialog.
 */
const READING_BAND_TOP = 0.25;
const READING_BAND = `-${READING_BAND_TOP * 100}% 0px -60% 0px`;
/** While a tap's smooth scroll passes other sections, the tapped one stays highlighted. */
const SCROLL_LOCK_MS = 1000;

/** The element that scrolls the sections: a dialog's content, or null for the page. */
function scrollerOf(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/** Scrolled to the end: the last sections can no longer reach the reading band. */
function isScrolledToEnd(scroller: HTMLElement | null): boolean {
  const { scrollTop, clientHeight, scrollHeight } = scroller ?? document.documentElement;
  const top = scroller ? scrollTop : window.scrollY;
  return scrollHeight > clientHeight && top + clientHeight >= scrollHeight - 2;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls to a section and moves the focus to its heading. */
/** Whether `section` starts below the top of the reading band: nothing of it is read yet. */
function isBefore(section: HTMLElement | null, scroller: HTMLElement | null): boolean {
  if (!section) return false;
  const top = scroller ? scroller.getBoundingClientRect().top : 0;
  const height = scroller ? scroller.clientHeight : window.innerHeight;
  return section.getBoundingClientRect().top - top > height * READING_BAND_TOP;
}

function scrollToSection(section: HTMLElement) {
  section.scrollIntoView?.({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
  section.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true });
}

/**
 * The sticky tab bar of a menu's sections: tapping a tab scrolls to the section and moves the focus
 * to its heading; the section being read is highlighted, and its tab scrolled into view.
 */
export function MenuSectionNav({
  label,
  sections,
  complete = true,
  onIncomplete,
}: {
  label: string;
  sections: SectionAnchor[];
  /** False while the menu's dishes are still arriving: a tap first asks for the rest. */
  complete?: boolean;
  onIncomplete?: () => void;
}) {
  const [active, setActive] = useState(sections[0]?.anchor);
  // A tab tapped before every dish was there: scrolled to once they are, where it will stay.
  const [pending, setPending] = useState<string | null>(null);
  const lockedUntil = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);
  const anchors = sections.map((s) => s.anchor).join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const order = anchors.split(' ');
    const inBand = new Set<string>();
    const scroller = scrollerOf(document.getElementById(order[0] ?? ''));
    const sectionReading = () => {
      // At the end the last section is the one being read, though it never reached the band.
      if (isScrolledToEnd(scroller)) return order.at(-1);
      const inView = order.find((anchor) => inBand.has(anchor));
      if (inView) return inView;
      // Above the first section (back at the top), the first is the one about to be read.
      return isBefore(document.getElementById(order[0] ?? ''), scroller) ? order[0] : undefined;
    };
    const highlightReading = () => {
      const reading = sectionReading();
      if (reading && Date.now() >= lockedUntil.current) setActive(reading);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        highlightReading();
      },
      { rootMargin: READING_BAND },
    );
    for (const anchor of order) {
      const section = document.getElementById(anchor);
      if (section) observer.observe(section);
    }
    const scrollTarget = scroller ?? window;
    scrollTarget.addEventListener('scroll', highlightReading, { passive: true });
    return () => {
      observer.disconnect();
      scrollTarget.removeEventListener('scroll', highlightReading);
    };
  }, [anchors]);

  // The tab on screen at the first render is the first: finding its place would force a layout.
  const scrolledTo = useRef(active);
  useEffect(() => {
    if (scrolledTo.current === active) return;
    scrolledTo.current = active;
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>(`[href="#${active}"]`);
    if (!list || !tab) return;
    list.scrollTo?.({
      left: tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [active]);

  useEffect(() => {
    if (!complete || pending === null) return;
    setPending(null);
    const section = document.getElementById(pending);
    if (!section) return;
    lockedUntil.current = Date.now() + SCROLL_LOCK_MS;
    scrollToSection(section);
  }, [complete, pending]);

  function goTo(event: MouseEvent, anchor: string) {
    const section = document.getElementById(anchor);
    if (!section) return;
    event.preventDefault();
    lockedUntil.current = Date.now() + SCROLL_LOCK_MS;
    setActive(anchor);
    if (complete) return scrollToSection(section);
    setPending(anchor);
    onIncomplete?.();
  }

  return (
    <nav className="menu-nav" aria-label={label}>
      <ul className="menu-nav__list" ref={listRef}>
        {sections.map(({ anchor, name }) => (
          <li key={anchor}>
            <a
              className="menu-nav__tab"
              href={`#${anchor}`}
              aria-current={anchor === active ? 'location' : undefined}
              onClick={(event) => goTo(event, anchor)}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
