import { describe, expect, test } from 'vitest';
import type { LoggedEvent } from '../../core/physics/index.ts';
import { standardTable, WPA_BALL } from '../../core/table/index.ts';
import { tableStrings } from '../../i18n/table/index.ts';
import type { Layout } from './placement.ts';
import { currentEntry, eventSentence, nextEventTime, playShot, prevEventTime } from './replay.ts';

const spec = standardTable('9ft');
const R = WPA_BALL.radius;
const layout: Layout = [
  { ball: 'cue', at: [0.7, 0.635] },
  { ball: 3, at: [1.5, 0.635] },
];

describe('replay of a straight shot', () => {
  const out = playShot(spec, layout, { heading: 0, speed: 2, side: 0, height: 0 });
  if (!out.ok) throw new Error(out.message);
  const r = out.replay;
  test('the timeline starts with the cue ball hitting the 3', () => {
    const first = r.timeline[0];
    expect(first?.event).toMatchObject({ type: 'hit', ball: 'cue', target: 3 });
    expect(first?.balls).toEqual(['cue', 3]);
    expect(eventSentence(tableStrings('en'), (first?.event ?? r.events[0]) as LoggedEvent)).toBe(
      'The cue ball hits the 3',
    );
    expect(eventSentence(tableStrings('ru'), (first?.event ?? r.events[0]) as LoggedEvent)).toBe('Биток ударяет шар 3');
  });
  test('positions come from the sampler: the start, the contact, the end', () => {
    expect(r.positionsAt(0)).toEqual(layout);
    const hit = r.timeline[0]?.t ?? 0;
    const at = r.positionsAt(hit);
    const cue = at.find((b) => b.ball === 'cue')?.at ?? [0, 0];
    expect(1.5 - cue[0]).toBeCloseTo(2 * R, 4);
  });
  test('stepping from event to event', () => {
    const t1 = nextEventTime(r, 0);
    expect(t1).toBe(r.timeline[0]?.t);
    expect(currentEntry(r.timeline, t1)).toBe(0);
    expect(prevEventTime(r, t1)).toBe(0);
    expect(nextEventTime(r, r.duration)).toBe(r.duration);
  });
  test('a shot that cannot be played says why', () => {
    const bad = playShot(spec, [{ ball: 3, at: [1, 0.6] }], { heading: 0, speed: 2, side: 0, height: 0 });
    expect(bad.ok).toBe(false);
  });
});
