import { describe, expect, test } from 'vitest';
import type { LoggedEvent } from '../../core/physics/index.ts';
import { standardTable, WPA_BALL } from '../../core/table/index.ts';
import { tableStrings } from '../../i18n/table/index.ts';
import type { Layout } from './placement.ts';
import { playShot } from './play.ts';
import {
  currentEntry,
  eventSentence,
  nextEventTime,
  prevEventTime,
  REPEAT_WINDOW,
  refereeEvents,
  withoutRepeats,
} from './replay.ts';

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
    const read = refereeEvents(r.timeline);
    expect(t1).toBe(read[0]?.t);
    expect(currentEntry(read, t1)).toBe(0);
    if (read[1]) expect(nextEventTime(r, t1)).toBe(read[1].t);
    expect(prevEventTime(r, t1)).toBe(0);
    expect(nextEventTime(r, r.duration)).toBe(r.duration);
  });
  test('a shot that cannot be played says why', () => {
    const bad = playShot(spec, [{ ball: 3, at: [1, 0.6] }], { heading: 0, speed: 2, side: 0, height: 0 });
    expect(bad.ok).toBe(false);
  });
});

describe('the events a referee reads', () => {
  const at = (t: number, event: LoggedEvent) => ({ t, event: { ...event, t } as LoggedEvent });
  const hit = (t: number, ball: 'cue' | 1 | 2 | 9, target: 'cue' | 1 | 2 | 9) =>
    at(t, { type: 'hit', ball, target } as LoggedEvent);
  const rail = (t: number, ball: 'cue' | 1 | 2 | 9) => at(t, { type: 'rail', ball, rail: 'foot' } as LoggedEvent);

  test('a pair touching again within 50 ms is one contact; later, or another pair, is shown', () => {
    const log = [
      hit(0.1, 'cue', 1),
      hit(0.12, 1, 'cue'),
      hit(0.1 + REPEAT_WINDOW, 'cue', 1),
      hit(0.13, 1, 2),
      hit(0.2, 'cue', 1),
      hit(0.22, 'cue', 1),
      hit(0.26, 'cue', 1),
    ];
    expect(withoutRepeats(log).map((e) => e.t)).toEqual([0.1, 0.13, 0.2, 0.26]);
  });

  test('first contact, each ball’s first cushion after it, pockets and balls off the table', () => {
    const log = [
      rail(0.05, 'cue'),
      hit(0.1, 'cue', 1),
      hit(0.3, 1, 9),
      rail(0.4, 1),
      rail(0.5, 1),
      rail(0.6, 'cue'),
      at(0.7, { type: 'pocket', ball: 9, pocket: 'foot-left' } as LoggedEvent),
      at(0.8, { type: 'off-table', ball: 2 } as LoggedEvent),
      at(0.9, { type: 'cross-head-string', ball: 'cue' } as LoggedEvent),
    ];
    expect(refereeEvents(log).map((e) => [e.t, e.event.type])).toEqual([
      [0.1, 'hit'],
      [0.4, 'rail'],
      [0.6, 'rail'],
      [0.7, 'pocket'],
      [0.8, 'off-table'],
    ]);
  });

  test('a shot that touches no ball: no contact and no cushion after it, pockets still shown', () => {
    const log = [rail(0.2, 'cue'), at(0.5, { type: 'pocket', ball: 'cue', pocket: 'side-left' } as LoggedEvent)];
    expect(refereeEvents(log).map((e) => e.event.type)).toEqual(['pocket']);
  });
});
