/**
 * Event log -> ShotFacts: what the referee needs to know about one shot, read once from the
 * time-ordered events (contracts/README.md, "Events"). No rules here: which ball was legal,
 * whether a rail "counts" for a frozen ball and so on are decided in core/rules.
 */
import type {
  BallId,
  ConductLevel,
  NonBallFoul,
  ObjectBall,
  PocketId,
  RailId,
  ShotEvent,
} from '../vocabulary/index.ts';

interface RailTouch {
  ball: BallId;
  rail: RailId | undefined;
  /** after the cue ball's first contact with an object ball */
  afterContact: boolean;
  /** the ball had touched a ball other than the cue ball before this rail (3.38, last part) */
  hitOtherBefore: boolean;
}

export interface NonBallFoulFact {
  kind: NonBallFoul;
  ball: BallId | undefined;
  intentional: boolean;
  /** 2.28: the penalty the referee gives for unsportsmanlike conduct (default: a standard foul) */
  level?: ConductLevel;
}

export interface ShotFacts {
  /** first object ball the cue ball touched; null when none or when the first contact was a split hit */
  firstContact: ObjectBall | null;
  /** 2.10: the balls of a split first contact (the rules decide it for the shooter) */
  splitTargets: readonly ObjectBall[] | null;
  /** times the cue ball's centre crossed the head string before the first contact */
  crossingsBeforeContact: number;
  crossings: number;
  rails: readonly RailTouch[];
  /** cue ball or an object ball touched a cushion after the first contact (3.19 b) */
  railAfterContact: boolean;
  /** distinct object balls that touched a cushion during the shot (4.5, 5.4, 6.6) */
  objectBallsToRail: number;
  cueToRailAfterContact: boolean;
  pocketed: readonly ObjectBall[];
  pocketOf: ReadonlyMap<ObjectBall, PocketId | undefined>;
  cuePocketed: boolean;
  cuePocket: PocketId | undefined;
  cueOffTable: boolean;
  /** 3.20: the cue ball touched a ball already pocketed */
  cueHitPocketedBall: boolean;
  offTable: readonly ObjectBall[];
  nonBallFouls: readonly NonBallFoulFact[];
  /** 3.31: a ball fell by itself as the shot was played at it */
  settledDuringShot: readonly ObjectBall[];
  /** current 1.7: one of `settledDuringShot` affected the shot (the log does not say `affected: false`) */
  settleAffectedShot: boolean;
  /** 3.31: a ball at rest for a while fell by itself (put back, play goes on) */
  settledIntoPocket: readonly ObjectBall[];
  /** 3.31: the cue ball, at rest, fell into a pocket by itself (put back, play goes on) */
  cueSettledIntoPocket: boolean;
  /**
   * 3.31: the step holds only balls moving or settling by themselves (`settle` events): no stroke
   * was played, so there is nothing to judge as a shot.
   */
  noStroke: boolean;
  /** 3.35, 2.18: outside interference moved balls and affected the shot (replayed) */
  interference: boolean;
  /** 2.18: outside interference that did not affect the shot (the balls it moved are put back, play goes on) */
  interferenceRestored: boolean;
  /** object balls that took part in the shot (moved or were touched) */
  involved: ReadonlySet<BallId>;
}

const isObject = (b: BallId): b is ObjectBall => b !== 'cue';

export function summarizeShot(events: readonly ShotEvent[]): ShotFacts {
  let firstContact: ObjectBall | null = null;
  let splitTargets: ObjectBall[] | null = null;
  let contactMade = false;
  let crossingsBeforeContact = 0;
  let crossings = 0;
  const rails: RailTouch[] = [];
  let railAfterContact = false;
  let cueToRailAfterContact = false;
  const railBalls = new Set<ObjectBall>();
  const pocketed: ObjectBall[] = [];
  const pocketOf = new Map<ObjectBall, PocketId | undefined>();
  let cuePocketed = false;
  let cuePocket: PocketId | undefined;
  let cueOffTable = false;
  let cueHitPocketedBall = false;
  const offTable: ObjectBall[] = [];
  const nonBallFouls: NonBallFoulFact[] = [];
  const settledDuringShot: ObjectBall[] = [];
  let settleAffectedShot = false;
  const settledIntoPocket: ObjectBall[] = [];
  let cueSettledIntoPocket = false;
  let interference = false;
  let interferenceRestored = false;
  const involved = new Set<BallId>();
  const hitOther = new Set<BallId>();

  for (const e of events) {
    switch (e.type) {
      case 'hit': {
        involved.add(e.ball);
        involved.add(e.target);
        if (e.inPocket) {
          if (e.ball === 'cue' || e.target === 'cue') cueHitPocketedBall = true;
          break;
        }
        const other = e.ball === 'cue' ? e.target : e.target === 'cue' ? e.ball : null;
        if (!contactMade && other !== null && isObject(other)) {
          contactMade = true;
          firstContact = other;
        } else if (e.ball !== 'cue' && e.target !== 'cue') {
          hitOther.add(e.ball);
          hitOther.add(e.target);
        }
        break;
      }
      case 'split-hit': {
        for (const t of e.targets) involved.add(t);
        if (!contactMade && e.ball === 'cue') {
          contactMade = true;
          splitTargets = [...e.targets];
        }
        break;
      }
      case 'rail': {
        involved.add(e.ball);
        rails.push({ ball: e.ball, rail: e.rail, afterContact: contactMade, hitOtherBefore: hitOther.has(e.ball) });
        if (isObject(e.ball)) railBalls.add(e.ball);
        if (contactMade) {
          railAfterContact = true;
          if (e.ball === 'cue') cueToRailAfterContact = true;
        }
        break;
      }
      case 'pocket': {
        involved.add(e.ball);
        if (e.ball === 'cue') {
          cuePocketed = true;
          cuePocket = e.pocket;
        } else {
          pocketed.push(e.ball);
          pocketOf.set(e.ball, e.pocket);
        }
        break;
      }
      case 'off-table': {
        involved.add(e.ball);
        if (e.ball === 'cue') cueOffTable = true;
        else offTable.push(e.ball);
        break;
      }
      case 'cross-head-string': {
        if (e.ball === 'cue') {
          crossings += 1;
          if (!contactMade) crossingsBeforeContact += 1;
        }
        break;
      }
      case 'foul':
        nonBallFouls.push({
          kind: e.kind,
          ball: e.ball,
          intentional: e.intentional === true,
          ...(e.level ? { level: e.level } : {}),
        });
        break;
      case 'settle':
        if (e.pocket !== undefined && isObject(e.ball)) {
          if (e.during === 'shot') {
            settledDuringShot.push(e.ball);
            if (e.affected !== false) settleAffectedShot = true;
          } else settledIntoPocket.push(e.ball);
        } else if (e.pocket !== undefined) cueSettledIntoPocket = true;
        involved.add(e.ball);
        break;
      case 'interference':
        if (e.affected === false) interferenceRestored = true;
        else interference = true;
        break;
    }
  }

  return {
    firstContact,
    splitTargets,
    crossingsBeforeContact,
    crossings,
    rails,
    railAfterContact,
    objectBallsToRail: railBalls.size,
    cueToRailAfterContact,
    pocketed,
    pocketOf,
    cuePocketed,
    cuePocket,
    cueOffTable,
    cueHitPocketedBall,
    offTable,
    nonBallFouls,
    settledDuringShot,
    settleAffectedShot,
    settledIntoPocket,
    cueSettledIntoPocket,
    noStroke: events.length > 0 && events.every((e) => e.type === 'settle'),
    interference,
    interferenceRestored,
    involved,
  };
}
