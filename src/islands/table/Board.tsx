import { useMemo } from 'preact/hooks';
import type { TableStrings } from '../../i18n/table/index.ts';
import { aimNodes, frameOf, kitchenNodes, trailNodes } from '../../ui/table/index.ts';
import { messageText } from '../../ui/table/sandbox-view.ts';
import { Dock } from '../Dock.tsx';
import { ReplayControls } from '../panels/ReplayPanel.tsx';
import { TableSvg } from '../TableSvg.tsx';
import type { Sandbox } from './useSandbox.ts';

interface Props {
  readonly s: Sandbox;
  readonly t: TableStrings;
  readonly idPrefix: string;
  /** the table page: on phones the board docks under the header while the panels are read */
  readonly wide: boolean;
}

/** The table drawn (the kitchen under the balls, the aim and the trails over them), the replay's controls, the machine's message. */
export function Board({ s, t, idPrefix, wide }: Props) {
  const { c, send, editing, layout } = s;
  const spec = c.spec;
  const frame = useMemo(() => frameOf(spec), [spec]);
  const underlay = s.kitchen.inHand ? kitchenNodes(frame, spec, s.kitchen.cue, s.kitchen.placement) : [];
  const overlay = [
    ...(s.trails && s.paths ? trailNodes(frame, s.paths, c.t) : []),
    ...(editing ? aimNodes(frame, spec, layout, c.shot.heading) : []),
  ];
  return (
    <div class="pt-board" ref={s.board}>
      <Dock enabled={s.portrait && wide}>
        {(docked) => (
          <TableSvg
            spec={spec}
            balls={layout}
            t={t}
            idPrefix={idPrefix}
            description={s.description}
            where={s.where}
            interactive={editing && !s.moving}
            mode={c.mode}
            selected={editing ? c.selected : null}
            highlight={s.entry ? s.entry.balls : []}
            portrait={s.portrait && !docked}
            overlay={overlay}
            underlay={underlay}
            kitchen={s.kitchen.placement}
            onDrag={(ball, at) => send({ type: 'ball.drag', ball, at })}
            onDrop={() => send({ type: 'ball.drop' })}
            onPlace={(ball, at) => send({ type: 'ball.place', ball, at })}
            onAim={(at) => send({ type: 'aim.toward', at })}
            onKey={s.onKey}
            onSelect={(ball) => send({ type: 'ball.select', ball })}
          />
        )}
      </Dock>
      {c.replay && (
        <ReplayControls
          t={t}
          replay={c.replay}
          time={c.t}
          playing={s.playing}
          rate={c.rate}
          onPlay={() => send({ type: 'replay.play' })}
          onPause={() => send({ type: 'replay.pause' })}
          onRate={(rate) => send({ type: 'replay.rate', rate })}
          onSeek={(time) => send({ type: 'replay.seek', t: time })}
          onPrev={() => send({ type: 'replay.prev' })}
          onNext={() => send({ type: 'replay.next' })}
          onReset={() => (c.viewing !== null ? s.game.actions.toNow() : send({ type: 'replay.reset' }))}
          trails={s.trails}
          onTrails={s.setTrails}
          rateName={`${idPrefix}-rate`}
        />
      )}
      <p class="pt-message" role="status" data-testid="message">
        {c.message ? messageText(t, c.message) : ''}
      </p>
      {editing && c.mode === 'place' && (
        <p class="pt-note pt-hint" data-testid="hint" aria-live="polite">
          {c.selected !== null && s.onTable.has(c.selected) ? t.selectedHint(c.selected) : t.tapHint}
        </p>
      )}
    </div>
  );
}
