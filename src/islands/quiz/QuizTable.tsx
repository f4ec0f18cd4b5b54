/**
 * A question's table, drawn by the table widget's renderer (TableSvg, src/ui/table): the balls where
 * the question puts them, a placement question's lettered points (a click picks one; the radio
 * buttons stay the keyboard route), and for a generated question the replay of its shot by the
 * physics engine, with the sandbox's controls (an authored question that a generated shot plays the
 * same way shows that shot: src/quiz/same-shot.ts). Loaded on demand (with the physics) the first time
 * a question has a table. Until the question is answered, a contact question's replay ends at the
 * cue ball's first contact.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { tableStrings } from '../../i18n/table/index.ts';
import { type ClientItem, hasScene } from '../../quiz/payload.ts';
import { positionHref, sandboxHref } from '../../quiz/table-link.ts';
import { frameOf, layoutText, samplePaths, trailNodes } from '../../ui/table/index.ts';
import { currentEntry, eventSentence, type ReplayView } from '../../ui/table/replay.ts';
import { Dock } from '../Dock.tsx';
import { ReplayControls, ReplayEvents } from '../panels/ReplayPanel.tsx';
import { TableSvg } from '../TableSvg.tsx';
import { useReplayClock } from './replay-clock.ts';
import { lagSchematic, schematicAt, schematicOf, schematicRole } from './schematic.ts';
import { type Strings, tr } from './strings.ts';
import { Lag, Points } from './TableMarks.tsx';
import { cutReplay, layoutOf, rackOf, SPEC, sceneReplay, schematicReplay } from './table-replay.ts';
import '../../ui/table/table.css';
import '../sandbox.css';
import { usePortrait } from '../usePortrait.ts';

export { cutReplay, layoutOf, rackOf, sceneReplay };

export interface QuizTableProps {
  readonly lang: string;
  readonly t: Strings;
  readonly item: ClientItem;
  /** ids inside the page */
  readonly uid: string;
  /** the question has been answered: the whole shot may be shown, and the link to the sandbox */
  readonly answered: boolean;
  /** the chosen point (index into the item's place choices) */
  readonly selected?: number | undefined;
  readonly onPick?: ((index: number) => void) | undefined;
}

/** The caption of a schematic: what it plays. */
const SCHEMATIC_CAPTION = {
  asked: 'quiz.table.captionSchematic',
  before: 'quiz.table.captionSchematicBefore',
  position: 'quiz.table.captionSchematicStill',
  lag: 'quiz.table.captionSchematicLag',
} as const;

export default function QuizTable({ lang, t, item, uid, answered, selected, onPick }: QuizTableProps) {
  const ts = tableStrings(lang);
  // an authored question a generated shot plays the same way shows that shot, not a schematic
  const same = hasScene(item) ? null : (item.sameShot ?? null);
  const scene = hasScene(item) ? item.scene : (same?.scene ?? null);
  const full = useMemo(() => (scene ? sceneReplay(scene) : null), [scene]);
  const schematic = useMemo(() => (scene ? null : schematicOf(item, rackOf)), [scene, item]);
  const lanes = useMemo(() => (scene ? [] : lagSchematic(item)), [scene, item]);
  const role = lanes.length > 0 ? 'lag' : schematic ? (schematicRole(item) ?? 'asked') : null;
  // the authored text tells the whole shot: nothing is held back
  const cut = !same && scene?.contact != null && !answered;
  const replay: ReplayView | null = useMemo(
    () =>
      full && cut
        ? cutReplay(full, scene?.contact ?? 0)
        : (full ?? (schematic && schematic.events.length > 0 ? schematicReplay(schematic) : null)),
    [full, cut, scene, schematic],
  );
  const clock = useReplayClock(replay);
  const portrait = usePortrait();
  const [trails, setTrails] = useState(false);
  const [live, setLive] = useState('');
  const still = useMemo(
    () => (schematic ? schematicAt(schematic, 0) : layoutOf(scene ? scene.balls : item.positions)),
    [scene, item, schematic],
  );
  // "open on the table" for an authored question: the generated shot it plays the same way, else its position as drawn
  const open = useMemo(() => {
    if (hasScene(item)) return null;
    if (same) return { href: sandboxHref(lang, { ...item, scene: same.scene }), hint: 'quiz.table.openHint' as const };
    const href = lanes.length > 0 ? null : positionHref(lang, item, still);
    return href ? { href, hint: 'quiz.table.openPosition' as const } : null;
  }, [lang, item, same, lanes, still]);
  const balls = replay ? replay.positionsAt(clock.t) : still;
  const current = replay ? currentEntry(replay.timeline, clock.t) : -1;
  const entry = replay && current >= 0 ? replay.timeline[current] : undefined;
  // the event the replay is at, read out once each time it changes (the last one stays said)
  const said = entry ? ts.atTime(eventSentence(ts, entry.event), entry.t) : null;
  useEffect(() => {
    if (said !== null) setLive(said);
  }, [said]);
  const frame = useMemo(() => frameOf(SPEC), []);
  const paths = useMemo(() => (replay && trails ? samplePaths(replay) : null), [replay, trails]);
  const description = useMemo(
    () =>
      lanes.length > 0
        ? `${tr(t, 'quiz.table.schematic')}. ${lanes
            .map((l) => tr(t, 'quiz.table.lagBall', { p: l.player, d: Math.round(l.final[0] * 100) }))
            .join(' ')}`
        : `${schematic ? `${tr(t, 'quiz.table.schematic')}. ` : ''}${layoutText(ts, SPEC, still)}`,
    [ts, still, schematic, lanes, t],
  );
  const choices = item.placeChoices.some((c) => c.kind === 'point') ? item.placeChoices : [];
  return (
    <section
      class="qz-table pt-sandbox pt-sandbox--embedded not-content"
      aria-label={tr(t, 'quiz.diagram')}
      data-testid="question-table"
      data-replay={replay ? 'yes' : 'no'}
      data-schematic={role ? 'yes' : undefined}
      data-schematic-of={role ?? undefined}
      data-same-shot={same ? same.id : undefined}
    >
      {same ? (
        <p class="qz-schematic" data-testid="same-shot">
          {tr(t, 'quiz.table.sameShot')}
        </p>
      ) : null}
      {role ? (
        <p class="qz-schematic" data-testid="schematic">
          <strong>{tr(t, 'quiz.table.schematic')}.</strong> {tr(t, SCHEMATIC_CAPTION[role])}
        </p>
      ) : null}
      <Dock enabled={portrait}>
        {(docked) => (
          <TableSvg
            spec={SPEC}
            balls={balls}
            t={ts}
            idPrefix={`${uid}-table`}
            title={role ? `${tr(t, 'quiz.table.schematic')}: ${tr(t, 'quiz.diagram')}` : tr(t, 'quiz.diagram')}
            description={description}
            where={() => ''}
            interactive={false}
            mode="place"
            selected={null}
            highlight={entry ? entry.balls : []}
            portrait={portrait && !docked}
            overlay={paths ? trailNodes(frame, paths, clock.t) : []}
            underlay={[]}
            kitchen={null}
            onDrag={() => {}}
            onDrop={() => {}}
            onPlace={() => {}}
            onAim={() => {}}
            onKey={() => {}}
            onSelect={() => {}}
          >
            {choices.length > 0 ? (
              <Points choices={choices} selected={selected} onPick={onPick} portrait={portrait && !docked} />
            ) : null}
            {lanes.length > 0 ? <Lag lanes={lanes} portrait={portrait && !docked} /> : null}
          </TableSvg>
        )}
      </Dock>
      {replay ? (
        <ReplayControls
          t={ts}
          replay={replay}
          time={clock.t}
          playing={clock.playing}
          rate={clock.rate}
          onPlay={clock.play}
          onPause={clock.pause}
          onRate={clock.rateTo}
          onSeek={clock.seek}
          onPrev={clock.prev}
          onNext={clock.next}
          onReset={clock.reset}
          trails={trails}
          onTrails={setTrails}
          rateName={`${uid}-rate`}
        />
      ) : null}
      <p class="qz-table-caption">
        {tr(
          t,
          replay && !schematic
            ? 'quiz.table.captionShot'
            : portrait
              ? 'quiz.table.captionUpright'
              : 'quiz.table.caption',
        )}
      </p>
      {replay ? <ReplayEvents t={ts} replay={replay} time={clock.t} onSeek={clock.seek} /> : null}
      {cut ? (
        <p class="qz-hint" data-testid="replay-cut">
          {tr(t, 'quiz.scenario.hidden')}
        </p>
      ) : null}
      {scene && answered && hasScene(item) ? (
        <p class="qz-open-table">
          <a href={sandboxHref(lang, item)} data-testid="open-on-table">
            {tr(t, 'quiz.table.open')}
          </a>{' '}
          <span class="qz-hint">({tr(t, 'quiz.table.openHint')})</span>
        </p>
      ) : null}
      {answered && open ? (
        <p class="qz-open-table">
          <a href={open.href} data-testid="open-on-table">
            {tr(t, 'quiz.table.open')}
          </a>{' '}
          <span class="qz-hint">({tr(t, open.hint)})</span>
        </p>
      ) : null}
      <p class="sr-only" aria-live="polite">
        {live}
      </p>
    </section>
  );
}
