import { useEffect, useState } from 'preact/hooks';

/** Phones: a table is drawn upright (its long side down the screen) below this width. */
const PORTRAIT_QUERY = '(max-width: 40rem)';

/**
 * Whether a table should be drawn upright; decided after hydration, so the server's HTML is the
 * landscape table. An island drawn only in the browser (`browserOnly`: no server HTML to match) knows
 * it from its first render.
 */
export function usePortrait(browserOnly = false): boolean {
  const [portrait, setPortrait] = useState(() => browserOnly && (window.matchMedia?.(PORTRAIT_QUERY).matches ?? false));
  useEffect(() => {
    const mq = window.matchMedia?.(PORTRAIT_QUERY);
    if (!mq) return;
    const update = () => setPortrait(mq.matches);
    update();
    mq.addEventListener?.('change', update);
    return () => mq.removeEventListener?.('change', update);
  }, []);
  return portrait;
}
