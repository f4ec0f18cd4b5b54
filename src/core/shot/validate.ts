/**
 * Events that cannot happen: a ball the game does not use, a ball that is not on the table,
 * a ball that moves after it has left the table, a ball hitting itself. Returns the first
 * problem with the field it is in (relative to the event list), or null.
 */
import type { BallId, ShotEvent } from '../vocabulary/index.ts';

export interface EventProblem {
  /** e.g. `[1].ball` (appended to `...events`) */
  field: string;
  message: string;
}

export interface BallUniverse {
  /** the game's name, for messages */
  game: string;
  /** object balls the game uses */
  exists: (ball: number) => boolean;
  /** object balls on the table when the shot starts */
  onTable: (ball: number) => boolean;
}

function ballProblem(ball: BallId, u: BallUniverse, gone: Set<BallId>, allowGone: boolean): string | null {
  if (ball === 'cue')
    return !allowGone && gone.has('cue') ? 'the cue ball has already left the table in this shot' : null;
  if (!u.exists(ball)) return `ball ${ball} does not exist in ${u.game}`;
  if (allowGone) return null;
  if (!u.onTable(ball)) return `ball ${ball} is not on the table`;
  if (gone.has(ball)) return `ball ${ball} has already left the table in this shot`;
  return null;
}

const problemAt = (i: number, f: string, message: string): EventProblem => ({ field: `[${i}]${f}`, message });

export function findImpossibleEvent(events: readonly ShotEvent[], u: BallUniverse): EventProblem | null {
  const gone = new Set<BallId>();
  for (let i = 0; i < events.length; i += 1) {
    const e = events[i] as ShotEvent;
    switch (e.type) {
      case 'hit': {
        const m1 = ballProblem(e.ball, u, gone, false);
        if (m1) return problemAt(i, '.ball', m1);
        if (e.inPocket === true) {
          if (e.target !== 'cue' && !u.exists(e.target))
            return problemAt(i, '.target', `ball ${e.target} does not exist in ${u.game}`);
          if (e.target === 'cue') return problemAt(i, '.target', 'the cue ball cannot be already pocketed');
          if (u.onTable(e.target) && !gone.has(e.target))
            return problemAt(i, '.target', `ball ${e.target} is on the table, not in a pocket`);
        } else {
          const m2 = ballProblem(e.target, u, gone, false);
          if (m2) return problemAt(i, '.target', m2);
        }
        if (e.ball === e.target) return problemAt(i, '.target', 'a ball cannot hit itself');
        break;
      }
      case 'split-hit': {
        if (e.ball !== 'cue') return problemAt(i, '.ball', 'a split hit is a contact of the cue ball');
        if (e.targets.length < 2) return problemAt(i, '.targets', 'a split hit names at least two balls');
        for (let j = 0; j < e.targets.length; j += 1) {
          const m = ballProblem(e.targets[j] as BallId, u, gone, false);
          if (m) return problemAt(i, `.targets[${j}]`, m);
        }
        if (gone.has('cue')) return problemAt(i, '.ball', 'the cue ball has already left the table in this shot');
        break;
      }
      case 'rail':
      case 'cross-head-string': {
        const m = ballProblem(e.ball, u, gone, false);
        if (m) return problemAt(i, '.ball', m);
        break;
      }
      case 'pocket':
      case 'off-table': {
        const m = ballProblem(e.ball, u, gone, false);
        if (m) return problemAt(i, '.ball', m);
        gone.add(e.ball);
        break;
      }
      case 'settle': {
        const m = ballProblem(e.ball, u, gone, false);
        if (m) return problemAt(i, '.ball', m);
        if (e.affected !== undefined && (e.pocket === undefined || e.during !== 'shot'))
          return problemAt(
            i,
            '.affected',
            'goes only with a ball that falls into a pocket during the shot (pocket and during: "shot")',
          );
        if (e.pocket !== undefined) gone.add(e.ball);
        break;
      }
      case 'foul': {
        if (e.ball !== undefined) {
          const m = ballProblem(e.ball, u, gone, true);
          if (m) return problemAt(i, '.ball', m);
        }
        break;
      }
      case 'interference':
        break;
    }
  }
  return null;
}
