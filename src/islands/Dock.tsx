import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

interface Props {
  /** docking applies (phones, where the table is drawn upright and fills the screen) */
  readonly enabled: boolean;
  /** the board, told whether it is docked (then drawn across the screen, in a strip) */
  readonly children: (docked: boolean) => ComponentChildren;
}

/**
 * Keeps a phone's board in view while the text under it is read: once half of the board has
 * scrolled up under the header, the board docks in a strip under the header (drawn lengthwise, the
 * whole table still in view) and its place in the page is kept, so nothing under it moves. Scrolled
 * back, it returns to its place. Where docking does not apply, the board is as it is.
 */
export function Dock({ enabled, children }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const half = useRef<HTMLSpanElement>(null);
  const [docked, setDocked] = useState(false);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const mark = half.current;
    if (!enabled || !mark || typeof IntersectionObserver === 'undefined') {
      setDocked(false);
      return;
    }
    const header = document.querySelector('header.header')?.getBoundingClientRect().height ?? 0;
    const io = new IntersectionObserver(
      ([e]) => {
        if (!e) return;
        const above = !e.isIntersecting && e.boundingClientRect.top < header;
        if (above && slot.current) setHeight(slot.current.getBoundingClientRect().height);
        setDocked(above);
      },
      { rootMargin: `-${Math.round(header)}px 0px 0px 0px`, threshold: 0 },
    );
    io.observe(mark);
    return () => io.disconnect();
  }, [enabled]);

  return (
    <div
      class="pt-dock-slot"
      ref={slot}
      style={docked ? { height: `${height}px` } : undefined}
      data-docked={docked ? 'yes' : undefined}
    >
      <span class="pt-dock-half" ref={half} aria-hidden="true" />
      <div class={docked ? 'pt-dock pt-dock--on' : 'pt-dock'} data-testid="dock">
        {children(docked)}
      </div>
    </div>
  );
}
