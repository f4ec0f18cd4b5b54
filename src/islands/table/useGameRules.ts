import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { DEFAULT_EDITION, type Edition } from '../../core/editions/overrides.ts';
import type { Scenario } from '../../core/notation/index.ts';
import type { SupportedGame } from '../../core/rules/entry.ts';
import { loadGame } from '../../core/rules/lazy.ts';
import type { GameId } from '../../core/vocabulary/index.ts';
import type { TableStrings } from '../../i18n/table/index.ts';
import { nextTask } from '../../ui/next-task.ts';
import type { GameStep, TableGame } from '../../ui/table/game.ts';
import { START_STEP, withStep } from '../../ui/table/game.ts';
import type { GameRun } from '../../ui/table/game-run.ts';
import type { SandboxContext, SandboxEvent } from '../../ui/table/sandbox.ts';
import { playsGame } from '../../ui/table/sandbox.ts';
import type { EditionPair, Glide } from '../../ui/table/sandbox-view.ts';
import {
  glideOf,
  positionOf,
  sharedRecord,
  shownStepOf,
  stepOfHash,
  tableRecord,
  twoEditions,
} from '../../ui/table/sandbox-view.ts';
import type * as GameViewModule from '../game-view.ts';
import type { RulingOutcome } from '../ruling.ts';

export type GameView = typeof GameViewModule;
type RulingPanelView = typeof import('../panels/RulingPanel.tsx').RulingPanel;
type Replays = NonNullable<Parameters<GameView['runGame']>[2]>;

export interface GameRulesInput {
  readonly c: SandboxContext;
  readonly send: (e: SandboxEvent) => void;
  readonly lang: string;
  /** the referee is needed: a shot, a step, the reader at the table, or the game panel in view */
  readonly needed: boolean;
  /** a shared game (a v2 link), played through once its rules are loaded */
  readonly shared: Scenario | null;
  readonly edition: Edition;
  readonly setEdition: (e: Edition) => void;
  readonly glide: (g: Glide | null) => void;
  readonly t: TableStrings;
  /** a line for the screen reader */
  readonly say: (line: string) => void;
  /** brings the table back into view (phones: the panels stack under it) */
  readonly toTable: () => void;
}

/**
 * The game on the table under its referee: the game's rules and panel, loaded when first needed
 * (the page downloads only the game it rules, and none before it is asked for); each edition's run
 * of the record; the rulings of the step shown; and the game's buttons (play on, choose, announce,
 * view a step, undo, redo).
 */
export function useGameRules(x: GameRulesInput) {
  const { c, send, lang, t, needed, shared, edition, setEdition, glide, say, toTable } = x;
  const [rules, setRules] = useState<{ game: GameId; entry: SupportedGame; view: GameView } | null>(null);
  const game = c.game;
  const plays = playsGame(c);
  const loaded = rules?.game ?? null;
  useEffect(() => {
    if (!game || !plays || !needed || loaded === game) return;
    let current = true;
    const loading = loadGame(game);
    if (!loading) return;
    // the game's rules, then the runner and its panel, each evaluated in a task of its own: a phone
    // spends some 170 ms evaluating the two together, one long task while the page is still loading
    const parts = loading.then(async (entry) => {
      await nextTask();
      return { entry, view: await import('../game-view.ts') };
    });
    parts.then(async (v) => {
      await nextTask();
      if (current) setRules({ game, ...v });
    });
    return () => {
      current = false;
    };
  }, [game, plays, needed, loaded]);

  // Each shot is simulated once: the replay the table just played is the step's replay.
  const replays = useRef<Replays>(new WeakMap()).current;
  const steps = c.record?.steps ?? [];
  const lastStep = steps[steps.length - 1];
  if (c.viewing === null && c.replay && c.before && lastStep?.kind === 'shot' && !replays.has(lastStep))
    replays.set(lastStep, { from: c.before, out: { ok: true, replay: c.replay } });
  const both = twoEditions(game);
  const gameEntry = rules && game && rules.game === game ? rules.entry : null;
  const view = rules?.view ?? null;
  const { record: cRecord, table, situation, state } = c;
  const present = c.history.present;
  const record = useMemo(
    () => tableRecord({ record: cRecord, game, table, present, situation, state }),
    [cRecord, game, table, present, situation, state],
  );
  const runs = useMemo((): EditionPair<GameRun> | null => {
    if (!record || !gameEntry || !view) return null;
    return {
      'wpa-1999': view.runGame({ ...record, edition: 'wpa-1999' }, gameEntry, replays),
      'wpa-current': both ? view.runGame({ ...record, edition: 'wpa-current' }, gameEntry, replays) : null,
    };
  }, [record, gameEntry, view, both, replays]);
  const runEdition: Edition = both ? edition : DEFAULT_EDITION;
  const run = runs?.[runEdition] ?? null;
  const shownStep = shownStepOf(c);

  // The ruling's words and its panel come with the first ruling shown.
  const [rulings, setRulings] = useState<EditionPair<RulingOutcome> | null>(null);
  const [RulingPanel, setRulingPanel] = useState<RulingPanelView | null>(null);
  useEffect(() => {
    setRulings(null);
    if (!runs || shownStep === null) return;
    let current = true;
    const words = lang === 'ru' ? 'ru' : 'en';
    const outcomeOf = async (r: GameRun | null): Promise<RulingOutcome | null> => {
      if (!r) return null;
      const o = r.outcomes[shownStep];
      if (o) return (await import('../ruling.ts')).explained(o.ruling, words);
      return r.error ? { ok: false, reason: r.error.reason } : null;
    };
    const panel = import('../panels/RulingPanel.tsx');
    Promise.all([outcomeOf(runs['wpa-1999']), outcomeOf(runs['wpa-current']), panel]).then(([r1999, rCurrent, m]) => {
      if (!current) return;
      setRulingPanel(() => m.RulingPanel);
      setRulings({ 'wpa-1999': r1999, 'wpa-current': rCurrent });
    });
    return () => {
      current = false;
    };
  }, [runs, shownStep, lang]);

  // The shared game opens with its replays and rulings already run; `#step=n` shows its n-th step.
  const sharedDone = useRef(false);
  useEffect(() => {
    const g = shared ? sharedRecord(shared) : null;
    if (sharedDone.current || !shared || !g || !gameEntry || !view) return;
    sharedDone.current = true;
    // played in a task of its own, not in the one that drew the rules loaded
    void nextTask().then(() => {
      setEdition(g.edition);
      const r = view.runGame(g, gameEntry, replays);
      send({ type: 'game.load', scenario: shared, record: g, at: positionOf(r, g) });
      const n = stepOfHash(window.location.hash);
      const o = r.outcomes[n - 1];
      if (o) send({ type: 'game.view', index: n - 1, replay: o.replay, before: o.replay ? o.before : o.after });
    });
  }, [shared, gameEntry, view, send, setEdition, replays]);

  // ---- the game played on: each button a step, the position after it computed at once
  const runOf = (g: TableGame): GameRun | null =>
    gameEntry && view ? view.runGame({ ...g, edition: runEdition }, gameEntry, replays) : null;
  const toNow = () => {
    if (run && record) send({ type: 'game.position', at: positionOf(run, record) });
  };
  const playOn = () => {
    const last = run?.outcomes[run.outcomes.length - 1];
    if (!run || !record || !last) return;
    const g = glideOf(last, false);
    if (g) glide(g);
    send({ type: 'game.position', at: positionOf(run, record) });
    toTable();
  };
  const addStep = (step: GameStep) => {
    if (!record) return;
    const g = withStep(record, step);
    const r = runOf(g);
    if (!r) return;
    const last = r.outcomes[r.outcomes.length - 1];
    const moved = glideOf(last, true);
    if (moved) glide(moved);
    send({ type: 'game.step', step, at: positionOf(r, g) });
    say(last && view ? view.stepLine(t, view.gameStrings(lang), last) : '');
  };
  const undoStep = () => {
    if (!record || !c.record) return;
    const g = { ...record, steps: record.steps.slice(0, -1) };
    const r = runOf(g);
    if (r) send({ type: 'game.undo', at: positionOf(r, g) });
  };
  const redoStep = () => {
    const next = c.undone[0];
    if (!record || !next) return;
    const g = withStep(record, next);
    const r = runOf(g);
    if (r) send({ type: 'game.redo', at: positionOf(r, g) });
  };
  const viewStep = (i: number) => {
    const o = run?.outcomes[i];
    if (i === START_STEP && record) send({ type: 'game.view', index: i, replay: null, before: record.start.balls });
    else if (o) send({ type: 'game.view', index: i, replay: o.replay, before: o.replay ? o.before : o.after });
    else return;
    toTable();
  };
  return {
    record,
    run,
    runEdition,
    view,
    gameEntry,
    rulings,
    RulingPanel,
    shownStep,
    steps,
    actions: { toNow, playOn, addStep, undoStep, redoStep, viewStep },
  };
}
