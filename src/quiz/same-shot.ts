/**
 * "Prefer the generated shot where the same": an authored question without a position of its own, whose
 * shot a generated scenario plays the same way, shows that scenario's shot (played by the physics)
 * instead of a schematic. The same: the same game; the same ruling (foul, fouls, verdict, next player,
 * cue ball, spotted balls, winner) citing the same paragraphs; the same hits and pockets, ball by ball,
 * in the same order; and every ball the authored question names is on the generated table. Among
 * several, the one with the fewest balls, then the first by id: deterministic. Build time only.
 */
import type { ItemStep, QuizItem } from '../core/quiz/types.ts';
import type { ClientItem, SameShot, ScenarioItem } from './payload.ts';

type Shot = Extract<ItemStep, { kind: 'shot' }>;
type Keyed = Pick<QuizItem, 'game' | 'asked'> & { truth: Omit<QuizItem['truth'], 'says'> };

const sorted = <T>(xs: readonly T[]): T[] => [...xs].sort();

/** The hits and pockets of the asked shot, ball by ball, in order (cushions and times left out). */
function contacts(shot: Shot): unknown[] {
  return shot.events.flatMap((e) =>
    e.type === 'hit'
      ? [['hit', e.ball, e.target]]
      : e.type === 'pocket' || e.type === 'off-table'
        ? [[e.type, e.ball]]
        : e.type === 'split-hit'
          ? [['split-hit', e.ball, sorted(e.targets)]]
          : [],
  );
}

/** What must be equal for two questions to show the same shot (null: the asked step is not a shot). */
export function sameShotKey(item: Keyed): string | null {
  if (item.asked.kind !== 'shot' || item.asked.events.length === 0) return null;
  const t = item.truth;
  return JSON.stringify([
    item.game,
    t.foul,
    sorted(t.fouls),
    t.verdict,
    t.next,
    t.cueBall,
    sorted(t.spotted),
    t.winner,
    sorted(t.rules),
    contacts(item.asked),
  ]);
}

/** The balls an authored question names: its shot's, its call's, its set-up's. */
function namedBalls(item: ClientItem): string[] {
  if (item.asked.kind !== 'shot') return [];
  const out = new Set<string>(['cue']);
  for (const e of item.asked.events) {
    if ('ball' in e && e.ball !== undefined) out.add(String(e.ball));
    if (e.type === 'hit') out.add(String(e.target));
    if (e.type === 'split-hit') for (const b of e.targets) out.add(String(b));
  }
  const call = item.asked.call as { ball?: unknown } | undefined;
  if (call?.ball !== undefined) out.add(String(call.ball));
  for (const b of item.setup?.onTable ?? []) out.add(String(b));
  return [...out];
}

/** An authored question that draws no position of its own (the ones a schematic would show). */
const positionless = (item: ClientItem): boolean =>
  Object.keys(item.positions).length === 0 && !item.placeChoices.some((c) => c.kind === 'point');

/** For each authored question (by id#variant) that has one, the generated shot that is the same. */
export function sameShots(authored: readonly ClientItem[], generated: readonly ScenarioItem[]): Map<string, SameShot> {
  const byKey = new Map<string, ScenarioItem[]>();
  for (const g of generated) {
    const k = sameShotKey(g);
    if (k !== null) byKey.set(k, [...(byKey.get(k) ?? []), g]);
  }
  for (const list of byKey.values())
    list.sort(
      (a, b) =>
        Object.keys(a.scene.balls).length - Object.keys(b.scene.balls).length ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const out = new Map<string, SameShot>();
  for (const item of authored) {
    const k = positionless(item) ? sameShotKey(item) : null;
    if (k === null) continue;
    const named = namedBalls(item);
    const g = byKey.get(k)?.find((c) => named.every((b) => b in c.scene.balls));
    if (g) out.set(`${item.id}#${item.variant}`, { id: g.id, scene: g.scene });
  }
  return out;
}

/** The authored items with their same generated shot attached (the served question bank). */
export function withSameShots<T extends ClientItem>(authored: readonly T[], generated: readonly ScenarioItem[]): T[] {
  const same = sameShots(authored, generated);
  return authored.map((i) => {
    const s = same.get(`${i.id}#${i.variant}`);
    return s ? { ...i, sameShot: s } : i;
  });
}
