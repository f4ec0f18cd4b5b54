/** Machine events: namespaced, one per kind of step in the log. */

import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { Announcement, LagEntry, OptionName, PlayerId, ShotDeclaration } from './types.ts';

export type ShotResolved = { type: 'shot.resolved'; step: number; shot: ShotDeclaration; facts: ShotFacts };
export type PlayerChoose = {
  type: 'player.choose';
  step: number;
  by: PlayerId;
  option: OptionName;
  ball?: ObjectBall;
  /** taken by default because the next step was a shot (contract: first option) */
  implicit?: boolean;
};
export type PlayerAnnounce = { type: 'player.announce'; step: number; by: PlayerId | 'referee'; what: Announcement };
export type RackNew = { type: 'rack.new'; step: number; breaker?: PlayerId };
export type LagResolved = { type: 'lag.resolved'; step: number; lag: Record<PlayerId, LagEntry> };

export type RefereeEvent = ShotResolved | PlayerChoose | PlayerAnnounce | RackNew | LagResolved;
