import type { JSX } from 'preact';
import { Component } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { DEFAULT_EDITION, type Edition } from '../core/editions/overrides.ts';
import type { Scenario } from '../core/notation/index.ts';
import { make, parse } from '../core/notation/index.ts';
import type { SupportedGame } from '../core/rules/entry.ts';
import { hasReferee, loadGame } from '../core/rules/lazy.ts';
import type { BallId, GameId, ObjectBall } from '../core/vocabulary/index.ts';
import { OBJECT_BALLS } from '../core/vocabulary/index.ts';
import type { TableStrings } from '../i18n/table/index.ts';
import { RuleRef } from '../ui/rules/RuleRef.tsx';
import type { AddedFact, GameStep, TableGame } from '../ui/table/game.ts';
import { between, newGame, START_STEP, situationAfter, withStep } from '../ui/table/game.ts';
import type { GameRun } from '../ui/table/game-run.ts';
import type { BallPlacement } from '../ui/table/index.ts';
import {
  aimNodes,
  ballSentence,
  describeBall,
  describeLayout,
  diagramMarkup,
  frameOf,
  kitchenNodes,
  layoutText,
  RACK_GAMES,
  restNodes,
  samplePaths,
  trailNodes,
} from '../ui/table/index.ts';
import { loadPhysics } from '../ui/table/physics.ts';
import type { Layout, NudgeSize } from '../ui/table/placement.ts';
import { kitchenPlacement } from '../ui/table/placement.ts';
import { currentEntry, eventSentence } from '../ui/table/replay.ts';
import type { Message, SandboxContext } from '../ui/table/sandbox.ts';
import { playsGame, sandboxMachine, scenarioOf, shownLayout, underWay } from '../ui/table/sandbox.ts';
import { captionLines } from './caption.ts';
import { Dock } from './Dock.tsx';
import type * as GameViewModule from './game-view.ts';
import { ReplayControls, ReplayEvents } from './panels/ReplayPanel.tsx';
import { RulingPanel } from './panels/RulingPanel.tsx';
import { SharePanel } from './panels/SharePanel.tsx';
import { ShotPanel } from './panels/ShotPanel.tsx';
import { SituationPanel } from './panels/SituationPanel.tsx';
import { explained, hasTwoEditions, type RulingOutcome } from './ruling.ts';
import { TableSvg } from './TableSvg.tsx';
import { useActor } from './useActor.ts';
import '../ui/table/table.css';
import './sandbox.css';
import { usePortrait } from './usePortrait.ts';

type GameView = typeof GameViewModule;

export interface TableSandboxProps {
  readonly lang: string;
  /**
   * The table's words in the page's language. The pages mount the island through its per-language
   * entry (TableSandbox.en.tsx, TableSandbox.ru.tsx), so that a page loads one language's words.
   */
  readonly t: TableStrings;
  /** The scenario link text; absent: read it from the page address (the share page). */
  readonly scenario?: string;
  readonly idPrefix: string;
  /** Inside a rule page: the same widget, a little more compact. */
  readonly embedded?: boolean;
  /**
   * The table page: the whole width, the shot controls beside the table on wide screens, the
   * table from edge to edge on phones (sandbox.css, `.pt-sandbox--page`).
   */
  readonly wide?: boolean;
}

const EMPTY: Scenario = { table: '9ft', balls: [] };

function messageText(t: TableStrings, m: Message): string {
  switch (m.kind) {
    case 'refused':
      return m.why.kind === 'overlap' ? t.refusedOverlap(m.ball, m.why.other) : t.refusedOff(m.ball);
    case 'no-room':
      return t.noRoom(m.ball);
    case 'miscue':
      return t.miscue;
    case 'no-cue':
      return t.noCue;
    case 'cannot-shoot':
      return t.cannotShoot(m.detail);
    case 'in-game':
      return t.inGame(m.ball);
  }
}

/**
 * Re-renders its part only when one of `deps` changes: while a replay plays, the table redraws
 * every frame and the panels that do not depend on the time stay as they are.
 */
class Pure extends Component<{ deps: readonly unknown[]; render: () => JSX.Element }> {
  override shouldComponentUpdate(next: { deps: readonly unknown[] }): boolean {
    const prev = this.props.deps;
    return next.deps.length !== prev.length || next.deps.some((d, i) => d !== prev[i]);
  }
  override render() {
    return this.props.render();
  }
}

const warmPhysics = () => {
  loadPhysics().catch(() => undefined);
};

/** The interactive table: set up, aim, shoot, replay like a referee, read the ruling, share. */
export default function TableSandbox({
  lang,
  t,
  scenario,
  idPrefix,
  embedded = false,
  wide = false,
}: TableSandboxProps) {
  // A shared game (a v2 link): played through once its rules are loaded, then shown as it stands.
  const [shared, setShared] = useState<Scenario | null>(null);
  const initial = useMemo(() => {
    const r = scenario ? parse(scenario) : null;
    return r?.ok ? r.value : EMPTY;
  }, [scenario]);
  const [snap, send] = useActor(sandboxMachine, initial);
  const c: SandboxContext = snap.context;
  const editing = snap.matches('editing');
  const playing = snap.matches({ replay: 'playing' });
  const [linkError, setLinkError] = useState<string | null>(null);
  const [live, setLive] = useState('');
  const [origin, setOrigin] = useState('');
  const [trayBall, setTrayBall] = useState<string>('');
  const [rackGame, setRackGame] = useState<string>('nine-ball');
  const [trails, setTrails] = useState(false);
  // Upright on phones (the table page and the shared-link page; a rule page's diagram stays as its neighbours).
  const portrait = usePortrait() && !embedded;
  const orientation = portrait ? 'portrait' : 'landscape';

  // The share page reads its scenario from the address; a bad link shows why and an empty table.
  // Until it has (and on the server, which has no address), the game panel's place is kept.
  const [addressPending, setAddressPending] = useState(scenario === undefined);
  useEffect(() => {
    setOrigin(window.location.origin);
    if (scenario !== undefined) {
      if (initial.steps?.length) setShared(initial);
      return;
    }
    setAddressPending(false);
    // Taken as written (the question is percent-encoded inside it); some apps escape the ~ separator.
    const text = window.location.search.slice(1).replace(/%7E/gi, '~');
    if (!text) return;
    const r = parse(text);
    if (r.ok) {
      send({ type: 'scenario.load', scenario: r.value });
      if (r.value.edition) setEdition(r.value.edition);
      if (r.value.steps?.length) setShared(r.value);
    } else setLinkError(t.badLink(r.field, r.reason));
  }, []);

  // Replay clock: true time from requestAnimationFrame, or event to event with reduced motion.
  useEffect(() => {
    if (!playing) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      const id = window.setInterval(() => send({ type: 'replay.jump' }), 900);
      return () => window.clearInterval(id);
    }
    let last = performance.now();
    let raf = requestAnimationFrame(function frame(now) {
      send({ type: 'replay.tick', dt: Math.min(0.1, (now - last) / 1000) });
      last = now;
      raf = requestAnimationFrame(frame);
    });
    return () => cancelAnimationFrame(raf);
  }, [playing]);

  // Balls a ruling moved (spotted, re-racked, put back) glide to their places when the game goes on.
  const [moving, setMoving] = useState<{ from: Layout; to: Layout } | null>(null);
  const [progress, setProgress] = useState(1);
  useEffect(() => {
    if (!moving) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setMoving(null);
      return;
    }
    const t0 = performance.now();
    setProgress(0);
    let raf = requestAnimationFrame(function frame(now) {
      const k = Math.min(1, (now - t0) / 600);
      setProgress(k);
      if (k < 1) raf = requestAnimationFrame(frame);
      else setMoving(null);
    });
    return () => cancelAnimationFrame(raf);
  }, [moving]);
  const layout = moving && editing && progress < 1 ? between(moving.from, moving.to, progress) : shownLayout(c);
  const spec = c.spec;
  const current = c.replay ? currentEntry(c.replay.timeline, c.t) : -1;
  const entry = c.replay && current >= 0 ? c.replay.timeline[current] : undefined;

  // Announce each event as the replay reaches it, and the end of the shot.
  const ended = c.replay !== null && c.t >= c.replay.duration;
  useEffect(() => {
    if (entry) setLive(t.atTime(eventSentence(t, entry.event), entry.t));
  }, [entry?.index]);
  useEffect(() => {
    if (ended && c.replay) setLive(t.shotOver(c.replay.timeline.length));
  }, [ended]);

  // While the replay plays, the words describe the position the shot started from (describing
  // every frame would cost more than drawing it); paused or ended, they describe what is shown.
  const described = playing && c.before ? c.before : layout;
  const description = useMemo(() => layoutText(t, spec, described), [described, spec, t]);
  const descriptions = useMemo(
    () => (editing ? new Map(describeLayout(spec, layout).map((d) => [d.ball, d])) : new Map()),
    [layout, spec, editing],
  );
  const where = (b: BallPlacement) => {
    const d = descriptions.get(b.ball) ?? describeBall(spec, layout, b);
    return ballSentence(t, d)
      .replace(/^[^:]*: /, '')
      .replace(/\.$/, '');
  };
  // The WPA games are ruled under both editions: the one chosen is shown, the other compared with it.
  const [edition, setEdition] = useState<Edition>(initial.edition ?? DEFAULT_EDITION);
  const [rulings, setRulings] = useState<Record<Edition, RulingOutcome | null> | null>(null);

  // The game's rules, loaded on demand: the page downloads only the game it rules.
  const [rules, setRules] = useState<{ game: GameId; entry: SupportedGame; view: GameView } | null>(null);
  useEffect(() => {
    const game = c.game;
    if (!game || !playsGame(c) || rules?.game === game) return;
    let current = true;
    const loading = loadGame(game);
    if (!loading) return;
    Promise.all([loading, import('./game-view.ts')]).then(
      ([entry, view]) => current && setRules({ game, entry, view }),
    );
    return () => {
      current = false;
    };
  }, [c.game]);
  // Each shot is simulated once: the replay the table just played is the step's replay.
  const replays = useRef<NonNullable<Parameters<GameView['runGame']>[2]>>(new WeakMap()).current;
  const steps = c.record?.steps ?? [];
  const lastStep = steps[steps.length - 1];
  if (c.viewing === null && c.replay && c.before && lastStep?.kind === 'shot' && !replays.has(lastStep))
    replays.set(lastStep, { from: c.before, out: { ok: true, replay: c.replay } });
  const both = hasTwoEditions(c.game);
  const gameEntry = rules && c.game && rules.game === c.game ? rules.entry : null;
  const view = rules?.view ?? null;
  // The game as it stands (before its first shot: the position set up, not yet a step).
  const record: TableGame | null = useMemo(
    () =>
      c.record && c.record.steps.length > 0
        ? c.record
        : c.game && playsGame(c)
          ? newGame(c.table, c.game, c.history.present, c.situation, undefined, c.state)
          : null,
    [c.record, c.game, c.table, c.history.present, c.situation, c.state],
  );
  const runs = useMemo((): Record<Edition, GameRun | null> | null => {
    if (!record || !gameEntry || !view) return null;
    return {
      'wpa-1999': view.runGame({ ...record, edition: 'wpa-1999' }, gameEntry, replays),
      'wpa-current': both ? view.runGame({ ...record, edition: 'wpa-current' }, gameEntry, replays) : null,
    };
  }, [record, gameEntry, both]);
  const runEdition: Edition = both ? edition : DEFAULT_EDITION;
  const run = runs?.[runEdition] ?? null;
  // The step whose ruling is shown: the one viewed, else the last one played.
  const shownStep = c.viewing === START_STEP ? null : (c.viewing ?? (underWay(c) ? steps.length - 1 : null));
  useEffect(() => {
    setRulings(null);
    if (!runs || shownStep === null) return;
    let current = true;
    const words = lang === 'ru' ? 'ru' : 'en';
    const outcomeOf = (r: GameRun | null): Promise<RulingOutcome | null> => {
      if (!r) return Promise.resolve(null);
      const o = r.outcomes[shownStep];
      if (o) return explained(o.ruling, words);
      return Promise.resolve(r.error ? { ok: false, reason: r.error.reason } : null);
    };
    Promise.all([outcomeOf(runs['wpa-1999']), outcomeOf(runs['wpa-current'])]).then(([r1999, rCurrent]) => {
      if (current) setRulings({ 'wpa-1999': r1999, 'wpa-current': rCurrent });
    });
    return () => {
      current = false;
    };
  }, [runs, shownStep, lang]);
  const twoEditions = rulings?.['wpa-current'] != null;
  const shownEdition: Edition = twoEditions ? edition : DEFAULT_EDITION;
  // the current rules chosen for a WPA game: the kitchen's warning reads them
  const currentRules = edition === 'wpa-current' && hasTwoEditions(c.game);
  const ruling = rulings?.[shownEdition] ?? null;
  const otherRuling = twoEditions
    ? (rulings?.[shownEdition === 'wpa-1999' ? 'wpa-current' : 'wpa-1999'] ?? null)
    : null;
  const present = c.history.present;
  const frozenNow = useMemo(
    () =>
      describeLayout(spec, present).flatMap((d) =>
        d.ball !== 'cue' && d.facts.some((f) => f.kind === 'frozen-cushion') ? [d.ball as ObjectBall] : [],
      ),
    [present, spec],
  );
  const onTable = new Set(present.map((b) => b.ball));
  const tray: BallId[] = (['cue', ...OBJECT_BALLS] as BallId[]).filter((b) => !onTable.has(b));
  const linkText = useMemo(() => {
    const x = scenarioOf(c);
    return make((x.steps || x.state) && runEdition !== DEFAULT_EDITION ? { ...x, edition: runEdition } : x);
  }, [c.before, c.history.present, c.game, c.situation, c.shot, c.question, c.table, c.record, runEdition]);
  const link = `${origin}/${lang}/s/?${linkText}`;
  const lastMove = useRef<string>('');

  const onKey = (ball: BallId | null, e: KeyboardEvent) => {
    if (e.key === 'Enter' && editing) {
      e.preventDefault();
      send({ type: 'shot.fire' });
      return;
    }
    if (ball === null || !editing) return;
    if (e.key.startsWith('Arrow')) {
      e.preventDefault();
      const size: NudgeSize = e.altKey ? 'ball' : e.shiftKey ? 'coarse' : 'fine';
      send({ type: 'ball.nudge', ball, key: e.key, size, orientation });
      lastMove.current = String(ball);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      send({ type: 'ball.remove', ball });
      setLive(t.removed(ball));
    } else if ((e.key === 'z' || e.key === 'Z') && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      send({ type: e.shiftKey ? 'history.redo' : 'history.undo' });
    }
  };

  // The cue ball in hand behind the head string: the kitchen is drawn, a placement outside is flagged.
  const cueAt = present.find((b) => b.ball === 'cue')?.at;
  const inHandKitchen = editing && c.game !== null && c.situation.cueBall === 'in-hand-kitchen' && cueAt !== undefined;
  const shownCue = layout.find((b) => b.ball === 'cue')?.at;
  const kitchen = inHandKitchen && shownCue ? kitchenPlacement(spec, shownCue) : null;

  const paths = useMemo(() => (c.replay ? samplePaths(c.replay) : null), [c.replay]);
  const liveFrame = useMemo(() => frameOf(spec), [spec]);
  const underlay = inHandKitchen ? kitchenNodes(liveFrame, spec, shownCue, kitchen) : [];
  const overlay = [
    ...(trails && paths ? trailNodes(liveFrame, paths, c.t) : []),
    ...(editing ? aimNodes(liveFrame, spec, layout, c.shot.heading) : []),
  ];

  // ---- the game played on: each button a step, the position after it computed at once
  const inGame = underWay(c);
  const runOf = (r: TableGame): GameRun | null =>
    gameEntry && view ? view.runGame({ ...r, edition: runEdition }, gameEntry, replays) : null;
  const positionOf = (r: GameRun, g: TableGame) =>
    g.steps.length === 0
      ? { layout: g.start.balls, situation: g.start.situation }
      : { layout: r.layout, situation: situationAfter(r.facts) };
  const toNow = () => run && record && send({ type: 'game.position', at: positionOf(run, record) });
  // Where the panels stack under the table (phones), a shot or "play on" brings the table back into
  // view: the replay and the next aim happen there, not in the panel the finger was on.
  const board = useRef<HTMLDivElement>(null);
  const toTable = () => {
    const el = board.current;
    if (!el || typeof window === 'undefined') return;
    const r = el.getBoundingClientRect();
    const seen = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
    if (seen >= Math.min(r.height, window.innerHeight) * 0.6) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  };
  const playOn = () => {
    const last = run?.outcomes[run.outcomes.length - 1];
    if (!run || !record || !last) return;
    if (last.after !== last.rest) setMoving({ from: last.rest, to: last.after });
    send({ type: 'game.position', at: positionOf(run, record) });
    toTable();
  };
  const addStep = (step: GameStep) => {
    if (!record) return;
    const g = withStep(record, step);
    const r = runOf(g);
    if (!r) return;
    const last = r.outcomes[r.outcomes.length - 1];
    if (last && last.after !== last.rest) setMoving({ from: last.rest, to: last.after });
    else if (last && last.after !== last.before) setMoving({ from: last.before, to: last.after });
    send({ type: 'game.step', step, at: positionOf(r, g) });
    setLive(last && view ? view.stepLine(t, view.gameStrings(lang), last) : '');
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
  // The shared game opens with its replays and rulings already run; `#step=n` shows its n-th step.
  const sharedDone = useRef(false);
  useEffect(() => {
    if (sharedDone.current || !shared?.steps || !shared.game || !gameEntry || !view) return;
    sharedDone.current = true;
    const edition = shared.edition ?? DEFAULT_EDITION;
    setEdition(edition);
    const g: TableGame = {
      table: shared.table,
      game: shared.game,
      edition,
      start: {
        balls: shared.balls.map(([ball, at]) => ({ ball, at })),
        situation: shared.situation ?? { shooter: 'A' },
        ...(shared.state ? { state: shared.state } : {}),
      },
      steps: shared.steps,
    };
    const r = view.runGame(g, gameEntry, replays);
    send({ type: 'game.load', scenario: shared, record: g, at: positionOf(r, g) });
    const n = Number(/^#step=(\d+)$/.exec(window.location.hash)?.[1] ?? 0);
    const o = r.outcomes[n - 1];
    if (o) send({ type: 'game.view', index: n - 1, replay: o.replay, before: o.replay ? o.before : o.after });
  }, [shared, gameEntry, view]);
  const shownOutcome = shownStep !== null ? run?.outcomes[shownStep] : undefined;
  const shownAdded: readonly AddedFact[] = shownOutcome?.step.kind === 'shot' ? shownOutcome.step.added : [];
  const canPlayOn =
    c.replay !== null && c.viewing === null && inGame && run !== null && run.outcomes.length === steps.length;
  const GamePanel = view?.GamePanel;
  // Not redrawn with every frame of a replay: only when the game, the step shown or the link changes.
  const gamePanel = record && view && GamePanel && (inGame || run) && (
    <Pure
      deps={[t, lang, run, record, c.viewing, canPlayOn, c.undone, link, view, gameEntry, steps.length]}
      render={() => (
        <GamePanel
          t={t}
          g={view.gameStrings(lang)}
          announcements={gameEntry?.announcements ?? []}
          facts={run ? (c.viewing === null ? run.facts : null) : null}
          outcomes={run?.outcomes ?? []}
          error={run?.error ?? null}
          viewing={c.viewing}
          canPlayOn={canPlayOn}
          canUndo={steps.length > 0}
          canRedo={c.undone.length > 0}
          stepHref={(i) => `${link}#step=${i + 1}`}
          onPlayOn={playOn}
          onChoose={(option, ball) => {
            const by = run?.facts.choice?.chooser;
            if (by) addStep({ kind: 'choose', by, option, ...(ball !== undefined ? { ball } : {}) });
          }}
          onAnnounce={(by, what) => addStep({ kind: 'announce', by, what })}
          onView={viewStep}
          onBack={toNow}
          onUndo={undoStep}
          onRedo={redoStep}
        />
      )}
    />
  );

  /** The picture for a dispute: the position before the shot, the aim, the ball paths, where they stopped, the ruling. */
  const svgText = async () => {
    const start = c.before ?? present;
    const f = frameOf(spec);
    const overlayNodes = [
      ...(c.replay && paths ? trailNodes(f, paths) : []),
      ...(c.replay ? restNodes(f, c.replay.positionsAt(c.replay.duration)) : []),
      ...aimNodes(f, spec, start, c.shot.heading),
    ];
    const caption = await captionLines({
      t,
      lang,
      game: c.game,
      situation: c.situation,
      shot: c.shot,
      outcome: ruling,
      edition: shownEdition,
      played: c.replay !== null,
      link,
    });
    return diagramMarkup({
      spec,
      balls: start,
      title: t.diagramTitle,
      description: layoutText(t, spec, start),
      idPrefix: 'pool',
      standalone: true,
      overlay: overlayNodes,
      caption,
    });
  };

  return (
    <section
      class={`pt-sandbox${embedded ? ' pt-sandbox--embedded' : ''}${wide ? ' pt-sandbox--page' : ''} not-content`}
      aria-label={t.sandboxLabel}
      // the physics engine comes when the reader first touches the table, ahead of the first shot
      onPointerDownCapture={warmPhysics}
      onFocusCapture={warmPhysics}
    >
      {linkError && (
        <p class="pt-error" role="alert" data-testid="link-error">
          {linkError}
        </p>
      )}
      {c.question && (
        <p class="pt-question">
          <strong>{t.question}:</strong> {c.question}
        </p>
      )}
      <div class="pt-stage">
        <div class="pt-board" ref={board}>
          <Dock enabled={portrait && wide}>
            {(docked) => (
              <TableSvg
                spec={spec}
                balls={layout}
                t={t}
                idPrefix={idPrefix}
                description={description}
                where={where}
                interactive={editing && !moving}
                mode={c.mode}
                selected={editing ? c.selected : null}
                highlight={entry ? entry.balls : []}
                portrait={portrait && !docked}
                overlay={overlay}
                underlay={underlay}
                kitchen={kitchen}
                onDrag={(ball, at) => send({ type: 'ball.drag', ball, at })}
                onDrop={() => send({ type: 'ball.drop' })}
                onPlace={(ball, at) => send({ type: 'ball.place', ball, at })}
                onAim={(at) => send({ type: 'aim.toward', at })}
                onKey={onKey}
                onSelect={(ball) => send({ type: 'ball.select', ball })}
              />
            )}
          </Dock>
          {c.replay && (
            <ReplayControls
              t={t}
              replay={c.replay}
              time={c.t}
              playing={playing}
              rate={c.rate}
              onPlay={() => send({ type: 'replay.play' })}
              onPause={() => send({ type: 'replay.pause' })}
              onRate={(rate) => send({ type: 'replay.rate', rate })}
              onSeek={(time) => send({ type: 'replay.seek', t: time })}
              onPrev={() => send({ type: 'replay.prev' })}
              onNext={() => send({ type: 'replay.next' })}
              onReset={() => (c.viewing !== null ? toNow() : send({ type: 'replay.reset' }))}
              trails={trails}
              onTrails={setTrails}
              rateName={`${idPrefix}-rate`}
            />
          )}
          <p class="pt-message" role="status" data-testid="message">
            {c.message ? messageText(t, c.message) : ''}
          </p>
          {editing && c.mode === 'place' && (
            <p class="pt-note pt-hint" data-testid="hint" aria-live="polite">
              {c.selected !== null && onTable.has(c.selected) ? t.selectedHint(c.selected) : t.tapHint}
            </p>
          )}
        </div>
        <section class="pt-side" aria-label={t.controlsLabel}>
          <div class="pt-row pt-toolbar" role="toolbar" aria-label={t.modeLegend}>
            <fieldset class="pt-mode" disabled={!editing}>
              <legend class="sr-only">{t.modeLegend}</legend>
              {(['place', 'aim'] as const).map((m) => (
                <label class="pt-check" key={m}>
                  <input
                    type="radio"
                    name={`${idPrefix}-mode`}
                    checked={c.mode === m}
                    onChange={() => send({ type: 'mode.set', mode: m })}
                  />
                  {m === 'place' ? t.modePlace : t.modeAim}
                </label>
              ))}
            </fieldset>
            <button
              type="button"
              disabled={!editing || c.history.past.length === 0}
              onClick={() => send({ type: 'history.undo' })}
              data-testid="undo"
            >
              {t.undo}
            </button>
            <button
              type="button"
              disabled={!editing || c.history.future.length === 0}
              onClick={() => send({ type: 'history.redo' })}
              data-testid="redo"
            >
              {t.redo}
            </button>
          </div>
          {editing && (
            <ShotPanel
              t={t}
              shot={c.shot}
              disabled={!editing}
              id={idPrefix}
              onHeading={(heading) => send({ type: 'aim.heading', heading })}
              onSpeed={(speed) => send({ type: 'shot.speed', speed })}
              onTip={(side, height) => send({ type: 'shot.tip', side, height })}
              onShoot={() => {
                send({ type: 'shot.fire' });
                toTable();
              }}
            />
          )}
          {ruling && (
            <Pure
              deps={[t, lang, ruling, otherRuling, shownEdition]}
              render={() => (
                <RulingPanel
                  t={t}
                  lang={lang}
                  outcome={ruling}
                  {...(twoEditions
                    ? { editions: { shown: shownEdition, onShow: setEdition, other: otherRuling } }
                    : {})}
                />
              )}
            />
          )}
          {gamePanel ||
            (((record && c.game && hasReferee(c.game) && !(view && GamePanel)) || addressPending) && (
              // the game panel's place, kept while its code loads: the panels under it do not jump
              <section class="pt-panel pt-game-pending" data-testid="game-pending" aria-busy="true">
                <p class="pt-note">{t.gameLoading}</p>
              </section>
            ))}
          {c.replay && (
            <ReplayEvents
              t={t}
              replay={c.replay}
              time={c.t}
              onSeek={(time) => send({ type: 'replay.seek', t: time })}
              added={shownAdded}
            />
          )}
          {inHandKitchen && (
            <section class="pt-panel pt-kitchen-panel" aria-label={t.kitchenTitle} data-testid="kitchen-panel">
              <h3 class="pt-h">{t.kitchenTitle}</h3>
              <p
                class={kitchen === 'in' ? 'pt-note' : 'pt-warning'}
                data-testid="kitchen-warning"
                data-placement={kitchen ?? ''}
                aria-live="polite"
              >
                {kitchen === 'out'
                  ? t.kitchenOut
                  : kitchen === 'line'
                    ? currentRules
                      ? t.kitchenLineCurrent
                      : t.kitchenLine
                    : t.kitchenIn}
              </p>
              <details class="pt-reading">
                <summary>{t.kitchenWhy}</summary>
                {t.kitchenReading.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                <div class="pt-rule-refs">
                  <RuleRef lang={lang} id="3.10" />
                  <RuleRef lang={lang} id="2.21" />
                  {currentRules && <RuleRef lang={lang} id="wpa-6.10" label={t.ruleLink('wpa-6.10')} />}
                </div>
              </details>
            </section>
          )}
        </section>
      </div>
      <div class="pt-columns">
        {editing && (
          <fieldset class="pt-panel pt-setup">
            <legend>{t.rack}</legend>
            <div class="pt-row">
              <label class="pt-field">
                <span class="sr-only">{t.rack}</span>
                <select
                  value={rackGame}
                  onChange={(e) => setRackGame((e.currentTarget as HTMLSelectElement).value)}
                  data-testid="rack-game"
                >
                  {RACK_GAMES.map((g) => (
                    <option value={g} key={g}>
                      {t.gameName(g)}
                    </option>
                  ))}
                  <option value="">{t.emptyTable}</option>
                </select>
              </label>
              <button
                type="button"
                data-testid="rack"
                onClick={() => send({ type: 'layout.rack', game: (rackGame || null) as GameId | null })}
              >
                {t.rackApply}
              </button>
            </div>
            <div class="pt-row">
              <label class="pt-field">
                <span>{t.addBall}</span>
                <select
                  value={tray.some((b) => String(b) === trayBall) ? trayBall : String(tray[0] ?? '')}
                  onChange={(e) => setTrayBall((e.currentTarget as HTMLSelectElement).value)}
                  data-testid="tray"
                >
                  {tray.length === 0 && <option value="">{t.allOnTable}</option>}
                  {tray.map((b) => (
                    <option value={String(b)} key={String(b)}>
                      {t.Ball(b)}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                disabled={tray.length === 0}
                data-testid="add-ball"
                onClick={() => {
                  const pick = tray.find((b) => String(b) === trayBall) ?? tray[0];
                  if (pick !== undefined) {
                    send({ type: 'ball.add', ball: pick });
                    setLive(t.added(pick));
                  }
                }}
              >
                {t.add}
              </button>
              <button
                type="button"
                disabled={c.selected === null || !onTable.has(c.selected)}
                data-testid="remove-ball"
                onClick={() => c.selected !== null && send({ type: 'ball.remove', ball: c.selected })}
              >
                {t.remove}
              </button>
            </div>
          </fieldset>
        )}
        <Pure
          deps={[t, c.game, c.situation, present, frozenNow, editing, c.added, inGame]}
          render={() => (
            <SituationPanel
              t={t}
              game={c.game}
              situation={c.situation}
              objectBalls={present.flatMap((b) => (b.ball === 'cue' ? [] : [b.ball]))}
              frozenNow={frozenNow}
              disabled={!editing}
              inGame={inGame}
              added={c.added}
              onAdded={(added) => send({ type: 'added.set', added })}
              onGame={(game) => send({ type: 'game.set', game })}
              onChange={(situation) => send({ type: 'situation.set', situation })}
            />
          )}
        />
        <Pure
          deps={[t, link, ruling, c.before, c.replay, c.shot, present, paths, c.game, c.situation]}
          render={() => <SharePanel t={t} link={link} svgText={svgText} fileName="pool-table" />}
        />
      </div>
      <p class="sr-only" aria-live="polite" data-testid="live">
        {live}
      </p>
    </section>
  );
}
