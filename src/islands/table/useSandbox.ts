import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { DEFAULT_EDITION, type Edition } from '../../core/editions/overrides.ts';
import type { Scenario } from '../../core/notation/index.ts';
import { make, parse } from '../../core/notation/index.ts';
import type { BallId } from '../../core/vocabulary/index.ts';
import type { TableStrings } from '../../i18n/table/index.ts';
import { nextTask } from '../../ui/next-task.ts';
import type { BallPlacement } from '../../ui/table/index.ts';
import { ballSentence, describeBall, describeLayout, layoutText, samplePaths } from '../../ui/table/index.ts';
import { currentEntry, eventSentence } from '../../ui/table/replay.ts';
import type { SandboxEvent } from '../../ui/table/sandbox.ts';
import { sandboxMachine, scenarioOf, shownLayout, underWay } from '../../ui/table/sandbox.ts';
import {
  addressText,
  frozenBalls,
  keyEvent,
  kitchenView,
  linkScenario,
  shownRulings,
  trayOf,
  twoEditions,
} from '../../ui/table/sandbox-view.ts';
import { useActor } from '../useActor.ts';
import { usePortrait } from '../usePortrait.ts';
import { useGlide, useReplayClock } from './motion.ts';
import { useGameRules } from './useGameRules.ts';

export interface SandboxOptions {
  readonly lang: string;
  readonly t: TableStrings;
  /** the scenario link text; absent: read it from the page address (the share page) */
  readonly scenario: string | undefined;
  readonly embedded: boolean;
}

const EMPTY: Scenario = { table: '9ft', balls: [] };

/**
 * The table widget's controller: the sandbox machine (set up, aim, shoot, replay), the page's
 * address, the replay's clock and announcements, and the game under its referee (useGameRules).
 * It draws nothing: the views (Board, SidePanel, SetupPanel) render what it returns.
 */
export function useSandbox({ lang, t, scenario, embedded }: SandboxOptions) {
  // The share page draws only in the browser (client:only): its first render reads the address, so
  // that the page draws the shared position once, not an empty table and then the position.
  const inBrowserOnly = scenario === undefined && typeof window !== 'undefined';
  const address = useMemo(() => (inBrowserOnly ? parse(addressText(window.location.search)) : null), [inBrowserOnly]);
  const initial = useMemo(() => {
    const r = scenario ? parse(scenario) : address;
    return r?.ok ? r.value : EMPTY;
  }, [scenario, address]);
  const [snap, , actor] = useActor(sandboxMachine, initial);
  const send = useCallback((e: SandboxEvent) => actor.send(e), [actor]);
  const c = snap.context;
  const editing = snap.matches('editing');
  const playing = snap.matches({ replay: 'playing' });
  // A shared game (a v2 link): played through once its rules are loaded, then shown as it stands.
  const [shared, setShared] = useState<Scenario | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [live, setLive] = useState('');
  const [origin, setOrigin] = useState(inBrowserOnly ? window.location.origin : '');
  const [trails, setTrails] = useState(false);
  // The WPA games are ruled under both editions: the one chosen is shown, the other compared with it.
  const [edition, setEdition] = useState<Edition>(initial.edition ?? DEFAULT_EDITION);
  // The referee loads when first needed: the reader at the table, the game panel in view, a shot.
  // (a rule page's widget is mounted when its replay is asked for: its referee comes at once)
  const [wanted, setWanted] = useState(embedded);
  const want = useCallback(() => setWanted(true), []);
  // Upright on phones (the table page and the shared-link page; a rule page's diagram stays as its neighbours).
  const portrait = usePortrait(inBrowserOnly) && !embedded;
  const orientation = portrait ? 'portrait' : 'landscape';

  // The share page reads its scenario from the address; a bad link shows why and an empty table.
  // Until it has (and on the server, which has no address), the game panel's place is kept.
  const [addressPending, setAddressPending] = useState(scenario === undefined && !inBrowserOnly);
  // Drawn only in the browser, the first render is the table and its controls; the panels under them
  // (set-up, situation, share) come in a task of their own, so that no one task draws it all.
  const [belowDrawn, setBelowDrawn] = useState(!inBrowserOnly);
  useEffect(() => {
    if (!belowDrawn) void nextTask().then(() => setBelowDrawn(true));
  }, [belowDrawn]);
  useEffect(() => {
    setOrigin(window.location.origin);
    if (scenario !== undefined) {
      if (initial.steps?.length) setShared(initial);
      return;
    }
    setAddressPending(false);
    if (!address || !addressText(window.location.search)) return;
    if (address.ok) {
      if (address.value.steps?.length) setShared(address.value);
    } else setLinkError(t.badLink(address.field, address.reason));
  }, [scenario, initial, address, t]);

  useReplayClock(playing, send);
  const { glide, moving, shown } = useGlide();
  const layout = shown(shownLayout(c), editing);
  const spec = c.spec;
  const current = c.replay ? currentEntry(c.replay.timeline, c.t) : -1;
  const entry = c.replay && current >= 0 ? c.replay.timeline[current] : undefined;

  // Announce each event as the replay reaches it, and the end of the shot.
  useEffect(() => {
    if (entry) setLive(t.atTime(eventSentence(t, entry.event), entry.t));
  }, [entry, t]);
  const endedAfter = c.replay !== null && c.t >= c.replay.duration ? c.replay.timeline.length : null;
  useEffect(() => {
    if (endedAfter !== null) setLive(t.shotOver(endedAfter));
  }, [endedAfter, t]);

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

  const inGame = underWay(c);
  const game = useGameRules({
    c,
    send,
    lang,
    t,
    needed: wanted || inGame || shared !== null,
    shared,
    edition,
    setEdition,
    glide,
    say: setLive,
    toTable,
  });
  const rulings = shownRulings(game.rulings, edition);
  const present = c.history.present;
  const paths = useMemo(() => (c.replay ? samplePaths(c.replay) : null), [c.replay]);
  const frozenNow = useMemo(() => frozenBalls(spec, present), [present, spec]);
  const onTable = new Set(present.map((b) => b.ball));
  const tray = trayOf(present);
  const { before, game: cGame, situation, shot, question, table, record, state } = c;
  const linkText = useMemo(
    () =>
      make(
        linkScenario(
          scenarioOf({ before, history: c.history, game: cGame, situation, shot, question, table, record, state }),
          game.runEdition,
        ),
      ),
    [before, c.history, cGame, situation, shot, question, table, record, state, game.runEdition],
  );
  const link = `${origin}/${lang}/s/?${linkText}`;

  const onKey = (ball: BallId | null, e: KeyboardEvent) => {
    const event = keyEvent(ball, e, editing, orientation);
    if (!event) return;
    e.preventDefault();
    send(event);
    if (event.type === 'ball.remove') setLive(t.removed(event.ball));
  };

  // The cue ball in hand behind the head string: the kitchen is drawn, a placement outside is flagged.
  const kitchen = kitchenView(spec, c, editing, present, layout);
  const shownOutcome = game.shownStep !== null ? game.run?.outcomes[game.shownStep] : undefined;
  const canPlayOn =
    c.replay !== null &&
    c.viewing === null &&
    inGame &&
    game.run !== null &&
    game.run.outcomes.length === game.steps.length;

  return {
    c,
    send,
    editing,
    playing,
    moving,
    layout,
    entry,
    description,
    where,
    onKey,
    board,
    toTable,
    portrait,
    linkError,
    live,
    say: setLive,
    trails,
    setTrails,
    addressPending,
    /** the panels under the table are drawn (false only for a moment on the share page) */
    belowDrawn,
    want,
    game,
    rulings,
    edition,
    setEdition,
    /** the current rules chosen for a WPA game: the kitchen's warning reads them */
    currentRules: edition === 'wpa-current' && twoEditions(c.game),
    frozenNow,
    onTable,
    tray,
    link,
    kitchen,
    paths,
    inGame,
    canPlayOn,
    shownAdded: shownOutcome?.step.kind === 'shot' ? shownOutcome.step.added : [],
  };
}

export type Sandbox = ReturnType<typeof useSandbox>;
