/**
 * The line above a question's board: its game, who is to play and how the asked step starts
 * ("Nine-ball · A breaks", "Eight-ball · B shoots, cue ball in hand behind the head string"). The
 * answer depends on all three (Cutthroat's third player, a break, ball in hand), so every question
 * names them before anything else. Typed facts first (`lineFacts`), words second (`gameLine`).
 */
import type { ClientItem } from '../../quiz/payload.ts';
import { type Strings, tr } from './strings.ts';

type LineAct = 'breaks' | 'pushOut' | 'shoots' | 'chooses' | 'announces' | 'newRack' | 'lag';

interface LineFacts {
  readonly game: string;
  /** who plays the asked step (null: the lag, a new rack) */
  readonly player: string | null;
  readonly act: LineAct;
  /** how the cue ball stands when the asked step is a shot from ball in hand */
  readonly cueBall: 'in-hand' | 'in-hand-kitchen' | null;
  /** the player's consecutive fouls before the step, where any */
  readonly fouls: number;
}

function lineFacts(item: Pick<ClientItem, 'game' | 'asked' | 'setup' | 'before'>): LineFacts {
  const a = item.asked;
  const setup = item.setup;
  switch (a.kind) {
    case 'shot': {
      const opening = item.setup === null && item.game !== 'lag' && item.before.length === 0;
      const breaks = a.breakShot ?? opening;
      const cue = item.before.length === 0 ? setup?.cueBall : undefined;
      const fouls = item.before.length === 0 ? (setup?.consecutiveFouls?.[a.by] ?? 0) : 0;
      return {
        game: item.game,
        player: a.by,
        act: breaks ? 'breaks' : a.pushOut ? 'pushOut' : 'shoots',
        cueBall: !breaks && (cue === 'in-hand' || cue === 'in-hand-kitchen') ? cue : null,
        fouls,
      };
    }
    case 'choose':
      return { game: item.game, player: a.by, act: 'chooses', cueBall: null, fouls: 0 };
    case 'announce':
      return { game: item.game, player: a.by, act: 'announces', cueBall: null, fouls: 0 };
    case 'newRack':
      return { game: item.game, player: null, act: 'newRack', cueBall: null, fouls: 0 };
    case 'lag':
      return { game: item.game, player: null, act: 'lag', cueBall: null, fouls: 0 };
  }
}

/** The line in words: "Nine-ball · A breaks". */
export function gameLine(t: Strings, item: Pick<ClientItem, 'game' | 'asked' | 'setup' | 'before'>): string {
  const f = lineFacts(item);
  const parts = [tr(t, `quiz.game.${f.game}`)];
  if (f.act !== 'lag') {
    let act = tr(t, `quiz.line.${f.act}`, { p: f.player ?? '' });
    if (f.cueBall) act += `, ${tr(t, `quiz.line.${f.cueBall}`)}`;
    if (f.fouls > 0) act += `, ${tr(t, 'quiz.line.fouls', { n: f.fouls })}`;
    parts.push(act);
  }
  return parts.join(' · ');
}
