import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Scenario } from '../core/notation/index.ts';
import { make, parse } from '../core/notation/index.ts';
import type { BallId, GameId, ObjectBall } from '../core/vocabulary/index.ts';
import { OBJECT_BALLS } from '../core/vocabulary/index.ts';
import { tableStrings } from '../i18n/table/index.ts';
import type { BallPlacement } from '../ui/table/index.ts';
import { ballSentence, describeBall, describeLayout, diagramMarkup, layoutText } from '../ui/table/index.ts';
import { currentEntry, eventSentence } from '../ui/table/replay.ts';
import type { Message, SandboxContext } from '../ui/table/sandbox.ts';
import { sandboxMachine, scenarioOf, shownLayout } from '../ui/table/sandbox.ts';
import { ReplayPanel } from './panels/ReplayPanel.tsx';
import { RulingPanel } from './panels/RulingPanel.tsx';
import { SharePanel } from './panels/SharePanel.tsx';
import { ShotPanel } from './panels/ShotPanel.tsx';
import { SituationPanel } from './panels/SituationPanel.tsx';
import { type RulingOutcome, ruleOnShot } from './ruling.ts';
import { TableSvg } from './TableSvg.tsx';
import { useActor } from './useActor.ts';
import '../ui/table/table.css';
import './sandbox.css';

export interface TableSandboxProps {
  readonly lang: string;
  /** The scenario link text; absent: read it from the page address (the share page). */
  readonly scenario?: string;
  readonly idPrefix: string;
  /** Inside a rule page: the same widget, a little more compact. */
  readonly embedded?: boolean;
}

const EMPTY: Scenario = { table: '9ft', balls: [] };
const RACK_GAMES = [
  'eight-ball',
  'nine-ball',
  'straight-pool',
  'six-ball',
  'bowlliards',
  'cutthroat',
  'cowboy',
  'kelly-pool',
] as const;

function messageText(t: ReturnType<typeof tableStrings>, m: Message): string {
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
  }
}

/** The interactive table: set up, aim, shoot, replay like a referee, read the ruling, share. */
export default function TableSandbox({ lang, scenario, idPrefix, embedded = false }: TableSandboxProps) {
  const t = tableStrings(lang);
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

  // The share page reads its scenario from the address; a bad link shows why and an empty table.
  useEffect(() => {
    setOrigin(window.location.origin);
    if (scenario !== undefined) return;
    // Taken as written (the question is percent-encoded inside it); some apps escape the ~ separator.
    const text = window.location.search.slice(1).replace(/%7E/gi, '~');
    if (!text) return;
    const r = parse(text);
    if (r.ok) send({ type: 'scenario.load', scenario: r.value });
    else setLinkError(t.badLink(r.field, r.reason));
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

  const layout = shownLayout(c);
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

  const description = useMemo(() => layoutText(t, spec, layout), [layout, spec, t]);
  const descriptions = useMemo(() => new Map(describeLayout(spec, layout).map((d) => [d.ball, d])), [layout, spec]);
  const where = (b: BallPlacement) => {
    const d = descriptions.get(b.ball) ?? describeBall(spec, layout, b);
    return ballSentence(t, d)
      .replace(/^[^:]*: /, '')
      .replace(/\.$/, '');
  };
  const [ruling, setRuling] = useState<RulingOutcome | null>(null);
  useEffect(() => {
    setRuling(null);
    if (!(c.replay && c.before && c.game)) return;
    let current = true;
    ruleOnShot({ game: c.game, situation: c.situation }, c.before, c.replay.events).then((r) => {
      if (current) setRuling(r);
    });
    return () => {
      current = false;
    };
  }, [c.replay, c.game, c.situation, c.before]);
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
  const link = `${origin}/${lang}/s/?${make(scenarioOf(c))}`;
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
      send({ type: 'ball.nudge', ball, key: e.key, coarse: e.shiftKey });
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

  const svgText = () =>
    diagramMarkup({ spec, balls: layout, title: t.diagramTitle, description, idPrefix: 'pool', standalone: true });

  return (
    <section class={`pt-sandbox${embedded ? ' pt-sandbox--embedded' : ''} not-content`} aria-label={t.sandboxLabel}>
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
      <TableSvg
        spec={spec}
        balls={layout}
        t={t}
        idPrefix={idPrefix}
        description={description}
        where={where}
        interactive={editing}
        mode={c.mode}
        selected={editing ? c.selected : null}
        highlight={entry ? entry.balls : []}
        aim={editing ? { heading: c.shot.heading } : null}
        onDrag={(ball, at) => send({ type: 'ball.drag', ball, at })}
        onDrop={() => send({ type: 'ball.drop' })}
        onAim={(at) => send({ type: 'aim.toward', at })}
        onKey={onKey}
        onSelect={(ball) => send({ type: 'ball.select', ball })}
      />
      <p class="pt-message" role="status" data-testid="message">
        {c.message ? messageText(t, c.message) : ''}
      </p>
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
        {editing && (
          <ShotPanel
            t={t}
            shot={c.shot}
            disabled={!editing}
            id={idPrefix}
            onHeading={(heading) => send({ type: 'aim.heading', heading })}
            onSpeed={(speed) => send({ type: 'shot.speed', speed })}
            onTip={(side, height) => send({ type: 'shot.tip', side, height })}
            onShoot={() => send({ type: 'shot.fire' })}
          />
        )}
        {c.replay && (
          <ReplayPanel
            t={t}
            replay={c.replay}
            time={c.t}
            playing={playing}
            rate={c.rate}
            current={current}
            onPlay={() => send({ type: 'replay.play' })}
            onPause={() => send({ type: 'replay.pause' })}
            onRate={(rate) => send({ type: 'replay.rate', rate })}
            onSeek={(time) => send({ type: 'replay.seek', t: time })}
            onPrev={() => send({ type: 'replay.prev' })}
            onNext={() => send({ type: 'replay.next' })}
            onReset={() => send({ type: 'replay.reset' })}
          />
        )}
        {ruling && <RulingPanel t={t} lang={lang} outcome={ruling} />}
        <SituationPanel
          t={t}
          game={c.game}
          situation={c.situation}
          objectBalls={present.flatMap((b) => (b.ball === 'cue' ? [] : [b.ball]))}
          frozenNow={frozenNow}
          disabled={!editing}
          onGame={(game) => send({ type: 'game.set', game })}
          onChange={(situation) => send({ type: 'situation.set', situation })}
        />
        <SharePanel t={t} link={link} svgText={svgText} fileName="pool-table" />
      </div>
      <p class="sr-only" aria-live="polite" data-testid="live">
        {live}
      </p>
    </section>
  );
}
