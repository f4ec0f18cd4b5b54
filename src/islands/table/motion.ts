import { useEffect, useState } from 'preact/hooks';
import { between } from '../../ui/table/game.ts';
import type { Layout } from '../../ui/table/placement.ts';
import type { SandboxEvent } from '../../ui/table/sandbox.ts';
import type { Glide } from '../../ui/table/sandbox-view.ts';

const reducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** How long balls a ruling moved take to glide to their places, in ms. */
const GLIDE_MS = 600;

/**
 * The replay's clock while it plays: true time from requestAnimationFrame (a frame's step at most
 * 0.1 s), or event to event every 0.9 s with reduced motion.
 */
export function useReplayClock(playing: boolean, send: (e: SandboxEvent) => void): void {
  useEffect(() => {
    if (!playing) return;
    if (reducedMotion()) {
      const id = window.setInterval(() => send({ type: 'replay.jump' }), 900);
      return () => window.clearInterval(id);
    }
    let last = performance.now();
    let raf = requestAnimationFrame(function frame(now) {
      send({ type: 'replay.tick', dt: Math.min(0.1, (now - last) / 1000) });
      last = now;
      raf = requestAnimationFrame(frame);
    });
    return () => cancelAnimationFrame(raf);
  }, [playing, send]);
}

/**
 * Balls a ruling moved (spotted, re-racked, put back) glide to their places when the game goes on
 * (at once with reduced motion). `shown(layout)` is the layout drawn meanwhile; `moving`: a glide is
 * under way (the balls cannot be touched).
 */
export function useGlide(): {
  readonly glide: (g: Glide | null) => void;
  readonly moving: boolean;
  readonly shown: (layout: Layout, editing: boolean) => Layout;
} {
  const [moving, setMoving] = useState<Glide | null>(null);
  const [progress, setProgress] = useState(1);
  useEffect(() => {
    if (!moving) return;
    if (reducedMotion()) {
      setMoving(null);
      return;
    }
    const t0 = performance.now();
    setProgress(0);
    let raf = requestAnimationFrame(function frame(now) {
      const k = Math.min(1, (now - t0) / GLIDE_MS);
      setProgress(k);
      if (k < 1) raf = requestAnimationFrame(frame);
      else setMoving(null);
    });
    return () => cancelAnimationFrame(raf);
  }, [moving]);
  return {
    glide: setMoving,
    moving: moving !== null,
    shown: (layout, editing) =>
      moving && editing && progress < 1 ? between(moving.from, moving.to, progress) : layout,
  };
}
