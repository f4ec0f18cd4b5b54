/**
 * The clock of a question's replay (the sandbox's replay semantics): play, pause, speed, seek and
 * step from event to event. Each move is a plain function of the clock; `useReplayClock` runs them,
 * one animation frame after another while it plays (an event every 0.9 s when motion is reduced).
 */
import { useEffect, useState } from 'preact/hooks';
import { nextEventTime, prevEventTime, type ReplayView } from '../../ui/table/replay.ts';

export interface Clock {
  readonly t: number;
  readonly playing: boolean;
  readonly rate: number;
}

/** One frame at 60 Hz, s. */
const FIRST_FRAME = 1 / 60;

/** `dt` seconds of play at the clock's rate, stopping at `end`; a paused clock does not move. */
export const advance = (c: Clock, dt: number, end: number): Clock => {
  if (!c.playing) return c;
  const t = Math.min(end, c.t + dt * c.rate);
  return { ...c, t, playing: t < end };
};

/** Play from where the clock is (from the start once at the end); the first frame is already a step in. */
export const play = (c: Clock, end: number): Clock => {
  const from = c.t >= end ? 0 : c.t;
  return { ...c, playing: true, t: Math.min(end, from + FIRST_FRAME * c.rate) };
};

/** Paused at `t`, kept inside the replay. */
export const seek = (c: Clock, t: number, end: number): Clock => ({
  ...c,
  playing: false,
  t: Math.max(0, Math.min(end, t)),
});

/** A shorter replay (the cut one) or a longer one (after the answer): the time kept inside it. */
export const within = (c: Clock, end: number): Clock => (c.t > end ? { ...c, t: end, playing: false } : c);

/** Play, pause, speed, seek and step over a replay. */
export function useReplayClock(replay: ReplayView | null) {
  const [c, setC] = useState<Clock>({ t: 0, playing: false, rate: 1 });
  const end = replay?.duration ?? 0;
  useEffect(() => {
    if (!c.playing || !replay) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      const id = window.setInterval(
        () =>
          setC((x) => {
            if (!x.playing) return x;
            const t = nextEventTime(replay, x.t);
            return { ...x, t, playing: t < end };
          }),
        900,
      );
      return () => window.clearInterval(id);
    }
    let last = performance.now();
    let raf = requestAnimationFrame(function frame(now) {
      const dt = Math.min(0.1, (now - last) / 1000);
      last = now;
      // a frame already asked for when the learner paused or reset moves nothing
      setC((x) => advance(x, dt, end));
      raf = requestAnimationFrame(frame);
    });
    return () => cancelAnimationFrame(raf);
  }, [c.playing, replay, end]);
  useEffect(() => setC((x) => within(x, end)), [end]);
  return {
    ...c,
    // the first frame is drawn with the click's own render: the balls move at the next paint
    play: () => setC((x) => play(x, end)),
    pause: () => setC((x) => ({ ...x, playing: false })),
    rateTo: (rate: number) => setC((x) => ({ ...x, rate })),
    seek: (t: number) => setC((x) => seek(x, t, end)),
    next: () => replay && setC((x) => ({ ...x, playing: false, t: nextEventTime(replay, x.t) })),
    prev: () => replay && setC((x) => ({ ...x, playing: false, t: prevEventTime(replay, x.t) })),
    reset: () => setC((x) => ({ ...x, playing: false, t: 0 })),
  };
}
