import { useState } from 'preact/hooks';
import type { Announcement } from '../../core/rules/shared.ts';
import type { StateFacts } from '../../core/rules/state-facts.ts';
import type { ObjectBall } from '../../core/vocabulary/index.ts';
import type { GameStrings } from '../../i18n/table/game.ts';
import type { TableStrings } from '../../i18n/table/index.ts';
import { START_STEP } from '../../ui/table/game.ts';
import type { StepOutcome } from '../../ui/table/game-run.ts';

interface Props {
  readonly t: TableStrings;
  readonly g: GameStrings;
  /** what the game's rules give weight to when said between shots (its referee's list) */
  readonly announcements: readonly Announcement[];
  /** the game's state now (null while the game's rules load) */
  readonly facts: StateFacts | null;
  readonly outcomes: readonly StepOutcome[];
  readonly error: { readonly step: number; readonly reason: string } | null;
  /** the step shown (null: the game as it stands) */
  readonly viewing: number | null;
  /** the shot just played is replayed: the game may go on from where the balls stopped */
  readonly canPlayOn: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** the address of a step (a link to it), when the game can be shared */
  readonly stepHref: ((index: number) => string) | null;
  onPlayOn(): void;
  onChoose(option: string, ball?: ObjectBall): void;
  onAnnounce(by: string, what: Announcement): void;
  onView(index: number): void;
  onBack(): void;
  onUndo(): void;
  onRedo(): void;
}

/**
 * What only the referee says (2.16's warning, a stalemate, a position that cannot be put back); the
 * rest is said by a player. The table offers the warning when it is due and the stalemate; a position
 * that cannot be put back follows interference the table does not play out, so it has no button.
 */
const REFEREE_SAYS: ReadonlySet<Announcement> = new Set(['warning', 'stalemate', 'unrestorable']);

/** What a step was, in a line: the shot and its verdict, the choice, the announcement. */
export function stepLine(t: TableStrings, g: GameStrings, o: StepOutcome): string {
  const n = o.index + 1;
  const s = o.step;
  if (s.kind === 'shot') return `${g.stepShot(n, o.by)}${o.ruling.foul ? ` — ${g.stepFoul}` : ''}`;
  if (s.kind === 'choose') return g.stepChoose(n, s.by, t.optionNames[s.option] ?? s.option);
  return g.stepAnnounce(n, g.announceBy(s.by, g.announceNames[s.what] ?? s.what));
}

/**
 * The game as it stands: who shoots (or chooses), the scores, fouls in a row and warnings, open
 * table or groups, the ball on, push out, the cue ball in hand; the choice on offer and what may
 * be said, as buttons (each becomes a step); the steps of the game, each one a way back to its
 * position, replay and ruling; taking a step back and putting it back.
 */
export function GamePanel(p: Props) {
  const { t, g, facts: f } = p;
  const [ball, setBall] = useState<string>('');
  const [speaker, setSpeaker] = useState<string>('');
  const viewingNow = p.viewing !== null;
  const choice = !viewingNow && f?.choice ? f.choice : null;
  const candidates = choice?.candidates ?? [];
  const picked = candidates.find((b) => String(b) === ball) ?? candidates[0];
  const unwarned = f && !f.result ? f.sides.find((s) => s.foulsInRow >= 2 && !s.warned) : undefined;
  // the game's own announcements (Forty-One's "forty-one" and "bust", Kelly Pool's own ball pocketed,
  // a protest): said by a player the learner picks; the referee's stalemate by the referee
  const spoken = p.announcements.filter((a) => !REFEREE_SAYS.has(a) && a !== 'concede');
  const who = f?.sides.find((s) => s.side === speaker)?.side ?? f?.shooter ?? f?.sides[0]?.side ?? 'A';
  const say = (by: string, what: Announcement) => (
    <button type="button" data-testid={`announce-${what}`} onClick={() => p.onAnnounce(by, what)}>
      {g.announceBy(by, g.announceNames[what] ?? what)}
    </button>
  );
  return (
    <section class="pt-panel pt-game" aria-label={g.gameTitle} data-testid="game-panel">
      <h3 class="pt-h">{g.gameTitle}</h3>
      {p.canPlayOn && (
        <p>
          <button type="button" class="pt-shoot" data-testid="play-on" onClick={p.onPlayOn}>
            {g.playOn}
          </button>
        </p>
      )}
      {viewingNow && (
        <p class="pt-note" data-testid="viewing">
          {p.viewing === START_STEP ? g.viewingStart : g.viewing((p.viewing ?? 0) + 1)}{' '}
          <button type="button" data-testid="back-to-game" onClick={p.onBack}>
            {g.backToGame}
          </button>
        </p>
      )}
      {f && !viewingNow && (
        <div data-testid="game-state" data-state={f.state}>
          {f.result ? (
            <p class="pt-verdict" data-testid="game-over">
              {g.gameOverWith(f.result.winner)}
            </p>
          ) : (
            <p class="pt-turn" data-testid="turn">
              {f.shooter ? g.toShoot(f.shooter) : f.choice ? g.toChoose(f.choice.chooser) : ''}
            </p>
          )}
          <ul class="pt-sides">
            {f.sides
              .filter((s) => s.score !== null || s.foulsInRow > 0 || s.warned)
              .map((s) => (
                <li key={s.side} data-testid={`side-${s.side}`}>
                  <strong>{t.Player(s.side)}</strong>
                  {s.score !== null && (
                    <>
                      {' — '}
                      {g.score}: <span data-testid={`score-${s.side}`}>{s.score}</span>
                    </>
                  )}
                  {s.foulsInRow > 0 && <> · {g.foulsInRow(s.foulsInRow)}</>}
                  {s.warned && (
                    <>
                      {' · '}
                      <mark data-testid={`warned-${s.side}`}>{g.warned}</mark>
                    </>
                  )}
                </li>
              ))}
          </ul>
          {!f.result && (
            <ul class="pt-state-facts">
              {f.breakDue && <li>{g.breakDue}</li>}
              {f.groups === 'open' && <li>{g.openTable}</li>}
              {f.groups && f.groups !== 'open' && (
                <li data-testid="groups">
                  {Object.entries(f.groups)
                    .map(([side, group]) => g.groupOf(side, group))
                    .join('; ')}
                </li>
              )}
              {f.ballOn !== null && <li data-testid="ball-on">{g.ballOn(f.ballOn)}</li>}
              {f.pushOutAvailable && <li data-testid="push-out-available">{g.pushOutAvailable}</li>}
              {f.placing && <li data-testid="in-hand">{g.cueBallInHand(f.placing)}</li>}
            </ul>
          )}
          {choice && (
            <fieldset class="pt-choice" data-testid="choice">
              <legend>{g.choiceOf(choice.chooser)}</legend>
              {candidates.length > 0 && (
                <label class="pt-field">
                  <span>{g.ballToSpot}</span>
                  <select
                    value={String(picked ?? '')}
                    onChange={(e) => setBall((e.currentTarget as HTMLSelectElement).value)}
                  >
                    {candidates.map((b) => (
                      <option key={b} value={String(b)}>
                        {t.ball(b)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <div class="pt-row">
                {choice.options.map((o) => (
                  <button
                    type="button"
                    key={o}
                    data-testid={`choose-${o}`}
                    onClick={() => p.onChoose(o, candidates.length ? picked : undefined)}
                  >
                    {t.optionNames[o] ?? o}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
          {!f.result && (unwarned || f.shooter) && (
            <fieldset class="pt-row pt-announce">
              <legend class="sr-only">{g.announcements}</legend>
              {unwarned && say('referee', 'warning')}
              {p.announcements.includes('stalemate') && say('referee', 'stalemate')}
              {f.shooter && p.announcements.includes('concede') && say(f.shooter, 'concede')}
            </fieldset>
          )}
          {!f.result && spoken.length > 0 && (
            <fieldset class="pt-row pt-announce" data-testid="said">
              <legend>{g.saidBy}</legend>
              <label class="pt-field">
                <span class="sr-only">{g.speaker}</span>
                <select
                  value={who}
                  data-testid="speaker"
                  onChange={(e) => setSpeaker((e.currentTarget as HTMLSelectElement).value)}
                >
                  {f.sides.map((s) => (
                    <option key={s.side} value={s.side}>
                      {t.Player(s.side)}
                    </option>
                  ))}
                </select>
              </label>
              {spoken.map((what) => (
                <button
                  type="button"
                  key={what}
                  data-testid={`announce-${what}`}
                  onClick={() => p.onAnnounce(who, what)}
                >
                  {g.announceNames[what] ?? what}
                </button>
              ))}
            </fieldset>
          )}
        </div>
      )}
      {p.error && (
        <p class="pt-warning" role="alert" data-testid="step-error">
          {g.stepFailed(p.error.step + 1, p.error.reason)}
        </p>
      )}
      <h4 class="pt-h">{g.stepsTitle}</h4>
      <ol class="pt-steps" data-testid="steps">
        <li class={p.viewing === START_STEP ? 'pt-current' : undefined} data-testid="step-start">
          <button
            type="button"
            data-testid="step-0"
            aria-current={p.viewing === START_STEP ? 'step' : undefined}
            onClick={() => p.onView(START_STEP)}
          >
            {g.startPosition}
          </button>
        </li>
        {p.outcomes.map((o) => (
          <li key={o.index} class={o.index === p.viewing ? 'pt-current' : undefined}>
            <button
              type="button"
              data-testid={`step-${o.index + 1}`}
              aria-current={o.index === p.viewing ? 'step' : undefined}
              onClick={() => p.onView(o.index)}
            >
              {stepLine(t, g, o)}
            </button>
            {p.stepHref && (
              <a class="pt-step-link" href={p.stepHref(o.index)} aria-label={`${g.stepLink}: ${o.index + 1}`}>
                #
              </a>
            )}
          </li>
        ))}
      </ol>
      <div class="pt-row">
        <button type="button" data-testid="undo-step" disabled={!p.canUndo} onClick={p.onUndo}>
          {g.undoStep}
        </button>
        <button type="button" data-testid="redo-step" disabled={!p.canRedo} onClick={p.onRedo}>
          {g.redoStep}
        </button>
      </div>
    </section>
  );
}
