/**
 * The situation of a question in words (page language): the setup before the asked step, the
 * earlier steps, and the asked step's declarations and events, from the scenario data.
 */
import type { ItemStep } from '../../core/quiz/index.ts';
import type { ShotEvent } from '../../core/vocabulary/index.ts';
import type { ClientItem } from '../../quiz/payload.ts';
import { capitalize, type Strings, tr } from './strings.ts';

/** The head string (metres from the head cushion) on the contract's 9-ft table. */
const HEAD_STRING_X = 2.54 / 4;

export const ballName = (t: Strings, b: string | number): string =>
  b === 'cue' ? tr(t, 'quiz.cueBallName') : tr(t, 'quiz.ball', { n: b });

const listOf = (t: Strings, items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')}${tr(t, 'quiz.and')}${items[items.length - 1]}`;

export function eventText(t: Strings, e: ShotEvent): string {
  switch (e.type) {
    case 'hit':
      return tr(t, e.inPocket ? 'quiz.ev.hitPocketed' : 'quiz.ev.hit', {
        a: ballName(t, e.ball),
        b: ballName(t, e.target),
      });
    case 'rail':
      return e.rail
        ? tr(t, 'quiz.ev.railNamed', { a: ballName(t, e.ball), rail: tr(t, `quiz.rail.${e.rail}`) })
        : tr(t, 'quiz.ev.rail', { a: ballName(t, e.ball) });
    case 'pocket':
      return e.pocket
        ? tr(t, 'quiz.ev.pocketNamed', { a: ballName(t, e.ball), pocket: tr(t, `quiz.pocket.${e.pocket}`) })
        : tr(t, 'quiz.ev.pocket', { a: ballName(t, e.ball) });
    case 'off-table':
      return tr(t, 'quiz.ev.off', { a: ballName(t, e.ball) });
    case 'cross-head-string':
      return tr(t, 'quiz.ev.cross', { a: ballName(t, e.ball) });
    case 'split-hit':
      return tr(t, 'quiz.ev.split', {
        a: ballName(t, e.ball),
        b: listOf(
          t,
          e.targets.map((b) => ballName(t, b)),
        ),
      });
    case 'settle':
      return tr(t, e.pocket ? 'quiz.ev.settle' : 'quiz.ev.settleStay', { a: ballName(t, e.ball) });
    case 'interference':
      return tr(t, 'quiz.ev.interference');
    case 'foul': {
      const kind = tr(t, `quiz.foul.${e.kind}`);
      return e.intentional ? tr(t, 'quiz.ev.intentional', { kind }) : kind;
    }
    default:
      return '';
  }
}

/** The events of a shot, as the rest of a sentence that starts "A shoots:". */
const eventsText = (t: Strings, events: readonly ShotEvent[]): string =>
  `${events.length === 0 ? tr(t, 'quiz.ev.nothing') : events.map((e) => eventText(t, e)).join('; ')}.`;

function callText(t: Strings, by: string, call: unknown): string | null {
  const c = call as { kind: string; ball?: number | 'cue'; pocket?: string } | undefined;
  if (!c) return null;
  if (c.kind === 'safety') return tr(t, 'quiz.decl.safety', { p: by });
  if (c.kind !== 'ball') return null;
  if (c.ball !== undefined && c.pocket)
    return tr(t, 'quiz.decl.call', { p: by, ball: ballName(t, c.ball), pocket: tr(t, `quiz.pocket.${c.pocket}`) });
  if (c.ball !== undefined) return tr(t, 'quiz.decl.callBall', { p: by, ball: ballName(t, c.ball) });
  return c.pocket ? tr(t, 'quiz.decl.callPocket', { p: by, pocket: tr(t, `quiz.pocket.${c.pocket}`) }) : null;
}

function whereText(t: Strings, x: number): string {
  if (Math.abs(x - HEAD_STRING_X) < 1e-6) return tr(t, 'quiz.where.onString');
  return tr(t, x < HEAD_STRING_X ? 'quiz.where.kitchen' : 'quiz.where.beyond');
}

/** One step as sentences (declarations first, then what happened). */
export function stepLines(t: Strings, step: ItemStep, isBreak = false): string[] {
  switch (step.kind) {
    case 'shot': {
      const out: string[] = [];
      if (step.sidePocket)
        out.push(tr(t, 'quiz.decl.sidePocket', { p: step.by, pocket: tr(t, `quiz.pocket.${step.sidePocket}`) }));
      const call = callText(t, step.by, step.call);
      if (call) out.push(call);
      if (step.pushOut) out.push(tr(t, 'quiz.decl.pushOut', { p: step.by }));
      if (step.frozen?.length)
        out.push(
          tr(t, 'quiz.decl.frozen', {
            balls: listOf(
              t,
              step.frozen.map((b) => ballName(t, b)),
            ),
          }),
        );
      if (step.stroke) out.push(tr(t, step.stroke === 'jump' ? 'quiz.decl.jump' : 'quiz.decl.masse'));
      if (step.cueBallAt) out.push(tr(t, 'quiz.decl.cueAt', { where: whereText(t, step.cueBallAt[0]) }));
      out.push(
        `${tr(t, isBreak ? 'quiz.decl.break' : 'quiz.decl.shot', { p: step.by })} ${eventsText(t, step.events)}`,
      );
      return out;
    }
    case 'choose':
      return [tr(t, 'quiz.step.choose', { p: step.by, option: tr(t, `quiz.option.${step.option}`) })];
    case 'announce': {
      const key = `quiz.step.announce.${step.what}`;
      return [t[key] ? tr(t, key, { p: step.by }) : tr(t, 'quiz.step.announce.other', { p: step.by, what: step.what })];
    }
    case 'newRack':
      return [tr(t, 'quiz.step.newRack')];
    case 'lag':
      return Object.entries(step.lag).map(([p, e]) =>
        tr(t, 'quiz.step.lag', {
          p,
          events: e.events.length ? e.events.map((ev) => eventText(t, ev)).join('; ') : tr(t, 'quiz.ev.nothing'),
          cm: Math.round(e.final[0] * 100),
        }),
      );
  }
}

/** The position before the first step: game, shooter, balls, groups, score, fouls. */
export function setupLines(t: Strings, item: ClientItem): string[] {
  const out = [`${tr(t, `quiz.game.${item.game}`)}.`];
  if (item.options.referee === false) out.push(tr(t, 'quiz.setup.noReferee'));
  if (typeof item.options.target === 'number') out.push(tr(t, 'quiz.setup.target', { n: item.options.target }));
  const s = item.setup;
  if (!s) {
    if (item.game !== 'lag') out.push(tr(t, 'quiz.setup.allOnTable'));
    return out;
  }
  if (s.shooter) out.push(tr(t, 'quiz.setup.shooter', { p: s.shooter }));
  if (s.onTable) out.push(tr(t, 'quiz.setup.onTable', { balls: s.onTable.join(', ') }));
  if (s.groups) {
    const [a, b] = Object.entries(s.groups).sort((x, y) => (x[1] === 'solids' ? -1 : y[1] === 'solids' ? 1 : 0));
    if (a && b) out.push(tr(t, 'quiz.setup.groups', { a: a[0], b: b[0] }));
  }
  if (s.cueBall && s.cueBall !== 'in-place') out.push(capitalize(tr(t, `quiz.cueBall.${s.cueBall}`)));
  if (s.score)
    out.push(
      tr(t, 'quiz.setup.score', {
        score: Object.entries(s.score)
          .map(([p, n]) => `${p} ${n}`)
          .join(', '),
      }),
    );
  if (s.consecutiveFouls)
    out.push(
      tr(t, 'quiz.setup.fouls', {
        fouls: Object.entries(s.consecutiveFouls)
          .map(([p, n]) => `${p} ${n}`)
          .join(', '),
      }),
    );
  return out;
}

/** Whether a shot step is the opening break (no setup and the first shot of the log). */
export const isOpeningBreak = (item: ClientItem, index: number): boolean =>
  item.setup === null && item.game !== 'lag' && index === 0;
